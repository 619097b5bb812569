import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { oneTimeCodes } from "@/db/schema";
import { authSecret } from "@/lib/env";
import { AppError } from "@/lib/errors";

export type CodePurpose = "register" | "login";

export const CODE_TTL_SECONDS = 10 * 60;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_SENDS_PER_HOUR = 10;
/**
 * Codes one address may be sent in 24 hours. With 5 tries a code, the hourly cap alone let anyone guess
 * 1,200 times a day at one address's sign-in (about 0.1 % a day of finding its code); 30 a day make it
 * 150 — plenty for someone who mistypes a few times, and password sign-in and reset are not affected.
 */
export const MAX_SENDS_PER_DAY = 30;
export const MAX_WRONG_TRIES = 5;

export const INVALID_CODE = "Invalid OTP";
export const EXPIRED_CODE = "The code has expired. Ask for a new one.";
export const TOO_MANY_TRIES = "Too many wrong attempts. Ask for a new code.";

/** HMAC under the server secret, bound to address and purpose: a leaked table row reveals no code. */
function codeHash(email: string, purpose: CodePurpose, code: string): string {
  return createHmac("sha256", authSecret()).update(`${purpose}:${email}:${code}`).digest("hex");
}

/**
 * Creates a fresh 6-digit code for an address and purpose, or refuses with 429.
 * The send limits count rows of one_time_codes (every send is a row), checked and
 * written under a per-address advisory lock so two instances cannot both pass.
 * Older unused codes of the same address and purpose stop working.
 * Time is the database's clock throughout, so instances never disagree.
 */
export async function issueCode(email: string, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`one-time-code:${email}`}))`);
    await assertMaySend(tx as unknown as Db, email);
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      email,
      purpose,
      codeHash: codeHash(email, purpose, code),
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    });
  });
  return code;
}

/**
 * Takes back a code whose mail could not be sent: it never reached anyone, so it must not count
 * towards the resend spacing or the send caps (the user could not ask again for a minute otherwise).
 */
export async function withdrawCode(email: string, purpose: CodePurpose, code: string): Promise<void> {
  const db = await getDb();
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, codeHash(email, purpose, code))));
}

async function assertMaySend(db: Db, email: string): Promise<void> {
  const lastHour = sql`${oneTimeCodes.createdAt} > now() - interval '1 hour'`;
  const [stats] = await db
    .select({
      sentLastDay: sql<number>`count(*)::int`,
      sentLastHour: sql<number>`(count(*) filter (where ${lastHour}))::int`,
      waitSeconds: sql<number | null>`ceil(extract(epoch from (max(${oneTimeCodes.createdAt}) + make_interval(secs => ${RESEND_AFTER_SECONDS}) - now())))::int`,
      hourFreesInSeconds: sql<number | null>`ceil(extract(epoch from (min(${oneTimeCodes.createdAt}) filter (where ${lastHour}) + interval '1 hour' - now())))::int`,
      dayFreesInSeconds: sql<number | null>`ceil(extract(epoch from (min(${oneTimeCodes.createdAt}) + interval '1 day' - now())))::int`,
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), gt(oneTimeCodes.createdAt, sql`now() - interval '1 day'`)));
  const wait = stats?.waitSeconds ?? 0;
  if (wait > 0) {
    throw new AppError("RATE_LIMITED", `Please wait ${wait} seconds before asking for another code.`, { retryAfter: wait });
  }
  if ((stats?.sentLastDay ?? 0) >= MAX_SENDS_PER_DAY) {
    const retryAfter = Math.max(1, stats?.dayFreesInSeconds ?? 86_400);
    const hours = Math.ceil(retryAfter / 3600);
    throw new AppError(
      "RATE_LIMITED",
      `Too many codes were sent to this address today. Try again in ${hours} hour${hours === 1 ? "" : "s"}, or sign in with your password.`,
      { retryAfter },
    );
  }
  if ((stats?.sentLastHour ?? 0) >= MAX_SENDS_PER_HOUR) {
    const retryAfter = Math.max(1, stats?.hourFreesInSeconds ?? 3600);
    const minutes = Math.ceil(retryAfter / 60);
    throw new AppError(
      "RATE_LIMITED",
      `Too many codes were sent to this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { retryAfter },
    );
  }
}

/**
 * Checks a code and uses it up. Each check first spends one of the code's tries
 * in a single UPDATE (so concurrent guesses cannot exceed the limit), then a
 * match consumes the code with `WHERE consumed_at IS NULL RETURNING` (so it works
 * once only). Deliberately never inside a caller's transaction: a rollback would
 * give the spent try back.
 */
export async function consumeCode(email: string, purpose: CodePurpose, code: string): Promise<void> {
  const conn = await getDb();
  const latest = conn
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  const [spent] = await conn
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, sql`(${latest})`),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.attempts} < ${MAX_WRONG_TRIES}`,
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });

  if (!spent) throw new AppError("BAD_REQUEST", await whyUnusable(conn, email, purpose));

  const expected = Buffer.from(spent.codeHash, "hex");
  const actual = Buffer.from(codeHash(email, purpose, code.trim()), "hex");
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new AppError("BAD_REQUEST", INVALID_CODE);
  }
  const [consumed] = await conn
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, spent.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!consumed) throw new AppError("BAD_REQUEST", INVALID_CODE);
}

/** The most useful message when no try could be spent: expired, out of tries, or no code at all. */
async function whyUnusable(db: Db, email: string, purpose: CodePurpose): Promise<string> {
  const [row] = await db
    .select({
      expired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()`,
      attempts: oneTimeCodes.attempts,
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  if (!row) return INVALID_CODE;
  if (row.attempts >= MAX_WRONG_TRIES) return TOO_MANY_TRIES;
  if (row.expired) return EXPIRED_CODE;
  return INVALID_CODE;
}
