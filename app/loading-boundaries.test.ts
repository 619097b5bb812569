import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Where loading boundaries sit is a product decision with two sides: every screen
 * shows the spec's loading screen while it loads, and pages whose id may be unknown
 * to the public answer a real HTTP 404 — which a loading boundary above them would
 * turn into a streamed 200.
 */
const APP = path.dirname(new URL(import.meta.url).pathname);
const MUST_ANSWER_404 = [
  "jobs/[jobId]",
  "jobdetails/[jobId]",
  "profile/[id]",
  "companydetails/[companyId]",
  "dashboard/[chatId]",
  "jobposting/post/[jobId]",
  "managejobs/[jobId]",
  "recruiterjobs/[jobId]",
  // /chat?c=<someone else's conversation or none> (the rest of /chat renders at once: its lists load in the browser)
  "chat",
];

function pages(dir: string, rel = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory()) return e.name === "page.tsx" ? [rel] : [];
    if (e.name === "api") return [];
    return pages(path.join(dir, e.name), rel ? `${rel}/${e.name}` : e.name);
  });
}

/** The segments of a page that have a loading.tsx (the page's own segment included). */
function boundaries(rel: string): string[] {
  const parts = rel ? rel.split("/") : [];
  const found: string[] = [];
  for (let i = 0; i <= parts.length; i++) {
    const seg = parts.slice(0, i).join("/");
    if (fs.existsSync(path.join(APP, seg, "loading.tsx"))) found.push(seg || "(root)");
  }
  return found;
}

const visible = (rel: string) => rel.split("/").filter((p) => !/^\(.*\)$/.test(p)).join("/");

describe("loading boundaries", () => {
  const all = pages(APP);

  it("puts no loading boundary above a page that must answer 404", () => {
    for (const rel of all.filter((r) => MUST_ANSWER_404.includes(visible(r)))) {
      expect(boundaries(rel), rel).toEqual([]);
    }
    expect(all.map(visible)).toEqual(expect.arrayContaining(MUST_ANSWER_404));
  });

  it("gives every other screen but the landing page a loading screen", () => {
    const others = all.filter((r) => r !== "" && !MUST_ANSWER_404.includes(visible(r)));
    expect(others.length).toBeGreaterThan(20);
    for (const rel of others) expect(boundaries(rel).length, rel).toBeGreaterThan(0);
  });
});
