"use client";

import Link from "next/link";
import { useAuth } from "@/components/auth/auth-provider";

/** Footer links only a guest needs (a signed-in user changes the password from the profile). */
export function GuestFooterLinks({ className }: { className: string }) {
  const { status } = useAuth();
  if (status !== "unauthenticated") return null;
  return (
    <li>
      <Link href="/forgot" className={className}>
        Forgot password
      </Link>
    </li>
  );
}
