import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/** Real files made by the tests themselves: a one-page text PDF and a PNG. */
export async function textPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 790 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}

export const solidPng = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).png().toBuffer();

/** A resume in a common one-column layout: the parser should propose two roles and the skills. */
export const RESUME_LINES = [
  "Jane Candidate",
  "Backend Engineer",
  "Berlin, Germany",
  "",
  "Summary",
  "Backend engineer with eight years of building payment systems.",
  "",
  "Experience",
  "Senior Backend Engineer at Acme Payments",
  "Jan 2020 - Present",
  "- Built the settlement service in Go",
  "Software Engineer at Globex",
  "Mar 2016 - Dec 2019",
  "- Maintained the billing API",
  "",
  "Skills",
  "Go, PostgreSQL, Kubernetes",
];
