import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { hitRateLimit } from "@/lib/rate-limit";
import { clientLimitKey } from "@/lib/security/client-ip";

/**
 * Per-client (IP) limits on the calls that send mail or check passwords, on top
 * of the per-address ones: one client may not mail codes to many addresses
 * (mail bombing) nor guess passwords across many accounts. The numbers leave a
 * shared office network room: a person never gets near them.
 */
export const CLIENT_LIMITS = {
  login: { limit: 60, windowSeconds: 15 * 60, what: "sign-in attempts" },
  // CLIENT_CODES_PER_HOUR: the e2e suite registers dozens of accounts from one address within the hour.
  code: { limit: env.CLIENT_CODES_PER_HOUR, windowSeconds: 60 * 60, what: "codes requested" },
  reset: { limit: 10, windowSeconds: 60 * 60, what: "password resets requested" },
  // Registration's "is this address free?": a sign-up needs one code and may check a few addresses first.
  lookup: { limit: 3 * env.CLIENT_CODES_PER_HOUR, windowSeconds: 60 * 60, what: "e-mail addresses checked" },
} as const;

export type ClientLimit = keyof typeof CLIENT_LIMITS;

/**
 * Counts one call of `kind` from `ip` and refuses with 429 past the limit. A
 * request whose address is unknown (it did not come through the production
 * server entry, which always records one: tests, `next dev`) is not counted.
 */
export async function limitClient(kind: ClientLimit, ip: string | undefined): Promise<void> {
  if (!ip || ip === "unknown") return;
  const { limit, windowSeconds, what } = CLIENT_LIMITS[kind];
  const { allowed, retryAfterSeconds } = await hitRateLimit(`client:${kind}:${clientLimitKey(ip)}`, limit, windowSeconds);
  if (allowed) return;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new AppError("RATE_LIMITED", `Too many ${what} from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    retryAfter: retryAfterSeconds,
  });
}
