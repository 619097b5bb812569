/**
 * Lines of text from positioned PDF text items. Items on one baseline make a
 * line, ordered by x (a wide gap becomes a tab); a wide vertical gap becomes a
 * blank line. A page in two columns (a vertical gutter few items cross, with
 * plenty of text on both sides) is read left column first, then right; rows
 * that span both columns (a name across the top) stay where they are.
 */
export type TextItem = { str: string; x: number; y: number; width: number; height: number };

type Row = { y: number; size: number; items: TextItem[] };

const GUTTER_MIN_WIDTH = 10;
const COLUMN_MIN_ROWS = 4;
/** The smaller column holds at least this share of the characters: dates on the right edge are no column. */
const COLUMN_MIN_SHARE = 0.15;

function rowsOf(items: TextItem[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const size = item.height || 10;
    if (row && Math.abs(row.y - item.y) <= Math.max(2, 0.4 * Math.min(row.size, size))) {
      row.items.push(item);
      row.size = Math.max(row.size, size);
    } else rows.push({ y: item.y, size, items: [item] });
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  return rows;
}

const chars = (items: TextItem[]) => items.reduce((n, i) => n + i.str.trim().length, 0);
const crosses = (i: TextItem, x: number) => i.x < x - 1 && i.x + i.width > x + 1;

/** The x of a column gutter, or null for a page in one column. */
export function findGutter(items: TextItem[]): number | null {
  if (items.length < 2 * COLUMN_MIN_ROWS) return null;
  const left = Math.min(...items.map((i) => i.x));
  const right = Math.max(...items.map((i) => i.x + i.width));
  const xs: number[] = [];
  for (let x = Math.ceil(left + 0.15 * (right - left)); x <= left + 0.85 * (right - left); x += 1) xs.push(x);
  const crossing = xs.map((x) => items.filter((i) => crosses(i, x)).length);
  // The cleanest x positions (a name across the top may still cross them), and of their runs the widest.
  const fewest = Math.min(...crossing);
  if (xs.length === 0 || fewest > Math.max(3, items.length * 0.1)) return null;
  let best = { from: 0, to: -1 };
  let from: number | null = null;
  xs.forEach((x, k) => {
    if (crossing[k] === fewest) from ??= x;
    if (from !== null && (crossing[k + 1] !== fewest || k === xs.length - 1)) {
      if (x - from > best.to - best.from) best = { from, to: x };
      from = null;
    }
  });
  if (best.to - best.from < GUTTER_MIN_WIDTH) return null;
  const gutter = (best.from + best.to) / 2;
  const total = chars(items);
  const enough = (side: TextItem[]) => rowsOf(side).length >= COLUMN_MIN_ROWS && chars(side) >= COLUMN_MIN_SHARE * total;
  return enough(items.filter((i) => i.x + i.width <= gutter)) && enough(items.filter((i) => i.x >= gutter)) ? gutter : null;
}

/** One row as text: items in x order, a space for a word gap, a tab for a wide gap. */
function rowText(row: Row): string {
  let out = "";
  let end: number | null = null;
  for (const item of row.items) {
    if (end !== null) {
      const gap = item.x - end;
      if (gap > 2.5 * row.size) out += "\t";
      else if (gap > 0.15 * row.size && !/\s$/.test(out) && !/^\s/.test(item.str)) out += " ";
    }
    out += item.str;
    end = item.x + item.width;
  }
  return out.replace(/[ \u00a0]+/g, " ").trim();
}

/**
 * Rows as lines, with a blank line where the vertical gap is wider than a line and a
 * half — and clearly wider than the page's usual line pitch, so a resume set with
 * generous leading (18 pt lines of 11 pt text) is not read as one paragraph a line.
 */
function flow(rows: Row[]): string[] {
  const gaps = rows.slice(1).map((row, k) => Math.round(rows[k]!.y - row.y)).filter((g) => g > 0);
  const pitch = gaps.length ? gaps.sort((a, b) => a - b)[Math.floor((gaps.length - 1) / 2)]! : 0;
  const lines: string[] = [];
  rows.forEach((row, k) => {
    const prev = rows[k - 1];
    if (prev && prev.y - row.y > Math.max(1.6 * Math.max(prev.size, row.size), 1.35 * pitch)) lines.push("");
    lines.push(rowText(row));
  });
  return lines;
}

function mode(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/** The lines of one page in reading order. */
export function pageLines(raw: TextItem[]): string[] {
  const items = raw.filter((i) => i.str.trim() !== "");
  const gutter = findGutter(items);
  const rows = rowsOf(items);
  if (gutter === null) return flow(rows);
  const lines: string[] = [];
  let band: Row[] = [];
  const flush = () => {
    const side = (keep: (i: TextItem) => boolean) => band.map((r) => ({ ...r, items: r.items.filter(keep) })).filter((r) => r.items.length);
    if (band.length) lines.push(...flow(side((i) => i.x < gutter)), "", ...flow(side((i) => i.x >= gutter)), "");
    band = [];
  };
  // Where the right column's lines start; a row with text starting between the gutter and there (a centred name) spans both columns.
  const rightStart = mode(items.filter((i) => i.x >= gutter).map((i) => Math.round(i.x)));
  for (const row of rows) {
    if (row.items.some((i) => crosses(i, gutter) || (i.x >= gutter && i.x < rightStart - 3))) {
      flush();
      lines.push(rowText(row));
    } else band.push(row);
  }
  flush();
  return lines;
}
