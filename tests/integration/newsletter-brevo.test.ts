import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { newsletterSubscribers } from "@/db/schema";
import { NEWSLETTER_TEXT as T } from "@/lib/newsletter/messages";
import { call } from "../helpers/api";
import { uniqueEmail } from "../helpers/auth-data";
import { mailsOf, newsletterLinks, startFakeBrevo } from "../helpers/fake-brevo";

/** With BREVO_API_KEY: the provider's answers mapped as spec §8/§9 say, against a local fake of its contacts API. */
const KEY = "xkeysib-test-key-never-in-a-browser";
let brevo: Awaited<ReturnType<typeof startFakeBrevo>>;

beforeAll(async () => {
  brevo = await startFakeBrevo(KEY);
  vi.stubEnv("BREVO_API_KEY", KEY);
  vi.stubEnv("BREVO_BASE_URL", brevo.url);
  vi.stubEnv("BREVO_LIST_ID", "7");
  vi.stubEnv("BREVO_TIMEOUT_MS", "2000");
  vi.stubEnv("NEWSLETTER_DOUBLE_OPT_IN", "");
  vi.resetModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await brevo.close();
});

const subscribe = (email: string) => call("POST", "/web/common/newsletter/subscribe", { body: { email } });
const confirm = (token: unknown) => call("POST", "/web/common/newsletter/confirm", { body: { token } });
const unsubscribe = (token: unknown) => call("POST", "/web/common/newsletter/unsubscribe", { body: { token } });
const statusOf = async (email: string) => {
  const db = await getDb();
  const [row] = await db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row?.status;
};
const callsFor = (email: string) => brevo.requests.filter((r) => r.body.email === email || r.path.endsWith(encodeURIComponent(email)));

/** Subscribes and returns the mailed links; the provider is not called before the address is confirmed. */
async function pending(label: string) {
  const email = uniqueEmail(label);
  expect((await subscribe(email)).status).toBe(201);
  const links = await newsletterLinks(email);
  expect(callsFor(email)).toEqual([]);
  return { email, ...links };
}

