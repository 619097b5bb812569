import { beforeAll, describe, expect, it } from "vitest";
import type { UserType } from "@/db/schema";
import { contract } from "@/lib/api/contract";
import { allows, dispatch } from "@/lib/api/dispatch";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { makeActor } from "../helpers/actors";

/**
 * The authorization matrix is derived from the contract table: every endpoint is
 * called as a guest, as a user without an account type and as each account type,
 * and must refuse exactly the callers its `access` excludes.
 */
type Caller = { label: string; userType: UserType | null; signedIn: boolean };
const callers: Caller[] = [
  { label: "guest", userType: null, signedIn: false },
  { label: "no type", userType: null, signedIn: true },
  { label: "CANDIDATE", userType: "CANDIDATE", signedIn: true },
  { label: "COMPANY", userType: "COMPANY", signedIn: true },
  { label: "RECRUIMENTAGENCY", userType: "RECRUIMENTAGENCY", signedIn: true },
];

/** A new session per call: some rows end sessions (sign-out everywhere, choosing a type). */
const sessionOf = new Map<string, () => Promise<string>>();
const tokenOf = (label: string) => sessionOf.get(label)?.();

beforeAll(async () => {
  for (const c of callers.filter((c) => c.signedIn)) sessionOf.set(c.label, (await makeActor(c.userType, c.label)).newToken);
});

function concretePath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, "1");
}

async function call(method: string, path: string, token?: string): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const body = method === "GET" || method === "DELETE" ? undefined : "{}";
  return dispatch(new Request(`http://localhost/api${path}`, { method, headers, body }), path);
}

describe("authorization matrix (from lib/api/contract.ts)", () => {
  it("describes what every row answers: an output schema, or the media type of the Response it makes", () => {
    expect(contract.filter((e) => !e.output && !e.produces).map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it("covers every endpoint of the contract", () => {
    expect(contract.length).toBeGreaterThan(0);
    const keys = contract.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const e of contract) {
    for (const c of callers) {
      const actor = c.signedIn ? { id: 1, email: "x", name: "x", userType: c.userType } : null;
      const expected = allows(e.access, actor);
      it(`${e.method} ${e.path} as ${c.label} → ${expected === "ok" ? "allowed" : expected}`, async () => {
        const res = await call(e.method, concretePath(e.path), await tokenOf(c.label));
        const body = res.headers.get("content-type")?.includes("json") ? await res.json() : null;
        if (expected === "ok") {
          expect(res.status).not.toBe(401);
          expect(body?.error?.message).not.toBe("Your account type cannot do this.");
          expect(res.status).toBeLessThan(500);
        } else {
          expect(res.status).toBe(expected);
          expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) }, message: expect.any(String) });
        }
      });
    }
  }
});

describe("dispatcher", () => {
  it("answers unknown paths with a JSON 404", async () => {
    const res = await call("GET", "/web/common/no-such-thing");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });

  it("answers a wrong method with 405", async () => {
    const res = await call("DELETE", "/openapi.json");
    expect(res.status).toBe(405);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const path = "/web/common/job/updatejobstatus";
    const res = await dispatch(
      new Request(`http://localhost/api${path}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${await tokenOf("COMPANY")}` }, body: "{nope" }),
      path,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "BAD_REQUEST" }, message: "The request body is not valid JSON." });
  });

  it("rejects a JSON body that is not an object", async () => {
    const path = "/web/common/job/updatejobstatus";
    const res = await dispatch(
      new Request(`http://localhost/api${path}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${await tokenOf("COMPANY")}` }, body: "[1,2]" }),
      path,
    );
    expect(res.status).toBe(400);
  });

  it("ignores a forged bearer token (treated as a guest)", async () => {
    const guarded = contract.find((e) => e.access !== "public");
    expect(guarded).toBeDefined();
    const res = await call(guarded!.method, concretePath(guarded!.path), "not-a-real-token");
    expect(res.status).toBe(401);
  });

  it("treats a malformed session cookie as a guest, not a server error", async () => {
    const guarded = contract.find((e) => e.access !== "public")!;
    const path = concretePath(guarded.path);
    const res = await dispatch(
      new Request(`http://localhost/api${path}`, { method: guarded.method, headers: { cookie: `${SESSION_COOKIE}=%E0%A4%A` } }),
      path,
    );
    expect(res.status).toBe(401);
  });

  it("serves an OpenAPI document listing every contract path", async () => {
    const res = await call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const e of contract) {
      expect(doc.paths[e.path.replace(/:([A-Za-z]+)/g, "{$1}")]?.[e.method.toLowerCase()]).toBeDefined();
    }
  });
});
