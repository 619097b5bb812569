import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { SESSION_COOKIE, readSessionToken } from "@/lib/auth/session";
import { GOOD_PASSWORD, createUser, lastResetTokenFor, uniqueEmail } from "../helpers/auth-data";
import { call, get, post } from "../helpers/api";
import { csrf, nextAuth, nextAuthSignIn } from "../helpers/next-auth";

/**
 * Server-side sessions (issue 8 §1): every way a session should end ends it on
 * the server, so a copied cookie or token stops working at once.
 */
const APPLIED = "/web/common/candidateJob/get-all-jobs-applied-for-candidate/1";
const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;

async function signIn(email: string, password = GOOD_PASSWORD): Promise<string> {
  const res = await post("/login", { email, password });
  expect(res.status).toBe(200);
  return res.sessionToken!;
}

/** 200 while the session lives, 401 once it has ended. */
const statusWith = async (token: string) => (await call("GET", APPLIED, { cookie: cookieOf(token) })).status;

describe("sessions", () => {
  it("end with sign-out; the user's other sessions go on", async () => {
    const user = await createUser({ email: uniqueEmail("s-logout") });
    const [laptop, phone] = [await signIn(user.email), await signIn(user.email)];
    const out = await post("/logout", {}, { cookie: cookieOf(laptop) });
    expect(out.status).toBe(200);
    expect(out.setCookies.join()).toContain(`${SESSION_COOKIE}=;`);
    expect(await statusWith(laptop)).toBe(401);
    expect(await statusWith(phone)).toBe(200);
  });

  it("end everywhere with sign-out-everywhere", async () => {
    const user = await createUser({ email: uniqueEmail("s-everywhere") });
    const [laptop, phone] = [await signIn(user.email), await signIn(user.email)];
    expect((await post("/logout-all", {}, { bearer: phone })).body).toMatchObject({ message: "You are signed out on every device." });
    expect(await statusWith(laptop)).toBe(401);
    expect(await statusWith(phone)).toBe(401);
    expect((await post("/logout-all", {}, { bearer: phone })).status).toBe(401);
  });

  it("other than the current one end when the password is changed", async () => {
    const user = await createUser({ email: uniqueEmail("s-change") });
    const [laptop, thief] = [await signIn(user.email), await signIn(user.email)];
    const changed = await post("/change-password", { currentPassword: GOOD_PASSWORD, password: "new-harbour-violet-77" }, { cookie: cookieOf(laptop) });
    expect(changed.status).toBe(200);
    expect(await statusWith(thief)).toBe(401);
    expect(await statusWith(laptop)).toBe(200);
  });

  it("all end when the password is reset by link", async () => {
    const user = await createUser({ email: uniqueEmail("s-reset") });
    const [laptop, thief] = [await signIn(user.email), await signIn(user.email)];
    await post("/resetPassword", { email: user.email });
    const reset = await post("/change-password", { token: await lastResetTokenFor(user.email), password: "new-harbour-violet-77" });
    expect(reset.status).toBe(200);
    expect(await statusWith(laptop)).toBe(401);
    expect(await statusWith(thief)).toBe(401);
  });

  it("from before the account type was chosen end; the answer's cookie is a fresh one", async () => {
    const user = await createUser({ email: uniqueEmail("s-type"), userType: null });
    const [laptop, other] = [await signIn(user.email), await signIn(user.email)];
    const chosen = await post("/account-type", { userType: "CANDIDATE" }, { cookie: cookieOf(laptop) });
    expect(chosen.status).toBe(200);
    expect(await statusWith(laptop)).toBe(401);
    expect(await statusWith(other)).toBe(401);
    expect(await statusWith(chosen.sessionToken!)).toBe(200);
  });

  it("of a deleted user answer 401, never 500", async () => {
    const user = await createUser({ email: uniqueEmail("s-deleted") });
    const token = await signIn(user.email);
    const db = await getDb();
    await db.delete(users).where(eq(users.id, user.id));
    expect(await statusWith(token)).toBe(401);
    expect((await call("GET", APPLIED, { bearer: token })).status).toBe(401);
    expect((await get("/me", { cookie: cookieOf(token) })).body).toMatchObject({ user: null });
  });

  it("expire after 7 idle days or 30 days in all, and move their idle clock at most hourly", async () => {
    const user = await createUser({ email: uniqueEmail("s-expiry") });
    const [idle, old, busy] = [await signIn(user.email), await signIn(user.email), await signIn(user.email)];
    const db = await getDb();
    const sid = async (token: string) => (await readSessionToken(token))!.sessionId!;
    const [idleId, oldId, busyId] = [await sid(idle), await sid(old), await sid(busy)];
    await db.update(sessions).set({ lastSeenAt: sql`now() - interval '7 days 1 minute'` }).where(eq(sessions.id, idleId));
    await db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, oldId));
    await db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 hours'` }).where(eq(sessions.id, busyId));
    expect(await statusWith(idle)).toBe(401);
    expect(await statusWith(old)).toBe(401);
    expect(await statusWith(busy)).toBe(200);
    const [row] = await db
      .select({ recent: sql<boolean>`${sessions.lastSeenAt} > now() - interval '1 minute'` })
      .from(sessions)
      .where(eq(sessions.id, busyId));
    expect(row?.recent).toBe(true);
  });

  it("made in the browser (next-auth) end with its sign-out, and a revoked one reads as no session", async () => {
    const user = await createUser({ email: uniqueEmail("s-next-auth") });
    const { jar, session } = await nextAuthSignIn("password", { email: user.email, password: GOOD_PASSWORD });
    expect(await statusWith(session!)).toBe(200);
    await nextAuth("POST", "signout", jar, { csrfToken: await csrf(jar) });
    expect(await statusWith(session!)).toBe(401);

    const second = await nextAuthSignIn("password", { email: user.email, password: GOOD_PASSWORD });
    await post("/logout-all", {}, { cookie: cookieOf(second.session!) });
    const read = await nextAuth("GET", "session", second.jar);
    expect(read.body).toEqual({});
    expect(second.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it("are not made from a token without a session id, even a validly signed one", async () => {
    const { encode } = await import("next-auth/jwt");
    const user = await createUser({ email: uniqueEmail("s-no-sid") });
    const forged = await encode({ token: { sub: String(user.id), id: user.id, email: user.email }, secret: process.env.AUTH_SECRET! });
    expect(await statusWith(forged)).toBe(401);
  });
});
