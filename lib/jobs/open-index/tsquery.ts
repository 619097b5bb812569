/**
 * Reads Postgres' own text of a tsquery (`to_tsquery('english', …)::text`) back as what the
 * open-jobs index matches: every group must match, a group matches when one of its terms does.
 * The job search only writes such queries (lib/jobs/search.ts prefixQuery: words "and"-ed,
 * a typo's corrections "or"-ed), and Postgres does the stemming and drops the stop words, so
 * the index matches exactly the lexemes the database would.
 */
export type Term = { lexeme: string; prefix: boolean };
/** "and" of "or"s; [] when Postgres dropped every word (stop words only): nothing matches. */
export type TermGroups = Term[][];

type Token = { kind: "term"; term: Term } | { kind: "and" | "or" | "open" | "close" };

const OPERATORS: Record<string, "and" | "or" | "open" | "close"> = { "&": "and", "|": "or", "(": "open", ")": "close" };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const operator = OPERATORS[c];
    if (c === " ") {
      i++;
    } else if (operator) {
      out.push({ kind: operator });
      i++;
    } else if (c === "'") {
      let lexeme = "";
      i++;
      for (;;) {
        if (i >= text.length) throw new Error(`Unterminated lexeme in tsquery: ${text}`);
        if (text[i] !== "'") lexeme += text[i++];
        else if (text[i + 1] === "'") {
          lexeme += "'";
          i += 2;
        } else break;
      }
      i++;
      const suffix = /^:([*A-D]+)/.exec(text.slice(i));
      if (suffix && /[A-D]/.test(suffix[1]!)) throw new Error(`Weighted terms are not indexed: ${text}`);
      if (suffix) i += suffix[0].length;
      out.push({ kind: "term", term: { lexeme, prefix: !!suffix?.[1]!.includes("*") } });
    } else throw new Error(`Unexpected "${c}" in tsquery: ${text}`);
  }
  return out;
}

/** Parses `'react':* & ( 'kubernet':* | 'kube':* )` into [[react*], [kubernet*, kube*]]. */
export function termGroups(text: string): TermGroups {
  const ts = tokens(text);
  const groups: TermGroups = [];
  let i = 0;
  const term = (): Term => {
    const t = ts[i++];
    if (t?.kind !== "term") throw new Error(`Expected a lexeme in tsquery: ${text}`);
    return t.term;
  };
  const alternatives = (): Term[] => {
    const group = [term()];
    while (ts[i]?.kind === "or") {
      i++;
      group.push(term());
    }
    return group;
  };
  let bareOr = false;
  while (i < ts.length) {
    if (ts[i]!.kind === "open") {
      i++;
      const group = alternatives();
      if (ts[i++]?.kind !== "close") throw new Error(`Only "or" may stand inside parentheses: ${text}`);
      groups.push(group);
    } else {
      const group = alternatives();
      bareOr ||= group.length > 1;
      groups.push(group);
    }
    if (i < ts.length && ts[i++]!.kind !== "and") throw new Error(`Groups must be joined by "and": ${text}`);
  }
  // "a | b & c" is "a | (b & c)": not an "and" of "or"s (and never written by the search).
  if (bareOr && groups.length > 1) throw new Error(`Unparenthesised "or" beside "and": ${text}`);
  return groups;
}
