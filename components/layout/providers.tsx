"use client";

import type { ReactNode } from "react";
import { AuthProvider, type AuthUser } from "@/components/auth/auth-provider";
import { FocusAfterNavigation } from "./focus-after-navigation";
import { Toasts } from "./toasts";

/** Client-side context for the whole app: the sign-in state and the toast area. */
export function Providers({ children, initialUser }: { children: ReactNode; initialUser: AuthUser | null }) {
  return (
    <AuthProvider initialUser={initialUser}>
      {children}
      <FocusAfterNavigation />
      <Toasts />
    </AuthProvider>
  );
}
