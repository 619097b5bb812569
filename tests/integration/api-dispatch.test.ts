import { readFile, stat } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createDispatcher, dispatch } from "@/lib/api/dispatch";
import { endpoint, reply } from "@/lib/api/endpoint";
import { UploadedFile } from "@/lib/api/multipart";
import { makeActor } from "../helpers/actors";

/**
 * The dispatcher's rules for every row: body types, caps, origin, clean text,
 * routing precedence. Rows the contract does not have yet (multipart, form,
 * a Response of its own) are tried on a dispatcher over test rows.
 */
const seen: { files: { size: number; head: string; path: string }[] } = { files: [] };

const rows = [
  endpoint({
    method: "POST",
    path: "/t/upload",
    access: "public",
    summary: "multipart",
    body: { type: "multipart", files: { doc: { maxBytes: 2_000 } }, maxFieldBytes: 100 },
    input: z.object({ doc: z.instanceof(UploadedFile, { error: "A file is required" }), name: z.string().min(1, "A name is required") }),
    handler: async ({ doc, name }) => {
      seen.files.push({ size: doc.size, head: doc.head.subarray(0, 4).toString(), path: doc.path });
      return { name, size: doc.size, text: (await readFile(doc.path)).toString().slice(0, 10) };
    },
  }),
  endpoint({
    method: "POST",
    path: "/t/form",
    access: "public",
    summary: "form-encoded",
    body: { type: "form" },
    input: z.object({ socket_id: z.string(), channel_name: z.string() }),
    handler: async (input) => input,
  }),
  endpoint({ method: "GET", path: "/t/items/:id", access: "public", summary: "param", input: z.object({ id: z.string() }), handler: async ({ id }) => ({ row: "param", id }) }),
  endpoint({ method: "GET", path: "/t/items/featured", access: "public", summary: "fixed", input: z.object({}), handler: async () => ({ row: "fixed" }) }),
  endpoint({
    method: "GET",
    path: "/t/file",
    access: "public",
    summary: "own response",
    input: z.object({}),
    handler: async () => new Response("%PDF-1.7", { headers: { "content-type": "application/pdf", "x-content-type-options": "nosniff" } }),
  }),
  endpoint({ method: "POST", path: "/t/echo", access: "public", summary: "json", input: z.object({ text: z.string() }), handler: async (i) => reply(i) }),
];
const test = createDispatcher(rows);
const run = (request: Request) => test(request, new URL(request.url).pathname.replace(/^\/api/, ""));

function multipart(parts: { name: string; value: string | Blob; filename?: string }[]): FormData {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.value === "string") form.append(p.name, p.value);
    else form.append(p.name, p.value, p.filename ?? "file.bin");
  }
  return form;
}

describe("dispatcher: bodies of the declared type only", () => {
  it("streams a multipart file to a temporary file, hands it to the handler and deletes it afterwards", async () => {
    seen.files = [];
    const res = await run(new Request("http://localhost/api/t/upload", { method: "POST", body: multipart([{ name: "name", value: "cv" }, { name: "doc", value: new Blob(["%PDF-1.7 hello"]), filename: "cv.pdf" }]) }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: "cv", size: 14, text: "%PDF-1.7 h" });
    expect(seen.files[0]).toMatchObject({ size: 14, head: "%PDF" });
    await expect(stat(seen.files[0]!.path)).rejects.toThrow();
  });

  it("stops a file over its cap with 413 and never calls the handler", async () => {
    seen.files = [];
    const res = await run(new Request("http://localhost/api/t/upload", { method: "POST", body: multipart([{ name: "name", value: "cv" }, { name: "doc", value: new Blob([new Uint8Array(5_000)]) }]) }));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/);
    expect(seen.files).toEqual([]);
  });

  it("refuses unexpected file fields, over-long text fields and a missing file", async () => {
    const extra = await run(new Request("http://localhost/api/t/upload", { method: "POST", body: multipart([{ name: "other", value: new Blob(["x"]) }]) }));
    expect(extra.status).toBe(400);
    const long = await run(new Request("http://localhost/api/t/upload", { method: "POST", body: multipart([{ name: "name", value: "x".repeat(500) }]) }));
    expect(long.status).toBe(413);
    const missing = await run(new Request("http://localhost/api/t/upload", { method: "POST", body: multipart([{ name: "name", value: "cv" }]) }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("A file is required");
  });

  it("answers 400 for a multipart body without a boundary", async () => {
    const res = await run(new Request("http://localhost/api/t/upload", { method: "POST", headers: { "content-type": "multipart/form-data" }, body: "garbage" }));
    expect(res.status).toBe(400);
  });

  it("reads form-encoded bodies on rows that declare them (pusher-js sends channel auth that way)", async () => {
    const res = await run(new Request("http://localhost/api/t/form", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "socket_id=1.2&channel_name=private-x" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ socket_id: "1.2", channel_name: "private-x" });
  });

  it.each([
    ["text/plain", "/t/echo", '{"text":"hi"}'],
    ["application/x-www-form-urlencoded", "/t/echo", "text=hi"],
    ["multipart/form-data; boundary=x", "/t/echo", "--x--"],
    ["application/json", "/t/form", '{"socket_id":"1","channel_name":"c"}'],
    ["text/plain", "/t/upload", "hi"],
  ])("refuses %s on %s with 415 and the error shape", async (type, path, body) => {
    const res = await run(new Request(`http://localhost/api${path}`, { method: "POST", headers: { "content-type": type }, body }));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: "UNSUPPORTED_MEDIA_TYPE" }, message: expect.stringMatching(/^Send the body as/) });
  });

  it("stops a JSON body past 1 MB with 413 while reading", async () => {
    const res = await run(new Request("http://localhost/api/t/echo", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "x".repeat(1_100_000) }) }));
    expect(res.status).toBe(413);
  });
});

