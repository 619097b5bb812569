import { writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** Files resume parsing must refuse (or bound) without crashing: damaged, password-protected, too many pages. */

/** Starts like a PDF and then is not one. */
export async function writeCorruptPdf(dir: string): Promise<string> {
  const file = path.join(dir, "corrupt.pdf");
  await writeFile(file, Buffer.concat([Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R"), Buffer.alloc(2048, 0x41)]));
  return file;
}

/** Starts like a ZIP (as every .docx does) and then is not one. */
export async function writeCorruptDocx(dir: string): Promise<string> {
  const file = path.join(dir, "corrupt.docx");
  await writeFile(file, Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(1024, 0x42)]));
  return file;
}

async function textPdf(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((text, i) => page.drawText(text, { x: 48, y: 780 - 16 * i, size: 11, font }));
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * A PDF that needs a user password: an incremental update adds a standard
 * security handler (RC4, revision 2) whose check values match no password, so
 * a reader must ask for one.
 */
export async function writePasswordPdf(dir: string): Promise<string> {
  const base = await textPdf([["Jane Doe", "Senior Engineer at Acme, 2019 - 2021, reading this needs a password"]]);
  const s = base.toString("latin1");
  const prev = Number(s.match(/startxref\s+(\d+)/)![1]);
  const size = Number(s.match(/\/Size (\d+)/)![1]);
  const root = s.match(/\/Root (\d+ \d+ R)/)![1];
  const hex = (bytes: number) => "ab".repeat(bytes);
  const obj = `${size} 0 obj\n<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -4 >>\nendobj\n`;
  const trailer = `xref\n${size} 1\n${String(base.length).padStart(10, "0")} 00000 n \ntrailer\n<< /Size ${size + 1} /Root ${root} /Encrypt ${size} 0 R /ID [<${hex(16)}> <${hex(16)}>] /Prev ${prev} >>\nstartxref\n${base.length + obj.length}\n%%EOF\n`;
  const file = path.join(dir, "password.pdf");
  await writeFile(file, Buffer.concat([base, Buffer.from(obj + trailer, "latin1")]));
  return file;
}

/** `pages` pages, each saying "Marker page N" and a line of filler. */
export async function writeManyPagesPdf(dir: string, pages: number): Promise<string> {
  const file = path.join(dir, `pages-${pages}.pdf`);
  await writeFile(file, await textPdf(Array.from({ length: pages }, (_, i) => [`Marker page ${i + 1}`, "Filler text so every page has a readable line."])));
  return file;
}
