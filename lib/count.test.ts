import { describe, expect, it } from "vitest";
import { cappedCountOf, countOf } from "./count";

describe("countOf", () => {
  it("uses the singular for exactly one and the given plural otherwise", () => {
    // The directory's result line read "1 companie" (the plural with its "s" cut off).
    expect(countOf(1, "company", "companies")).toBe("1 company");
    expect(countOf(0, "company", "companies")).toBe("0 companies");
    expect(countOf(2500, "company", "companies")).toBe("2,500 companies");
    expect(countOf(1, "recruiter")).toBe("1 recruiter");
    expect(countOf(3, "application")).toBe("3 applications");
  });
});

describe("cappedCountOf", () => {
  it("is exact under the cap and 'More than' the cap above it", () => {
    expect(cappedCountOf(1, true, "job")).toBe("1 job");
    expect(cappedCountOf(10_001, false, "company", "companies")).toBe("More than 10,000 companies");
  });
});
