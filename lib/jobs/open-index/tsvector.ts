import { packPosition } from "./rank";

/** A tsvector as the open-jobs index keeps it: the lexemes in the vector's order, each with its packed positions. */
export type Vector = { lexemes: string[]; positions: number[][] };

const QUOTE = 39;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const SPACE = 32;
/** A position's weight letter (none: D) → its code. */
const WEIGHT_CODE: Record<number, number> = { 65: 3, 66: 2, 67: 1, 68: 0 };

/**
 * Reads Postgres' text of a tsvector (`search_vector::text`: `'data':3A,7 'engin':2A 'it''s':9`)
 * back: quotes and backslashes come doubled, a position's weight is a letter (none for D). One pass
 * over the characters: the index reads 700,000 of them at start.
 */
export function parseVector(text: string): Vector {
  const lexemes: string[] = [];
  const positions: number[][] = [];
  const n = text.length;
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} in tsvector at ${i}: ${text}`);
  };
  while (i < n) {
    if (text.charCodeAt(i) === SPACE) {
      i++;
      continue;
    }
    if (text.charCodeAt(i) !== QUOTE) fail("Expected a quoted lexeme");
    let lexeme = "";
    let from = ++i;
    for (;;) {
      if (i >= n) fail("Unterminated lexeme");
      const c = text.charCodeAt(i);
      if ((c === QUOTE || c === BACKSLASH) && text.charCodeAt(i + 1) === c) {
        lexeme += text.slice(from, i + 1);
        from = i += 2;
      } else if (c === QUOTE) break;
      else i++;
    }
    lexeme += text.slice(from, i++);
    const list: number[] = [];
    if (text.charCodeAt(i) === COLON) {
      do {
        i++;
        let position = 0;
        const start = i;
        for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) position = position * 10 + c - 48;
        if (i === start) fail("Expected a position");
        const weight = WEIGHT_CODE[text.charCodeAt(i)];
        if (weight !== undefined) i++;
        list.push(packPosition(position, weight ?? 0));
      } while (text.charCodeAt(i) === COMMA);
    }
    lexemes.push(lexeme);
    positions.push(list);
  }
  return { lexemes, positions };
}
