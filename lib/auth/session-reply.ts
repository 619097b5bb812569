import { reply, type CookieToSet } from "@/lib/api/endpoint";
import { SESSION_COOKIE, mintSessionToken, secureCookies, sessionCookie } from "./session";
import { toClaims, type PublicUser } from "./users";

/**
 * A 200 answer that signs the user in: the same next-auth session cookie the
 * browser flow sets. `tokenField` also puts the token in the body (LinkedIn's
 * `customToken`), for API clients that send it as `Authorization: Bearer`.
 */
export async function signedInReply(
  user: PublicUser,
  body: Record<string, unknown>,
  options: { tokenField?: string; extraCookies?: CookieToSet[] } = {},
) {
  const token = await mintSessionToken(toClaims(user));
  const withToken = options.tokenField ? { [options.tokenField]: token, ...body } : body;
  return reply(withToken, { cookies: [sessionCookie(token), ...(options.extraCookies ?? [])] });
}

export function clearedSessionCookie(): CookieToSet {
  return { name: SESSION_COOKIE, value: "", httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies, maxAge: 0 };
}
