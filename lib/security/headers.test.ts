import { describe, expect, it } from "vitest";
import { API_CSP } from "./csp";
import { baseSecurityHeaders, securityHeaderRules } from "./headers";

const asMap = (pairs: { key: string; value: string }[]) => new Map(pairs.map((p) => [p.key.toLowerCase(), p.value]));

describe("baseline security headers", () => {
  it("sends nosniff, a referrer policy, a permissions policy and no framing", () => {
    const h = asMap(baseSecurityHeaders({ production: false }));
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("permissions-policy")).toMatch(/camera=\(\)/);
    expect(h.get("permissions-policy")).toMatch(/geolocation=\(\)/);
    expect(h.get("x-frame-options")).toBe("DENY");
  });

  it("sends Strict-Transport-Security in production only", () => {
    expect(asMap(baseSecurityHeaders({ production: false })).has("strict-transport-security")).toBe(false);
    const hsts = asMap(baseSecurityHeaders({ production: true })).get("strict-transport-security");
    expect(hsts).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts!)![1])).toBeGreaterThanOrEqual(31536000);
  });

  it("applies to every path, and API responses get the lock-down CSP", () => {
    const rules = securityHeaderRules({ production: true });
    expect(rules.find((r) => r.source === "/:path*")?.headers.map((h) => h.key)).toContain("Strict-Transport-Security");
    const api = rules.find((r) => r.source === "/api/:path*");
    expect(asMap(api!.headers).get("content-security-policy")).toBe(API_CSP);
    // Pages get their CSP (with a nonce) from proxy.ts, never a second static one here.
    expect(rules.filter((r) => r.headers.some((h) => h.key === "Content-Security-Policy")).map((r) => r.source)).toEqual(["/api/:path*"]);
  });
});
