import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DOCX, PDF } from "@/lib/files/limits";
import { dateRange, PEOPLE, type DateStyle, type Job, type Person } from "./resumes-data";
import { renderDocx, type DocxBlock } from "./resumes-docx";
import { hasUnicodeFont, renderPdf, renderScannedPdf, winAnsi, type Block, type PdfLayout } from "./resumes-pdf";

/**
 * Test resumes in many layouts, written to a directory at test time (nothing
 * binary is committed), each with what it says so a parse can be scored.
 */
export type ExpectedExperience = { title: string; company: string; startYear: number; endYear: number | null; current: boolean };
export type ResumeExpectation = {
  /** False for a scan: no text layer, parsing must refuse it. */
  readable: boolean;
  experiences: ExpectedExperience[];
  skills: string[];
  summary: boolean;
  headline: string | null;
  location: string | null;
};
export type GeneratedResume = { id: string; layout: string; path: string; contentType: string; expected: ResumeExpectation };

type JobStyle = "dash" | "at" | "right" | "pipe" | "stacked" | "datesFirst" | "inline";

function jobBlocks(job: Job, style: JobStyle, dates: DateStyle): Block[] {
  const when = dateRange(job, dates);
  const bullets = job.bullets.map((text): Block => ({ kind: "bullet", text }));
  const headings: Record<JobStyle, Block[]> = {
    dash: [{ kind: "line", text: `${job.title} — ${job.company}`, bold: true }, { kind: "line", text: `${when} | ${job.location}` }],
    at: [{ kind: "line", text: `${job.title} at ${job.company}`, bold: true }, { kind: "line", text: `${when} · ${job.location}` }],
    right: [{ kind: "line", text: job.title, right: when, bold: true }, { kind: "line", text: job.company, right: job.location }],
    pipe: [{ kind: "line", text: `${job.company} | ${job.title} | ${when}`, bold: true }],
    stacked: [{ kind: "line", text: job.title, bold: true }, { kind: "line", text: `${job.company}, ${job.location}` }, { kind: "line", text: when }],
    datesFirst: [{ kind: "line", text: when }, { kind: "line", text: `${job.title}, ${job.company}, ${job.location}`, bold: true }],
    inline: [{ kind: "line", text: `${job.title}, ${job.company} (${when})`, bold: true }],
  };
  const heading = headings[style];
  // The inline style writes prose without bullets and without space between jobs.
  if (style === "inline") return [...heading, { kind: "para", text: job.bullets.join(" ") }];
  return [...heading, ...bullets, { kind: "gap" }];
}

const header = (p: Person): Block[] => [
  { kind: "name", text: p.name },
  { kind: "line", text: p.headline },
  { kind: "line", text: `${p.location} | ${p.email} | ${p.phone}` },
  { kind: "gap" },
];
const summary = (p: Person, heading = "Summary"): Block[] => (p.summary ? [{ kind: "heading", text: heading }, { kind: "para", text: p.summary }] : []);
const skills = (p: Person, asBullets = false): Block[] => [
  { kind: "heading", text: "Skills" },
  ...(asBullets ? p.skills.map((text): Block => ({ kind: "bullet", text })) : [{ kind: "para" as const, text: p.skills.join(", ") }]),
];
const education = (p: Person): Block[] => (p.education.length ? [{ kind: "heading", text: "Education" }, ...p.education.map((text): Block => ({ kind: "line", text }))] : []);
/** The jobs under a heading; `breakAfter` jobs, the rest goes on the next page. */
const experience = (p: Person, style: JobStyle, dates: DateStyle, heading = "Experience", breakAfter?: number): Block[] => [
  { kind: "heading", text: heading },
  ...p.jobs.flatMap((j, i) => [...(i > 0 && i === breakAfter ? [{ kind: "page" as const }] : []), ...jobBlocks(j, style, dates)]),
];

/** One column: header, summary, experience, education, skills. */
const oneColumn = (p: Person, style: JobStyle, dates: DateStyle, heading?: string, breakAfter?: number) => ({
  header: [],
  columns: [[...header(p), ...summary(p), ...experience(p, style, dates, heading, breakAfter), ...education(p), ...skills(p)]],
});

/** Name across the top; a sidebar with contact, skills and education; the main column with profile and experience. */
const sidebar = (p: Person, style: JobStyle, dates: DateStyle) => ({
  header: [{ kind: "name" as const, text: p.name }, { kind: "line" as const, text: p.headline }, { kind: "gap" as const }],
  columns: [
    [{ kind: "heading" as const, text: "Contact" }, { kind: "line" as const, text: p.location }, { kind: "line" as const, text: p.email }, { kind: "line" as const, text: p.phone }, ...skills(p, true), ...education(p)],
    [...summary(p, "Profile"), ...experience(p, style, dates, "Work Experience")],
  ],
});

/** The main column on the left, a sidebar with skills on the right. */
const sidebarRight = (p: Person, style: JobStyle, dates: DateStyle) => ({
  header: header(p),
  columns: [[...summary(p, "About me"), ...experience(p, style, dates)], [...skills(p, true), ...education(p)]],
  sidebar: "right" as const,
});

/** Dates in the left cell of a table, the job in the right one. */
const tableDocx = (p: Person, dates: DateStyle): DocxBlock[] => [
  ...header(p),
  ...summary(p, "Profile"),
  { kind: "heading", text: "Professional Experience" },
  ...p.jobs.map((j): DocxBlock => ({ kind: "row", left: dateRange(j, dates), right: [{ kind: "line", text: `${j.title}, ${j.company}`, bold: true }, { kind: "line", text: j.location }, ...j.bullets.map((text): Block => ({ kind: "bullet", text }))] })),
  ...education(p),
  ...skills(p),
];