describe("dispatcher: routing", () => {
  it("lets a fixed segment win over a :param whatever the row order", async () => {
    expect(await (await run(new Request("http://localhost/api/t/items/featured"))).json()).toEqual({ row: "fixed" });
    expect(await (await run(new Request("http://localhost/api/t/items/42"))).json()).toEqual({ row: "param", id: "42" });
  });

  it.each(["%ff", "%", "%E0%A4%A"])("answers a malformed %%-encoding (%s) in a path segment with a JSON 400", async (seg) => {
    const res = await test(new Request("http://localhost/api/t/items/x"), `/t/items/${seg}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("BAD_REQUEST");
  });

  // TRACE and CONNECT cannot even be built as a fetch Request; the HTTP-level test sends them to a real server.
  it.each(["PROPFIND", "DELETE", "PATCH"])("answers %s with a JSON 405 and an Allow header", async (method) => {
    const res = await run(new Request("http://localhost/api/t/echo", { method }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await res.json()).error.code).toBe("METHOD_NOT_ALLOWED");
  });

  it("answers OPTIONS with 204 and the allowed methods", async () => {
    const res = await run(new Request("http://localhost/api/t/items/featured", { method: "OPTIONS" }));
    expect(res.status).toBe(204);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("passes a handler's own Response through (files, streams, redirects)", async () => {
    const res = await run(new Request("http://localhost/api/t/file"));
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(await res.text()).toBe("%PDF-1.7");
  });
});

describe("dispatcher: clean text", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "\udc00"],
  ])("refuses %s in a JSON string with 400", async (_label, text) => {
    const res = await run(new Request("http://localhost/api/t/echo", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }) }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Text may not contain NUL characters or unpaired surrogates.");
  });

  it("refuses NUL in a query parameter, a path parameter and a form field", async () => {
    expect((await run(new Request("http://localhost/api/t/items/featured?x=%00"))).status).toBe(400);
    expect((await test(new Request("http://localhost/api/t/items/a"), "/t/items/a%00b")).status).toBe(400);
    const form = await run(new Request("http://localhost/api/t/form", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "socket_id=%00&channel_name=c" }));
    expect(form.status).toBe(400);
  });

  it("refuses input nested past any schema's depth", async () => {
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = { deep };
    const res = await run(new Request("http://localhost/api/t/echo", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "a", deep }) }));
    expect(res.status).toBe(400);
  });

  it("shows a schema's own message exactly and otherwise names the field in plain words", async () => {
    const bad = await dispatch(new Request("http://localhost/api/web/common/job/getJobById/abc"), "/web/common/job/getJobById/abc");
    expect((await bad.json()).message).toBe("Invalid jobId: must be a valid number");
    const res = await run(new Request("http://localhost/api/t/echo", { method: "POST", headers: { "content-type": "application/json" }, body: '{"text":5}' }));
    expect((await res.json()).message).toBe("text must be text");
  });
});

describe("dispatcher: no cross-site writes", () => {
  let token: string;
  beforeAll(async () => {
    token = (await makeActor("COMPANY")).token;
  });
  const write = (headers: Record<string, string>) =>
    run(new Request("http://localhost/api/t/echo", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: '{"text":"hi"}' }));

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["Origin null", { origin: "null" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
    ["the host it was sent to, but another scheme", { origin: "https://127.0.0.1:3200", host: "127.0.0.1:3200" }],
    ["another site's Origin and X-Forwarded-Host with no proxy of ours", { origin: "https://evil.example", "x-forwarded-host": "evil.example" }],
  ])("refuses a write with %s (403, error shape)", async (_label, headers) => {
    const res = await write(headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "FORBIDDEN" }, message: "This request came from another site and was refused." });
  });

  it.each([
    ["APP_URL's origin", { origin: "http://localhost:3000" }],
    ["the origin of the host it was sent to", { origin: "http://127.0.0.1:3200", host: "127.0.0.1:3200" }],
    ["Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }],
    ["no browser headers (curl, servers)", {}],
  ])("accepts a write with %s", async (_label, headers) => {
    expect((await write(headers)).status).toBe(200);
  });

  it("exempts a Bearer token (a browser never adds one by itself), and never refuses reads", async () => {
    expect((await write({ origin: "https://evil.example", authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await run(new Request("http://localhost/api/t/items/1", { headers: { origin: "https://evil.example" } }))).status).toBe(200);
  });

  it("refuses a cross-site text/plain write to a real endpoint with a session cookie before it reaches the use case", async () => {
    const { SESSION_COOKIE } = await import("@/lib/auth/session");
    const path = "/web/common/job/updatejobstatus";
    const res = await dispatch(
      new Request(`http://localhost/api${path}`, {
        method: "POST",
        headers: { "content-type": "text/plain", origin: "https://evil.example", cookie: `${SESSION_COOKIE}=${token}` },
        body: '{"jobId":1,"jobStatus":"Closed"}',
      }),
      path,
    );
    expect(res.status).toBe(403);
  });

  it("judges a request with a bearer by the bearer alone: a junk one does not fall back to the session cookie", async () => {
    const { SESSION_COOKIE } = await import("@/lib/auth/session");
    const path = "/web/common/job/updatejobstatus";
    const res = await dispatch(
      new Request(`http://localhost/api${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://evil.example", authorization: "Bearer junk", cookie: `${SESSION_COOKIE}=${token}` },
        body: '{"jobId":1,"jobStatus":"Closed"}',
      }),
      path,
    );
    expect(res.status).toBe(401);
  });
});
