import { describe, expect, it } from "vitest";
import { EXPIRED_CODE, INVALID_CODE, TOO_MANY_TRIES, consumeCode, issueCode } from "@/lib/auth/one-time-code";
import { sendCode } from "@/lib/auth/registration";
import { ageCodes, codesFor, createUser, lastCodeFor, mailsTo, uniqueEmail } from "../helpers/auth-data";
import { post } from "../helpers/api";

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("one-time codes", () => {
  it("are 6 digits, mailed, and stored only as an HMAC", async () => {
    const email = uniqueEmail("otp-shape");
    const res = await post("/send-otp", { email, purpose: "register" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    const code = await lastCodeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toBe(`Your verification code is ${code}. It expires in 10 minutes.`);
    const [row] = await codesFor(email, "register");
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it("work once only", async () => {
    const email = uniqueEmail("otp-once");
    const code = await issueCode(email, "register");
    await expect(consumeCode(email, "register", code)).resolves.toBeUndefined();
    await expect(consumeCode(email, "register", code)).rejects.toThrow(INVALID_CODE);
  });

  it("can be used by exactly one of two concurrent requests", async () => {
    const email = uniqueEmail("otp-race");
    const code = await issueCode(email, "login");
    const results = await Promise.allSettled([consumeCode(email, "login", code), consumeCode(email, "login", code)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("expire after 10 minutes", async () => {
    const email = uniqueEmail("otp-expiry");
    const code = await issueCode(email, "register");
    await ageCodes(email, 9 * 60 + 50);
    const fresh = await issueCode(uniqueEmail("unused"), "register"); // unrelated address is unaffected
    expect(fresh).toMatch(/^\d{6}$/);
    await ageCodes(email, 11);
    await expect(consumeCode(email, "register", code)).rejects.toThrow(EXPIRED_CODE);
  });

  it("still work just before they expire", async () => {
    const email = uniqueEmail("otp-almost");
    const code = await issueCode(email, "register");
    await ageCodes(email, 9 * 60 + 50);
    await expect(consumeCode(email, "register", code)).resolves.toBeUndefined();
  });

  it("allow at most 5 wrong tries, after which even the right code is refused", async () => {
    const email = uniqueEmail("otp-tries");
    const code = await issueCode(email, "register");
    for (let i = 0; i < 5; i++) await expect(consumeCode(email, "register", wrong(code))).rejects.toThrow(INVALID_CODE);
    await expect(consumeCode(email, "register", code)).rejects.toThrow(TOO_MANY_TRIES);
    const [row] = await codesFor(email, "register");
    expect(row?.attempts).toBe(5);
  });

  it("count concurrent wrong tries without exceeding the limit", async () => {
    const email = uniqueEmail("otp-tries-race");
    const code = await issueCode(email, "register");
    await Promise.allSettled(Array.from({ length: 8 }, () => consumeCode(email, "register", wrong(code))));
    const [row] = await codesFor(email, "register");
    expect(row?.attempts).toBe(5);
    await expect(consumeCode(email, "register", code)).rejects.toThrow(TOO_MANY_TRIES);
  });

  it("are bound to their purpose", async () => {
    const email = uniqueEmail("otp-purpose");
    const code = await issueCode(email, "register");
    await expect(consumeCode(email, "login", code)).rejects.toThrow(INVALID_CODE);
    await expect(consumeCode(email, "register", code)).resolves.toBeUndefined();
  });

  it("stop working when a newer code is issued", async () => {
    const email = uniqueEmail("otp-newer");
    const first = await issueCode(email, "register");
    await ageCodes(email, 61);
    const second = await issueCode(email, "register");
    if (first !== second) await expect(consumeCode(email, "register", first)).rejects.toThrow(INVALID_CODE);
    await expect(consumeCode(email, "register", second)).resolves.toBeUndefined();
  });
});

describe("sending codes", () => {
  it("needs 60 seconds between sends to one address", async () => {
    const email = uniqueEmail("otp-spacing");
    expect((await post("/send-otp", { email, purpose: "register" })).status).toBe(200);

    const again = await post("/send-otp", { email, purpose: "register" });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait (\d+) seconds before asking for another code\.$/);
    const wait = Number(String(again.body.message).match(/(\d+)/)?.[1]);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(again.headers.get("retry-after")).toBe(String(wait));
    expect(again.body.error).toEqual({ code: "RATE_LIMITED", message: again.body.message, requestId: expect.any(String) });

    await ageCodes(email, 45);
    expect((await post("/send-otp", { email, purpose: "register" })).status).toBe(429);
    await ageCodes(email, 16);
    expect((await post("/send-otp", { email, purpose: "register" })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("counts sign-in and registration codes together for one address", async () => {
    const user = await createUser({ email: uniqueEmail("otp-mixed") });
    await sendCode(user.email, "login");
    await expect(sendCode(user.email, "login")).rejects.toThrow(/Please wait/);
  });

  it("sends at most 10 codes per hour to one address", async () => {
    const email = uniqueEmail("otp-hourly");
    for (let i = 0; i < 10; i++) {
      expect((await post("/send-otp", { email, purpose: "register" })).status).toBe(200);
      await ageCodes(email, 61);
    }
    const capped = await post("/send-otp", { email, purpose: "register" });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/^Too many codes were sent to this address\. Try again in \d+ minutes?\.$/);
    expect(await mailsTo(email)).toHaveLength(10);

    // The hour is a sliding window: once the oldest send is an hour old, one more is allowed.
    await ageCodes(email, 60 * 60 - 10 * 61 + 1);
    expect((await post("/send-otp", { email, purpose: "register" })).status).toBe(200);
  });

  it("sends at most 30 codes a day to one address, so its codes cannot be guessed at the hourly pace all day", async () => {
    const email = uniqueEmail("otp-daily");
    for (let i = 0; i < 30; i++) {
      expect((await post("/send-otp", { email, purpose: "register" })).status).toBe(200);
      // Spread over the day: never more than 10 in an hour.
      await ageCodes(email, 7 * 60);
    }
    const capped = await post("/send-otp", { email, purpose: "register" });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/^Too many codes were sent to this address today\. Try again in \d+ hours?, or sign in with your password\.$/);
    expect(await mailsTo(email)).toHaveLength(30);
    // A day after the first send, one more is allowed.
    await ageCodes(email, 24 * 60 * 60 - 30 * 7 * 60 + 1);
    expect((await post("/send-otp", { email, purpose: "register" })).status).toBe(200);
  });

  it("gives the same answer for sign-in codes whether or not the account exists, mailing only real accounts", async () => {
    const user = await createUser({ email: uniqueEmail("otp-known") });
    const unknown = uniqueEmail("otp-unknown");
    const a = await post("/send-otp", { email: user.email, purpose: "login" });
    const b = await post("/send-otp", { email: unknown, purpose: "login" });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
    expect(String(a.body.message).replace(user.email, "X")).toBe(String(b.body.message).replace(unknown, "X"));
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailsTo(unknown)).toHaveLength(0);
    // Limits behave alike as well.
    expect((await post("/send-otp", { email: unknown, purpose: "login" })).status).toBe(429);
  });

  it("refuses a registration code for an address that has an account", async () => {
    const user = await createUser({ email: uniqueEmail("otp-taken") });
    const res = await post("/send-otp", { email: user.email.toUpperCase(), purpose: "register" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this email already exists. Sign in instead.");
  });
});
