import { describe, expect, it } from "vitest";
import { pageParam } from "./page-param";

describe("pageParam", () => {
  it("takes a whole page number, the first of repeated ones, and bounds it to 1–100,000", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam(["4", "9"])).toBe(4);
    expect(pageParam("2.7")).toBe(2);
    expect(pageParam("0")).toBe(1);
    expect(pageParam("-5")).toBe(1);
    expect(pageParam("999999999")).toBe(100_000);
  });

  it("reads anything else as page 1", () => {
    for (const v of [undefined, "", "abc", "Infinity", "NaN", [] as string[]]) expect(pageParam(v)).toBe(1);
  });
});
