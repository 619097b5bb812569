import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { signOutByForm } from "@/lib/auth/sign-out-form";
import { SIGN_OUT_FORM_PATH } from "@/lib/auth/sign-out-path";
import { GOOD_PASSWORD, createUser, uniqueEmail } from "../helpers/auth-data";
import { call, post } from "../helpers/api";

/**
 * The header's Sign out without JavaScript: a plain form post to /signout ends
 * the session on the server and sends the browser home; a post from another
 * site ends nothing.
 */
const OWN_ORIGIN = new URL(env.APP_URL).origin;
const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;
const statusWith = async (token: string) => (await call("GET", "/web/common/auth/me", { cookie: cookieOf(token) })).body;

async function signedIn(): Promise<string> {
  const user = await createUser({ email: uniqueEmail("form-out") });
  const res = await post("/login", { email: user.email, password: GOOD_PASSWORD });
  expect(res.status).toBe(200);
  return res.sessionToken!;
}

/** What a browser sends for `<form method="post">` with no fields. */
function formPost(token: string | null, origin: string): Request {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": "same-origin" };
  if (token) headers.cookie = cookieOf(token);
  return new Request(`${OWN_ORIGIN}${SIGN_OUT_FORM_PATH}`, { method: "POST", headers, body: "" });
}

describe("sign out by form", () => {
  it("ends this session, clears the cookie and sends the browser home", async () => {
    const token = await signedIn();
    expect(await statusWith(token)).toMatchObject({ user: { id: expect.any(Number) } });
    const res = await signOutByForm(formPost(token, OWN_ORIGIN));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`, "i"));
    expect(await statusWith(token)).toMatchObject({ user: null });
  });

  it("is refused from another site, and the session goes on", async () => {
    const token = await signedIn();
    const res = await signOutByForm(formPost(token, "https://evil.example"));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { message: "This request came from another site and was refused." } });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await statusWith(token)).toMatchObject({ user: { id: expect.any(Number) } });
  });

  it("sends a guest home too", async () => {
    const res = await signOutByForm(formPost(null, OWN_ORIGIN));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
  });
});
