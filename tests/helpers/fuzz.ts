import fc from "fast-check";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import type { Endpoint } from "@/lib/api/endpoint";
import { findUncleanText } from "@/lib/validation/text";

/**
 * Generators and probes for the contract-driven fuzz test (tests/integration/api-fuzz.test.ts).
 * Everything is derived from a row: its field names (from the input schema), its
 * path params and its body type, so a new row is fuzzed with no extra work.
 */

/** Field names an input schema knows, from its JSON Schema (objects, unions and intersections). */
export function fieldNames(schema: z.ZodType): string[] {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  } catch {
    return [];
  }
  const names = new Set<string>();
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== "object" || depth > 4) return;
    const n = node as Record<string, unknown>;
    if (n.properties && typeof n.properties === "object") for (const k of Object.keys(n.properties)) names.add(k);
    for (const key of ["anyOf", "oneOf", "allOf"]) if (Array.isArray(n[key])) for (const v of n[key] as unknown[]) walk(v, depth + 1);
  };
  walk(json, 0);
  return [...names];
}

export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

const NUL = fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`);
const loneSurrogate = fc.constantFrom("\ud800", "a\udbff", "\udc00z", "x\ud83d");
const hugeString = fc.constantFrom("x".repeat(100_000), "9".repeat(5_000));
const edgyString = fc.constantFrom(
  "",
  " ",
  "%ff",
  "%",
  "%E0%A4%A",
  "0000-01-01",
  "9999-12-31",
  "2024-02-30",
  "99999999999999999.9999999999",
  "-99999999999999999.1",
  "1e309",
  "NaN",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "Open",
  "\u202e\u0301",
);
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 0.5),
);

/** A value of any kind, hostile strings weighted in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    NUL,
    loneSurrogate,
    edgyString,
    hugeString,
    fc.string({ maxLength: 20 }),
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** An input object: some of the row's own fields (hostile values) and some unknown ones. */
export function hostileInput(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const own = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: Math.min(fields.length, 4) })
    : fc.constant({});
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), hostileValue, { maxKeys: 2 });
  return fc.tuple(own, extra).map(([o, e]) => ({ ...e, ...o }));
}

/** Path param values: real ones when the caller owns something, and hostile raw segments. */
export const hostileSegment = fc.oneof(
  fc.constantFrom("%ff", "%", "%E0%A4%A", "%00", "a%00b", "%ED%A0%80", "-1", "0", "1.5", "abc", "9".repeat(30), "%F0%9F%98%80", "..", "Open"),
  fc.string({ minLength: 1, maxLength: 12 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "x"))),
);

/** What the dispatcher hands the schema for a request: the input is invalid when either check fails. */
export function isInvalidFor(row: Endpoint, raw: Record<string, unknown>): boolean {
  return findUncleanText(raw) !== null || !row.input.safeParse(raw).success;
}

/** Query strings carry strings only; a non-string becomes its JSON text (as a client would send it). */
export const asQueryValue = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v) ?? "");

/** Percent-encodes UTF-16 text the way a sloppy client would: lone surrogates become CESU-8 bytes (invalid UTF-8). */
export function rawEncode(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** The same raw input as the server will see it after decoding (lone surrogates arrive as U+FFFD). */
export const asServerSees = (s: string) => (s.isWellFormed() ? s : s.toWellFormed());

/**
 * A fingerprint of stored data: every row of every table (PGlite: the test file's
 * own database), or — on the shared Postgres test database, where other files
 * write concurrently — every row that belongs to the given users.
 */
export async function fingerprint(userIds: number[], scope: "all" | "owned"): Promise<string> {
  const db = await getDb();
  // Both drivers answer { rows }; the Db type leaves the result generic.
  const rows = async <T>(query: Parameters<typeof db.execute>[0]) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  if (scope === "all") {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const parts = tables.map(
      (t) => `select '${t.table_name}' as t, count(*) as n, coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as h from "${t.table_name}" x`,
    );
    const res = await rows<{ t: string; n: string; h: string }>(sql.raw(parts.join(" union all ")));
    return res.map((r) => `${r.t}:${r.n}:${r.h}`).join(",");
  }
  const ids = sql.raw(userIds.join(",") || "0");
  const owned = [
    sql`select 'users', count(*), md5(string_agg(md5(u::text), '' order by u.id)) from users u where id in (${ids})`,
    sql`select 'jobs', count(*), md5(string_agg(md5(j::text), '' order by j.id)) from jobs j where owner_id in (${ids})`,
    sql`select 'applications', count(*), md5(string_agg(md5(a::text), '' order by a.id)) from applications a where candidate_id in (${ids}) or job_id in (select id from jobs where owner_id in (${ids}))`,
    sql`select 'chats', count(*), md5(string_agg(md5(c::text), '' order by c.id)) from assistant_chats c where owner_id in (${ids})`,
    sql`select 'messages', count(*), md5(string_agg(md5(m::text), '' order by m.id)) from assistant_messages m where chat_id in (select id from assistant_chats where owner_id in (${ids}))`,
  ];
  return JSON.stringify(await rows<unknown>(sql.join(owned, sql` union all `)));
}
