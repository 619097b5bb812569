"use client";

import type { ReactNode } from "react";
import { AuthProvider } from "@/components/auth/auth-provider";
import { Toasts } from "./toasts";

/** Client-side context for the whole app: the sign-in state and the toast area. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Toasts />
    </AuthProvider>
  );
}
