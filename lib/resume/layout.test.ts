import { describe, expect, it } from "vitest";
import { findGutter, pageLines, type TextItem } from "./layout";

/** A text item the way pdf.js reports one (y grows upwards); 5 pt a character at size 10. */
const item = (str: string, x: number, y: number, size = 10): TextItem => ({ str, x, y, width: str.length * size * 0.5, height: size });

describe("pageLines", () => {
  it("joins items on one baseline in x order, with a tab for a wide gap", () => {
    const items = [item("Present", 500, 700), item("Engineer", 40, 700), item("Jan 2020 –", 445, 700.4), item("Senior", 0, 700)];
    expect(pageLines(items)).toEqual(["Senior Engineer\tJan 2020 – Present"]);
  });

  it("puts a blank line where the vertical gap is wider than a line and a half", () => {
    const items = [item("Jane Doe", 40, 800), item("Engineer", 40, 787), item("Experience", 40, 750)];
    expect(pageLines(items)).toEqual(["Jane Doe", "Engineer", "", "Experience"]);
  });

  it("measures paragraph gaps against the page's own line pitch: generous leading is no paragraph break", () => {
    const items = ["Jane Doe", "Engineer", "Berlin"].map((s, i) => item(s, 40, 800 - 18 * i));
    items.push(item("Experience", 40, 800 - 18 * 2 - 36), item("Acme", 40, 800 - 18 * 3 - 36));
    expect(pageLines(items)).toEqual(["Jane Doe", "Engineer", "Berlin", "", "Experience", "Acme"]);
  });

  it("reads a two-column page left column first, keeping a name across the top in place", () => {
    const left = ["Contact", "Milan, Italy", "me@example.com", "Skills", "Figma", "Prototyping"].map((s, i) => item(s, 48, 700 - 13 * i));
    const right = ["Profile", "Designer turning research into simple interfaces.", "Experience", "Product Designer — Viaggi Labs", "2021 - Present", "Built the design system."].map((s, i) =>
      item(s, 240, 700 - 13 * i),
    );
    const name = item("Marco Rossi — Lead Product Designer", 150, 740, 14);
    const lines = pageLines([name, ...right, ...left]);
    expect(lines.filter(Boolean)).toEqual(["Marco Rossi — Lead Product Designer", ...left.map((i) => i.str), ...right.map((i) => i.str)]);
    expect(findGutter([name, ...right, ...left])).toBeGreaterThan(48 + "me@example.com".length * 5);
    expect(findGutter([name, ...right, ...left])).toBeLessThan(240);
  });

  it("keeps dates on the right edge on their line (too little text there for a column)", () => {
    const items = [
      ...["Experience", "Senior Engineer", "Acme GmbH", "• Led the billing migration to event-driven services", "Engineer", "Globex Corporation", "• Built the merchant API"].map((s, i) => item(s, 40, 700 - 13 * i)),
      item("2020 - Present", 480, 700 - 13),
      item("2017 - 2019", 480, 700 - 13 * 4),
    ];
    expect(findGutter(items)).toBeNull();
    expect(pageLines(items)).toContain("Senior Engineer\t2020 - Present");
  });

  it("ignores whitespace-only items and returns nothing for an empty page", () => {
    expect(pageLines([item("   ", 40, 700)])).toEqual([]);
  });
});
