import { describe, expect, it } from "vitest";
import { jobFacets } from "./facets";

describe("jobFacets", () => {
  it("reads the workplace from the job type or the location", () => {
    expect(jobFacets({ jobType: "Hybrid" }).workplace).toBe("hybrid");
    expect(jobFacets({ jobType: null, location: "Remote (EU)" }).workplace).toBe("remote");
    expect(jobFacets({ jobType: "On-site", location: "Berlin" }).workplace).toBe("onsite");
    expect(jobFacets({ jobType: "", location: "Berlin" }).workplace).toBeNull();
  });

  it("reads the employment type as people write it", () => {
    expect(jobFacets({ employmentType: "Full time" }).employment).toBe("full-time");
    expect(jobFacets({ employmentType: "Part-time, 20h" }).employment).toBe("part-time");
    expect(jobFacets({ employmentType: "Freelance contract" }).employment).toBe("contract");
    expect(jobFacets({ employmentType: "Internship (6 months)" }).employment).toBe("internship");
    expect(jobFacets({ employmentType: "Fixed-term" }).employment).toBe("temporary");
  });

  it("reads the level from the experience asked for, else the title", () => {
    expect(jobFacets({ experienceLevel: "Senior, 5+ years" }).level).toBe("senior");
    expect(jobFacets({ experienceLevel: "7 years" }).level).toBe("senior");
    expect(jobFacets({ experienceLevel: "Mid-level" }).level).toBe("mid");
    expect(jobFacets({ experienceLevel: "Junior" }).level).toBe("junior");
    expect(jobFacets({ experienceLevel: "Graduate / entry level" }).level).toBe("entry");
    expect(jobFacets({ experienceLevel: null, jobTitle: "Staff Platform Engineer" }).level).toBe("lead");
    expect(jobFacets({ experienceLevel: null, jobTitle: "Backend Engineer" }).level).toBeNull();
  });

  it("turns the salary into a yearly range in its own currency", () => {
    expect(jobFacets({ salaryRange: "€70,000 – €90,000 per year" })).toMatchObject({ salaryCurrency: "EUR", salaryMinYearly: 70_000, salaryMaxYearly: 90_000 });
    expect(jobFacets({ salaryRange: "$50/h" })).toMatchObject({ salaryCurrency: "USD", salaryMinYearly: 104_000, salaryMaxYearly: 104_000 });
    expect(jobFacets({ salaryRange: "£4,000 a month" })).toMatchObject({ salaryCurrency: "GBP", salaryMaxYearly: 48_000 });
    // No currency: the amount cannot be compared with anyone's minimum.
    expect(jobFacets({ salaryRange: "70-90k" })).toMatchObject({ salaryCurrency: null, salaryMaxYearly: null });
  });
});
