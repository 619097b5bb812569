import { describe, expect, it } from "vitest";
import { termGroups } from "./tsquery";

const p = (lexeme: string) => ({ lexeme, prefix: true });

describe("termGroups (Postgres' text of a tsquery)", () => {
  it("reads an 'and' of prefixes and an 'or' of a typo's corrections", () => {
    expect(termGroups("'react':* & 'engin':*")).toEqual([[p("react")], [p("engin")]]);
    expect(termGroups("( 'kubernet':* | 'kube':* ) & 'remot':*")).toEqual([[p("kubernet"), p("kube")], [p("remot")]]);
    expect(termGroups("'kubernet':* | 'kube':*")).toEqual([[p("kubernet"), p("kube")]]);
  });

  it("reads whole words, quotes inside a lexeme and non-Latin letters", () => {
    expect(termGroups("'go'")).toEqual([[{ lexeme: "go", prefix: false }]]);
    expect(termGroups("'it''s':*")).toEqual([[p("it's")]]);
    expect(termGroups("'日本語':*")).toEqual([[p("日本語")]]);
  });

  it("reads the empty query (stop words only) as no group: nothing matches", () => {
    expect(termGroups("")).toEqual([]);
  });

  it("refuses what the search never writes instead of reading it wrongly", () => {
    expect(() => termGroups("'a':* | 'b':* & 'c':*")).toThrow(/Unparenthesised/);
    expect(() => termGroups("!'a':*")).toThrow(/Unexpected/);
    expect(() => termGroups("'a' <-> 'b'")).toThrow(/Unexpected/);
    expect(() => termGroups("'react':*A")).toThrow(/Weighted/);
    expect(() => termGroups("'open")).toThrow(/Unterminated/);
  });
});
