/**
 * A resume's text cut at its headings ("Work experience", "SKILLS", "Profile:",
 * "E X P E R I E N C E"). Lines before the first heading are the header (name,
 * headline, contact). Only known headings cut, so an all-caps company name never does.
 */
export type SectionKind = "experience" | "skills" | "summary" | "education" | "contact" | "other";

export type Section = { kind: SectionKind; heading: string; lines: string[] };
export type ResumeSections = { header: string[]; sections: Section[] };

const HEADINGS: Record<Exclude<SectionKind, "other">, string[]> = {
  experience: [
    "experience", "work experience", "professional experience", "relevant experience", "employment", "employment history",
    "work history", "career history", "career", "professional background", "experience history", "positions held",
  ],
  skills: [
    "skills", "technical skills", "core skills", "key skills", "skills & tools", "skills and tools", "skills & technologies",
    "skills and technologies", "technologies", "tech stack", "tools", "tools & technologies", "core competencies", "competencies",
    "expertise", "areas of expertise", "skill set", "skillset", "hard skills", "soft skills",
  ],
  summary: ["summary", "professional summary", "career summary", "profile", "professional profile", "personal profile", "about", "about me", "objective", "career objective", "personal statement"],
  education: ["education", "education & training", "education and training", "academic background", "qualifications"],
  contact: ["contact", "contact details", "contact information", "personal details", "details"],
};

const OTHER = [
  "certifications", "certificates", "certification", "licenses & certifications", "projects", "personal projects", "side projects", "languages",
  "interests", "hobbies", "hobbies & interests", "references", "awards", "honors", "honours", "awards & honors", "publications", "volunteering",
  "volunteer experience", "courses", "training", "achievements", "accomplishments", "links", "online", "social",
];

const KINDS = new Map<string, SectionKind>([
  ...Object.entries(HEADINGS).flatMap(([kind, names]) => names.map((n) => [n, kind as SectionKind] as const)),
  ...OTHER.map((n) => [n, "other"] as const),
]);

/** "E X P E R I E N C E" → "EXPERIENCE"; words stay apart where the letter-spacing has wider gaps. */
const unspace = (line: string) => (/^(\p{L} )+\p{L}$/u.test(line) ? line.replace(/ /g, "") : line.replace(/(?<=^|\s{2,})((?:\p{L} )+\p{L})(?=\s{2,}|$)/gu, (w) => w.replace(/ /g, "")));

const normalise = (s: string) =>
  unspace(s.trim())
    .toLowerCase()
    .replace(/[^\p{L}&\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Labels that open a section with text on the same line ("Skills: Go, SQL"); not inside an experience, where "Tech stack: …" belongs to a job. */
const INLINE_KINDS: SectionKind[] = ["skills", "summary"];

/** The kind of a heading line, and any text after "Skills:" on the same line; null for other lines. */
export function headingOf(line: string, inExperience = false): { kind: SectionKind; heading: string; rest: string } | null {
  const trimmed = line.trim();
  if (!trimmed || trimmed.length > 60) return null;
  // "Doświadczenie / Experience": a bilingual heading counts by the part that is known.
  const whole = trimmed.split(/\s+[/|]\s+/).map((part) => KINDS.get(normalise(part))).find(Boolean);
  if (whole) return { kind: whole, heading: trimmed.replace(/[:\s]+$/, ""), rest: "" };
  const colon = inExperience ? null : trimmed.match(/^([^:]{3,40}):\s*(.+)$/);
  const kind = colon ? KINDS.get(normalise(colon[1]!)) : undefined;
  return kind && colon && INLINE_KINDS.includes(kind) ? { kind, heading: colon[1]!.trim(), rest: colon[2]!.trim() } : null;
}

/** The text split into header and sections; blank lines are kept (they separate entries). */
export function splitSections(text: string): ResumeSections {
  const header: string[] = [];
  const sections: Section[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, "");
    const heading = headingOf(line, sections[sections.length - 1]?.kind === "experience");
    if (heading) {
      sections.push({ kind: heading.kind, heading: heading.heading, lines: heading.rest ? [heading.rest] : [] });
      continue;
    }
    const current = sections[sections.length - 1];
    if (current) current.lines.push(line);
    else header.push(line);
  }
  return { header, sections };
}

/** The lines of every section of one kind (a two-column resume may have "Skills" in both columns). */
export const linesOf = (sections: ResumeSections, kind: SectionKind): string[] =>
  sections.sections.filter((s) => s.kind === kind).flatMap((s) => [...s.lines, ""]);
