import "server-only";
import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "@/lib/env";
import { CLIENT_IP_HEADER } from "@/lib/security/client-ip";
import { AppError, isAppError } from "@/lib/errors";
import { signInWithCode } from "./code-sign-in";
import { emailSchema } from "./email";
import { signInWithPassword } from "./password-sign-in";
import { SESSION_MAX_AGE, actorFromJwt, secureCookies, toJwt } from "./session";
import { createSession, revokeSession } from "./session-store";
import type { PublicUser } from "./users";

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

/** The address server.ts recorded on the request (next-auth hands authorize() the headers as a plain object). */
const ipOf = (req: { headers?: Record<string, unknown> } | undefined) => {
  const value = req?.headers?.[CLIENT_IP_HEADER];
  return typeof value === "string" ? value : undefined;
};

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
      authorize: (credentials, req) =>
        authorizeWith(() => signInWithPassword(emailOf(credentials?.email), credentials?.password ?? "", ipOf(req))),
    }),
    CredentialsProvider({
      id: "email-code",
      name: "E-mail code",
      credentials: { email: { label: "Email", type: "email" }, code: { label: "Code", type: "text" } },
      authorize: (credentials) => authorizeWith(() => signInWithCode(emailOf(credentials?.email), credentials?.code ?? "")),
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const id = Number(user.id);
        return toJwt({ id, email: user.email ?? "", name: user.name ?? "", userType: user.userType ?? null }, await createSession(id));
      }
      // Every read of the session (useSession, update()) asks the sessions table:
      // an ended session throws, and next-auth then clears the cookie and answers
      // "no session". Name and type come fresh from the database.
      const actor = await actorFromJwt(token);
      if (!actor?.sessionId) throw new Error(SESSION_ENDED);
      return toJwt(actor, actor.sessionId);
    },
    async session({ session, token }) {
      const id = Number(token.id);
      if (Number.isSafeInteger(id) && typeof token.email === "string") {
        session.user = { id, email: token.email, name: typeof token.name === "string" ? token.name : "", userType: token.userType ?? null };
      }
      return session;
    },
  },
  events: {
    // Sign-out ends the session on the server too, not just the cookie.
    async signOut({ token }) {
      if (typeof token?.sid === "string") await revokeSession(token.sid);
    },
  },
  logger: {
    error(code, metadata) {
      // An ended session is an expected answer ("signed out"), not an error.
      if (code === "JWT_SESSION_ERROR" && metadata instanceof Error && metadata.message === SESSION_ENDED) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
  },
};

const SESSION_ENDED = "This session has ended.";
