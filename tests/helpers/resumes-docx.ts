import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import type { Block } from "./resumes-pdf";

/**
 * Word versions of the test resumes: the same blocks as the PDFs, as headings,
 * real bullet lists and paragraphs; consecutive "row" blocks become one
 * two-column table (dates on the left, the job on the right).
 */
export type DocxBlock = Block | { kind: "row"; left: string; right: Block[] };

type Child = Paragraph | Table;

function paragraph(block: Block): Paragraph {
  switch (block.kind) {
    case "name":
      return new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(block.text)] });
    case "heading":
      return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(block.text)] });
    case "bullet":
      return new Paragraph({ bullet: { level: 0 }, children: [new TextRun(block.text)] });
    case "gap":
      return new Paragraph({ children: [] });
    case "page":
      return new Paragraph({ pageBreakBefore: true, children: [] });
    case "line":
      return new Paragraph({ children: [new TextRun({ text: block.text, bold: block.bold }), ...(block.right ? [new TextRun({ text: `\t${block.right}` })] : [])] });
    default:
      return new Paragraph({ children: [new TextRun(block.text)] });
  }
}

const cell = (children: Paragraph[], pct: number) => new TableCell({ width: { size: pct, type: WidthType.PERCENTAGE }, children });

export async function renderDocx(blocks: DocxBlock[]): Promise<Buffer> {
  const children: Child[] = [];
  let rows: TableRow[] = [];
  const flush = () => {
    if (rows.length) children.push(new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows }));
    rows = [];
  };
  for (const block of blocks) {
    if (block.kind === "row") rows.push(new TableRow({ children: [cell([new Paragraph(block.left)], 25), cell(block.right.map(paragraph), 75)] }));
    else {
      flush();
      children.push(paragraph(block));
    }
  }
  flush();
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}
