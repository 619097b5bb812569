import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { passwordResetTokens, users } from "@/db/schema";
import { isResetLinkUsable, RESET_LINK_INVALID, RESET_REQUESTED } from "@/lib/auth/password-reset";
import { GOOD_PASSWORD, createUser, lastResetTokenFor, mailsTo, uniqueEmail, userByEmail } from "../helpers/auth-data";
import { post } from "../helpers/api";

const NEW_PASSWORD = "amber-lantern-river-77";

async function tokensOf(userId: number) {
  const db = await getDb();
  return db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

describe("forgot password", () => {
  it("gives the same status and body for known and unknown addresses (no enumeration)", async () => {
    const user = await createUser({ email: uniqueEmail("reset-known") });
    const unknown = uniqueEmail("reset-unknown");
    const known = await post("/resetPassword", { email: user.email });
    const ghost = await post("/resetPassword", { email: unknown });
    expect(known.status).toBe(200);
    expect(ghost.status).toBe(200);
    expect(known.body).toEqual({ message: RESET_REQUESTED });
    expect(ghost.body).toEqual(known.body);
    expect(known.setCookies).toEqual(ghost.setCookies);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it("mails a link to /passwordChange and stores only the token's SHA-256", async () => {
    const user = await createUser({ email: uniqueEmail("reset-link") });
    await post("/resetPassword", { email: user.email });
    const [mail] = await mailsTo(user.email);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/passwordChange\?token=[A-Za-z0-9_-]{43}\b/);
    const token = await lastResetTokenFor(user.email);
    const [stored] = await tokensOf(user.id);
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(stored?.tokenHash).not.toContain(token);
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);
  });

  it("sets a new password once; the link then stops working", async () => {
    const user = await createUser({ email: uniqueEmail("reset-once") });
    await post("/resetPassword", { email: user.email });
    const token = await lastResetTokenFor(user.email);

    expect(await isResetLinkUsable(token)).toBe(true);
    const res = await post("/change-password", { token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await isResetLinkUsable(token)).toBe(false);
    expect(await isResetLinkUsable("made-up")).toBe(false);
    expect(res.body).toEqual({ message: "Password changed." });
    expect((await post("/login", { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await post("/login", { email: user.email, password: GOOD_PASSWORD })).status).toBe(401);

    const reuse = await post("/change-password", { token, password: "another-fine-password-9" });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(RESET_LINK_INVALID);
    expect((await post("/login", { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("only the newest link works: asking again voids the link mailed before", async () => {
    const user = await createUser({ email: uniqueEmail("reset-newest") });
    await post("/resetPassword", { email: user.email });
    const first = await lastResetTokenFor(user.email);
    await post("/resetPassword", { email: user.email });
    await expect.poll(async () => (await mailsTo(user.email)).length).toBe(2);
    const second = await lastResetTokenFor(user.email);
    expect(second).not.toBe(first);
    expect(await isResetLinkUsable(first)).toBe(false);
    expect(await isResetLinkUsable(second)).toBe(true);
    const old = await post("/change-password", { token: first, password: NEW_PASSWORD });
    expect([old.status, old.body.message]).toEqual([400, RESET_LINK_INVALID]);
    expect((await post("/change-password", { token: second, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("works for exactly one of two concurrent uses", async () => {
    const user = await createUser({ email: uniqueEmail("reset-race") });
    await post("/resetPassword", { email: user.email });
    const token = await lastResetTokenFor(user.email);
    const results = await Promise.all([
      post("/change-password", { token, password: NEW_PASSWORD }),
      post("/change-password", { token, password: "another-fine-password-9" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("expires after 30 minutes", async () => {
    const user = await createUser({ email: uniqueEmail("reset-expiry") });
    await post("/resetPassword", { email: user.email });
    const token = await lastResetTokenFor(user.email);
    const db = await getDb();
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await post("/change-password", { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RESET_LINK_INVALID);
  });

  it("refuses a made-up token and a common password", async () => {
    expect((await post("/change-password", { token: "x".repeat(43), password: NEW_PASSWORD })).status).toBe(400);
    const user = await createUser({ email: uniqueEmail("reset-common") });
    await post("/resetPassword", { email: user.email });
    const token = await lastResetTokenFor(user.email);
    const weak = await post("/change-password", { token, password: "iloveyou123" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("This password is too common. Choose another.");
  });

  it("makes older links of the same user unusable once one is used, and lifts a lockout", async () => {
    const user = await createUser({ email: uniqueEmail("reset-older") });
    const db = await getDb();
    await db.update(users).set({ failedLoginCount: 10, lockedUntil: sql`now() + interval '15 minutes'` }).where(eq(users.id, user.id));
    await post("/resetPassword", { email: user.email });
    const older = await lastResetTokenFor(user.email);
    await post("/resetPassword", { email: user.email });
    const newer = await lastResetTokenFor(user.email);
    expect(newer).not.toBe(older);
    expect((await post("/change-password", { token: newer, password: NEW_PASSWORD })).status).toBe(200);
    expect((await post("/change-password", { token: older, password: NEW_PASSWORD })).status).toBe(400);
    expect(await userByEmail(user.email)).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
    expect((await post("/login", { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("mails at most 5 links per address per hour, answering the same after that", async () => {
    const user = await createUser({ email: uniqueEmail("reset-cap") });
    for (let i = 0; i < 7; i++) expect((await post("/resetPassword", { email: user.email })).body).toEqual({ message: RESET_REQUESTED });
    expect(await mailsTo(user.email)).toHaveLength(5);
  });
});

describe("changing the password while signed in", () => {
  it("needs the current password", async () => {
    const user = await createUser({ email: uniqueEmail("change") });
    const { sessionToken } = await post("/login", { email: user.email, password: GOOD_PASSWORD });

    const wrong = await post("/change-password", { currentPassword: "not-it-at-all", password: NEW_PASSWORD }, { bearer: sessionToken });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The current password is not correct.");
    // Named as the field's problem, so the form shows it at the current password.
    expect(wrong.body.error).toMatchObject({ details: [{ path: "currentPassword", message: "The current password is not correct." }] });

    // The same password again changes nothing and would sign the other devices out for nothing.
    const same = await post("/change-password", { currentPassword: GOOD_PASSWORD, password: GOOD_PASSWORD }, { bearer: sessionToken });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("Choose a new password that is not your current one.");

    const ok = await post("/change-password", { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD }, { bearer: sessionToken });
    expect(ok.status).toBe(200);
    expect((await post("/login", { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("voids the reset links mailed before: changing the password and signing out everywhere both end them", async () => {
    for (const end of ["change-password", "logout-all"] as const) {
      const user = await createUser({ email: uniqueEmail(`reset-then-${end}`) });
      await post("/resetPassword", { email: user.email });
      const token = await lastResetTokenFor(user.email);
      const { sessionToken } = await post("/login", { email: user.email, password: GOOD_PASSWORD });
      const body = end === "change-password" ? { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD } : {};
      expect((await post(`/${end}`, body, { bearer: sessionToken })).status).toBe(200);

      expect(await isResetLinkUsable(token), end).toBe(false);
      const late = await post("/change-password", { token, password: "someone-elses-choice-31" });
      expect(late.status, end).toBe(400);
      expect(late.body.message).toBe(RESET_LINK_INVALID);
      expect((await post("/login", { email: user.email, password: "someone-elses-choice-31" })).status, end).toBe(401);
    }
  });

  it("needs a session", async () => {
    const res = await post("/change-password", { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });
});
