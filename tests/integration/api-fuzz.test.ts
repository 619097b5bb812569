import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { assistantChats, jobs } from "@/db/schema";
import { contract } from "@/lib/api/contract";
import { dispatch } from "@/lib/api/dispatch";
import type { Endpoint } from "@/lib/api/endpoint";
import { makeActor } from "../helpers/actors";
import { asQueryValue, fieldNames, fingerprint, hostileInput, hostileSegment, isInvalidFor, pathParams, rawEncode } from "../helpers/fuzz";

/**
 * Contract-driven fuzz: for every row of lib/api/contract.ts, generated invalid
 * and hostile inputs (wrong types, missing and unknown fields, huge values, NUL,
 * lone surrogates, bad %-encodings, wrong content types, every other method, a
 * cross-site origin) must be answered with a 4xx in the error shape — never a
 * 5xx — and must leave stored data exactly as it was. Inputs come from each row's
 * own schema and path, so a new row is covered with no extra work.
 *
 * Fixed seed and a bounded number of runs per row, so a failure reproduces.
 */
const SEED = 20_261_123;
const RUNS = 25;
const ACCEPTED_RUNS = 10;
const scope = process.env.TEST_DB === "postgres" ? "owned" : "all";

type Caller = { token: string; id: number; newToken: () => Promise<string> };
type World = { callers: Record<string, Caller>; owned: Record<string, string> };

/**
 * Fresh callers of every type and objects they own (an Open job, an assistant
 * chat) for each row, so accepted requests (a sign-out, an account-type change)
 * cannot spill into the next row's run.
 */
async function newWorld(): Promise<World> {
  const callers: Record<string, Caller> = {};
  for (const type of ["CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"] as const) {
    const a = await makeActor(type);
    callers[type] = { token: a.token, id: a.id, newToken: a.newToken };
  }
  const db = await getDb();
  const company = callers.COMPANY!.id;
  const [chat] = await db.insert(assistantChats).values({ ownerId: company, chatName: "Fuzz chat" }).returning();
  const [job] = await db.insert(jobs).values({ ownerId: company, jobTitle: "Fuzz engineer", jobStatus: "Open", chatId: chat!.id }).returning();
  return { callers, owned: { jobId: String(job!.id), id: String(job!.id), chatId: chat!.id, page: "1", jobStatus: "Open" } };
}

let world: World;
beforeAll(async () => {
  world = await newWorld();
});

/** A caller the row's access admits, so requests get past 401/403 to the input checks. */
function callerFor(row: Endpoint): Caller | undefined {
  if (row.access === "public") return undefined;
  if (row.access === "signed-in") return world.callers.CANDIDATE;
  return world.callers[row.access[0]!];
}

const userIds = () => Object.values(world.callers).map((c) => c.id);
const concretePath = (row: Endpoint, segments: Record<string, string> = {}) =>
  row.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => segments[name] ?? encodeURIComponent(world.owned[name] ?? "1"));

/** An accepted request may end sessions (sign-out everywhere, choosing a type): each gets its own. */
async function withOwnSession(row: Endpoint, probe: Probe): Promise<Probe> {
  const caller = callerFor(row);
  return caller ? { ...probe, headers: { ...probe.headers, authorization: `Bearer ${await caller.newToken()}` } } : probe;
}

type Probe = { method: string; url: string; headers: Record<string, string>; body?: BodyInit; pathname: string };

function probeFor(row: Endpoint, input: Record<string, unknown>, segments: Record<string, string>): Probe {
  const caller = callerFor(row);
  const headers: Record<string, string> = caller ? { authorization: `Bearer ${caller.token}` } : {};
  const pathname = concretePath(row, segments);
  const url = new URL(`http://localhost/api${pathname}`);
  if (row.method === "GET" || row.method === "DELETE") {
    const query = Object.entries(input).map(([k, v]) => `${rawEncode(k)}=${rawEncode(asQueryValue(v))}`).join("&");
    return { method: row.method, url: `${url.origin}${url.pathname}?${query}`, headers, pathname };
  }
  const kind = row.body?.type ?? "json";
  if (kind === "json") return { method: row.method, url: url.href, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(input), pathname };
  if (kind === "form") {
    const body = Object.entries(input).map(([k, v]) => `${rawEncode(k)}=${rawEncode(asQueryValue(v))}`).join("&");
    return { method: row.method, url: url.href, headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, body, pathname };
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(input)) form.append(k.toWellFormed(), asQueryValue(v).toWellFormed());
  return { method: row.method, url: url.href, headers, body: form, pathname };
}

/** What the dispatcher will hand the schema: query, body and decoded path params (null = the path itself is malformed). */
function serverView(row: Endpoint, probe: Probe, input: Record<string, unknown>): Record<string, unknown> | null {
  const params: Record<string, string> = {};
  const rowSegs = row.path.split("/").filter(Boolean);
  const parts = probe.pathname.split("/").filter(Boolean);
  for (const [i, seg] of rowSegs.entries()) {
    if (!seg.startsWith(":")) continue;
    try {
      params[seg.slice(1)] = decodeURIComponent(parts[i]!);
    } catch {
      return null;
    }
  }
  const query = Object.fromEntries(new URL(probe.url).searchParams);
  const kind = row.body?.type ?? "json";
  const body =
    row.method === "GET" || row.method === "DELETE"
      ? {}
      : kind === "json"
        ? input
        : probe.body instanceof FormData
          ? Object.fromEntries(probe.body)
          : Object.fromEntries(new URLSearchParams(String(probe.body ?? "")));
  return { ...query, ...body, ...params };
}

