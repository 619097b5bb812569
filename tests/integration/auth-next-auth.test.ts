import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { SESSION_COOKIE, readSessionToken } from "@/lib/auth/session";
import { GOOD_PASSWORD, createUser, lastCodeFor, uniqueEmail } from "../helpers/auth-data";
import { post } from "../helpers/api";
import { csrf, nextAuth, nextAuthSignIn as signIn } from "../helpers/next-auth";

describe("next-auth credentials providers", () => {
  it('"password" signs in and the session carries id, email, name and userType', async () => {
    const user = await createUser({ email: uniqueEmail("na-password"), userType: "RECRUIMENTAGENCY", name: "Scouts" });
    const { jar, error, session } = await signIn("password", { email: user.email.toUpperCase(), password: GOOD_PASSWORD });
    expect(error).toBeNull();
    // The cookie next-auth sets is the very cookie the API reads.
    expect(await readSessionToken(session)).toMatchObject({ id: user.id, email: user.email, name: "Scouts", userType: "RECRUIMENTAGENCY" });

    const res = await nextAuth("GET", "session", jar);
    expect(res.body).toMatchObject({ user: { id: user.id, email: user.email, name: "Scouts", userType: "RECRUIMENTAGENCY" } });
  });

  it('"password" reports the API\'s messages as the sign-in error', async () => {
    const user = await createUser({ email: uniqueEmail("na-wrong") });
    expect((await signIn("password", { email: user.email, password: "not-the-password" })).error).toBe("Invalid email or password.");
    expect((await signIn("password", { email: "nope", password: "x" })).error).toBe("Enter a valid e-mail address.");
    for (let i = 0; i < 9; i++) await signIn("password", { email: user.email, password: "not-the-password" });
    const locked = await signIn("password", { email: user.email, password: GOOD_PASSWORD });
    expect(locked.error).toBe("Too many failed sign-ins. Your account is locked for 15 minutes.");
    expect(locked.session).toBeUndefined();
  });

  it('"email-code" signs in with a mailed code', async () => {
    const user = await createUser({ email: uniqueEmail("na-code"), userType: "CANDIDATE" });
    await post("/send-otp", { email: user.email, purpose: "login" });
    const wrong = await signIn("email-code", { email: user.email, code: "not-a-code" });
    expect(wrong.error).toBe("Invalid OTP");
    const { error, session } = await signIn("email-code", { email: user.email, code: await lastCodeFor(user.email) });
    expect(error).toBeNull();
    expect((await readSessionToken(session))?.id).toBe(user.id);
  });

  it("update() re-reads the account type from the database", async () => {
    const user = await createUser({ email: uniqueEmail("na-update"), userType: null });
    const { jar, session } = await signIn("password", { email: user.email, password: GOOD_PASSWORD });
    expect((await readSessionToken(session))?.userType).toBeNull();

    const db = await getDb();
    await db.update(users).set({ userType: "COMPANY", name: "Renamed" }).where(eq(users.id, user.id));
    const csrfToken = await csrf(jar);
    const res = await nextAuth("POST", "session", jar, { csrfToken, data: "{}" });
    expect(res.body).toMatchObject({ user: { id: user.id, userType: "COMPANY", name: "Renamed" } });
    expect(await readSessionToken(jar.get(SESSION_COOKIE))).toMatchObject({ userType: "COMPANY", name: "Renamed" });
  });

  it("accepts a session minted by the API (one session for both)", async () => {
    const user = await createUser({ email: uniqueEmail("na-shared"), userType: "COMPANY" });
    const { sessionToken } = await post("/login", { email: user.email, password: GOOD_PASSWORD });
    const res = await nextAuth("GET", "session", new Map([[SESSION_COOKIE, sessionToken ?? ""]]));
    expect(res.body).toMatchObject({ user: { id: user.id, email: user.email, userType: "COMPANY" } });
  });
});
