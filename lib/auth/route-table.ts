import type { UserType } from "@/db/enums";

/**
 * The route table of spec §2, as data. proxy.ts (redirects before rendering),
 * guardPage() (the same decision again on the server) and the route-table test
 * all read this one module, so the three cannot drift apart.
 *
 * Route classes:
 * - public          open to everyone (spec "Public routes").
 * - outside-guard   /profile/{id}: the spec puts it outside the guard; the page
 *                   chooses the company / agency / guest view by the viewer's type.
 * - candidate       CANDIDATE only.
 * - recruiter       COMPANY and RECRUIMENTAGENCY (every non-candidate type).
 * - signed-in       listed for both CANDIDATE and the recruiter types: any
 *                   signed-in user who has chosen a type.
 *
 * Spec §2 gives two readings for two paths; both are honoured:
 * - /jobs/{jobId} is public (public job detail) and is also the candidate's job
 *   page: it stays open, and the page shows the apply form to a CANDIDATE.
 * - /profile/{id} is listed among the candidate routes and also "outside the
 *   guard": it stays open, so a guest sees the guest profile.
 */
export type RouteClass = "public" | "outside-guard" | "candidate" | "recruiter" | "signed-in";

export type RouteEntry = {
  /** Express-like pattern: literal segments and `:param` for exactly one segment. */
  pattern: string;
  class: RouteClass;
  screen: string;
};

export const ROUTES: readonly RouteEntry[] = [
  // Public routes
  { pattern: "/", class: "public", screen: "landing" },
  { pattern: "/login", class: "public", screen: "login" },
  { pattern: "/forgot", class: "public", screen: "forgot password" },
  { pattern: "/register", class: "public", screen: "registration" },
  { pattern: "/passwordChange", class: "public", screen: "password change" },
  { pattern: "/auth/linkedin/callback", class: "public", screen: "professional-network login return" },
  { pattern: "/jobs/:jobId", class: "public", screen: "public job detail / candidate job page" },
  { pattern: "/recruitersocial", class: "public", screen: "explore recruiters" },
  // Listed for COMPANY and RECRUIMENTAGENCY in §2, and public here: the company page is what
  // guests and search engines reach from a job page (issue 12; README "Directories").
  { pattern: "/companydetails/:companyId", class: "public", screen: "company detail (public company page)" },
  { pattern: "/analytics", class: "public", screen: "coming soon" },
  { pattern: "/chat", class: "public", screen: "chat" },
  // Outside the guard
  { pattern: "/profile/:id", class: "outside-guard", screen: "view-only / guest profile" },
  // CANDIDATE only
  { pattern: "/jobs", class: "candidate", screen: "candidate view jobs" },
  { pattern: "/appliedjobs", class: "candidate", screen: "applied jobs by candidates" },
  // COMPANY and RECRUIMENTAGENCY
  { pattern: "/dashboard", class: "recruiter", screen: "dashboard (home / assistant chat)" },
  { pattern: "/dashboard/:chatId", class: "recruiter", screen: "dashboard (home / assistant chat)" },
  { pattern: "/jobposting", class: "recruiter", screen: "job post preview" },
  { pattern: "/jobposting/post/:jobId", class: "recruiter", screen: "job posting" },
  { pattern: "/recruiterjobs", class: "recruiter", screen: "recruiter jobs" },
  { pattern: "/recruiterjobs/:jobId", class: "recruiter", screen: "recruiter job details" },
  { pattern: "/managejobs", class: "recruiter", screen: "manage jobs" },
  { pattern: "/managejobs/:jobId", class: "recruiter", screen: "job post view" },
  { pattern: "/agencies", class: "recruiter", screen: "manage agencies" },
  // Both lists: any signed-in user with a type
  { pattern: "/viewallrecruiter", class: "signed-in", screen: "explore recruiter" },
  // §2 lists it for COMPANY and RECRUIMENTAGENCY; §1 "candidates browse … companies" (issue 12): every type.
  { pattern: "/getallcompanies", class: "signed-in", screen: "get all companies" },
  { pattern: "/getalljobs", class: "signed-in", screen: "get all jobs" },
  { pattern: "/jobdetails/:jobId", class: "signed-in", screen: "job detail" },
  { pattern: "/profile", class: "signed-in", screen: "own profile (by type)" },
  { pattern: "/editprofile", class: "signed-in", screen: "edit profile (by type)" },
];