type Spec = { id: string; layout: string; person: Person; unicode?: boolean; leading?: number } & (
  | { kind: "pdf" | "scan"; build: (p: Person) => PdfLayout }
  | { kind: "docx"; build: (p: Person) => DocxBlock[] }
);

const SPECS: Spec[] = [
  { id: "one-column", layout: "PDF, one column, Title — Company", person: PEOPLE.jane, kind: "pdf", build: (p) => oneColumn(p, "dash", "short") },
  { id: "two-column", layout: "PDF, sidebar with contact and skills", person: PEOPLE.marco, kind: "pdf", build: (p) => sidebar(p, "stacked", "long") },
  { id: "title-at-company", layout: "PDF, Title at Company", person: PEOPLE.aisha, kind: "pdf", build: (p) => oneColumn(p, "at", "numeric", "Work Experience") },
  { id: "dates-right", layout: "PDF, dates on the right edge", person: PEOPLE.tom, kind: "pdf", build: (p) => oneColumn(p, "right", "year", "Employment History") },
  { id: "company-pipe-title", layout: "PDF, Company | Title | dates", person: PEOPLE.lucia, kind: "pdf", build: (p) => oneColumn(p, "pipe", "now", "Professional Experience") },
  { id: "docx-headings", layout: "DOCX, headings and bullet lists", person: PEOPLE.priya, kind: "docx", build: (p) => [...header(p), ...summary(p), ...experience(p, "stacked", "short"), ...education(p), ...skills(p, true)] },
  { id: "docx-table", layout: "DOCX, dates in a table", person: PEOPLE.erik, kind: "docx", build: (p) => tableDocx(p, "long") },
  { id: "docx-plain", layout: "DOCX, plain paragraphs, dates first", person: PEOPLE.nora, kind: "docx", build: (p) => oneColumn(p, "datesFirst", "year", "Work History").columns.flat() },
  { id: "minimal", layout: "PDF, minimal (no summary)", person: PEOPLE.sam, kind: "pdf", build: (p) => ({ header: [], columns: [[...header(p), ...experience(p, "dash", "year"), ...skills(p, true)]] }) },
  { id: "non-english", layout: "PDF, non-English characters", person: PEOPLE.lukasz, kind: "pdf", unicode: true, build: (p) => oneColumn(p, "dash", "numeric", "Doświadczenie / Experience") },
  { id: "two-page-prose", layout: "PDF, two pages, Title, Company (dates), prose", person: PEOPLE.olivia, kind: "pdf", build: (p) => oneColumn(p, "inline", "short", "Career History", 3) },
  { id: "wide-leading", layout: "PDF, Title at Company, generous line spacing", person: PEOPLE.tom, kind: "pdf", leading: 1.7, build: (p) => oneColumn(p, "at", "short") },
  { id: "sidebar-right", layout: "PDF, main column left, skills sidebar right", person: PEOPLE.aisha, kind: "pdf", build: (p) => sidebarRight(p, "dash", "short") },
  { id: "scanned", layout: "PDF, scanned image without text", person: PEOPLE.nora, kind: "scan", build: (p) => oneColumn(p, "dash", "short") },
];

/** Every string of a person passed through one function (for fonts that cannot draw some letters). */
function mapPerson(p: Person, f: (s: string) => string): Person {
  const job = (j: Job): Job => ({ ...j, title: f(j.title), company: f(j.company), location: f(j.location), bullets: j.bullets.map(f) });
  return { ...p, name: f(p.name), headline: f(p.headline), location: f(p.location), summary: p.summary && f(p.summary), skills: p.skills.map(f), jobs: p.jobs.map(job), education: p.education.map(f) };
}

function expectation(p: Person, readable: boolean): ResumeExpectation {
  return {
    readable,
    experiences: p.jobs.map((j) => ({ title: j.title, company: j.company, startYear: j.start[0], endYear: j.end?.[0] ?? null, current: j.end === null })),
    skills: p.skills,
    summary: p.summary !== null,
    headline: p.headline,
    location: p.location,
  };
}

async function render(spec: Spec, person: Person): Promise<Uint8Array> {
  if (spec.kind === "docx") return renderDocx(spec.build(person));
  const layout = spec.build(person);
  if (spec.kind === "pdf") return renderPdf(layout, { unicode: spec.unicode, leading: spec.leading });
  const lines = [...layout.header, ...layout.columns.flat()].flatMap((b) => ("text" in b ? [b.text] : []));
  return renderScannedPdf(lines.slice(0, 30));
}

export async function generateResumes(dir: string): Promise<GeneratedResume[]> {
  return Promise.all(
    SPECS.map(async (spec) => {
      // Standard PDF fonts draw WinAnsi only: é and ü, not ł (unless a TrueType font is on the machine).
      const person = spec.kind === "docx" || (spec.unicode && hasUnicodeFont()) ? spec.person : mapPerson(spec.person, winAnsi);
      const file = path.join(dir, `${spec.id}.${spec.kind === "docx" ? "docx" : "pdf"}`);
      await writeFile(file, await render(spec, person));
      return { id: spec.id, layout: spec.layout, path: file, contentType: spec.kind === "docx" ? DOCX : PDF, expected: expectation(person, spec.kind !== "scan") };
    }),
  );
}
export const RESUME_IDS = SPECS.map((s) => s.id);
