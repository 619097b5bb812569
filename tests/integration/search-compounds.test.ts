import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { searchCompanies } from "@/lib/directories/companies";
import { companiesFilterSchema } from "@/lib/directories/schemas";
import { asTyped, isCompound, prefixQuery } from "@/lib/jobs/search";
import { companiesAbout, jobsDescribed } from "../helpers/search-fixture";

/**
 * Names written with dots or slashes ("Node.js", "ASP.NET", "CI/CD"): Postgres' parser keeps them as one
 * lexeme, so the search must look for that lexeme (lib/jobs/search.ts asTyped) — the parts alone
 * ('node' & 'js') found only texts that wrote "Node and JS".
 */
const tag = `c${randomBytes(4).toString("hex").replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;

async function rowOf<T>(query: ReturnType<typeof sql>): Promise<T> {
  const db = await getDb();
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

describe("which typed names count as one (the rule against the database's parser)", () => {
  const letters = fc.stringMatching(/^[a-z]{1,7}$/);
  const hostLike = fc
    .tuple(fc.array(letters, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
    .map(([head, last]) => [...head, last].join("."));
  const pathLike = fc.array(fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/), { minLength: 2, maxLength: 4 }).map((parts) => parts.join("/"));

  it("a name the rule keeps whole is one unstemmed lexeme in a text and in a query alike", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostLike, pathLike), async (name) => {
        expect(isCompound(name)).toBe(true);
        const row = await rowOf<{ q: string; inText: boolean }>(
          sql`SELECT to_tsquery('english', ${`'${name}':*`})::text AS q,
                     to_tsvector('english', ${`We use ${name}, daily.`}) @@ to_tsquery('english', ${`'${name}'`}) AND
                     ${name} = ANY (tsvector_to_array(to_tsvector('english', ${`We use ${name}, daily.`}))) AS "inText"`,
        );
        expect(row).toEqual({ q: `'${name}':*`, inText: true });
      }),
      { numRuns: 300 },
    );
  });

  it("a name the parser splits its own way is searched by its words, as before", () => {
    for (const split of ["react.js/vue.js", "1.x9", "e.g", "über.straße", "node.j", "a/b.c", "0e0/0", "1/2"]) expect(isCompound(split)).toBe(false);
    expect(asTyped("react.js/vue.js")).toEqual([["react"], ["js"], ["vue"], ["js"]]);
    expect(asTyped("Senior Node.js, CI/CD!")).toEqual([["senior"], ["node.js", "node"], ["node.js", "js"], ["ci/cd", "ci"], ["ci/cd", "cd"]]);
    expect(prefixQuery(asTyped("node.js"))).toBe("('node.js':* | 'node':*) & ('node.js':* | 'js':*)");
  });
});

describe("searching by such a name", () => {
  const found = jobsDescribed(tag, "Engineer", {
    nodejs: "Backend services in Node.js.",
    parts: "Node on the server and JS in the browser.",
    nodeOnly: "Node operators for the cluster.",
    cicd: "Own our CI/CD pipelines.",
    aspnet: "ASP.NET Core services.",
  });

  it("finds the jobs that write it, and those that write its parts apart", async () => {
    expect(await found("node.js")).toEqual(["nodejs", "parts"]);
    expect(await found("Node.JS")).toEqual(["nodejs", "parts"]);
    expect(await found("ci/cd")).toEqual(["cicd"]);
    expect(await found("asp.net")).toEqual(["aspnet"]);
    // A part alone is a prefix of the whole name: "node" still finds "Node.js".
    expect(await found("node")).toEqual(["nodeOnly", "nodejs", "parts"]);
  });

  it("finds the companies whose profile writes it, and those that write its parts apart", async () => {
    const ids = await companiesAbout(tag, "Stack", { nodejs: "We build with Node.js and TypeScript.", parts: "Node on the server, JS in the browser.", nodeOnly: "Node operators." });
    const list = await searchCompanies(companiesFilterSchema.parse({ search: `${tag} node.js` }));
    expect(list.data.map((c) => c.id).sort()).toEqual([ids.nodejs!, ids.parts!].sort());
  });
});
