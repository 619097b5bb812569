import { describe, expect, it } from "vitest";
import { candidate, job } from "@/tests/helpers/match";
import { locationCriterion, readPlace } from "./location";

const place = (text: string) => {
  const p = readPlace(text);
  return { cities: [...p.cities], countries: [...p.countries] };
};
const rate = (jobOver: Parameters<typeof job>[0], where: string) => locationCriterion(job(jobOver), candidate({ location: where }));

describe("readPlace", () => {
  it("knows the vocabulary's cities with their country, and its countries by any name", () => {
    expect(place("Berlin")).toEqual({ cities: ["berlin"], countries: ["germany"] });
    expect(place("NYC, USA")).toEqual({ cities: ["new york"], countries: ["united states"] });
    expect(place("Edinburgh, Scotland")).toEqual({ cities: ["edinburgh"], countries: ["united kingdom"] });
    expect(place("Germany")).toEqual({ cities: [], countries: ["germany"] });
  });

  it("reads other places as City, Country", () => {
    expect(place("Graz, Austria")).toEqual({ cities: ["graz"], countries: ["austria"] });
    expect(place("Springfield, Illinois")).toEqual({ cities: ["springfield"], countries: ["illinois"] });
    expect(place("Linz")).toEqual({ cities: ["linz"], countries: [] });
  });
});

describe("location criterion", () => {
  it("fits anyone for a remote job, and says what was not checked", () => {
    expect(rate({ workplace: "remote", location: "Remote" }, "Lisbon, Portugal").criterion).toMatchObject({
      points: 20,
      counted: true,
      evidence: "Remote job: any location fits (the candidate lives in Lisbon, Portugal); time zone not checked",
    });
    expect(rate({ workplace: "remote", location: "Remote (EU time zones)" }, "").criterion.evidence).toBe('Remote job ("Remote (EU time zones)"): any location fits; time zone not checked');
  });

  it("reads the workplace from the location when the facet is missing", () => {
    expect(rate({ workplace: null, location: "Remote, worldwide" }, "Lima").criterion.points).toBe(20);
  });

  it("gives full points in the job's city, in any case", () => {
    expect(rate({ workplace: "onsite", location: "Munich, Germany" }, "munich").criterion).toMatchObject({ points: 20, evidence: "Lives in munich; the job is in Munich, Germany (on-site)" });
    expect(rate({ workplace: "onsite", location: "Graz, Austria" }, "Graz").criterion.points).toBe(20);
  });

  it("gives full points anywhere in a country when the job names only the country", () => {
    expect(rate({ workplace: "onsite", location: "Germany" }, "Leipzig").criterion.points).toBe(20);
  });

  it("gives part of the points in the same country, few elsewhere", () => {
    expect(rate({}, "Hamburg").criterion).toMatchObject({ points: 12, evidence: "Lives in Hamburg; the job is in Berlin, Germany (hybrid): same country, another city" });
    expect(rate({ location: "Graz, Austria" }, "Linz, Austria").criterion.points).toBe(12);
    expect(rate({}, "Vienna, Austria").criterion).toMatchObject({ points: 4, evidence: "Lives in Vienna, Austria; the job is in Berlin, Germany (hybrid): another country" });
    expect(rate({}, "Linz").criterion.evidence).toMatch(/not the same city or a country we could match$/);
  });

  it("leaves the criterion out when the candidate or the job gives no location", () => {
    expect(rate({}, "  ").criterion).toMatchObject({ counted: false, points: 0, evidence: "Location not given; the job is in Berlin, Germany (hybrid)" });
    expect(rate({ workplace: "onsite", location: null }, "Berlin").criterion).toMatchObject({ counted: false, evidence: "The job names no location" });
  });
});
