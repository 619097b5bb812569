import { describe, expect, it } from "vitest";
import { findDateRange, parseDate, yearOf } from "./dates";

describe("parseDate", () => {
  it.each([
    ["Jan 2020", "2020-01-01"],
    ["January 2020", "2020-01-01"],
    ["Sept. 2019", "2019-09-01"],
    ["march 2017", "2017-03-01"],
    ["03/2018", "2018-03-01"],
    ["3/2018", "2018-03-01"],
    ["11.2020", "2020-11-01"],
    ["2018-03", "2018-03-01"],
    ["2019", "2019-01-01"],
    ["Jun '19", "2019-06-01"],
  ])("%s → %s", (raw, want) => expect(parseDate(raw)).toBe(want));

  it.each(["13/2020", "Smarch 2020", "1849", "2020-13", ""])("refuses %j", (raw) => expect(parseDate(raw)).toBeNull());
});

describe("findDateRange", () => {
  it.each([
    ["Jan 2020 – Present", { start: "2020-01-01", end: null, current: true, rest: "" }],
    ["2019 - 2021", { start: "2019-01-01", end: "2021-01-01", current: false, rest: "" }],
    ["03/2018 – 11/2020", { start: "2018-03-01", end: "2020-11-01", current: false, rest: "" }],
    ["March 2017 to June 2019", { start: "2017-03-01", end: "2019-06-01", current: false, rest: "" }],
    ["2021–now", { start: "2021-01-01", end: null, current: true, rest: "" }],
    ["Since 2020", { start: "2020-01-01", end: null, current: true, rest: "" }],
    ["From May 2016 until Dec 2018", { start: "2016-05-01", end: "2018-12-01", current: false, rest: "" }],
    ["2018-03 - 2019-11", { start: "2018-03-01", end: "2019-11-01", current: false, rest: "" }],
    ["Jan '19 - Feb '21", { start: "2019-01-01", end: "2021-02-01", current: false, rest: "" }],
  ])("%s", (line, want) => expect(findDateRange(line)).toEqual(want));

  it("cuts the range out of a heading line and tidies what is left", () => {
    expect(findDateRange("Senior Engineer, Acme (Jan 2020 – Present)")?.rest).toBe("Senior Engineer, Acme");
    expect(findDateRange("Acme Corp | Engineer | 2019 - 2021")?.rest).toBe("Acme Corp | Engineer");
    expect(findDateRange("Engineer\tJan 2020 – Present")?.rest).toBe("Engineer");
    expect(findDateRange("Jan 2020 - Present | Berlin, Germany")?.rest).toBe("Berlin, Germany");
  });

  it("drops a duration written after the dates", () => {
    expect(findDateRange("January 2020 - Present (4 years 2 months)")).toMatchObject({ current: true, rest: "" });
    expect(findDateRange("Acme · Jan 2019 – Mar 2021 · 2 yrs 3 mos")).toMatchObject({ end: "2021-03-01", rest: "Acme" });
  });

  it("reads an open range only at the end of a line", () => {
    expect(findDateRange("Engineer, Acme 2021 –")).toMatchObject({ start: "2021-01-01", current: true, rest: "Engineer, Acme" });
    expect(findDateRange("2019 - Berlin")).toBeNull();
  });

  it("finds no range in phone numbers, lone years or backwards ranges", () => {
    expect(findDateRange("+49 30 2019 2021")).toBeNull();
    expect(findDateRange("BSc, graduated 2015")).toBeNull();
    expect(findDateRange("2021 - 2019")).toBeNull();
    expect(findDateRange("Call 555-2019-2020")).toBeNull();
  });

  it("yearOf reads the year of a proposal date", () => {
    expect(yearOf("2020-03-01")).toBe(2020);
    expect(yearOf(null)).toBeNull();
  });
});
