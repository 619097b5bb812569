import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { proxy } from "@/proxy";

/**
 * proxy.ts while the database is away: the session lookup fails as an unreachable
 * database does. The page must render (its own guard then fails into the error
 * page with 503) instead of the proxy throwing — Next answered that with a bare
 * text "Internal Server Error" — or sending a signed-in user to /login.
 */
const lookup = vi.hoisted(() => ({ fail: null as Error | null }));
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/session")>();
  return {
    ...real,
    actorFromHeaders: (...args: Parameters<typeof real.actorFromHeaders>) => {
      if (lookup.fail) return Promise.reject(lookup.fail);
      return real.actorFromHeaders(...args);
    },
  };
});

const withCookie = (path: string) =>
  proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers: { cookie: `${SESSION_COOKIE}=some-session-token` } }));

describe("proxy during a database outage", () => {
  it("lets a guarded page through with its nonce, keeps the cookie and redirects nowhere", async () => {
    lookup.fail = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    try {
      const res = await withCookie("/managejobs");
      expect(res.status).toBe(200);
      expect(res.headers.get("location")).toBeNull();
      expect(res.headers.get("x-middleware-next")).toBe("1");
      expect(res.headers.get("x-middleware-request-x-nonce")).toBeTruthy();
      expect(res.headers.get("set-cookie")).toBeNull();
    } finally {
      lookup.fail = null;
    }
  });

  it("still throws any other failure", async () => {
    lookup.fail = new Error("a bug");
    try {
      await expect(withCookie("/managejobs")).rejects.toThrow("a bug");
    } finally {
      lookup.fail = null;
    }
  });
});
