import { Document, Packer, Paragraph } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/** Real files of every type the upload tests need, made on the spot. */

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();

export const webp = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 20, b: 20 } } }).webp().toBuffer();

/** A JPEG carrying EXIF metadata with a marker string, to prove re-encoding drops it. */
export const jpegWithExif = (marker: string, width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 200, b: 80 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: marker, ImageDescription: marker } })
    .toBuffer();

export async function pdf(text = "Jane Doe — Senior Engineer"): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 300]);
  page.drawText(text.replace(/[^\x20-\x7e]/g, "-"), { x: 40, y: 250, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

export const docx = (text = "Jane Doe, Senior Engineer") =>
  Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(text)] }] }));

export const html = () => Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");

export const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');

/** Starts as a PDF (magic bytes), then HTML a sniffing browser would run. */
export const pdfHtmlPolyglot = async () =>
  Buffer.concat([Buffer.from("%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n"), await pdf()]);

/** A valid PNG with a ZIP (here a DOCX) appended: the GIFAR trick, read as an image by one parser and an archive by another. */
export const pngZipPolyglot = async () => Buffer.concat([await png(), await docx()]);

/** A one-page PDF with one line of text per entry (e.g. a resume), 18 pt apart. */
export async function textPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 790 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}

/** A resume in a common one-column layout: the parser should propose two roles, the skills and the summary. */
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
