import { describe, expect, it } from "vitest";
import { experienceCriterion, monthsOfExperience, yearsAsked } from "./experience";
import { candidate, job, NOW, role } from "@/tests/helpers/match";

describe("monthsOfExperience", () => {
  it("counts both end months and overlapping periods once", () => {
    // 2016-01…2020-12 and 2019-01…2022-12 cover 2016-01…2022-12: 84 months, not 108.
    const roles = [role("Engineer", "2016-01-01", "2020-12-01"), role("Engineer", "2019-01-01", "2022-12-01")];
    expect(monthsOfExperience(roles, NOW)).toEqual({ months: 84, undated: 0 });
    // A period inside another adds nothing; a separate one adds its own.
    expect(monthsOfExperience([...roles, role("Engineer", "2017-03", "2017-04"), role("Engineer", "2010-01", "2010-12")], NOW).months).toBe(96);
  });

  it("runs a current role up to the month of `now`", () => {
    expect(monthsOfExperience([role("Engineer", "2025-01-01", "now")], NOW).months).toBe(7);
    expect(monthsOfExperience([role("Engineer", "2025-01-01", "now")], new Date("2026-01-02T00:00:00Z")).months).toBe(13);
  });

  it("leaves out roles without a start, without an end when not current, ending before they start, or starting in the future", () => {
    const roles = [role("A", null, "2020-01-01"), role("B", "2019-01-01", null), role("C", "2020-05-01", "2020-01-01"), role("D", "2026-01-01", "now")];
    expect(monthsOfExperience(roles, NOW)).toEqual({ months: 0, undated: 3 });
  });

  it("cuts a past role's end that lies after `now`", () => {
    expect(monthsOfExperience([role("A", "2025-01-01", "2027-12-01")], NOW).months).toBe(7);
  });
});

describe("yearsAsked", () => {
  it.each([
    ["Senior, 5+ years", 5],
    ["at least 3 years", 3],
    ["3-5 yrs", 3],
    ["8+ years of backend work", 8],
    ["10 years", 10],
    ["Senior", null],
    [null, null],
  ] as const)("%s → %s", (text, years) => {
    expect(yearsAsked(text)).toBe(years);
  });
});

describe("experience criterion", () => {
  it("counts relevant roles (a shared title word or a required skill), and tells the total", () => {
    const c = candidate({
      experiences: [
        role("Backend Developer", "2020-01-01", "now"),
        role("Support Agent", "2014-01-01", "2015-12-01", "Answered the phone"),
        role("IT Assistant", "2016-01-01", "2017-12-01", "Ran PostgreSQL backups"),
      ],
    });
    const { criterion } = experienceCriterion(job(), c, NOW);
    // Developer and engineer are one word; PostgreSQL is one of the job's skills: 67 + 24 months.
    expect(criterion.evidence).toBe("7.6 years of relevant experience (9.6 years in total); the job asks for 5+ years (senior)");
    expect(criterion).toMatchObject({ points: 30, counted: true });
  });

  it("scores years over years asked, and says when fewer", () => {
    const { criterion, note } = experienceCriterion(job(), candidate({ experiences: [role("Engineer", "2022-01-01", "2024-12-01")] }), NOW);
    expect(criterion.evidence).toBe("3 years of relevant experience; the job asks for 5+ years (senior)");
    expect(criterion.points).toBe(18);
    expect(note).toBe("less experience than asked");
  });

  it("takes 'N+ years' in the level text over the level's usual years", () => {
    const c = candidate({ experiences: [role("Engineer", "2019-01-01", "now")] });
    const { criterion, note } = experienceCriterion(job({ experienceLevel: "Senior, 8+ years" }), c, NOW);
    expect(criterion.evidence).toBe("6.6 years of relevant experience; the job asks for 8+ years (senior)");
    expect(criterion.points).toBe(25);
    expect(note).toBe("slightly less experience than asked");
  });

  it("derives the level from the title when the facet is missing, and leaves the criterion out when there is none", () => {
    const c = candidate({ experiences: [role("Engineer", "2019-01-01", "now")] });
    expect(experienceCriterion(job({ level: null, experienceLevel: null, jobTitle: "Junior Engineer" }), c, NOW).criterion.evidence).toMatch(/asks for 1\+ years \(junior\); well above what it asks$/);
    const none = experienceCriterion(job({ level: null, experienceLevel: null, jobTitle: "Engineer" }), c, NOW).criterion;
    expect(none).toMatchObject({ counted: false, evidence: "6.6 years of relevant experience; the job names no level or years" });
  });

  it("counts the roles of the resume sent with the application when the profile has no dated one, and says so", () => {
    // A company saw "No dated work experience" for an applicant whose resume listed six years as a backend engineer.
    const resumeText = ["Maria Kowalski", "Experience", "Senior Backend Engineer, Zalando", "2019 - 2025", "- Order services in Go", "Backend Engineer at Delivery Hero", "2017-2018"].join("\n");
    const fromResume = experienceCriterion(job(), candidate({ resumeText }), NOW).criterion;
    expect(fromResume.evidence).toMatch(/^\d+(\.\d)? years of relevant experience \(read from the resume\); the job asks for 5\+ years \(senior\)/);
    expect(fromResume.points).toBe(30);
    // The profile's dated roles win: the resume is not read again for them.
    const own = experienceCriterion(job(), candidate({ resumeText, experiences: [role("Backend Engineer", "2023-01-01", "now")] }), NOW).criterion;
    expect(own.evidence).not.toContain("read from the resume");
    expect(own.points).toBeLessThan(30);
  });

  it("gives an entry-level job full points without experience, and notes roles without dates", () => {
    const c = candidate({ experiences: [role("Intern", null, null)] });
    const { criterion } = experienceCriterion(job({ level: "entry", experienceLevel: "Entry level" }), c, NOW);
    expect(criterion).toMatchObject({ points: 30, counted: true, evidence: "No dated work experience (1 role without dates not counted); the job asks for no prior experience (entry)" });
  });
});
