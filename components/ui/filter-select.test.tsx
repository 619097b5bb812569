import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterSelect } from "./filter-select";

const bands = [
  { value: "1-10", label: "1–10 employees" },
  { value: "11-50", label: "11–50 employees" },
];
const render = (value: string, otherLabel?: (v: string) => string) =>
  renderToStaticMarkup(<FilterSelect id="e" name="employees" label="Employees" value={value} options={bands} otherLabel={otherLabel} />);
const chosen = (html: string) => [...html.matchAll(/<option value="([^"]*)" selected="">([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
const values = (html: string) => [...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);

/** A filter's select shows what the list is filtered by, also a value from the URL that no option offers. */
describe("FilterSelect", () => {
  it("chooses an offered value and adds nothing", () => {
    const html = render("11-50");
    expect(chosen(html)).toEqual([["11-50", "11–50 employees"]]);
    expect(values(html)).toEqual(["", "1-10", "11-50"]);
  });

  it("keeps a value no option offers as a choice of its own, chosen, with its label", () => {
    const html = render("7-42", (v) => `${v} employees`);
    expect(chosen(html)).toEqual([["7-42", "7-42 employees"]]);
    expect(values(html)).toEqual(["", "1-10", "11-50", "7-42"]);
  });

  it("labels such a value by itself when no label is given", () => {
    expect(chosen(render("300+"))).toEqual([["300+", "300+"]]);
  });

  it("chooses Any when there is no value", () => {
    const html = render("");
    expect(chosen(html)).toEqual([["", "Any"]]);
    expect(values(html)).toEqual(["", "1-10", "11-50"]);
  });
});
