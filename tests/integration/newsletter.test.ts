import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { newsletterSubscribers } from "@/db/schema";
import { NEWSLETTER_TEXT as T } from "@/lib/newsletter/messages";
import { call } from "../helpers/api";
import { uniqueEmail } from "../helpers/auth-data";
import { mailsOf, newsletterLinks } from "../helpers/fake-brevo";

/** The newsletter without a provider (the embedded default): double opt-in on the local table. */
beforeAll(() => {
  vi.stubEnv("BREVO_API_KEY", "");
  vi.stubEnv("NEWSLETTER_DOUBLE_OPT_IN", "");
  vi.resetModules();
});

const subscribe = (email: string, ip?: string) =>
  call("POST", "/web/common/newsletter/subscribe", { body: { email }, headers: ip ? { "x-client-ip": ip } : {} });
const confirm = (token: unknown) => call("POST", "/web/common/newsletter/confirm", { body: { token } });
const unsubscribe = (token: unknown) => call("POST", "/web/common/newsletter/unsubscribe", { body: { token } });
const someIp = () => `203.0.${randomInt(0, 255)}.${randomInt(1, 254)}`;

async function rowOf(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

describe("double opt-in on the local table", () => {
  it("mails a confirmation link; only a confirmed address is a subscriber; a second subscription is 'already subscribed'", async () => {
    const email = uniqueEmail("news");
    const first = await subscribe(email);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: T.confirmationSent, status: "pending" });
    expect((await rowOf(email))?.status).toBe("pending");
    const { mail, confirm: token, unsubscribe: unsubscribeToken } = await newsletterLinks(email);
    expect(mail?.subject).toBe("Confirm your newsletter subscription");
    expect(mail?.text).toContain("http://localhost:3000/newsletter/confirm?token=");
    expect(token && unsubscribeToken).toBeTruthy();

    // Still pending: the same link is mailed again, and the first one keeps working.
    const again = await subscribe(email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(T.confirmationResent);
    const resent = await newsletterLinks(email);
    expect(await mailsOf(email)).toHaveLength(2);
    expect(resent.confirm).toBe(token);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: T.confirmed, status: "confirmed" });
    const row = await rowOf(email);
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const third = await subscribe(email);
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ error: { code: "CONFLICT" }, message: T.alreadySubscribed });
    expect(await mailsOf(email)).toHaveLength(2);
    // A second click on the link changes nothing and says so.
    expect((await confirm(token)).body).toEqual({ message: T.alreadySubscribed, status: "confirmed" });
  });

  it("unsubscribes with the mail's link; subscribing again needs a new confirmation and voids the old links", async () => {
    const email = uniqueEmail("news-unsub");
    await subscribe(email);
    const old = await newsletterLinks(email);
    await confirm(old.confirm);

    const gone = await unsubscribe(old.unsubscribe);
    expect(gone.body).toEqual({ message: T.unsubscribed, status: "unsubscribed" });
    expect((await rowOf(email))?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await unsubscribe(old.unsubscribe)).body).toEqual({ message: T.alreadyUnsubscribed, status: "unsubscribed" });
    const late = await confirm(old.confirm);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(T.unsubscribedBeforeConfirming);

    expect((await subscribe(email)).status).toBe(201);
    const fresh = await newsletterLinks(email);
    expect(fresh.confirm).not.toBe(old.confirm);
    expect((await confirm(old.confirm)).body.message).toBe(T.linkInvalid);
    expect((await unsubscribe(old.unsubscribe)).body.message).toBe(T.linkInvalid);
    expect((await confirm(fresh.confirm)).body.status).toBe("confirmed");
  });

  it("an unconfirmed address can be unsubscribed from the confirmation mail ('it was not me')", async () => {
    const email = uniqueEmail("news-not-me");
    await subscribe(email);
    const { unsubscribe: token, confirm: confirmToken } = await newsletterLinks(email);
    expect((await unsubscribe(token)).body.status).toBe("unsubscribed");
    expect((await confirm(confirmToken)).status).toBe(409);
  });

  it("refuses forged, truncated, swapped and unknown tokens with one message", async () => {
    const email = uniqueEmail("news-forged");
    await subscribe(email);
    const { confirm: token, unsubscribe: unsubscribeToken } = await newsletterLinks(email);
    const [id, sig] = token!.split(".");
    const flipped = `${id}.${sig![0] === "A" ? "B" : "A"}${sig!.slice(1)}`;
    for (const bad of [flipped, `${id}.${sig!.slice(1)}`, `${Number(id) + 100000}.${sig}`, "not-a-token", unsubscribeToken]) {
      const res = await confirm(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe(T.linkInvalid);
    }
    expect((await unsubscribe(token)).body.message).toBe(T.linkInvalid);
    expect((await rowOf(email))?.status).toBe("pending");
  });

  it("lets a confirmation link expire after 7 days and purges the address a day later", async () => {
    const { inspectLink } = await import("@/lib/newsletter/manage");
    const { purgeUnconfirmed } = await import("@/lib/newsletter/store");
    const stale = uniqueEmail("news-stale");
    const recent = uniqueEmail("news-recent");
    await subscribe(stale);
    await subscribe(recent);
    const { confirm: token } = await newsletterLinks(stale);
    const db = await getDb();
    const age = (email: string, hours: number) =>
      db
        .update(newsletterSubscribers)
        .set({ confirmationSentAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(newsletterSubscribers.email, email));

    await age(stale, 7 * 24 + 12);
    expect(await inspectLink("confirm", token!)).toEqual({ state: "expired", email: stale });
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(T.linkExpired);

    await age(stale, 8 * 24 + 12);
    expect(await purgeUnconfirmed()).toBeGreaterThanOrEqual(1);
    expect(await rowOf(stale)).toBeUndefined();
    expect((await rowOf(recent))?.status).toBe("pending");
    expect(await inspectLink("confirm", token!)).toEqual({ state: "invalid" });
  });

  it("tells the link pages what a link finds without changing anything", async () => {
    const { inspectLink } = await import("@/lib/newsletter/manage");
    const email = uniqueEmail("news-inspect");
    await subscribe(email);
    const links = await newsletterLinks(email);
    expect(await inspectLink("confirm", links.confirm!)).toEqual({ state: "pending", email });
    expect(await inspectLink("unsubscribe", links.unsubscribe!)).toEqual({ state: "pending", email });
    expect(await inspectLink("unsubscribe", links.confirm!)).toEqual({ state: "invalid" });
    expect((await rowOf(email))?.status).toBe("pending");
  });
});

