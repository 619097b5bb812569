import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GOOD_PASSWORD, createUser, uniqueEmail } from "../helpers/auth-data";
import { post } from "../helpers/api";

/** Behind https (APP_URL), every session cookie is Secure and carries the __Secure- prefix. */
beforeAll(() => {
  vi.stubEnv("APP_URL", "https://jobs.example.com");
  vi.resetModules();
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("session cookies under https", () => {
  it("are Secure when set and when cleared", async () => {
    const user = await createUser({ email: uniqueEmail("secure-cookie") });
    const signedIn = await post("/login", { email: user.email, password: GOOD_PASSWORD });
    expect(signedIn.status).toBe(200);
    const set = signedIn.setCookies.find((c) => c.startsWith("__Secure-next-auth.session-token="));
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; HttpOnly/);
    const token = set!.slice(set!.indexOf("=") + 1, set!.indexOf(";"));
    const out = await post("/logout", {}, { cookie: `__Secure-next-auth.session-token=${token}` });
    expect(out.setCookies.find((c) => c.startsWith("__Secure-next-auth.session-token=;"))).toMatch(/; Secure/);
  });
});
