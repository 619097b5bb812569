import { describe, expect, it } from "vitest";
import { readSessionToken } from "@/lib/auth/session";
import { verifyPassword } from "@/lib/auth/password";
import { GOOD_PASSWORD, createUser, lastCodeFor, uniqueEmail, userByEmail } from "../helpers/auth-data";
import { call, get, post } from "../helpers/api";

const errorShape = (code: string, message: string) => ({ error: expect.objectContaining({ code, message }), message });

describe("registration through the API", () => {
  it("checks the address, mails a code and creates a verified, signed-in account", async () => {
    const email = uniqueEmail("Reg-Flow");
    const typed = `  ${email.toUpperCase()}  `;

    const check = await post("/check-email", { email: typed });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ available: true });

    expect((await post("/send-otp", { email: typed, purpose: "register" })).status).toBe(200);
    const code = await lastCodeFor(email.toLowerCase());

    const res = await post("/verify-otp", {
      email: typed,
      code,
      purpose: "register",
      password: GOOD_PASSWORD,
      userType: "RECRUIMENTAGENCY",
      name: "Talent Bridge",
    });
    expect(res.status).toBe(200);
    const user = { id: expect.any(Number), email: email.toLowerCase(), name: "Talent Bridge", userType: "RECRUIMENTAGENCY" };
    expect(res.body).toEqual({ success: true, message: "Your account is ready.", user });
    expect(await readSessionToken(res.sessionToken)).toMatchObject(user);

    const row = await userByEmail(email.toLowerCase());
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(GOOD_PASSWORD, row?.passwordHash)).toBe(true);

    // The new session works right away, and the address is now taken.
    expect((await get("/me", { bearer: res.sessionToken })).body.user).toEqual(user);
    const taken = await post("/check-email", { email });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(errorShape("CONFLICT", "An account with this email already exists. Sign in instead."));

    // Signing in with the chosen password works too.
    expect((await post("/login", { email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it("answers a wrong code with 400 {success:false, message:'Invalid OTP'} and creates nothing", async () => {
    const email = uniqueEmail("reg-wrong");
    await post("/send-otp", { email, purpose: "register" });
    const code = await lastCodeFor(email);
    const res = await post("/verify-otp", {
      email,
      code: code === "000000" ? "111111" : "000000",
      purpose: "register",
      password: GOOD_PASSWORD,
      userType: "CANDIDATE",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: "Invalid OTP", error: { code: "BAD_REQUEST", message: "Invalid OTP" } });
    expect(res.setCookies).toEqual([]);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("does not spend the code when the password breaks the rules", async () => {
    const email = uniqueEmail("reg-weak");
    await post("/send-otp", { email, purpose: "register" });
    const code = await lastCodeFor(email);
    const weak = await post("/verify-otp", { email, code, purpose: "register", password: "Password123", userType: "CANDIDATE" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("This password is too common. Choose another.");
    const ok = await post("/verify-otp", { email, code, purpose: "register", password: GOOD_PASSWORD, userType: "CANDIDATE" });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ name: email.split("@")[0], userType: "CANDIDATE" });
  });

  it("treats a missing purpose as registration", async () => {
    const email = uniqueEmail("reg-default");
    await post("/send-otp", { email });
    const code = await lastCodeFor(email);
    const res = await post("/verify-otp", { email, code, password: GOOD_PASSWORD, userType: "COMPANY", name: "Acme" });
    expect(res.status).toBe(200);
  });
});

describe("sign-in with an e-mail code", () => {
  it("signs in an existing account and sets the cookie", async () => {
    const user = await createUser({ email: uniqueEmail("code-login"), userType: "COMPANY" });
    await post("/send-otp", { email: user.email, purpose: "login" });
    const res = await post("/verify-otp", { email: user.email, code: await lastCodeFor(user.email), purpose: "login" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Login Successful", user: { id: user.id, userType: "COMPANY" } });
    expect((await readSessionToken(res.sessionToken))?.id).toBe(user.id);
  });

  it("reports expiry with its own message", async () => {
    const user = await createUser({ email: uniqueEmail("code-expired") });
    await post("/send-otp", { email: user.email, purpose: "login" });
    const { ageCodes } = await import("../helpers/auth-data");
    await ageCodes(user.email, 601);
    const res = await post("/verify-otp", { email: user.email, code: await lastCodeFor(user.email), purpose: "login" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: "The code has expired. Ask for a new one." });
  });
});

describe("choosing the account type", () => {
  it("works once for a signed-in user without a type and re-issues the cookie", async () => {
    const user = await createUser({ email: uniqueEmail("type"), userType: null, password: null });
    const { sessionToken: first } = await post("/verify-otp", await codeLogin(user.email));
    expect((await readSessionToken(first))?.userType).toBeNull();

    const res = await post("/account-type", { userType: "COMPANY", name: "Northwind" }, { bearer: first });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: user.id, email: user.email, name: "Northwind", userType: "COMPANY" });
    expect(await readSessionToken(res.sessionToken)).toMatchObject({ id: user.id, userType: "COMPANY" });

    const again = await post("/account-type", { userType: "CANDIDATE" }, { bearer: res.sessionToken });
    expect(again.status).toBe(409);
    expect((await userByEmail(user.email))?.userType).toBe("COMPANY");
  });
});

describe("input validation", () => {
  it("answers 400 with the error shape, never 500", async () => {
    const cases: [string, unknown][] = [
      ["/check-email", { email: "not-an-address" }],
      ["/check-email", {}],
      ["/send-otp", { email: uniqueEmail(), purpose: "shopping" }],
      ["/verify-otp", { email: uniqueEmail(), code: "123456", purpose: "register", password: "short", userType: "CANDIDATE" }],
      ["/verify-otp", { email: uniqueEmail(), code: "123456", purpose: "register", password: GOOD_PASSWORD, userType: "ADMIN" }],
      ["/verify-otp", { email: uniqueEmail(), purpose: "login" }],
      ["/login", { email: uniqueEmail() }],
      ["/login", { email: 42, password: ["x"] }],
      ["/resetPassword", { email: "" }],
      ["/change-password", { password: GOOD_PASSWORD }],
      ["/change-password", { token: "abc", password: "x".repeat(200) }],
      ["/linkedin", { code: "abc" }],
    ];
    for (const [path, body] of cases) {
      const res = await post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toEqual(errorShape("VALIDATION_FAILED", expect.any(String)));
    }
  });

  it("answers malformed JSON with 400", async () => {
    const res = await call("POST", "/web/common/auth/login", { body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The request body is not valid JSON.");
  });

  it("words the messages for people", async () => {
    expect((await post("/check-email", { email: "nope" })).body.message).toBe("Enter a valid e-mail address.");
    expect((await post("/change-password", { password: GOOD_PASSWORD })).body.message).toBe("Enter your current password.");
  });
});

async function codeLogin(email: string) {
  await post("/send-otp", { email, purpose: "login" });
  return { email, code: await lastCodeFor(email), purpose: "login" };
}
