import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Each domain's lib/<domain>/schemas.ts is imported by browser forms as well as
 * handlers, so nothing it reaches may touch the database or the server: this
 * walks its imports (and theirs) and lists any that do.
 */
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const FORBIDDEN = [/^drizzle-orm/, /^pg$/, /^server-only$/, /^@\/db\/(schema|client)$/, /^node:/];

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) if (fs.existsSync(candidate)) return candidate;
  return null;
}

function forbiddenImports(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const [, spec] of source.matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)) {
      if (FORBIDDEN.some((re) => re.test(spec!))) found.push(`${path.relative(ROOT, file)} → ${spec}`);
      const local = resolveLocal(file, spec!);
      if (local) visit(local);
    }
  };
  visit(entry);
  return found;
}

describe("schema modules", () => {
  const modules = fs.readdirSync(path.join(ROOT, "lib")).map((d) => path.join(ROOT, "lib", d, "schemas.ts")).filter((f) => fs.existsSync(f));

  it("exist for the domains with forms", () => {
    expect(modules.map((m) => path.relative(ROOT, m))).toEqual(expect.arrayContaining(["lib/auth/schemas.ts", "lib/jobs/schemas.ts", "lib/applications/schemas.ts"]));
  });

  for (const file of modules) {
    it(`${path.relative(ROOT, file)} reaches no database or server-only module`, () => {
      expect(forbiddenImports(file)).toEqual([]);
    });
  }
});
