import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/markdown/render";
import type { JobFields } from "@/lib/assistant/types";
import { writeDescription } from "./describe";
import { interactLocally } from "./interact";
import { MIN_QUESTIONS, pickQuestions } from "./questions";

/** The local engine's description, questions and interactions. */
const senior: JobFields = {
  jobTitle: "Senior Data Engineer", companyName: "Umbrella", experienceLevel: "Senior", yearsOfExperience: 6, employmentType: "Full-time",
  jobType: "Remote", location: "Europe", salaryRange: "€90,000–€110,000 a year", requiredSkills: ["Python", "SQL", "Airflow", "AWS"],
  responsibilities: ["Build reliable data pipelines", "Own the warehouse model"], benefits: ["Equity", "Learning budget"],
};
const junior: JobFields = { jobTitle: "Junior Frontend Developer", experienceLevel: "Junior", requiredSkills: ["React", "CSS"], responsibilities: ["Build UI components"] };

describe("writeDescription", () => {
  it("has every section, uses the facts and writes sentences, not blanks", () => {
    const md = writeDescription(senior);
    expect(md.startsWith("# Senior Data Engineer")).toBe(true);
    for (const h of ["About the role", "Responsibilities", "Requirements", "Nice to have", "Benefits", "Salary and location"]) expect(md).toContain(`## ${h}`);
    expect(md).toContain("Umbrella is looking for a Senior Data Engineer to join the team.");
    expect(md).toContain("This is a remote role, open to people in Europe.");
    expect(md).toContain("- 6+ years of relevant professional experience");
    expect(md).toContain("- Salary: €90,000–€110,000 a year");
    expect(md).not.toMatch(/undefined|null|\{|\}/);
    expect(renderMarkdown(md)).toContain("<h3>Requirements</h3>");
  });

  it("states nothing the interview did not learn: no language, no number of office days, no 'our office' for a client, no '0+ years'", () => {
    const clientJob: JobFields = {
      jobTitle: "Nurse", companyName: "St. Mary's Hospital", experienceLevel: "Mid-level", yearsOfExperience: 0, employmentType: "Full-time", jobType: "On-site",
      location: "Munich, Germany", requiredSkills: ["Patient care", "German"], responsibilities: ["Care for patients"],
    };
    const md = writeDescription(clientJob);
    expect(md).not.toMatch(/English|our office|real users|0\+ years|mid-level level/);
    expect(md).toContain("The role is on-site in Munich, Germany.");
    expect(md).toContain("Experience at mid-level in a similar role");
    const hybrid = writeDescription({ ...senior, jobType: "Hybrid", location: "Munich, Germany" });
    expect(hybrid).not.toMatch(/a few days/);
    const intern = writeDescription({ jobTitle: "Marketing Intern", experienceLevel: "Internship", employmentType: "Internship", requiredSkills: ["Canva"] });
    expect(intern).not.toMatch(/Internship · Internship|Strong, hands-on|enjoy teaching/);
    expect(intern).toContain("Some experience with Canva");
    expect(writeDescription({ ...senior, location: "EU" })).toContain("open to people in the EU.");
  });

  it("writes licences, languages and qualifications as requirements in their own words, not as tools", () => {
    const md = writeDescription({ jobTitle: "Truck Driver", requiredSkills: ["CDL Class A", "Clean MVR", "English B2"], responsibilities: ["Drive long haul routes"] });
    expect(md).not.toMatch(/work mostly with|experience with CDL|Working knowledge of/);
    expect(md).toContain("- CDL Class A\n- Clean MVR\n- English B2");
    const qs = pickQuestions({ jobTitle: "Staff Nurse", requiredSkills: ["GNM or B.Sc Nursing", "BLS/ACLS Preferred", "Portfolio", "Patient care"] }, 12).map((q) => q.question).join("\n");
    expect(qs).not.toMatch(/GNM|BLS|Portfolio/);
  });

  it("invents no requirement, level or pitch: a nurse's ad with 2 years of ICU experience and no level", () => {
    const nurse: JobFields = {
      jobTitle: "Staff Nurse (ICU)", companyName: "St Marys Hospital", yearsOfExperience: 2, employmentType: "Full-time", jobType: "On-site", location: "Manchester, United Kingdom",
      requiredSkills: ["NMC registration", "2 years ICU experience"], responsibilities: ["Patient monitoring", "Ventilator care"], niceToHaves: [], benefits: ["NHS pension"],
    };
    const md = writeDescription(nurse);
    expect(md).not.toMatch(/Junior|early in their career|learn fast|Curiosity|care for quality|asking for feedback|track record|2\+ years of relevant/);
    expect(md).toContain("## Requirements\n\n- NMC registration\n- 2 years ICU experience\n");
    expect(md).toContain("This is a full-time position. The role is on-site in Manchester, United Kingdom.");
  });

  it.each([
    ["Junior", "It is a junior role."],
    ["Senior", "It is a senior role."],
    ["Lead", "It is a lead role."],
  ])("states a %s level as the level, without a pitch or a trait nobody asked for", (experienceLevel, sentence) => {
    const md = writeDescription({ jobTitle: "Staff Nurse", experienceLevel, requiredSkills: ["Patient care"], responsibilities: ["Ventilator care"] });
    expect(md).toContain(sentence);
    expect(md).not.toMatch(/learn fast|real ownership|raise the bar|Curiosity|track record/);
  });

  it("writes no empty Requirements section", () => {
    expect(writeDescription({ jobTitle: "Porter", responsibilities: ["Move patients safely"] })).not.toContain("## Requirements");
  });

  it("says the shifts an ad named", () => {
    const md = writeDescription({ jobTitle: "Staff Nurse (ICU)", employmentType: "Full-time", schedule: "Night shifts", responsibilities: ["Ventilator care"] });
    expect(md).toContain("This is a full-time position, working night shifts.");
    expect(md).toContain("- Shifts: Night shifts");
  });

  it("writes no Benefits section when the benefits were declined (describedFields gives [])", () => {
    expect(writeDescription({ ...senior, benefits: [] })).not.toContain("## Benefits");
  });

  it("writes no nice-to-haves the user declined, and suggests some only when none were asked for", () => {
    expect(writeDescription({ ...senior, niceToHaves: [] })).not.toContain("## Nice to have");
    expect(writeDescription(senior)).toMatch(/## Nice to have\n\n- Experience with /);
    expect(writeDescription({ ...senior, niceToHaves: ["dbt"] })).toContain("## Nice to have\n\n- dbt");
  });

  it("fills what was skipped with honest wording instead of invented facts", () => {
    const md = writeDescription({ jobTitle: "Office Manager", requiredSkills: ["Excel"], responsibilities: ["Run the office"] });
    expect(md).toContain("Our client is looking for an Office Manager");
    expect(md).toContain("- Salary: Shared in the first conversation");
    expect(md).toContain("- The full package is shared in the first conversation");
  });
});

describe("pickQuestions", () => {
  it.each([
    ["senior", senior],
    ["junior", junior],
    ["unknown skills", { jobTitle: "Barista", requiredSkills: ["Latte art", "Customer service"] } as JobFields],
  ])("gives at least %s-matched 8 questions, technical and behavioural mixed (%s)", (_label, fields) => {
    const qs = pickQuestions(fields);
    expect(qs.length).toBeGreaterThanOrEqual(MIN_QUESTIONS);
    expect(new Set(qs.map((q) => q.question)).size).toBe(qs.length);
    expect(qs.filter((q) => q.kind === "technical").length).toBeGreaterThanOrEqual(3);
    expect(qs.filter((q) => q.kind === "behavioural").length).toBeGreaterThanOrEqual(3);
  });

  it("matches questions to skills and level", () => {
    const s = pickQuestions(senior).map((q) => q.question).join("\n");
    expect(s).toMatch(/Python/);
    expect(s).toMatch(/SQL|query/);
    expect(s).toMatch(/decision you made with incomplete information|someone you helped grow/);
    const j = pickQuestions(junior).map((q) => q.question).join("\n");
    expect(j).toMatch(/useEffect/);
    expect(j).toMatch(/proud of from your studies/);
    expect(j).not.toMatch(/someone you helped grow/);
  });
});

describe("pickQuestions: questions read as a person would ask them", () => {
  const asked = (f: JobFields) => pickQuestions(f, 12).map((q) => q.question).join("\n");

  it("asks no technical question about a language or a qualification, and keeps a tool's capital", () => {
    const qs = asked({ jobTitle: "Finance Manager", requiredSkills: ["ACCA/CIMA Qualified", "Excellent Written English", "Deutsch fließend", "Zendesk", "Empathy"] });
    expect(qs).not.toMatch(/ACCA|English|Deutsch/);
    expect(qs).toMatch(/Zendesk/);
    expect(qs).not.toMatch(/zendesk|solved with empathy|relied on/);
  });

  it("turns a duty into an activity instead of quoting it", () => {
    const qs = asked({ jobTitle: "Support Agent", requiredSkills: ["Zendesk"], responsibilities: ["Answer tickets via chat and email"] });
    expect(qs).toMatch(/A big part of this role is answering tickets via chat and email\./);
    expect(asked({ jobTitle: "Social Media Manager", responsibilities: ["Schedule posts on Instagram"] })).toMatch(/is scheduling posts on Instagram/);
  });
});

describe("pickQuestions: a role without tools to ask about", () => {
  const nurse: JobFields = {
    jobTitle: "Staff Nurse (ICU)", experienceLevel: "Junior", requiredSkills: ["NMC registration", "2 years ICU experience"],
    responsibilities: ["Patient monitoring", "Ventilator care", "Working with consultants"],
  };
  const TITLE_OR_LEVEL_AS_TOPIC = /staff nurse|where junior|for junior|at junior|where senior|at senior|your field|NMC registration|ICU experience mattered/i;

  it("never uses the title or a level word as a skill, and asks about the duties given instead", () => {
    const qs = pickQuestions(nurse, 12);
    const text = qs.map((q) => q.question).join("\n");
    expect(text).not.toMatch(TITLE_OR_LEVEL_AS_TOPIC);
    expect(text).toMatch(/how you approach patient monitoring/);
    expect(text).toMatch(/What can go wrong with ventilator care/);
    expect(qs.length).toBeGreaterThanOrEqual(MIN_QUESTIONS);
    expect(qs.filter((q) => q.kind === "technical").length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ["no duties either", { jobTitle: "Staff Nurse", experienceLevel: "Senior", requiredSkills: ["NMC registration"] }],
    ["a skill that is the title or a level", { jobTitle: "Staff Nurse", requiredSkills: ["Staff Nurse", "Senior"] }],
  ] as [string, JobFields][])("asks general professional questions when there is nothing else (%s)", (_label, fields) => {
    const qs = pickQuestions(fields, 12);
    expect(qs.map((q) => q.question).join("\n")).not.toMatch(TITLE_OR_LEVEL_AS_TOPIC);
    expect(qs.length).toBeGreaterThanOrEqual(MIN_QUESTIONS);
  });

  it("adds no question about the title, a requirement in the ad's words or 'your main tools' when asked for more", () => {
    const questions = pickQuestions(nurse).map((q) => q.question);
    const added = interactLocally({ fields: nurse, questions, userInput: "add 3 more technical questions" }).questions!.slice(questions.length);
    expect(added).toHaveLength(3);
    expect(added.join("\n")).not.toMatch(/staff nurse|NMC registration|your main tools/i);
  });
});

describe("interactLocally", () => {
  const questions = pickQuestions(senior).map((q) => q.question);
  it("gives model answers for the questions named", () => {
    const r = interactLocally({ fields: senior, questions, userInput: "What should a good answer to question 2 include?" });
    expect(r).toMatchObject({ messageType: "answers", category: "answers" });
    expect(r.answers).toEqual([{ question: questions[1], answer: expect.any(String) }]);
  });

  it("adds, removes and replaces questions by number", () => {
    const added = interactLocally({ fields: senior, questions, userInput: "add 3 more behavioural questions" });
    expect(added.questions).toHaveLength(questions.length + 3);
    const removed = interactLocally({ fields: senior, questions, userInput: "please remove questions 2 and 4" });
    expect(removed.questions).toEqual(questions.filter((_, i) => i !== 1 && i !== 3));
    const replaced = interactLocally({ fields: senior, questions, userInput: "make question 1 easier" });
    expect(replaced.questions![0]).not.toBe(questions[0]);
    expect(replaced.questions!.slice(1)).toEqual(questions.slice(1));
  });

  it("explains what it can do when the request is unclear", () => {
    const r = interactLocally({ fields: senior, questions, userInput: "hmm" });
    expect(r).toMatchObject({ category: "clarification", messageType: "message" });
    expect(r.response).toMatch(/model answers/);
  });
});
