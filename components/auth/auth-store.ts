import { createStore, type Store } from "@/lib/client/store";
import type { AuthState, AuthUser } from "./auth-provider";

export type AuthSnapshot = Pick<AuthState, "user" | "status" | "sessionEnded">;

/** Before the first read of the session (and on the server): the header shows its spinner. */
export const LOADING: AuthSnapshot = { user: null, status: "loading", sessionEnded: false };

export type AuthStore = Store<AuthSnapshot>;

/**
 * The browser's sign-in state, kept outside React's tree and read with useSyncExternalStore, so a
 * change re-renders only the components that read it (the header, the footer's links). Held in a
 * context value instead, the first read after hydration (loading → signed in or out) reached every
 * Suspense boundary below the provider that had not hydrated yet — right after a streamed load, the
 * page itself, whose content React reveals in batches up to 300 ms later. React cannot tell whether
 * such a boundary reads the context, so it rendered the whole page again on the client instead of
 * hydrating it, with the streamed copy still in a hidden div#S:0 for that moment (two copies in the
 * DOM, which is how e2e runs caught it).
 */
export function createAuthStore(initial: AuthSnapshot = LOADING): AuthStore {
  return createStore(initial);
}

/**
 * The state the server rendered the page with: the session it read for this request (`null`, a
 * guest), or LOADING when it did not say. Known from the first paint, the header draws its own links
 * at once; learnt only after hydration, the links replaced a spinner and pushed the page down (a second
 * row of links for a recruiter below ~1120 px wide; 0.3–0.6 of cumulative layout shift on every load).
 */
export function initialSnapshot(user: AuthUser | null | undefined): AuthSnapshot {
  if (user === undefined) return LOADING;
  return afterSessionRead(LOADING, user);
}

/**
 * The state after reading the session. A page that was signed in and finds no session any more has
 * had it *ended* under it (expired, signed out in another tab, password changed elsewhere): unlike a
 * guest, the user typed into a page that can no longer save, and is told so until signed in again.
 */
export function afterSessionRead(before: AuthSnapshot, user: AuthUser | null): AuthSnapshot {
  if (user) return { user, status: "authenticated", sessionEnded: false };
  return { user: null, status: "unauthenticated", sessionEnded: before.status === "authenticated" || before.sessionEnded };
}
