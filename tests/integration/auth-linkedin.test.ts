import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GOOD_PASSWORD, createUser, uniqueEmail, userByEmail } from "../helpers/auth-data";
import { cookieValue, get, post } from "../helpers/api";
import { startFakeOidcProvider, type FakePerson } from "../helpers/fake-oidc-provider";

const client = { id: "test-client-id", secret: "test-client-secret" };
let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;

beforeAll(async () => {
  provider = await startFakeOidcProvider(client);
  // lib/env reads the settings once at import, so set them and load fresh modules.
  vi.stubEnv("LINKEDIN_CLIENT_ID", client.id);
  vi.stubEnv("LINKEDIN_CLIENT_SECRET", client.secret);
  vi.stubEnv("LINKEDIN_ISSUER", provider.issuer);
  vi.resetModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await provider.close();
});

/** The whole browser round trip: start → provider → callback page → POST /linkedin. */
async function signInWithLinkedIn(person: FakePerson, callbackUrl = "/jobs") {
  provider.signInAs(person);
  const start = await get(`/linkedin/start?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  expect(start.status).toBe(302);
  const stateCookie = cookieValue(start.setCookies, "linkedin_oauth_state");
  const atProvider = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get("location") ?? "");
  expect(back.origin + back.pathname).toBe("http://localhost:3000/auth/linkedin/callback");
  return post(
    "/linkedin",
    { code: back.searchParams.get("code"), state: back.searchParams.get("state") },
    { cookie: `linkedin_oauth_state=${encodeURIComponent(stateCookie ?? "")}` },
  );
}

const person = (over: Partial<FakePerson> = {}): FakePerson => ({
  sub: `li-${randomUUID()}`,
  email: uniqueEmail("linkedin"),
  email_verified: true,
  name: "Grace Hopper",
  picture: "https://media.example.test/grace.jpg",
  ...over,
});

describe("LinkedIn sign-in (OpenID Connect against a local fake provider)", () => {
  it("is announced by /me", async () => {
    expect((await get("/me")).body.features).toEqual({ linkedin: true });
  });

  it("starts with a redirect to the discovered authorization endpoint and a state cookie", async () => {
    const res = await get("/linkedin/start?callbackUrl=%2Fdashboard");
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/oauth/v2/authorization`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: "code",
      client_id: client.id,
      redirect_uri: "http://localhost:3000/auth/linkedin/callback",
      scope: "openid profile email",
      state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    const cookie = res.setCookies.find((c) => c.startsWith("linkedin_oauth_state="));
    expect(cookie).toMatch(/; Max-Age=600; Path=\/api\/web\/common\/auth\/linkedin; HttpOnly; SameSite=Lax$/);
    expect(cookieValue(res.setCookies, "linkedin_oauth_state")).toBe(`${location.searchParams.get("state")}|/dashboard`);
  });

  it("does not keep a provider's name with line breaks or direction marks: the account gets the default name", async () => {
    const who = person({ name: "\u202eevil\u202d Admin\r\nBcc: x@y.z" });
    const res = await signInWithLinkedIn(who);
    expect(res.status).toBe(200);
    const row = await userByEmail(who.email!);
    expect(row?.name).not.toMatch(/[\r\n\u202e]/);
    expect(row?.name).not.toContain("Admin");
  });

  it("cuts a long provider name between characters, never inside an emoji", async () => {
    const who = person({ name: `${"A".repeat(99)}😀` });
    expect((await signInWithLinkedIn(who)).status).toBe(200);
    const name = (await userByEmail(who.email!))!.name;
    expect(name).toBe("A".repeat(99));
    expect(name.isWellFormed()).toBe(true);
  });

  it("gives back the whole return address, '|' and all", async () => {
    const res = await signInWithLinkedIn(person(), "/jobs/2?a=1|x");
    expect(res.body.callbackUrl).toBe("/jobs/2?a=1|x");
  });

  it("creates the account on the first sign-in and finds it on the second", async () => {
    const who = person();
    const first = await signInWithLinkedIn(who);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      isNew: true,
      isRegistered: false,
      email: who.email,
      name: "Grace Hopper",
      imageUrl: who.picture,
      linkedinId: who.sub,
      id: expect.any(Number),
      message: "Login Successful",
      customToken: first.sessionToken,
      callbackUrl: "/jobs",
      // The callback page reads the type from here to choose /register or the page to return to.
      user: { id: first.body.id, email: who.email, name: "Grace Hopper", userType: null },
    });
    // The state cookie is cleared, the session cookie set, and the token works as a bearer.
    expect(first.setCookies.some((c) => c.startsWith("linkedin_oauth_state=;") && c.includes("Max-Age=0"))).toBe(true);
    const me = await get("/me", { bearer: String(first.body.customToken) });
    expect(me.body.user).toEqual({ id: first.body.id, email: who.email, name: "Grace Hopper", userType: null });

    const row = await userByEmail(who.email!);
    expect(row).toMatchObject({ linkedinId: who.sub, userType: null, passwordHash: null, photoUrl: who.picture });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

    const second = await signInWithLinkedIn(who);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ isNew: false, isRegistered: false, id: first.body.id });
  });

  it("reports isRegistered once the account type is chosen", async () => {
    const who = person();
    const first = await signInWithLinkedIn(who);
    const chosen = await post("/account-type", { userType: "CANDIDATE" }, { bearer: String(first.body.customToken) });
    expect(chosen.status).toBe(200);
    const again = await signInWithLinkedIn(who);
    expect(again.body).toMatchObject({ isNew: false, isRegistered: true, id: first.body.id, user: { userType: "CANDIDATE" } });
  });

  it("links to an existing account with the same verified e-mail", async () => {
    const existing = await createUser({ email: uniqueEmail("li-existing"), userType: "COMPANY", name: "Acme" });
    const res = await signInWithLinkedIn(person({ email: existing.email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isNew: false, isRegistered: true, id: existing.id, name: "Acme" });
    expect((await userByEmail(existing.email))?.linkedinId).toBe(res.body.linkedinId);
    // The password still works as well.
    expect((await post("/login", { email: existing.email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it("never makes a person's LinkedIn picture a company's or agency's logo", async () => {
    // Linked to an existing company without a logo: the account keeps no photo, and the answer offers none.
    const company = await createUser({ email: uniqueEmail("li-company"), userType: "COMPANY", name: "Acme" });
    const linked = await signInWithLinkedIn(person({ email: company.email }));
    expect(linked.status).toBe(200);
    expect(linked.body.imageUrl).toBeNull();
    expect((await userByEmail(company.email))?.photoUrl).toBeNull();
    // A candidate linked the same way takes it.
    const candidate = await createUser({ email: uniqueEmail("li-candidate"), userType: "CANDIDATE" });
    const who = person({ email: candidate.email });
    await signInWithLinkedIn(who);
    expect((await userByEmail(candidate.email))?.photoUrl).toBe(who.picture);

    // New through LinkedIn: the picture is kept until the account becomes an agency (or a company), then dropped.
    for (const userType of ["RECRUIMENTAGENCY", "COMPANY", "CANDIDATE"] as const) {
      const fresh = person();
      const first = await signInWithLinkedIn(fresh);
      expect((await userByEmail(fresh.email!))?.photoUrl).toBe(fresh.picture);
      expect((await post("/account-type", { userType }, { bearer: String(first.body.customToken) })).status).toBe(200);
      expect((await userByEmail(fresh.email!))?.photoUrl).toBe(userType === "CANDIDATE" ? fresh.picture : null);
    }
  });

  it("does not link an existing account to an unverified LinkedIn e-mail", async () => {
    const existing = await createUser({ email: uniqueEmail("li-unverified") });
    const res = await signInWithLinkedIn(person({ email: existing.email, email_verified: false }));
    expect(res.status).toBe(409);
    expect((await userByEmail(existing.email))?.linkedinId).toBeNull();
  });

  it("refuses a state that does not match the cookie (CSRF) or a missing cookie", async () => {
    provider.signInAs(person());
    const start = await get("/linkedin/start");
    const cookie = `linkedin_oauth_state=${encodeURIComponent(cookieValue(start.setCookies, "linkedin_oauth_state") ?? "")}`;
    const forged = await post("/linkedin", { code: "whatever", state: "forged-state" }, { cookie });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe("The LinkedIn sign-in expired or did not start here. Please try again.");
    const state = new URL(start.headers.get("location") ?? "").searchParams.get("state");
    expect((await post("/linkedin", { code: "whatever", state })).status).toBe(400);
  });

  it("answers 502 when the provider refuses the code, and codes are single use", async () => {
    const who = person();
    provider.signInAs(who);
    const start = await get("/linkedin/start");
    const atProvider = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
    const back = new URL(atProvider.headers.get("location") ?? "");
    const body = { code: back.searchParams.get("code"), state: back.searchParams.get("state") };
    const cookie = `linkedin_oauth_state=${encodeURIComponent(cookieValue(start.setCookies, "linkedin_oauth_state") ?? "")}`;
    expect((await post("/linkedin", body, { cookie })).status).toBe(200);
    const replay = await post("/linkedin", body, { cookie });
    expect(replay.status).toBe(502);
    expect(replay.body).toEqual({
      error: { code: "UPSTREAM_FAILED", message: "LinkedIn sign-in failed. Please try again.", requestId: expect.any(String) },
      message: "LinkedIn sign-in failed. Please try again.",
    });
  });

  it("never redirects back off-site", async () => {
    const res = await signInWithLinkedIn(person(), "//evil.example/steal");
    expect(res.body.callbackUrl).toBe("/");
  });

  it("needs an e-mail address from the provider", async () => {
    const res = await signInWithLinkedIn(person({ email: undefined }));
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("LinkedIn did not share an e-mail address, so we cannot sign you in.");
  });
});
