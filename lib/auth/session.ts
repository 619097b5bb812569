import { decode, encode, type JWT } from "next-auth/jwt";
import { USER_TYPES, type UserType } from "@/db/schema";
import { authSecret, env } from "@/lib/env";
import type { Actor } from "./actor";

/**
 * Sessions are next-auth JWTs (encrypted, stateless: any web instance can read
 * them). The API mints the very same cookie next-auth sets, so API clients and
 * the browser share one session, and accepts it as `Authorization: Bearer`.
 */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;
export const secureCookies = env.APP_URL.startsWith("https://");
export const SESSION_COOKIE = `${secureCookies ? "__Secure-" : ""}next-auth.session-token`;

export type SessionClaims = { id: number; email: string; name: string; userType: UserType | null };

export async function mintSessionToken(user: SessionClaims): Promise<string> {
  return encode({ token: toJwt(user), secret: authSecret(), maxAge: SESSION_MAX_AGE });
}

export function toJwt(user: SessionClaims): JWT {
  return { sub: String(user.id), id: user.id, email: user.email, name: user.name, userType: user.userType };
}

export async function readSessionToken(token: string | undefined | null): Promise<Actor | null> {
  if (!token) return null;
  try {
    return actorFromJwt(await decode({ token, secret: authSecret() }));
  } catch {
    return null;
  }
}

export function actorFromJwt(jwt: JWT | null | undefined): Actor | null {
  if (!jwt) return null;
  const id = Number(jwt.id ?? jwt.sub);
  if (!Number.isSafeInteger(id) || id <= 0 || typeof jwt.email !== "string") return null;
  const userType = USER_TYPES.includes(jwt.userType as UserType) ? (jwt.userType as UserType) : null;
  return { id, email: jwt.email, name: typeof jwt.name === "string" ? jwt.name : "", userType };
}

/** Reads the session from the cookie, or from `Authorization: Bearer <session token>` (spec §6). */
export async function actorFromHeaders(headers: Headers, cookieValue: string | undefined): Promise<Actor | null> {
  const auth = headers.get("authorization");
  const bearer = auth?.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() : undefined;
  return (await readSessionToken(bearer)) ?? (await readSessionToken(cookieValue));
}

export function sessionCookie(token: string) {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: secureCookies,
    maxAge: SESSION_MAX_AGE,
  };
}

/** The actor of a raw Request (API dispatcher, streaming route): session cookie or bearer token. */
export function actorFromRequest(request: Request): Promise<Actor | null> {
  return actorFromHeaders(request.headers, readCookie(request.headers.get("cookie"), SESSION_COOKIE));
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return v.join("="); // a malformed %-sequence is just a bad token, never a 500
    }
  }
  return undefined;
}
