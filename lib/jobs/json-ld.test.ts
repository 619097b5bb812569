import { describe, expect, it } from "vitest";
import type { JobDto } from "./dto";
import { googleEmploymentType, googleJobPostingSchema, jobPostingJsonLd } from "./json-ld";

const base: JobDto = {
  id: 42,
  ownerId: 1,
  chatId: null,
  companyName: "Acme",
  jobTitle: "Senior TypeScript Engineer",
  experienceLevel: "Senior",
  employmentType: "Full-time",
  requiredSkills: ["TypeScript", "React"],
  salaryRange: "€70,000 – €90,000 a year",
  jobType: "Hybrid",
  location: "Berlin, Germany",
  tags: ["frontend"],
  jobDescription: "Build things.",
  jobStatus: "Open",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
};
const org = { name: "Acme", url: "https://acme.example", logo: "https://acme.example/logo.png" };

describe("JobPosting JSON-LD", () => {
  it("describes an on-site/hybrid job with address and salary", () => {
    const ld = jobPostingJsonLd(base, org, "https://jobs.example/jobs/42", "<p>Build things.</p>");
    expect(googleJobPostingSchema.safeParse(ld).success).toBe(true);
    expect(ld).toMatchObject({
      employmentType: "FULL_TIME",
      jobLocation: { address: { addressLocality: "Berlin", addressCountry: "Germany" } },
      baseSalary: { currency: "EUR", value: { minValue: 70_000, maxValue: 90_000, unitText: "YEAR" } },
      identifier: { value: "42" },
      directApply: true,
    });
  });

  it("gives a known city written alone its country, in any spelling of its accents", () => {
    for (const [location, country] of [["Zürich", "Switzerland"], ["München", "Germany"], ["Krakow", "Poland"], ["Tucson, AZ", "United States"], ["Kraków, Stare Miasto", "Poland"]] as const) {
      const ld = jobPostingJsonLd({ ...base, location }, org, "u", "<p>x</p>");
      expect(ld).toMatchObject({ jobLocation: { address: { addressLocality: location.split(",")[0], addressCountry: country } } });
    }
  });

  it("never reads as expired, however long ago an Open job was last edited", () => {
    const ld = jobPostingJsonLd({ ...base, createdAt: "2025-01-01T10:00:00.000Z", updatedAt: "2025-01-02T10:00:00.000Z" }, org, "u", "<p>x</p>");
    expect(googleJobPostingSchema.safeParse(ld).success).toBe(true);
    expect(ld).not.toHaveProperty("validThrough");
  });

  it("marks remote jobs TELECOMMUTE with an applicant location", () => {
    const ld = jobPostingJsonLd({ ...base, jobType: "Remote", location: "Remote" }, org, "u", "<p>x</p>");
    expect(googleJobPostingSchema.parse(ld)).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { name: "Worldwide" } });
    expect(ld).not.toHaveProperty("jobLocation");
  });

  it("names the country a remote job's place gives, however it is written, and a region's countries or name", () => {
    const area = (location: string) => {
      const ld = jobPostingJsonLd({ ...base, jobType: "Remote", location }, org, "u", "<p>x</p>");
      return googleJobPostingSchema.parse(ld).applicantLocationRequirements;
    };
    for (const location of ["Remote (UK)", "Remote - UK", "Remote / United Kingdom", "Remote, London"]) {
      expect(area(location)).toEqual({ "@type": "Country", name: "United Kingdom" });
    }
    const eu = area("Remote (EU)");
    expect(Array.isArray(eu) && eu.length).toBe(27);
    expect(eu).toContainEqual({ "@type": "Country", name: "Germany" });
    expect(eu).not.toContainEqual({ "@type": "Country", name: "Remote (EU)" });
    expect(area("Remote (DACH)")).toEqual(["Germany", "Austria", "Switzerland"].map((name) => ({ "@type": "Country", name })));
    expect(area("Remote, Europe")).toEqual({ "@type": "AdministrativeArea", name: "Europe" });
  });

  it("leaves baseSalary out when the range does not parse or has no currency", () => {
    const ld = jobPostingJsonLd({ ...base, salaryRange: "competitive" }, org, "u", "<p>x</p>");
    expect(ld).not.toHaveProperty("baseSalary");
    expect(googleJobPostingSchema.safeParse(ld).success).toBe(true);
  });

  it("fails the schema when there is neither a location nor remote work", () => {
    const ld = jobPostingJsonLd({ ...base, location: null, jobType: "On-site" }, org, "u", "<p>x</p>");
    expect(googleJobPostingSchema.safeParse(ld).success).toBe(false);
  });

  it("maps employment types to Google's values", () => {
    expect(["Full-time", "Part time", "Contract", "Internship", "Temporary", "Gig"].map((t) => googleEmploymentType(t))).toEqual([
      "FULL_TIME",
      "PART_TIME",
      "CONTRACTOR",
      "INTERN",
      "TEMPORARY",
      "OTHER",
    ]);
  });
});
