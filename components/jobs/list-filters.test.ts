import { describe, expect, it } from "vitest";
import { BAD_RANGE, listHref, parseListParams, SALARY_TOO_HIGH, SPECIFIC_NEEDS_BOTH, type ListFilters } from "./list-filters";

const NO_FACETS = { workplace: "", employment: "", level: "", location: "", minSalary: "", currency: "", sort: "" };
const filters = (f: Partial<ListFilters>): ListFilters => ({ search: "", createdFilterType: "", dateFrom: "", dateTo: "", ...NO_FACETS, ...f });

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
    const q = parseListParams(
      { createdFilterType: "yesterday", dateFrom: "01/02/2026", page: "-4", workplace: "moon", level: "god", minSalary: "lots", currency: "XXX", sort: "newest" },
      today,
    );
    expect(q.query).toEqual({ page: 1 });
    expect(q.filters).toEqual(filters({}));
  });

  it("reads the job seekers' filters; a minimum salary needs its currency, an order needs search text", () => {
    const q = parseListParams(
      { workplace: "remote", employment: "full-time", level: "senior", location: " Berlin ", minSalary: "60,000", currency: "eur", search: "react", sort: "newest" },
      today,
    );
    expect(q.query).toEqual({
      page: 1,
      search: "react",
      workplace: "remote",
      employment: "full-time",
      level: "senior",
      location: "Berlin",
      minSalary: 60000,
      currency: "EUR",
      sort: "newest",
    });
    expect(parseListParams({ minSalary: "60000" }, today).query).toEqual({ page: 1 });
  });

  it("says a minimum salary past the limit is too high and keeps what was typed, instead of listing every job under it in silence", () => {
    const q = parseListParams({ minSalary: "150,000,000", currency: "JPY" }, today);
    expect(q.error).toBe(SALARY_TOO_HIGH);
    expect(SALARY_TOO_HIGH).toBe("The minimum salary can be at most 100,000,000 a year.");
    expect(q.filters.minSalary).toBe("150,000,000");
    expect(q.query).toEqual({ page: 1 });
    expect(parseListParams({ minSalary: "100,000,000", currency: "JPY" }, today)).toMatchObject({ error: undefined, query: { minSalary: 100_000_000, currency: "JPY" } });
  });
});

describe("listHref", () => {
  it("keeps the filters and the page in the URL", () => {
    expect(listHref("/jobs", filters({ search: "go dev", createdFilterType: "specific", dateFrom: "2026-01-01", dateTo: "2026-01-02" }), 2)).toBe(
      "/jobs?search=go+dev&createdFilterType=specific&dateFrom=2026-01-01&dateTo=2026-01-02&page=2",
    );
    expect(listHref("/getalljobs", filters({ createdFilterType: "last7", dateFrom: "2026-01-01" }), 1)).toBe("/getalljobs?createdFilterType=last7");
    expect(listHref("/jobs", filters({ workplace: "remote", minSalary: "60000", currency: "EUR" }), 1)).toBe("/jobs?workplace=remote&minSalary=60000&currency=EUR");
  });
});
