import { describe, expect, it } from "vitest";
import { headingOf, linesOf, splitSections } from "./sections";

describe("headingOf", () => {
  it.each([
    ["EXPERIENCE", "experience"],
    ["Work experience", "experience"],
    ["Professional Experience:", "experience"],
    ["Employment History", "experience"],
    ["E X P E R I E N C E", "experience"],
    ["Technical Skills", "skills"],
    ["Profile", "summary"],
    ["About me", "summary"],
    ["Education", "education"],
    ["Certifications", "other"],
    ["Doświadczenie / Experience", "experience"],
  ])("%s is a %s heading", (line, kind) => expect(headingOf(line)?.kind).toBe(kind));

  it.each(["ACME CORPORATION", "Senior Engineer — Acme", "10 years of experience in sales", "Experience with Kafka and Go is a plus for this role"])(
    "%s is no heading",
    (line) => expect(headingOf(line)).toBeNull(),
  );

  it("opens a section with text after the label, but not inside a job", () => {
    expect(headingOf("Skills: Go, SQL, Kafka")).toEqual({ kind: "skills", heading: "Skills", rest: "Go, SQL, Kafka" });
    expect(headingOf("Tech stack: React, Node.js", true)).toBeNull();
    expect(headingOf("Languages: English, German")).toBeNull();
  });
});

describe("splitSections", () => {
  const text = ["Jane Doe", "Engineer", "", "SUMMARY", "Builds things.", "", "Experience", "Engineer — Acme", "2019 - 2021", "Skills", "Go, SQL", "Skills: Kafka"].join("\n");

  it("keeps the lines before the first heading as the header", () => {
    expect(splitSections(text).header).toEqual(["Jane Doe", "Engineer", ""]);
  });

  it("cuts at headings and joins sections of one kind", () => {
    const parts = splitSections(text);
    expect(parts.sections.map((s) => s.kind)).toEqual(["summary", "experience", "skills", "skills"]);
    expect(linesOf(parts, "experience")).toEqual(["Engineer — Acme", "2019 - 2021", ""]);
    expect(linesOf(parts, "skills")).toEqual(["Go, SQL", "", "Kafka", ""]);
    expect(linesOf(parts, "education")).toEqual([]);
  });
});
