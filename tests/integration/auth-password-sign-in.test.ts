import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { loginAttempts, users } from "@/db/schema";
import { ACCOUNT_LOCKED, WRONG_CREDENTIALS, signInWithPassword } from "@/lib/auth/password-sign-in";
import { readSessionToken } from "@/lib/auth/session";
import { GOOD_PASSWORD, createUser, uniqueEmail, userByEmail } from "../helpers/auth-data";
import { get, post } from "../helpers/api";

async function attempts(email: string) {
  const db = await getDb();
  return db.select().from(loginAttempts).where(eq(loginAttempts.email, email)).orderBy(desc(loginAttempts.id));
}

async function endLock(email: string) {
  const db = await getDb();
  await db.update(users).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(users.email, email));
}

describe("password sign-in", () => {
  it("signs in through the API, sets the session cookie and records the attempt", async () => {
    const user = await createUser({ email: uniqueEmail("login-ok"), userType: "COMPANY", name: "Acme" });
    const res = await post("/login", { email: `  ${user.email.toUpperCase()} `, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Login Successful",
      user: { id: user.id, email: user.email, name: "Acme", userType: "COMPANY" },
    });
    expect(res.setCookies[0]).toMatch(/^next-auth\.session-token=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await readSessionToken(res.sessionToken)).toMatchObject({ id: user.id, email: user.email, name: "Acme", userType: "COMPANY" });
    const [attempt] = await attempts(user.email);
    expect(attempt).toMatchObject({ userId: user.id, method: "password", success: true });
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const user = await createUser({ email: uniqueEmail("login-wrong") });
    const wrong = await post("/login", { email: user.email, password: "not-the-password" });
    const unknown = await post("/login", { email: uniqueEmail("login-nobody"), password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // Identical but for the request id every error answer carries.
    const withoutId = (body: typeof wrong.body) => ({ ...body, error: { ...(body.error as object), requestId: undefined } });
    expect(withoutId(wrong.body)).toEqual(withoutId(unknown.body));
    expect(wrong.body).toEqual({
      error: { code: "UNAUTHENTICATED", message: WRONG_CREDENTIALS, requestId: expect.any(String) },
      message: WRONG_CREDENTIALS,
    });
    expect(wrong.setCookies).toEqual([]);
  });

  it("locks the account for 15 minutes after 10 consecutive failures", async () => {
    const user = await createUser({ email: uniqueEmail("login-lock") });
    for (let i = 1; i <= 9; i++) {
      const res = await post("/login", { email: user.email, password: `wrong-password-${i}` });
      expect(res.status).toBe(401);
    }
    const tenth = await post("/login", { email: user.email, password: "wrong-password-10" });
    expect(tenth.status).toBe(423);
    expect(tenth.body.message).toBe(ACCOUNT_LOCKED);

    // While locked even the right password is refused, and it is not checked at all.
    const locked = await post("/login", { email: user.email, password: GOOD_PASSWORD });
    expect(locked.status).toBe(423);
    expect(locked.body.message).toBe("Too many failed sign-ins. Your account is locked for 15 minutes.");
    // The seconds left of the lock (a whole 15 minutes, less the moments since the tenth failure).
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(880);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(900);

    const row = await userByEmail(user.email);
    expect(row?.failedLoginCount).toBe(10);
    const minutesLeft = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15.1);
    const recorded = await attempts(user.email);
    expect(recorded).toHaveLength(11);
    expect(recorded.filter((a) => a.success)).toHaveLength(0);
    expect(recorded[0]?.method).toBe("password-locked");
  });

  it("lifts the lock after it expires and the right password signs in again, resetting the counter", async () => {
    const user = await createUser({ email: uniqueEmail("login-unlock") });
    for (let i = 0; i < 10; i++) await post("/login", { email: user.email, password: "wrong-password" });
    expect((await post("/login", { email: user.email, password: GOOD_PASSWORD })).status).toBe(423);

    await endLock(user.email);
    const res = await post("/login", { email: user.email, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    const row = await userByEmail(user.email);
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it("starts counting afresh after an expired lock (one failure does not lock again)", async () => {
    const user = await createUser({ email: uniqueEmail("login-relock") });
    for (let i = 0; i < 10; i++) await post("/login", { email: user.email, password: "wrong-password" });
    await endLock(user.email);
    const res = await post("/login", { email: user.email, password: "wrong-password" });
    expect(res.status).toBe(401);
    expect(await userByEmail(user.email)).toMatchObject({ failedLoginCount: 1, lockedUntil: null });
  });

  it("resets the failure counter on success, so failures must be consecutive", async () => {
    const user = await createUser({ email: uniqueEmail("login-reset") });
    for (let i = 0; i < 9; i++) await post("/login", { email: user.email, password: "wrong-password" });
    expect((await userByEmail(user.email))?.failedLoginCount).toBe(9);
    expect((await post("/login", { email: user.email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await userByEmail(user.email))?.failedLoginCount).toBe(0);
    for (let i = 0; i < 9; i++) {
      expect((await post("/login", { email: user.email, password: "wrong-password" })).status).toBe(401);
    }
  });

  it("counts concurrent failures exactly (the counter changes in one SQL statement)", async () => {
    const user = await createUser({ email: uniqueEmail("login-race") });
    await Promise.allSettled(Array.from({ length: 6 }, () => signInWithPassword(user.email, "wrong-password")));
    expect((await userByEmail(user.email))?.failedLoginCount).toBe(6);
  });

  it("shows the lockout for unknown addresses too, so it reveals no accounts", async () => {
    const email = uniqueEmail("login-ghost");
    for (let i = 1; i <= 9; i++) expect((await post("/login", { email, password: "wrong-password" })).status).toBe(401);
    expect((await post("/login", { email, password: "wrong-password" })).status).toBe(423);
    const again = await post("/login", { email, password: "wrong-password" });
    expect(again.status).toBe(423);
    expect(again.body.message).toBe(ACCOUNT_LOCKED);
    // Six minutes on, the time left is told as for an account locked at its last failure.
    const db = await getDb();
    await db.update(loginAttempts).set({ createdAt: sql`${loginAttempts.createdAt} - interval '6 minutes'` }).where(eq(loginAttempts.email, email));
    const later = await post("/login", { email, password: "wrong-password" });
    expect(later.status).toBe(423);
    expect(later.body.message).toBe("Too many failed sign-ins. Your account is locked for 9 minutes.");
  });

  it("tells the time left of a lock, not always 15 minutes, in the message and in Retry-After", async () => {
    const user = await createUser({ email: uniqueEmail("login-left") });
    for (let i = 1; i <= 10; i++) await post("/login", { email: user.email, password: `wrong-password-${i}` });
    const db = await getDb();
    await db.update(users).set({ lockedUntil: sql`now() + interval '4 minutes 10 seconds'` }).where(eq(users.id, user.id));
    const res = await post("/login", { email: user.email, password: GOOD_PASSWORD });
    expect(res.status).toBe(423);
    expect(res.body.message).toBe("Too many failed sign-ins. Your account is locked for 5 minutes.");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(240);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(250);
    await db.update(users).set({ lockedUntil: sql`now() + interval '20 seconds'` }).where(eq(users.id, user.id));
    expect((await post("/login", { email: user.email, password: GOOD_PASSWORD })).body.message).toBe("Too many failed sign-ins. Your account is locked for 1 minute.");
  });

  it("refuses a password sign-in for an account that has no password (LinkedIn only)", async () => {
    const user = await createUser({ email: uniqueEmail("login-nopw"), password: null });
    const res = await post("/login", { email: user.email, password: "anything-long" });
    expect(res.status).toBe(401);
    const db = await getDb();
    const [a] = await db.select().from(loginAttempts).where(and(eq(loginAttempts.email, user.email), eq(loginAttempts.success, false)));
    expect(a?.userId).toBe(user.id);
  });
});

describe("the session token", () => {
  it("is accepted as a cookie and as Authorization: Bearer", async () => {
    const user = await createUser({ email: uniqueEmail("bearer"), userType: "CANDIDATE" });
    const { sessionToken } = await post("/login", { email: user.email, password: GOOD_PASSWORD });
    const expected = { id: user.id, email: user.email, name: "Test User", userType: "CANDIDATE" };

    expect((await get("/me", { bearer: sessionToken })).body.user).toEqual(expected);
    expect((await get("/me", { cookie: `next-auth.session-token=${sessionToken}` })).body.user).toEqual(expected);
    expect((await get("/me")).body).toEqual({ user: null, features: { linkedin: false } });
    expect((await get("/me", { bearer: "forged.token.value" })).body.user).toBeNull();
  });

  it("is needed for signed-in endpoints (401 without it)", async () => {
    const res = await post("/account-type", { userType: "CANDIDATE" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: "UNAUTHENTICATED", message: "Please sign in first.", requestId: expect.any(String) },
      message: "Please sign in first.",
    });
  });

  it("is cleared by logout", async () => {
    const res = await post("/logout");
    expect(res.status).toBe(200);
    expect(res.setCookies[0]).toMatch(/^next-auth\.session-token=; Max-Age=0; Path=\/; HttpOnly/);
  });
});
