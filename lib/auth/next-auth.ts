import "server-only";
import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors";
import { signInWithCode } from "./code-sign-in";
import { emailSchema } from "./email";
import { signInWithPassword } from "./password-sign-in";
import { SESSION_MAX_AGE, actorFromJwt, secureCookies, toJwt } from "./session";
import { findUserById, publicUser, type PublicUser } from "./users";

const toUser = (u: PublicUser): User => ({ id: String(u.id), email: u.email, name: u.name, userType: u.userType });

/**
 * Runs a sign-in use case for next-auth. authorize() errors reach the browser as
 * `signIn(..., { redirect: false }).error`, so they carry the API's messages;
 * anything unexpected is logged and answered generically.
 */
async function authorizeWith(run: () => Promise<PublicUser>): Promise<User> {
  try {
    return toUser(await run());
  } catch (error) {
    if (isAppError(error)) throw new Error(error.message);
    console.error("[auth] sign-in failed", error);
    throw new Error("Login Failed");
  }
}

function emailOf(raw: string | undefined): string {
  const parsed = emailSchema.safeParse(raw ?? "");
  if (!parsed.success) throw new AppError("VALIDATION_FAILED", parsed.error.issues[0]?.message ?? "Enter a valid e-mail address.");
  return parsed.data;
}

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  // The API mints the same cookie (lib/auth/session.ts), so both must agree on its name.
  useSecureCookies: secureCookies,
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      id: "password",
      name: "Password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      authorize: (credentials) =>
        authorizeWith(() => signInWithPassword(emailOf(credentials?.email), credentials?.password ?? "")),
    }),
    CredentialsProvider({
      id: "email-code",
      name: "E-mail code",
      credentials: { email: { label: "Email", type: "email" }, code: { label: "Code", type: "text" } },
      authorize: (credentials) => authorizeWith(() => signInWithCode(emailOf(credentials?.email), credentials?.code ?? "")),
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger }) {
      if (user) {
        return toJwt({ id: Number(user.id), email: user.email ?? "", name: user.name ?? "", userType: user.userType ?? null });
      }
      // useSession().update(): the account type (or name) may have changed since sign-in.
      if (trigger === "update") {
        const actor = actorFromJwt(token);
        const row = actor ? await findUserById(actor.id) : undefined;
        if (row) return toJwt(publicUser(row));
      }
      return token;
    },
    async session({ session, token }) {
      const actor = actorFromJwt(token);
      if (actor) session.user = { id: actor.id, email: actor.email, name: actor.name, userType: actor.userType };
      return session;
    },
  },
};
