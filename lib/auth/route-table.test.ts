import { describe, expect, it } from "vitest";
import type { UserType } from "@/db/schema";
import { ROUTES, decide, findRoute, homeFor, needsSession, safeCallbackUrl, type RouteSession } from "./route-table";

/**
 * Spec §2 written out independently of the table: one concrete path per route
 * and the outcome for each kind of visitor. If the table is wrong (a class
 * swapped, a route missing or extra), these rows disagree with decide().
 */
type Who = "guest" | "untyped" | UserType;
type Outcome = "allow" | "login" | "/register" | "/jobs" | "/dashboard";

const WHO: Who[] = ["guest", "untyped", "CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"];

const session = (who: Who): RouteSession =>
  who === "guest" ? null : { userType: who === "untyped" ? null : who };

//                          guest     untyped      CANDIDATE  COMPANY       RECRUIMENTAGENCY
const OPEN: Outcome[] = ["allow", "allow", "allow", "allow", "allow"];
const AUTH_PAGE: Outcome[] = ["allow", "allow", "/jobs", "/dashboard", "/dashboard"];
const CANDIDATE_ONLY: Outcome[] = ["login", "/register", "allow", "/dashboard", "/dashboard"];
const RECRUITER_ONLY: Outcome[] = ["login", "/register", "/jobs", "allow", "allow"];
const ANY_TYPED: Outcome[] = ["login", "/register", "allow", "allow", "allow"];

const SPEC: { pattern: string; path: string; expect: Outcome[] }[] = [
  // Public routes
  { pattern: "/", path: "/", expect: OPEN },
  { pattern: "/login", path: "/login", expect: AUTH_PAGE },
  { pattern: "/forgot", path: "/forgot", expect: OPEN },
  // An untyped user must reach /register: it shows the choose-account-type step.
  { pattern: "/register", path: "/register", expect: AUTH_PAGE },
  { pattern: "/passwordChange", path: "/passwordChange", expect: OPEN },
  { pattern: "/auth/linkedin/callback", path: "/auth/linkedin/callback", expect: OPEN },
  // Public job detail AND the candidate job page: open to everyone.
  { pattern: "/jobs/:jobId", path: "/jobs/42", expect: OPEN },
  { pattern: "/recruitersocial", path: "/recruitersocial", expect: OPEN },
  { pattern: "/analytics", path: "/analytics", expect: OPEN },
  { pattern: "/chat", path: "/chat", expect: OPEN },
  // Outside the guard
  { pattern: "/profile/:id", path: "/profile/7", expect: OPEN },
  // CANDIDATE only
  { pattern: "/jobs", path: "/jobs", expect: CANDIDATE_ONLY },
  { pattern: "/appliedjobs", path: "/appliedjobs", expect: CANDIDATE_ONLY },
  // COMPANY and RECRUIMENTAGENCY
  { pattern: "/dashboard", path: "/dashboard", expect: RECRUITER_ONLY },
  { pattern: "/dashboard/:chatId", path: "/dashboard/0b7c4c1e-93b1-4c39-a1f1-1d3c2f6f9e10", expect: RECRUITER_ONLY },
  { pattern: "/jobposting", path: "/jobposting", expect: RECRUITER_ONLY },
  { pattern: "/jobposting/post/:jobId", path: "/jobposting/post/12", expect: RECRUITER_ONLY },
  { pattern: "/recruiterjobs", path: "/recruiterjobs", expect: RECRUITER_ONLY },
  { pattern: "/recruiterjobs/:jobId", path: "/recruiterjobs/12", expect: RECRUITER_ONLY },
  { pattern: "/managejobs", path: "/managejobs", expect: RECRUITER_ONLY },
  { pattern: "/managejobs/:jobId", path: "/managejobs/12", expect: RECRUITER_ONLY },
  { pattern: "/agencies", path: "/agencies", expect: RECRUITER_ONLY },
  // Issue 12: every type browses companies (§1), and a company's page is public (reached from job pages).
  { pattern: "/getallcompanies", path: "/getallcompanies", expect: ANY_TYPED },
  { pattern: "/companydetails/:companyId", path: "/companydetails/3", expect: OPEN },
  // Listed for candidates and for recruiters
  { pattern: "/viewallrecruiter", path: "/viewallrecruiter", expect: ANY_TYPED },
  { pattern: "/getalljobs", path: "/getalljobs", expect: ANY_TYPED },
  { pattern: "/jobdetails/:jobId", path: "/jobdetails/12", expect: ANY_TYPED },
  { pattern: "/profile", path: "/profile", expect: ANY_TYPED },
  { pattern: "/editprofile", path: "/editprofile", expect: ANY_TYPED },
];

function outcome(path: string, who: Who): Outcome {
  const d = decide(path, session(who));
  if (d.action === "allow") return "allow";
  if (d.to.startsWith("/login?")) return "login";
  if (d.to.startsWith("/register?")) return "/register";
  return d.to as Outcome;
}