async function send(probe: Probe): Promise<{ status: number; json: unknown }> {
  const res = await dispatch(new Request(probe.url, { method: probe.method, headers: probe.headers, body: probe.body }), probe.pathname);
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

const errorShape = { error: { code: expect.any(String), message: expect.any(String) }, message: expect.any(String) };
let requests = 0;
let accepted = 0;

describe("contract fuzz: every row refuses invalid and hostile input with a 4xx and changes nothing", () => {
  it("covers every row of the contract", () => {
    expect(contract.length).toBeGreaterThan(30);
  });

  for (const row of contract) {
    const fields = fieldNames(row.input);
    const params = pathParams(row.path);

    it(`${row.method} ${row.path}`, async () => {
      world = await newWorld();
      const before = await fingerprint(userIds(), scope);
      const segmentArb = params.length
        ? fc.dictionary(fc.constantFrom(...params), hostileSegment, { maxKeys: params.length })
        : fc.constant({} as Record<string, string>);

      await fc.assert(
        fc.asyncProperty(hostileInput(fields), segmentArb, async (input, segments) => {
          const probe = probeFor(row, input, segments);
          const view = serverView(row, probe, input);
          fc.pre(view === null || isInvalidFor(row, view));
          requests++;
          const { status, json } = await send(probe);
          expect(status, `${probe.method} ${probe.url}`).toBeGreaterThanOrEqual(400);
          expect(status, `${probe.method} ${probe.url}`).toBeLessThan(500);
          expect(json).toMatchObject(errorShape);
        }),
        { seed: SEED, numRuns: RUNS, maxSkipsPerRun: 200 },
      );

      // Fixed probes: every other method, wrong body types, a cross-site write.
      const others = ["GET", "POST", "PUT", "PATCH", "DELETE", "PROPFIND"].filter((m) => m !== row.method && !contract.some((r) => r.method === m && r.path === row.path));
      for (const method of others) {
        const probe = { ...probeFor(row, {}, {}), method, body: undefined };
        requests++;
        const { status, json } = await send(probe);
        // Another row may own the same concrete path under that method (e.g. /:id vs a fixed one); it must still not fail.
        expect(status, `${method} ${probe.url}`).toBeLessThan(500);
        if (status === 405) expect(json).toMatchObject(errorShape);
      }
      if (row.method !== "GET" && row.method !== "DELETE") {
        const declared = row.body?.type ?? "json";
        const wrong: [string, string][] = [
          ["text/plain", "{}"],
          ["application/x-www-form-urlencoded", "a=1"],
          ["multipart/form-data; boundary=zz", "--zz--"],
          ["application/json", "{}"],
          ["application/xml", "<a/>"],
        ];
        for (const [type, body] of wrong) {
          const kind = type.startsWith("application/json") ? "json" : type.startsWith("multipart") ? "multipart" : type.includes("urlencoded") ? "form" : "other";
          if (kind === declared) continue;
          const probe = { ...probeFor(row, {}, {}), headers: { ...probeFor(row, {}, {}).headers, "content-type": type }, body };
          requests++;
          const { status, json } = await send(probe);
          expect(status, `${type} to ${row.path}`).toBe(415);
          expect(json).toMatchObject(errorShape);
        }
        const crossSite = probeFor(row, {}, {});
        delete crossSite.headers.authorization;
        requests++;
        const { status } = await send({ ...crossSite, headers: { ...crossSite.headers, origin: "https://evil.example" } });
        expect(status).toBe(403);
      }

      expect(await fingerprint(userIds(), scope), "stored data changed").toBe(before);

      // Hostile input the row's schema accepts (a number where text is expected, extra
      // fields, edge values) reaches the use case: it may succeed, but never with a 5xx.
      await fc.assert(
        fc.asyncProperty(hostileInput(fields), async (input) => {
          const probe = await withOwnSession(row, probeFor(row, input, {}));
          const view = serverView(row, probe, input);
          fc.pre(view !== null && !isInvalidFor(row, view));
          accepted++;
          const { status, json } = await send(probe);
          expect(status, `${probe.method} ${probe.url} ${JSON.stringify(input).slice(0, 300)}`).toBeLessThan(500);
          if (status >= 400) expect(json).toMatchObject(errorShape);
          else if (row.output && status < 300) expect(row.output.safeParse(json).success, `answer outside the output schema: ${JSON.stringify(json).slice(0, 300)}`).toBe(true);
        }),
        { seed: SEED, numRuns: ACCEPTED_RUNS, maxSkipsPerRun: 30 },
      ).catch((error: unknown) => {
        // A row whose schema accepts almost nothing (all fields required and typed) gives fast-check
        // too few accepted samples: that is not a failure of the row.
        if (error instanceof Error && /too many pre-condition failures/i.test(error.message)) return;
        throw error;
      });
    });
  }

  it("sent a bounded number of requests", () => {
    // Printed so the note can quote it; the bound keeps the suite within its time budget.
    console.warn(`[fuzz] ${requests} refused-input requests and ${accepted} accepted-input requests over ${contract.length} rows`);
    expect(requests).toBeGreaterThan(contract.length * 10);
    expect(requests).toBeLessThan(contract.length * (RUNS + 20));
  });
});
