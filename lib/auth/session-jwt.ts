import { LRUCache } from "lru-cache";
import { decode, type JWT } from "next-auth/jwt";
import { authSecret } from "@/lib/env";

/**
 * next-auth's `decode` derives the encryption key from AUTH_SECRET with HKDF on
 * every call (about 0.6 ms of CPU, the largest single cost of a signed-in API
 * call in a profile), then decrypts. A token is authenticated encryption, so one
 * string always decodes to one payload: decoded tokens are kept here until their
 * `exp` (plus next-auth's 15 s clock tolerance), at most MAX_TOKENS of them.
 * Only tokens that decoded are kept, so garbage cannot fill the cache. Whether
 * the session is still live is not cached: the sessions row decides that on
 * every request (lib/auth/session-store.ts).
 */
const MAX_TOKENS = 10_000;
/** next-auth's decode accepts a token this long after its exp. */
const CLOCK_TOLERANCE_MS = 15_000;

/** Each payload with the secret it was decoded with (a changed AUTH_SECRET invalidates it). */
const decoded = new LRUCache<string, { secret: string; jwt: JWT }>({ max: MAX_TOKENS });

/** Milliseconds until next-auth would refuse the token as expired (a token without exp is not kept). */
const validFor = (jwt: JWT) => (typeof jwt.exp === "number" ? jwt.exp * 1000 + CLOCK_TOLERANCE_MS - Date.now() : 0);

/** The payload of a session token, or null; throws like next-auth's decode for a token that is not ours. */
export async function decodeSessionJwt(token: string): Promise<JWT | null> {
  const secret = authSecret();
  const known = decoded.get(token);
  // The expiry is checked here on every hit; the cache's own ttl only frees the memory.
  if (known?.secret === secret && validFor(known.jwt) > 0) return known.jwt;
  const jwt = await decode({ token, secret });
  const ttl = jwt ? validFor(jwt) : 0;
  if (jwt && ttl > 0) decoded.set(token, { secret, jwt }, { ttl: Math.ceil(ttl) });
  return jwt;
}
