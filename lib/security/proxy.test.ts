import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserType } from "@/db/schema";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { makeActor } from "@/tests/helpers/actors";
import { pageStore } from "@/lib/page-cache";
import { sha256Source } from "@/lib/page-cache/hashed-html";
import { PAGE_CACHE_RENDER_HEADER } from "@/lib/page-cache/paths";
import { proxy } from "@/proxy";

/** proxy.ts end to end (without a server): redirects of the route table plus the per-request CSP. */
async function request(path: string, options: { userType?: UserType | null; bearer?: boolean; headers?: Record<string, string> } = {}) {
  const headers = new Headers(options.headers);
  if (options.userType !== undefined) {
    const { token } = await makeActor(options.userType);
    if (options.bearer) headers.set("authorization", `Bearer ${token}`);
    else headers.set("cookie", `${SESSION_COOKIE}=${token}`);
  }
  return proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("proxy", () => {
  it("sends a guest on a guarded page to /login with the return address", async () => {
    const res = await request("/managejobs?tab=Closed");
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://localhost:3000/login?callbackUrl=%2Fmanagejobs%3Ftab%3DClosed");
  });

  it("sends each type to its home from the other type's pages", async () => {
    expect((await request("/dashboard", { userType: "CANDIDATE" })).headers.get("location")).toBe("http://localhost:3000/jobs");
    expect((await request("/appliedjobs", { userType: "RECRUIMENTAGENCY" })).headers.get("location")).toBe(
      "http://localhost:3000/dashboard",
    );
    // A user without an account type chooses one first, and keeps the page asked for.
    expect((await request("/profile", { userType: null })).headers.get("location")).toBe("http://localhost:3000/register?callbackUrl=%2Fprofile");
  });

  it("reads the session from a bearer token too", async () => {
    const res = await request("/managejobs", { userType: "COMPANY", bearer: true });
    expect(res.headers.get("location")).toBeNull();
  });

  it("ignores a forged session cookie", async () => {
    const res = await request("/dashboard", { headers: { cookie: `${SESSION_COOKIE}=not-a-token` } });
    expect(res.headers.get("location")).toMatch(/\/login\?callbackUrl=/);
  });

  it("lets an allowed page through with a fresh nonce in the response CSP and for the renderer", async () => {
    const a = await request("/login");
    const b = await request("/login");
    const nonce = nonceOf(a.headers.get("content-security-policy"));
    expect(nonce).toBeTruthy();
    expect(nonceOf(b.headers.get("content-security-policy"))).not.toBe(nonce);
    // NextResponse.next({ request: { headers } }) forwards these to the page render.
    expect(a.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(nonceOf(a.headers.get("x-middleware-request-content-security-policy"))).toBe(nonce);
  });

  it("replaces a CSP or nonce the client tried to send", async () => {
    const res = await request("/", { headers: { "x-nonce": "attacker", "content-security-policy": "script-src 'nonce-attacker'" } });
    const nonce = nonceOf(res.headers.get("content-security-policy"));
    expect(nonce).not.toBe("attacker");
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(res.headers.get("x-middleware-request-content-security-policy")).not.toContain("attacker");
  });

  it("puts the CSP on redirects as well", async () => {
    const res = await request("/agencies");
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  });
});

describe("proxy and the page cache", () => {
  const rendered = `<html><body><h1>Job</h1><script nonce="abc">self.__next_f.push([1,"x"])</script></body></html>`;
  const renders: { url: string; headers: Headers }[] = [];
  beforeEach(() => {
    renders.length = 0;
    pageStore().invalidate("/jobs/42");
    vi.stubGlobal("fetch", async (url: URL, init: RequestInit) => {
      renders.push({ url: String(url), headers: new Headers(init.headers) });
      return new Response(rendered, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("answers a guest's job page from one render, under a hash-based CSP, whatever the query string", async () => {
    const a = await request("/jobs/42?utm_source=x");
    const b = await request("/jobs/42");
    expect(renders).toHaveLength(1);
    expect(renders[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/jobs\/42$/);
    expect(renders[0]!.headers.get(PAGE_CACHE_RENDER_HEADER)).toBe("1");
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(rendered.replace(' nonce="abc"', ""));
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toContain(`script-src 'self' ${sha256Source('self.__next_f.push([1,"x"])')};`);
      expect(csp).not.toContain("'nonce-");
    }
    expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
    const revalidated = await request("/jobs/42", { headers: { "if-none-match": a.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
  });

  it("renders a signed-in visitor's job page per request, and the cache's own render", async () => {
    for (const res of [
      await request("/jobs/42", { userType: "CANDIDATE" }),
      await request("/jobs/42", { headers: { [PAGE_CACHE_RENDER_HEADER]: "1" } }),
    ]) {
      expect(res.headers.get("x-middleware-next")).toBe("1");
      expect(nonceOf(res.headers.get("content-security-policy"))).toBeTruthy();
    }
    expect(renders).toHaveLength(0);
  });

  it("says so when the render fails, and keeps nothing", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const res = await request("/jobs/42");
    expect(res.status).toBe(503);
    expect(pageStore().get("/jobs/42")).toBeUndefined();
  });
});
