import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const HOME = "components/ui/prose.tsx";
/** A typography class in a class string: `prose` or `prose-…`, between quotes or spaces. */
const PROSE_CLASS = /(?<=["'`\s])prose(?:-[\w:[\]-]+)?(?=["'`\s])/g;

/** A folder's components (tests left out), as paths from the repository's root. */
const tsxFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
    .map((f) => `${dir}/${f}`);

describe("typography classes", () => {
  it("live in components/ui/prose.tsx only: its stylesheet (prose.css) is generated from that file alone", () => {
    const elsewhere = [...tsxFiles("app"), ...tsxFiles("components")]
      .filter((f) => f !== HOME)
      .flatMap((f) => (readFileSync(path.join(root, f), "utf8").match(PROSE_CLASS) ?? []).map((c) => `${f}: ${c}`));
    expect(elsewhere).toEqual([]);
  });

  it("the pattern finds them (the check above is not empty by construction)", () => {
    const home = readFileSync(path.join(root, HOME), "utf8").match(PROSE_CLASS) ?? [];
    expect(home).toEqual(expect.arrayContaining(["prose", "prose-sm", "prose-invert", "prose-code:bg-indigo-900"]));
  });
});