describe("route table (spec §2)", () => {
  it("has exactly the routes of the spec, each once", () => {
    expect(ROUTES.map((r) => r.pattern).sort()).toEqual(SPEC.map((s) => s.pattern).sort());
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  });

  const cases = SPEC.flatMap((s) => WHO.map((who, i) => ({ path: s.path, pattern: s.pattern, who, want: s.expect[i] })));
  it.each(cases)("$path for $who → $want", ({ path, pattern, who, want }) => {
    expect(findRoute(path)?.pattern).toBe(pattern);
    expect(outcome(path, who)).toBe(want);
  });

  it("sends a guest to /login with the path and query as the return address", () => {
    expect(decide("/managejobs?tab=Paused&page=2", null)).toEqual({
      action: "redirect",
      to: `/login?callbackUrl=${encodeURIComponent("/managejobs?tab=Paused&page=2")}`,
    });
    expect(decide("/dashboard/abc", null)).toEqual({ action: "redirect", to: "/login?callbackUrl=%2Fdashboard%2Fabc" });
  });

  it("treats a trailing slash like the bare path", () => {
    expect(decide("/dashboard/", { userType: "CANDIDATE" })).toEqual({ action: "redirect", to: "/jobs" });
    expect(decide("/jobs/", { userType: "COMPANY" })).toEqual({ action: "redirect", to: "/dashboard" });
    expect(decide("/jobs/42/", null)).toEqual({ action: "allow" });
  });

  it("lets unknown and framework paths through (the not-found page or the handler answers)", () => {
    for (const path of ["/nope", "/dashboard/a/b", "/jobs/1/apply", "/Dashboard", "/api/web/common/auth/me", "/_next/static/x.js"]) {
      for (const who of WHO) expect(decide(path, session(who))).toEqual({ action: "allow" });
    }
  });

  it("does not guard a lookalike prefix", () => {
    expect(findRoute("/jobsearch")).toBeUndefined();
    expect(findRoute("/profiles")).toBeUndefined();
    expect(findRoute("/profile/")?.pattern).toBe("/profile");
  });

  it("follows a signed-in user's return address from /login only when it is allowed and on this site", () => {
    const company = { userType: "COMPANY" as const };
    expect(decide("/login?callbackUrl=%2Fmanagejobs%3Ftab%3DOpen", company)).toEqual({
      action: "redirect",
      to: "/managejobs?tab=Open",
    });
    // A candidate may not see /managejobs: home instead of a redirect chain.
    expect(decide("/login?callbackUrl=%2Fmanagejobs", { userType: "CANDIDATE" })).toEqual({
      action: "redirect",
      to: "/jobs",
    });
    for (const evil of ["//evil.example", "https://evil.example/x", "/\\evil.example", "/login?callbackUrl=%2Fjobs"]) {
      expect(decide(`/login?callbackUrl=${encodeURIComponent(evil)}`, company)).toEqual({ action: "redirect", to: "/dashboard" });
    }
  });

  it("gives every account type its home", () => {
    expect(homeFor("CANDIDATE")).toBe("/jobs");
    expect(homeFor("COMPANY")).toBe("/dashboard");
    expect(homeFor("RECRUIMENTAGENCY")).toBe("/dashboard");
    expect(homeFor(null)).toBe("/register");
    // Each home is a route its owner may open, so a redirect never loops.
    for (const t of ["CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"] as const) {
      expect(decide(homeFor(t), { userType: t })).toEqual({ action: "allow" });
    }
    expect(decide("/register", { userType: null })).toEqual({ action: "allow" });
  });

  it("sends a user without an account type to /register with the page asked for", () => {
    // A first LinkedIn sign-in from a job's Apply link chooses a type, then comes back to the job.
    expect(decide("/jobdetails/12?from=share", { userType: null })).toEqual({
      action: "redirect",
      to: `/register?callbackUrl=${encodeURIComponent("/jobdetails/12?from=share")}`,
    });
  });

  it("only skips reading the session where the decision cannot depend on it", () => {
    const paths = [...SPEC.map((s) => s.path), "/login?callbackUrl=%2Fjobs", "/nope", "/api/x"];
    for (const path of paths) {
      if (needsSession(path)) continue;
      const decisions = WHO.map((who) => decide(path, session(who)));
      for (const d of decisions) expect(d).toEqual(decisions[0]);
    }
    expect(needsSession("/dashboard")).toBe(true);
    expect(needsSession("/login")).toBe(true);
    expect(needsSession("/jobs/42")).toBe(false);
  });

  it("accepts only same-site paths as return addresses", () => {
    expect(safeCallbackUrl("/jobs?x=1")).toBe("/jobs?x=1");
    expect(safeCallbackUrl("//evil.example")).toBeUndefined();
    expect(safeCallbackUrl("https://evil.example")).toBeUndefined();
    expect(safeCallbackUrl(null)).toBeUndefined();
  });

  it("refuses a return address that a browser reads as another site (tab, line break, backslash)", () => {
    for (const evil of ["/.//evil.example", "/a/..//evil.example/x", "/%2E%2E//evil.example".replace(/%2E/g, "."), "/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/\t\\evil.example", "/\\evil.example", "/\\/evil.example", "/%09/evil.example".replace("%09", "\t")]) {
      expect(safeCallbackUrl(evil), JSON.stringify(evil)).toBeUndefined();
      // And the guard sends a signed-in user home instead of following it.
      expect(decide(`/login?callbackUrl=${encodeURIComponent(evil)}`, { userType: "CANDIDATE" } as RouteSession)).toEqual({ action: "redirect", to: homeFor("CANDIDATE") });
    }
    expect(safeCallbackUrl("/profile/7#experience")).toBe("/profile/7#experience");
  });
});
