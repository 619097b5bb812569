import { homeFor, safeCallbackUrl } from "@/lib/auth/route-table";

/** Account types as the spec names them (mirrors db/schema USER_TYPES; components do not import db). */
export type AccountType = "CANDIDATE" | "COMPANY" | "RECRUIMENTAGENCY";

const ACCOUNT_TYPES: readonly string[] = ["CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"];

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === "string" && ACCOUNT_TYPES.includes(value);
}

/** Where each kind of user starts (spec §2) — the route table's answer, so the UI and the guard agree. */
export function homePathFor(userType: AccountType | null | undefined): string {
  return homeFor(userType ?? null);
}

/** A return address worth following: a path on this site, never /login or /register (which would loop). */
function returnPath(callbackUrl: string | null | undefined): string | undefined {
  const callback = safeCallbackUrl(callbackUrl);
  const pathname = callback?.split(/[?#]/, 1)[0];
  return pathname === "/login" || pathname === "/register" ? undefined : callback;
}

/** Pages not worth coming back to after signing in: the landing page and the account pages themselves. */
const NO_RETURN = /^\/(?:$|login$|register$|forgot$|passwordChange$|auth\/)/;

/**
 * /login or /register keeping the page to come back to, so moving between the two (or from a
 * public page's header) does not lose it: `from` is that page (a callbackUrl, or where the
 * visitor is now). The landing page, the account pages and other sites are not kept.
 */
export function authPageHref(page: "/login" | "/register", from: string | null | undefined): string {
  const kept = returnPath(from);
  return kept && !NO_RETURN.test(kept.split(/[?#]/, 1)[0]!) ? `${page}?callbackUrl=${encodeURIComponent(kept)}` : page;
}

/**
 * Where to go after signing in: the return address if it is a path on this site (never
 * another origin, never back to /login or /register, which would loop), else home by type.
 */
export function afterSignInPath(callbackUrl: string | null | undefined, userType: AccountType | null): string {
  if (!userType) return homePathFor(null);
  return returnPath(callbackUrl) ?? homePathFor(userType);
}

/**
 * After a LinkedIn sign-in: the page it was started from ("/", the server's "none given", means home).
 * A first sign-in has no account type yet: /register asks for it, then goes on to that page.
 */
export function afterLinkedInPath(callbackUrl: string | undefined, userType: AccountType | null): string {
  const callback = callbackUrl === "/" ? undefined : callbackUrl;
  if (userType) return afterSignInPath(callback, userType);
  const kept = returnPath(callback);
  return kept ? `${homePathFor(null)}?callbackUrl=${encodeURIComponent(kept)}` : homePathFor(null);
}
