import { describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { nextAuthRoute } from "./next-auth-route";

/** What next-auth's route answers before next-auth itself is asked. */
describe("nextAuthRoute", () => {
  const inner = vi.fn(async () => new Response("from next-auth"));
  const route = nextAuthRoute(inner);
  const ctx = (...nextauth: string[]) => ({ params: Promise.resolve({ nextauth }) });
  const post = (body: string, type = "application/json") => new Request("http://app.test/api/auth/callback/password", { method: "POST", headers: { "content-type": type }, body });

  it("answers a JSON body that does not parse with a 400 JSON error, without calling next-auth", async () => {
    inner.mockClear();
    const res = await route.POST(post("{"), ctx("callback", "password"));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "The request body is not valid JSON.", error: { code: "BAD_REQUEST" } });
    expect(inner).not.toHaveBeenCalled();
  });

  it("refuses a POST from another site's page (403) before next-auth sees it, as the API does; our own pages' and non-browser clients' pass", async () => {
    inner.mockClear();
    const from = (headers: Record<string, string>) =>
      new Request("http://app.test/api/auth/callback/password", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: "csrfToken=x" });
    const refused = await route.POST(from({ origin: "https://evil.example" }), ctx("callback", "password"));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: "This request came from another site and was refused." });
    expect((await route.POST(from({ "sec-fetch-site": "cross-site" }), ctx("signout"))).status).toBe(403);
    expect(inner).not.toHaveBeenCalled();
    expect((await route.POST(from({ origin: new URL(env.APP_URL).origin }), ctx("callback", "password"))).status).toBe(200);
    expect((await route.POST(from({}), ctx("callback", "password"))).status).toBe(200);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it("hands well-formed requests to next-auth, JSON or form", async () => {
    inner.mockClear();
    expect(await (await route.POST(post('{"email":"a@b.test"}'), ctx("callback", "password"))).text()).toBe("from next-auth");
    expect(await (await route.POST(post("csrfToken=x", "application/x-www-form-urlencoded"), ctx("signin", "password"))).text()).toBe("from next-auth");
    expect(await (await route.GET(new Request("http://app.test/api/auth/session"), ctx("session"))).text()).toBe("from next-auth");
    expect(inner).toHaveBeenCalledTimes(3);
  });

  it("keeps next-auth's _log closed, POSTs to actions that take one, and bodies to JSON or a form", async () => {
    inner.mockClear();
    expect((await route.POST(post('{"level":"error","message":"injected"}'), ctx("_log"))).status).toBe(404);
    expect((await route.POST(post("{}"), ctx("csrf"))).status).toBe(405);
    expect((await route.POST(post("x", "text/plain"), ctx("session"))).status).toBe(415);
    expect(inner).not.toHaveBeenCalled();
  });

  it("answers HEAD as GET without a body, and serves none of next-auth's own HTML pages (verify-request, GET signout)", async () => {
    const head = await route.HEAD(new Request("http://app.test/api/auth/session", { method: "HEAD" }), ctx("session"));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await route.GET(new Request("http://app.test/api/auth/verify-request"), ctx("verify-request"))).status).toBe(404);
    expect((await route.GET(new Request("http://app.test/api/auth/signout"), ctx("signout"))).status).toBe(404);
  });

  it("gives next-auth's own plain-text refusals the API's JSON shape", async () => {
    const texty = nextAuthRoute(async () => new Response("[object Object]", { status: 400, headers: { "content-type": "text/plain" } }));
    const res = await texty.POST(post("{}"), ctx("session"));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });

  it("answers an unknown action with a JSON 404 and other methods with a JSON 405", async () => {
    const unknown = await route.GET(new Request("http://app.test/api/auth/nope"), ctx("nope"));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/json/);
    const put = route.PUT();
    expect([put.status, put.headers.get("allow")]).toEqual([405, "GET, POST"]);
    expect(await put.json()).toMatchObject({ error: { code: "METHOD_NOT_ALLOWED" } });
  });
});
