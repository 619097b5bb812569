"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { api, onUnauthenticated } from "@/lib/client/api";
import { authApi, type ApiUser } from "./auth-api";
import { afterSessionRead, createAuthStore, initialSnapshot, type AuthSnapshot, type AuthStore } from "./auth-store";
import { isAccountType, type AccountType } from "./home-path";

export type AuthUser = { id: number; email: string; name: string; userType: AccountType | null };

export type AuthState = {
  /** The signed-in user, null for a guest or while loading. */
  user: AuthUser | null;
  status: "loading" | "authenticated" | "unauthenticated";
  /** This page was signed in and the session ended under it (not by its own Sign out). */
  sessionEnded: boolean;
  /** Reads the session again (after a sign-in, a type choice, or when the tab comes back). */
  refresh: () => Promise<AuthUser | null>;
  /** Reads the session again, then shows `path` with its server components signed in. */
  refreshAndGo: (path: string) => Promise<void>;
  /**
   * Ends the session on the server and here; `everywhere` ends every session of the user (all
   * browsers and devices) and, unlike a plain sign-out, fails loudly: the others would stay signed in.
   */
  signOut: (options?: { everywhere?: boolean }) => Promise<void>;
};

/** What the provider shares through React: a store and functions that never change identity. */
type AuthContextValue = Pick<AuthState, "refresh" | "refreshAndGo" | "signOut"> & { store: AuthStore; serverSnapshot: AuthSnapshot };

const AuthContext = createContext<AuthContextValue | null>(null);

function toAuthUser(user: ApiUser | null | undefined): AuthUser | null {
  if (!user || !Number.isSafeInteger(user.id) || typeof user.email !== "string") return null;
  return { id: user.id, email: user.email, name: user.name ?? "", userType: isAccountType(user.userType) ? user.userType : null };
}

/**
 * The sign-in state in the browser, learnt from GET /api/web/common/auth/me — the
 * server's own view of the session (the sessions table), with no auth library in
 * the page: guests' pages ship none of next-auth's client. Sign-in forms call
 * the API (which sets the cookie) and then refresh this state. The page starts from `initialUser`,
 * the session the server rendered it for (the root layout's read), so the header is right from the
 * first paint; left out, it starts loading.
 */
export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser?: AuthUser | null }) {
  const router = useRouter();
  // What the server rendered with (the root layout reads the session): hydration starts from the same state.
  const [serverSnapshot] = useState(() => initialSnapshot(initialUser));
  const [store] = useState(() => createAuthStore(serverSnapshot));

  const refresh = useCallback(async () => {
    const result = await authApi.me();
    // A failed read (offline) keeps what we knew rather than signing the header out.
    if (!result.ok) return null;
    const user = toAuthUser(result.data.user);
    store.set(afterSessionRead(store.get(), user));
    return user;
  }, [store]);

  useEffect(() => {
    // The first read, after hydration; again whenever the tab becomes visible (another tab may have signed out).
    const read = () => void refresh();
    read();
    const onVisible = () => {
      if (document.visibilityState === "visible") read();
    };
    document.addEventListener("visibilitychange", onVisible);
    // An API call refused for want of a session: find out whether this page's session ended.
    const stopListening = onUnauthenticated(read);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      stopListening();
    };
  }, [refresh]);

  const refreshAndGo = useCallback(
    async (path: string) => {
      await refresh();
      router.replace(path);
      router.refresh();
    },
    [refresh, router],
  );

  const signOut = useCallback(async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
    if (everywhere) await api.post("/web/common/auth/logout-all");
    else await api.post("/web/common/auth/logout").catch(() => undefined);
    store.set({ user: null, status: "unauthenticated", sessionEnded: false });
  }, [store]);

  const value = useMemo<AuthContextValue>(
    () => ({ store, serverSnapshot, refresh, refreshAndGo, signOut }),
    [store, serverSnapshot, refresh, refreshAndGo, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function useAuthContext(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used within an AuthProvider");
  return ctx;
}

/** The sign-in state and its actions; re-renders the caller, and only the callers, when the state changes. */
export function useAuth(): AuthState {
  const { store, serverSnapshot, refresh, refreshAndGo, signOut } = useAuthContext();
  const state = useSyncExternalStore(store.subscribe, store.get, () => serverSnapshot);
  return useMemo(() => ({ ...state, refresh, refreshAndGo, signOut }), [state, refresh, refreshAndGo, signOut]);
}
