import { describe, expect, it } from "vitest";
import { proposeLocally } from "./local";
import { resumeProposalsSchema } from "./types";

const text = (...lines: string[]) => lines.join("\n");
const jobs = (t: string) => proposeLocally(t).experiences.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate, e.current]);

const CLASSIC = text(
  "Jane Doe",
  "Senior Backend Engineer",
  "Berlin, Germany | jane.doe@example.com | +49 30 1234567",
  "",
  "SUMMARY",
  "Backend engineer with 8 years of experience building payment systems in Go and",
  "TypeScript. Enjoys mentoring.",
  "",
  "EXPERIENCE",
  "Senior Backend Engineer — Acme GmbH",
  "Jan 2020 – Present | Berlin, Germany",
  "• Led the migration of billing to Go microservices on Kubernetes",
  "• Cut p99 latency by 40% with Redis",
  "  caching and smarter indexes",
  "",
  "Software Engineer at Globex Corporation",
  "March 2017 to December 2019",
  "- Built REST APIs in Node.js and PostgreSQL",
  "Junior Developer, Initech",
  "2015 - 2017",
  "",
  "EDUCATION",
  "BSc Computer Science, TU Berlin, 2011 - 2015",
  "",
  "SKILLS",
  "Languages: Go, TypeScript, Python",
  "Tools: Docker, k8s, Terraform | AWS",
);

describe("proposeLocally", () => {
  it("reads a classic one-column resume", () => {
    const p = proposeLocally(CLASSIC);
    expect(p.headline).toBe("Senior Backend Engineer");
    expect(p.location).toBe("Berlin, Germany");
    expect(p.summary).toBe("Backend engineer with 8 years of experience building payment systems in Go and TypeScript. Enjoys mentoring.");
    expect(jobs(CLASSIC)).toEqual([
      ["Senior Backend Engineer", "Acme GmbH", "Berlin, Germany", "2020-01-01", null, true],
      ["Software Engineer", "Globex Corporation", "", "2017-03-01", "2019-12-01", false],
      ["Junior Developer", "Initech", "", "2015-01-01", "2017-01-01", false],
    ]);
    // Bullets lose their markers; a wrapped line joins its bullet. The education dates are no job.
    expect(p.experiences[0]!.description).toBe("Led the migration of billing to Go microservices on Kubernetes\nCut p99 latency by 40% with Redis caching and smarter indexes");
    expect(p.skills.slice(0, 7)).toEqual(["Go", "TypeScript", "Python", "Docker", "Kubernetes", "Terraform", "AWS"]);
    // Skills the descriptions mention come after the listed ones.
    expect(p.skills).toEqual(expect.arrayContaining(["Redis", "Node.js", "PostgreSQL"]));
    expect(resumeProposalsSchema.parse(p)).toEqual(p);
  });

  it("reads 'Company | Title' entries with the dates first, and no summary", () => {
    const t = text(
      "PETER NOVAK",
      "Prague, Czech Republic · peter@example.com",
      "",
      "WORK EXPERIENCE",
      "2020 – present | Kiwi.com | Lead Android Developer",
      "- Grew crash-free sessions from 97% to 99.8% between 2020 and 2022",
      "2016 – 2020 | Avast Software | Android Developer",
      "",
      "Projects",
      "Open-source Kotlin library, 2019 - 2021",
      "SKILLS",
      "Kotlin • Java • Jetpack Compose • CI/CD",
    );
    const p = proposeLocally(t);
    expect(jobs(t)).toEqual([
      ["Lead Android Developer", "Kiwi.com", "", "2020-01-01", null, true],
      ["Android Developer", "Avast Software", "", "2016-01-01", "2020-01-01", false],
    ]);
    expect(p.summary).toBeNull();
    expect(p.headline).toBeNull();
    expect(p.location).toBe("Prague, Czech Republic");
    expect(p.skills).toEqual(["Kotlin", "Java", "Jetpack Compose", "CI/CD"]);
  });

  it("reads a LinkedIn export: company, title, dates with a duration, place", () => {
    const t = text(
      "Contact",
      "maria@example.com",
      "Maria Garcia",
      "Barcelona, Spain",
      "Summary",
      "I keep large systems reliable and boring.",
      "Experience",
      "Zalando",
      "Site Reliability Engineer",
      "March 2021 - Present (3 years 4 months)",
      "Barcelona, Spain",
      "Runs the incident process for the checkout domain.",
      "Glovo",
      "Backend Engineer",
      "June 2018 - February 2021 (2 years 9 months)",
      "Barcelona, Spain",
    );
    expect(jobs(t)).toEqual([
      ["Site Reliability Engineer", "Zalando", "Barcelona, Spain", "2021-03-01", null, true],
      ["Backend Engineer", "Glovo", "Barcelona, Spain", "2018-06-01", "2021-02-01", false],
    ]);
    expect(proposeLocally(t).experiences[0]!.description).toBe("Runs the incident process for the checkout domain.");
  });

  it("reads title and company on separate lines with the dates on the right", () => {
    const t = text("Experience", "DevOps Engineer\t2020 - Present", "Siemens AG\tMunich, Germany", "• Runs 30 clusters", "", "Systems Administrator\t2016 - 2020", "Allianz Technology\tMunich, Germany");
    expect(jobs(t)).toEqual([
      ["DevOps Engineer", "Siemens AG", "Munich, Germany", "2020-01-01", null, true],
      ["Systems Administrator", "Allianz Technology", "Munich, Germany", "2016-01-01", "2020-01-01", false],
    ]);
  });

  it("finds dated entries even without an experience heading, and none in prose", () => {
    const t = text("Chen Wei", "Accountant", "Singapore", "", "Senior Accountant, Deloitte, 2019 - Present", "Prepared audits for listed companies from 2019 to 2021.", "Accountant, KPMG, 2016 - 2019");
    expect(jobs(t)).toEqual([
      ["Senior Accountant", "Deloitte", "", "2019-01-01", null, true],
      ["Accountant", "KPMG", "", "2016-01-01", "2019-01-01", false],
    ]);
    expect(proposeLocally(t)).toMatchObject({ headline: "Accountant", location: "Singapore", summary: null });
  });

  it("keeps a non-English place and company as written", () => {
    const t = text("Łukasz Wróbel", "Software Engineer", "Łódź, Poland", "", "Experience", "Java Developer — Łódzka Spółka Transportowa", "10/2017 – 12/2020 | Łódź, Poland");
    expect(jobs(t)).toEqual([["Java Developer", "Łódzka Spółka Transportowa", "Łódź, Poland", "2017-10-01", "2020-12-01", false]]);
    expect(proposeLocally(t).location).toBe("Łódź, Poland");
  });

  it("proposes nothing from text without a resume in it, and stays inside the schema's limits", () => {
    const empty = proposeLocally("Lorem ipsum dolor sit amet.");
    expect(empty).toEqual({ summary: null, skills: [], experiences: [], headline: null, location: null });
    const entries = Array.from({ length: 40 }, (_, i) => [`Engineer, Company ${i}, 2001 - 2002`, `• ${"Shipped things. ".repeat(200)}`]);
    const huge = proposeLocally(text("Experience", ...entries.flat(), "Skills", Array.from({ length: 80 }, (_, i) => `Skill${i}`).join(", ")));
    expect(huge.experiences).toHaveLength(30);
    expect(huge.experiences[29]).toMatchObject({ title: "Engineer", company: "Company 29" });
    expect(huge.experiences[0]!.description).toHaveLength(2000);
    expect(huge.skills).toHaveLength(50);
    expect(resumeProposalsSchema.safeParse(huge).success).toBe(true);
  });
});