describe("double opt-in with the provider: it is called once the address is confirmed", () => {
  it("201 → subscribed; the request carries the key in `api-key`, JSON headers and the contact payload", async () => {
    const { email, confirm: token, mail } = await pending("brevo-201");
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: T.subscribed, status: "confirmed" });
    const [request] = callsFor(email);
    expect(request).toMatchObject({ method: "POST", path: "/v3/contacts", body: { email, updateEnabled: true, emailBlacklisted: false, listIds: [7] } });
    expect(request!.headers).toMatchObject({ "api-key": KEY, accept: "application/json", "content-type": "application/json" });
    expect(brevo.contacts.get(email)).toMatchObject({ blacklisted: false, listIds: [7] });
    expect(await statusOf(email)).toBe("confirmed");
    // The key never reaches a browser: not in any answer or mail.
    expect(JSON.stringify([res.body, mail])).not.toContain(KEY);
  });

  it("201 with a message → that message", async () => {
    const { confirm: token } = await pending("brevo-201-message");
    brevo.next({ status: 201, body: { id: 99, message: "Welcome aboard!" } });
    expect((await confirm(token)).body).toEqual({ message: "Welcome aboard!", status: "confirmed" });
  });

  it("204 (the provider already has the contact) → 'The email is already subscribed', and subscribed here too", async () => {
    const { email, confirm: token } = await pending("brevo-204");
    brevo.contacts.set(email, { id: 500, blacklisted: false, listIds: [] });
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: T.alreadySubscribed, status: "confirmed" });
    expect(await statusOf(email)).toBe("confirmed");
  });

  it.each([400, 401, 500])("%i → 502 'Failed: Try again after some time!'; the address stays pending and the link works later", async (status) => {
    const { email, confirm: token } = await pending(`brevo-${status}`);
    brevo.next({ status, body: { code: "some_error", message: "Provider detail not for users" } });
    const res = await confirm(token);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error: { code: "UPSTREAM_FAILED" }, message: T.failed });
    expect(await statusOf(email)).toBe("pending");
    expect((await confirm(token)).body).toEqual({ message: T.subscribed, status: "confirmed" });
  });

  it("a provider that does not answer → 502 with the time-out's message, after BREVO_TIMEOUT_MS", async () => {
    const { email, confirm: token } = await pending("brevo-hang");
    brevo.next("hang");
    const started = performance.now();
    const res = await confirm(token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("Request timed out after 2 seconds");
    expect(await statusOf(email)).toBe("pending");
  });

  it("a dropped connection → 502 with the network error's message", async () => {
    const { email, confirm: token } = await pending("brevo-reset");
    brevo.next("reset");
    const res = await confirm(token);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("fetch failed");
    expect(await statusOf(email)).toBe("pending");
  });

  it("unsubscribing blocks the contact at the provider; if it cannot be told, nothing changes", async () => {
    const { email, confirm: token, unsubscribe: unsubscribeToken } = await pending("brevo-unsub");
    await confirm(token);
    brevo.next({ status: 500, body: {} });
    const failed = await unsubscribe(unsubscribeToken);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(T.failed);
    expect(await statusOf(email)).toBe("confirmed");

    expect((await unsubscribe(unsubscribeToken)).body).toEqual({ message: T.unsubscribed, status: "unsubscribed" });
    const put = callsFor(email).filter((r) => r.method === "PUT").at(-1);
    expect(put).toMatchObject({ path: `/v3/contacts/${encodeURIComponent(email)}`, body: { emailBlacklisted: true } });
    expect(put!.headers["api-key"]).toBe(KEY);
    expect(brevo.contacts.get(email)?.blacklisted).toBe(true);

    // Confirming again after a new subscription lifts the block (204: the contact existed).
    await subscribe(email);
    const again = await newsletterLinks(email);
    expect((await confirm(again.confirm)).body).toEqual({ message: T.alreadySubscribed, status: "confirmed" });
    expect(brevo.contacts.get(email)?.blacklisted).toBe(false);
  });

  it("an address that never reached the provider is unsubscribed without calling it", async () => {
    const { email, unsubscribe: token } = await pending("brevo-unsub-pending");
    expect((await unsubscribe(token)).body.status).toBe("unsubscribed");
    expect(callsFor(email)).toEqual([]);
  });
});

describe("single opt-in (NEWSLETTER_DOUBLE_OPT_IN=false): the form's answer is the provider's", () => {
  beforeAll(() => {
    vi.stubEnv("NEWSLETTER_DOUBLE_OPT_IN", "false");
    vi.resetModules();
  });

  it("201 → 201 with the message; a welcome mail with the unsubscribe link; a second time is 'already subscribed' without a call", async () => {
    const email = uniqueEmail("brevo-single");
    const res = await subscribe(email);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: T.subscribed, status: "confirmed" });
    const { mail, confirm: confirmToken, unsubscribe: token } = await newsletterLinks(email);
    expect(mail?.subject).toBe("You are subscribed to our newsletter");
    expect(confirmToken).toBeUndefined();
    expect(token).toBeTruthy();
    const again = await subscribe(email);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(T.alreadySubscribed);
    expect(callsFor(email)).toHaveLength(1);
  });

  it("204 → 409 'The email is already subscribed'", async () => {
    const email = uniqueEmail("brevo-single-204");
    brevo.contacts.set(email, { id: 501, blacklisted: false, listIds: [] });
    const res = await subscribe(email);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(T.alreadySubscribed);
    expect(await statusOf(email)).toBe("confirmed");
  });

  it.each([
    [{ status: 400, body: { code: "invalid_parameter" } }, T.failed],
    [{ status: 500, body: {} }, T.failed],
    ["hang" as const, "Request timed out after 2 seconds"],
  ])("%j → 502 %j, nothing stored, no mail", async (answer, message) => {
    const email = uniqueEmail("brevo-single-fail");
    brevo.next(answer);
    const res = await subscribe(email);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(message);
    expect(await statusOf(email)).toBeUndefined();
    expect(await mailsOf(email)).toEqual([]);
  });
});
