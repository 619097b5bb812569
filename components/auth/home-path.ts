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

/**
 * Where to go after signing in: the return address if it is a path on this site (never
 * another origin, never back to /login or /register, which would loop), else home by type.
 */
export function afterSignInPath(callbackUrl: string | null | undefined, userType: AccountType | null): string {
  const callback = safeCallbackUrl(callbackUrl);
  if (!userType) return homePathFor(null);
  if (callback) {
    const pathname = callback.split(/[?#]/, 1)[0];
    if (pathname !== "/login" && pathname !== "/register") return callback;
  }
  return homePathFor(userType);
}

/** After a LinkedIn sign-in: the page it was started from ("/", the server's "none given", means home). */
export const afterLinkedInPath = (callbackUrl: string | undefined, userType: AccountType | null): string =>
  afterSignInPath(callbackUrl === "/" ? undefined : callbackUrl, userType);
