/**
 * Accuracy and timing of the local resume engine (not a test): generates the
 * test resumes, parses each 5 times (text extraction + local engine) and prints
 * the median time and the fields found out of the fields the resume has:
 * each job (title, company, start year, end year or "current"), each listed
 * skill, and the summary (found when there, absent when there is none).
 * "extra" counts proposed jobs that are none of the resume's.
 *
 *   npx tsx scripts/resume-accuracy.ts
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { isAppError } from "../lib/errors";
import { extractResumeText } from "../lib/resume/extract";
import { proposeLocally } from "../lib/resume/local";
import { generateResumes, type GeneratedResume } from "../tests/helpers/resumes";
import { scoreResume } from "../tests/helpers/resumes-score";

const RUNS = 5;

type Row = { resume: string; layout: string; ms: string; found: number; present: number; extra: number; note: string };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(resume: GeneratedResume): Promise<Row> {
  const base = { resume: resume.id, layout: resume.layout };
  const times: number[] = [];
  let proposals: ReturnType<typeof proposeLocally> | null = null;
  const started = performance.now();
  try {
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      proposals = proposeLocally(await extractResumeText(resume));
      times.push(performance.now() - started);
    }
  } catch (error) {
    const refused = isAppError(error) && error.status === 422;
    const ms = (performance.now() - started).toFixed(1);
    const note = refused && !resume.expected.readable ? `refused with 422 in ${ms} ms, as it should` : `ERROR: ${(error as Error).message}`;
    return { ...base, ms: "-", found: 0, present: 0, extra: 0, note };
  }
  const score = scoreResume(resume.expected, proposals!);
  return { ...base, ms: median(times).toFixed(1), found: score.found, present: score.present, extra: score.extra, note: score.missed.join("; ") };
}

function print(rows: Row[]) {
  const found = rows.reduce((n, r) => n + r.found, 0);
  const present = rows.reduce((n, r) => n + r.present, 0);
  const extra = rows.reduce((n, r) => n + r.extra, 0);
  const table = [
    ["resume", "layout", "parse ms (median of 5)", "found / present", "extra jobs", "missed / note"],
    ...rows.map((r) => [r.resume, r.layout, r.ms, r.present ? `${r.found} / ${r.present}` : "-", String(r.extra), r.note]),
    ["total", "", "", `${found} / ${present} (${((100 * found) / present).toFixed(1)}%)`, String(extra), ""],
  ];
  // Markdown table: a pipe inside a cell is escaped.
  for (const row of table) row.forEach((cell, c) => (row[c] = cell.replace(/\|/g, "\\|")));
  const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, c) => cell.padEnd(widths[c]!)).join(" | ")} |`;
  console.log([line(table[0]!), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...table.slice(1).map(line)].join("\n"));
}

const dir = await mkdtemp(path.join(tmpdir(), "resume-accuracy-"));
try {
  const rows: Row[] = [];
  for (const resume of await generateResumes(dir)) rows.push(await measure(resume));
  print(rows);
} finally {
  await rm(dir, { recursive: true, force: true });
}