describe("input", () => {
  it.each([
    ["", "Enter your e-mail address."],
    ["not-an-address", "Enter a valid e-mail address."],
    [`${"a".repeat(250)}@example.test`, "This e-mail address is too long."],
  ])("refuses %j with a readable 400", async (email, message) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("refuses NUL and lone surrogates in the address and the token, storing nothing", async () => {
    for (const email of ["bad\u0000@example.test", "bad\ud800@example.test"]) {
      const res = await subscribe(email);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Text may not contain NUL characters or unpaired surrogates.");
    }
    expect((await confirm("1.\u0000")).status).toBe(400);
    expect((await unsubscribe(42)).status).toBe(400);
    expect((await confirm("x".repeat(201))).status).toBe(400);
  });

  it("stores addresses trimmed and lower-cased", async () => {
    const email = uniqueEmail("news-case");
    expect((await subscribe(`  ${email.toUpperCase()} `)).status).toBe(201);
    expect((await rowOf(email))?.email).toBe(email);
  });
});

describe("limits", () => {
  it("sends at most a few confirmation mails an hour to one address", async () => {
    const { NEWSLETTER_LIMITS } = await import("@/lib/newsletter/subscribe");
    const email = uniqueEmail("news-flood");
    for (let i = 0; i < NEWSLETTER_LIMITS.address.limit; i++) expect((await subscribe(email, someIp())).status).toBeLessThan(429);
    const refused = await subscribe(email, someIp());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many newsletter mails to this address\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await mailsOf(email)).toHaveLength(NEWSLETTER_LIMITS.address.limit);
  });

  it("limits subscriptions from one client address; another client is not affected", async () => {
    const { NEWSLETTER_LIMITS } = await import("@/lib/newsletter/subscribe");
    const ip = someIp();
    for (let i = 0; i < NEWSLETTER_LIMITS.client.limit; i++) expect((await subscribe(uniqueEmail("news-spray"), ip)).status).toBe(201);
    const email = uniqueEmail("news-spray");
    const refused = await subscribe(email, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many subscriptions from your network\./);
    expect(await rowOf(email)).toBeUndefined();
    expect((await subscribe(email, someIp())).status).toBe(201);
  });
});
