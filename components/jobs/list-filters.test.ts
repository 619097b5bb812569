import { describe, expect, it } from "vitest";
import { BAD_RANGE, listHref, parseListParams, SPECIFIC_NEEDS_BOTH } from "./list-filters";

const today = new Date("2026-03-10T15:30:00Z");

describe("parseListParams", () => {
  it("computes last7 and last30 from today as updatedFrom/updatedTo", () => {
    expect(parseListParams({ createdFilterType: "last7" }, today).query).toEqual({ page: 1, updatedFrom: "2026-03-03", updatedTo: "2026-03-10" });
    expect(parseListParams({ createdFilterType: "last30" }, today).query).toMatchObject({ updatedFrom: "2026-02-08", updatedTo: "2026-03-10" });
  });

  it("a specific range needs both dates, in order", () => {
    expect(parseListParams({ createdFilterType: "specific", dateFrom: "2026-01-01" }, today)).toMatchObject({
      error: SPECIFIC_NEEDS_BOTH,
      query: { page: 1 },
    });
    expect(parseListParams({ createdFilterType: "specific", dateFrom: "2026-02-01", dateTo: "2026-01-01" }, today).error).toBe(BAD_RANGE);
    const ok = parseListParams({ createdFilterType: "specific", dateFrom: "2026-01-01", dateTo: "2026-01-31", search: " react ", page: "3" }, today);
    expect(ok.error).toBeUndefined();
    expect(ok.query).toEqual({ page: 3, search: "react", updatedFrom: "2026-01-01", updatedTo: "2026-01-31" });
  });

  it("ignores junk in the URL", () => {
    const q = parseListParams({ createdFilterType: "yesterday", dateFrom: "01/02/2026", page: "-4" }, today);
    expect(q.query).toEqual({ page: 1 });
    expect(q.filters).toEqual({ search: "", createdFilterType: "", dateFrom: "", dateTo: "" });
  });
});

describe("listHref", () => {
  it("keeps the filters and the page in the URL", () => {
    expect(listHref("/jobs", { search: "go dev", createdFilterType: "specific", dateFrom: "2026-01-01", dateTo: "2026-01-02" }, 2)).toBe(
      "/jobs?search=go+dev&createdFilterType=specific&dateFrom=2026-01-01&dateTo=2026-01-02&page=2",
    );
    expect(listHref("/getalljobs", { search: "", createdFilterType: "last7", dateFrom: "2026-01-01", dateTo: "" }, 1)).toBe(
      "/getalljobs?createdFilterType=last7",
    );
  });
});
