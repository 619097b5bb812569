import type { UserType } from "@/db/schema";

// The session carries the user id and account type (null until chosen).
declare module "next-auth" {
  interface Session {
    user: { id: number; email: string; name: string; userType: UserType | null };
  }
  interface User {
    userType?: UserType | null;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    id?: number;
    /** The sessions row this cookie stands for (lib/auth/session-store.ts). */
    sid?: string;
    userType?: UserType | null;
  }
}