export type RouteSession = { userType: UserType | null } | null;
export type Decision = { action: "allow" } | { action: "redirect"; to: string };

const ALLOW: Decision = { action: "allow" };

/** Where a signed-in user lands: candidates on the job list, recruiters on the dashboard, no type yet → choose one. */
export function homeFor(userType: UserType | null): string {
  if (userType === "CANDIDATE") return "/jobs";
  if (userType === "COMPANY" || userType === "RECRUIMENTAGENCY") return "/dashboard";
  return "/register";
}

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split("/").filter(Boolean);
  if (parts.length !== segments.length) return false;
  return parts.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]));
}

function splitPath(path: string): { pathname: string; search: string } {
  const q = path.indexOf("?");
  const raw = q === -1 ? path : path.slice(0, q);
  const search = q === -1 ? "" : path.slice(q);
  // "/jobs/" and "/jobs" are the same route (Next redirects the former anyway).
  const pathname = raw.length > 1 ? raw.replace(/\/+$/, "") || "/" : raw || "/";
  return { pathname, search };
}

/** The route-table entry for a path (query ignored), or undefined for unknown paths. */
export function findRoute(path: string): RouteEntry | undefined {
  const { pathname } = splitPath(path);
  const segments = pathname.split("/").filter(Boolean);
  return ROUTES.find((r) => matches(r.pattern, segments));
}

/** A return address is only followed when it is a path on this site (no open redirect). */
export function safeCallbackUrl(value: string | null | undefined): string | undefined {
  // Browsers drop tabs and line breaks from a URL and read "\" as "/", so "/<TAB>/evil.example" is
  // "//evil.example": refuse both, then make sure the address stays on this origin once resolved.
  // The address is given back as resolved ("/a/..//x" is "//x"): what is checked is what is followed.
  if (!value || !value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  try {
    const url = new URL(value, LOCAL_ORIGIN);
    if (url.origin !== LOCAL_ORIGIN || url.pathname.startsWith("//")) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}
const LOCAL_ORIGIN = "http://app.invalid";

/** To /login, or /register for a signed-in user who has not chosen an account type, keeping the page asked for. */
function authRedirect(page: "/login" | "/register", pathname: string, search: string): Decision {
  return { action: "redirect", to: `${page}?callbackUrl=${encodeURIComponent(pathname + search)}` };
}

/**
 * Decides one request. `path` may carry a query string (kept in the return
 * address of /login). Pure: no I/O, so the proxy stays fast and the test exhaustive.
 */
export function decide(path: string, session: RouteSession): Decision {
  const { pathname, search } = splitPath(path);
  const route = findRoute(pathname);
  // Unknown paths (and framework paths such as /_next/… or /api/…) are not
  // page routes of the table: they pass, and an unknown page renders not-found.
  if (!route) return ALLOW;

  const userType = session?.userType ?? null;
  if (route.class === "public" || route.class === "outside-guard") {
    return publicDecision(pathname, search, session);
  }
  if (!session) return authRedirect("/login", pathname, search);
  if (!userType) return authRedirect("/register", pathname, search);
  if (route.class === "candidate" && userType !== "CANDIDATE") return { action: "redirect", to: homeFor(userType) };
  if (route.class === "recruiter" && userType === "CANDIDATE") return { action: "redirect", to: homeFor(userType) };
  return ALLOW;
}

const isAuthPage = (pathname: string) => pathname === "/login" || pathname === "/register";

/** Public pages are open; a user who already has a typed account skips /login and /register. */
function publicDecision(pathname: string, search: string, session: RouteSession): Decision {
  const userType = session?.userType ?? null;
  if (!userType || !isAuthPage(pathname)) return ALLOW;
  const callback = safeCallbackUrl(new URLSearchParams(search).get("callbackUrl"));
  const usable =
    callback !== undefined && !isAuthPage(splitPath(callback).pathname) && decide(callback, session).action === "allow";
  return { action: "redirect", to: usable ? callback : homeFor(userType) };
}

/** Whether decide() can depend on the session for this path; the proxy skips reading the cookie otherwise. */
export function needsSession(path: string): boolean {
  const route = findRoute(path);
  if (!route) return false;
  return (route.class !== "public" && route.class !== "outside-guard") || isAuthPage(splitPath(path).pathname);
}
