"use client";

import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { SessionProvider, useSession } from "next-auth/react";
import { isAccountType, type AccountType } from "./home-path";

export type AuthUser = { id: number; email: string; name: string; userType: AccountType | null };

export type AuthState = {
  /** The signed-in user, null for a guest or while loading. */
  user: AuthUser | null;
  status: "loading" | "authenticated" | "unauthenticated";
  /**
   * Re-reads the session after the server changed it behind next-auth's back (the register,
   * account-type and LinkedIn endpoints set the cookie themselves), then shows `path`.
   */
  refreshAndGo: (path: string) => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** Reads the claims the JWT callback puts on session.user without trusting their shape. */
function toAuthUser(user: unknown): AuthUser | null {
  if (!user || typeof user !== "object") return null;
  const u = user as Record<string, unknown>;
  const id = Number(u.id);
  if (!Number.isSafeInteger(id) || typeof u.email !== "string") return null;
  return {
    id,
    email: u.email,
    name: typeof u.name === "string" ? u.name : "",
    userType: isAccountType(u.userType) ? u.userType : null,
  };
}

function AuthBridge({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { data, status, update } = useSession();
  const user = useMemo(() => (status === "authenticated" ? toAuthUser(data?.user) : null), [data, status]);

  const refreshAndGo = useCallback(
    async (path: string) => {
      if (status === "authenticated") {
        // An existing session (e.g. a LinkedIn user choosing a type): next-auth re-reads it in place.
        await update();
        router.replace(path);
        router.refresh();
        return;
      }
      // A brand-new session cannot be adopted by SessionProvider in place (update() ignores it
      // when there was none), so load the page afresh: the server renders it signed in and the
      // provider starts from the new cookie.
      window.location.assign(path);
    },
    [status, update, router],
  );

  const value = useMemo<AuthState>(() => ({ user, status, refreshAndGo }), [user, status, refreshAndGo]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <AuthBridge>{children}</AuthBridge>
    </SessionProvider>
  );
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used within an AuthProvider");
  return ctx;
}
