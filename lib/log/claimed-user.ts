import { readCookie } from "@/lib/api/cookies";
import { decodeSessionJwt } from "@/lib/auth/session-jwt";

/**
 * The user a request's session cookie names, for its log line when no API row
 * noted the verified caller (pages). The cookie is a JWT encrypted with
 * AUTH_SECRET, so the id is ours; whether the session is still live is the
 * pages' business (lib/auth/session.ts), not the log's. Both of next-auth's
 * cookie names (plain and `__Secure-` under https) are read, as there.
 */
const NAMES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

export async function claimedUserId(cookieHeader: string | undefined): Promise<number | undefined> {
  if (!cookieHeader) return undefined;
  for (const name of NAMES) {
    const token = readCookie(cookieHeader, name);
    if (!token) continue;
    try {
      const jwt = await decodeSessionJwt(token);
      const id = Number(jwt?.id);
      if (Number.isSafeInteger(id) && id > 0) return id;
    } catch {
      // Not ours or tampered: logged as a guest.
    }
  }
  return undefined;
}
