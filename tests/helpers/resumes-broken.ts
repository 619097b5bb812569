import { writeFile } from "node:fs/promises";
import { crc32, deflateRawSync, deflateSync } from "node:zlib";
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

/** A ZIP of the given entries, deflated (method 8), as a .docx is. */
function zip(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const packed = deflateRawSync(data, { level: 9 });
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(Buffer.byteLength(name), at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    fields(entry, 6);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, Buffer.from(name), packed);
    central.push(entry, Buffer.from(name));
    offset += 30 + Buffer.byteLength(name) + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A valid Word file of a few hundred kB whose one paragraph inflates to `mb` MB
 * (a "zip bomb"): the bytes sent are small, the text a reader would build is not.
 */
export async function writeInflatingDocx(dir: string, mb: number): Promise<string> {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const file = path.join(dir, `inflating-${mb}.docx`);
  await writeFile(
    file,
    zip({
      "[Content_Types].xml": Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "_rels/.rels": Buffer.from(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      "word/document.xml": Buffer.concat([
        Buffer.from(`<?xml version="1.0"?><w:document ${W}><w:body><w:p><w:r><w:t>Jane Doe, Senior Engineer at Acme Payments. `),
        Buffer.alloc(mb * 1024 * 1024, "a"),
        Buffer.from("</w:t></w:r></w:p></w:body></w:document>"),
      ]),
    }),
  );
  return file;
}

/**
 * A one-page PDF of a few hundred kB whose content stream inflates to millions of
 * text operators: pdf.js spends minutes on its text, in one synchronous stretch.
 */
export async function writeInflatingPdf(dir: string): Promise<string> {
  const content = deflateSync(Buffer.concat([Buffer.from("BT /F1 12 Tf 50 800 Td "), Buffer.alloc(5 * 1024 * 1024 * 7, "(a) Tj "), Buffer.from(" ET\n")]), { level: 9 });
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from("\nendstream")]),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from("\nendobj\n")]);
    parts.push(obj);
    length += obj.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  const file = path.join(dir, "inflating.pdf");
  await writeFile(file, Buffer.concat(parts));
  return file;
}
