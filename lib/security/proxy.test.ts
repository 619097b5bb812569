import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import type { UserType } from "@/db/schema";
import { SESSION_COOKIE, mintSessionToken } from "@/lib/auth/session";
import { proxy } from "@/proxy";

/** proxy.ts end to end (without a server): redirects of the route table plus the per-request CSP. */
async function request(path: string, options: { userType?: UserType | null; bearer?: boolean; headers?: Record<string, string> } = {}) {
  const headers = new Headers(options.headers);
  if (options.userType !== undefined) {
    const token = await mintSessionToken({ id: 41, email: "someone@test.local", name: "Someone", userType: options.userType });
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
    expect((await request("/profile", { userType: null })).headers.get("location")).toBe("http://localhost:3000/register");
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
  it("rewrites a guest's job page to the page cache, marked as its rewrite", async () => {
    const res = await request("/jobs/42?utm_source=x", { headers: { "x-page-cache-rewrite": "forged" } });
    // One copy per page: a shared link's tracking parameters do not split the cache.
    expect(res.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/page-cache/jobs/42");
    expect(res.headers.get("x-middleware-request-x-page-cache-rewrite")).toBe("1");
    // The cache answers with its own hash-based CSP; no nonce is handed out for it.
    expect(res.headers.get("content-security-policy")).toBeNull();
  });

  it("renders a signed-in visitor's job page per request", async () => {
    const res = await request("/jobs/42", { userType: "CANDIDATE" });
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    expect(nonceOf(res.headers.get("content-security-policy"))).toBeTruthy();
  });

  it("strips a forged rewrite mark from every other request", async () => {
    const res = await request("/page-cache/jobs/42", { headers: { "x-page-cache-rewrite": "1" } });
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    expect(res.headers.get("x-middleware-request-x-page-cache-rewrite")).toBeNull();
    expect(res.headers.get("x-middleware-override-headers")).not.toContain("x-page-cache-rewrite");
  });
});
