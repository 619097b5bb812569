import type { AccountType } from "@/components/auth/home-path";

export type NavLink = { href: string; label: string };

const guestLinks: NavLink[] = [
  { href: "/#how-it-works", label: "How it works" },
  { href: "/recruitersocial", label: "Explore recruiters" },
];

/**
 * A candidate's one job list is /jobs. The spec's /getalljobs shows the same list (its detail pages under
 * /jobdetails) and stays open at its address, but a second menu entry for it read as a different list.
 */
const candidateLinks: NavLink[] = [
  { href: "/jobs", label: "Jobs" },
  { href: "/getallcompanies", label: "Companies" },
  { href: "/viewallrecruiter", label: "Recruiters" },
  { href: "/appliedjobs", label: "Applied jobs" },
  { href: "/chat", label: "Chat" },
  { href: "/profile", label: "Profile" },
];

const recruiterLinks: NavLink[] = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/managejobs", label: "Manage jobs" },
  { href: "/recruiterjobs", label: "Applicants" },
  { href: "/getallcompanies", label: "Companies" },
  { href: "/agencies", label: "Agencies" },
  { href: "/viewallrecruiter", label: "Recruiters" },
  { href: "/chat", label: "Chat" },
  { href: "/profile", label: "Profile" },
];

const chooseTypeLinks: NavLink[] = [{ href: "/register", label: "Choose account type" }];

/** The main navigation for a visitor: guest (signed out), each account type, or signed in without a type. */
export function navLinksFor(signedIn: boolean, userType: AccountType | null): NavLink[] {
  if (!signedIn) return guestLinks;
  if (userType === "CANDIDATE") return candidateLinks;
  if (userType === "COMPANY" || userType === "RECRUIMENTAGENCY") return recruiterLinks;
  return chooseTypeLinks;
}

/** Links whose sub-pages are not theirs: /profile is your own page, /profile/{id} anyone's (yours as others see it). */
const EXACT = new Set(["/profile"]);
/** Pages that belong to a section under another address: a job's detail page is part of "Jobs". */
const ALSO_UNDER: Record<string, string[]> = { "/jobs": ["/jobdetails"] };

/** True when `href` is the current page or a page under it (so /jobs/12 marks "Jobs"). */
export function isCurrent(pathname: string, href: string): boolean {
  if (href.includes("#")) return false;
  if (EXACT.has(href)) return pathname === href;
  return [href, ...(ALSO_UNDER[href] ?? [])].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}
