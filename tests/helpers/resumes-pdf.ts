import { existsSync, readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import sharp from "sharp";

/**
 * A small PDF typesetter for the test resumes: blocks of text flowed down a
 * page (or down two columns), wrapped at the column width, with text that can
 * sit on the right edge of the same line (dates). Unicode text needs a TrueType
 * font from the machine; without one only WinAnsi characters are drawn.
 */
export type Block =
  | { kind: "name"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "line"; text: string; right?: string; bold?: boolean }
  | { kind: "bullet"; text: string }
  | { kind: "para"; text: string }
  | { kind: "gap" }
  /** The rest goes on a new page. */
  | { kind: "page" };

/** Two columns are a 160 pt sidebar and the main column; the sidebar is on the left unless said otherwise. */
export type PdfLayout = { header: Block[]; columns: Block[][]; sidebar?: "left" | "right" };

const PAGE = { width: 595, height: 842, margin: 48 };
const SIZE = { name: 20, heading: 12, text: 10 };
const COLUMN_GAP = 28;
const FONT_DIR = "/usr/share/fonts/truetype/dejavu";
const UNICODE_FONTS = [`${FONT_DIR}/DejaVuSans.ttf`, `${FONT_DIR}/DejaVuSans-Bold.ttf`];

/** Whether non-WinAnsi text (ł, Ł) can be drawn on this machine. */
export const hasUnicodeFont = () => UNICODE_FONTS.every((f) => existsSync(f));

/** Text as a standard-font PDF can draw it: "Łódź" → "Lódz" keeps é, ü, ó (WinAnsi) and drops what it lacks. */
export const winAnsi = (text: string) =>
  text.replace(/Ł/g, "L").replace(/ł/g, "l").replace(/[źż]/g, "z").replace(/[ŹŻ]/g, "Z").replace(/ń/g, "n").replace(/ś/g, "s").replace(/ą/g, "a").replace(/ę/g, "e").replace(/ć/g, "c");

type Fonts = { regular: PDFFont; bold: PDFFont };
type Cursor = { page: PDFPage; x: number; y: number; width: number; leading: number };

/** `leading`: line pitch as a multiple of the font size (1.3 unless given; 1.7 is a generously set resume). */
export async function renderPdf(layout: PdfLayout, options: { unicode?: boolean; leading?: number } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc, Boolean(options.unicode));
  const first = doc.addPage([PAGE.width, PAGE.height]);
  const full = PAGE.width - 2 * PAGE.margin;
  const leading = options.leading ?? 1.3;
  const header: Cursor = { page: first, x: PAGE.margin, y: PAGE.height - PAGE.margin, width: full, leading };
  for (const block of layout.header) draw(doc, header, block, fonts);
  // Columns start side by side under the header: a narrow sidebar, then the main column.
  const main = full - 160 - COLUMN_GAP;
  const widths = layout.columns.length === 1 ? [full] : layout.sidebar === "right" ? [main, 160] : [160, main];
  let x = PAGE.margin;
  layout.columns.forEach((blocks, i) => {
    const cursor: Cursor = { page: first, x, y: header.y - 6, width: widths[i]!, leading };
    for (const block of blocks) draw(doc, cursor, block, fonts);
    x += widths[i]! + COLUMN_GAP;
  });
  return doc.save();
}

async function embedFonts(doc: PDFDocument, unicode: boolean): Promise<Fonts> {
  if (unicode && hasUnicodeFont()) {
    doc.registerFontkit(fontkit);
    const [regular, bold] = await Promise.all(UNICODE_FONTS.map((f) => doc.embedFont(readFileSync(f), { subset: true })));
    return { regular: regular!, bold: bold! };
  }
  return { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

function draw(doc: PDFDocument, c: Cursor, block: Block, fonts: Fonts) {
  if (block.kind === "gap") return void (c.y -= SIZE.text * 0.8);
  if (block.kind === "page") return void newPage(doc, c);
  const size = block.kind === "name" ? SIZE.name : block.kind === "heading" ? SIZE.heading : SIZE.text;
  const font = block.kind === "name" || block.kind === "heading" || (block.kind === "line" && block.bold) ? fonts.bold : fonts.regular;
  if (block.kind === "heading") c.y -= size * 0.6;
  const indent = block.kind === "bullet" ? 12 : 0;
  const rightWidth = block.kind === "line" && block.right ? fonts.regular.widthOfTextAtSize(block.right, size) + 12 : 0;
  const lines = wrap(block.text, font, size, c.width - indent - rightWidth);
  lines.forEach((line, i) => {
    if (c.y < PAGE.margin + size) newPage(doc, c);
    c.y -= size * c.leading;
    if (block.kind === "bullet" && i === 0) c.page.drawText("•", { x: c.x + 2, y: c.y, size, font: fonts.regular });
    c.page.drawText(line, { x: c.x + indent, y: c.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    if (i === 0 && block.kind === "line" && block.right) {
      c.page.drawText(block.right, { x: c.x + c.width - rightWidth + 12, y: c.y, size, font: fonts.regular });
    }
  });
  if (block.kind === "heading") c.y -= size * 0.3;
}

function newPage(doc: PDFDocument, c: Cursor) {
  c.page = doc.addPage([PAGE.width, PAGE.height]);
  c.y = PAGE.height - PAGE.margin;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return [...lines, line];
}

/** A "scanned" resume: the text rendered to a PNG, the PNG as the only content of the page, no text layer. */
export async function renderScannedPdf(lines: string[]): Promise<Uint8Array> {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1190" height="1684"><rect width="100%" height="100%" fill="#f7f6f2"/>${lines
    .map((l, i) => `<text x="90" y="${140 + i * 44}" font-family="sans-serif" font-size="${i === 0 ? 44 : 26}" fill="#222">${escape(l)}</text>`)
    .join("")}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const doc = await PDFDocument.create();
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const image = await doc.embedPng(png);
  page.drawImage(image, { x: 0, y: 0, width: PAGE.width, height: PAGE.height });
  return doc.save();
}
