import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_RENDER_HEADER, isCacheablePath, servedFromPageCache } from "./paths";

const COOKIE = "next-auth.session-token";
const req = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(new URL(path, "http://localhost:3000"), { method: init.method ?? "GET", headers: init.headers });

describe("page cache paths", () => {
  it("caches job pages and company pages only", () => {
    expect(isCacheablePath("/jobs/42")).toBe(true);
    expect(isCacheablePath("/companydetails/42")).toBe(true);
    for (const p of ["/jobs", "/jobs/abc", "/jobs/42/opengraph-image", "/jobs/1.5", "/jobdetails/42", "/jobs/1234567890123456", "/companydetails", "/companydetails/x", "/profile/42"]) {
      expect(isCacheablePath(p)).toBe(false);
    }
  });

  it("answers a guest's GET and HEAD, whatever the query string", () => {
    expect(servedFromPageCache(req("/jobs/42"), COOKIE)).toBe(true);
    expect(servedFromPageCache(req("/jobs/42?utm_source=share"), COOKIE)).toBe(true);
    expect(servedFromPageCache(req("/jobs/42", { method: "HEAD" }), COOKIE)).toBe(true);
    expect(servedFromPageCache(req("/jobs/42", { headers: { cookie: "theme=dark" } }), COOKIE)).toBe(true);
  });

  it("leaves signed-in visitors, the router's payload requests and its own render to the real page", () => {
    const no = [
      req("/jobs/42", { headers: { cookie: `${COOKIE}=x` } }),
      req("/jobs/42", { headers: { cookie: `${COOKIE}.0=x; ${COOKIE}.1=y` } }),
      req("/jobs/42", { headers: { authorization: "Bearer x" } }),
      req("/jobs/42", { headers: { rsc: "1" } }),
      req("/jobs/42", { headers: { "next-router-prefetch": "1" } }),
      req("/jobs/42?_rsc=abc"),
      req("/jobs/42", { headers: { [PAGE_CACHE_RENDER_HEADER]: "1" } }),
      req("/jobs/42", { method: "POST" }),
    ];
    for (const r of no) expect(servedFromPageCache(r, COOKIE)).toBe(false);
  });
});
