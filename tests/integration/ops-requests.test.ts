import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm";
import { errorResponse } from "@/lib/api/respond";
import { setLogger } from "@/lib/log/logger";
import { noteDatabaseDown, noteDatabaseUp } from "@/lib/ops/db-state";
import { createUser, GOOD_PASSWORD, lastCodeFor, uniqueEmail } from "../helpers/auth-data";
import { requestLine, startOpsServer, type OpsServer } from "../helpers/ops-server";

/**
 * The production server's request path: request ids on every answer and error
 * body, one JSON log line per request with the route pattern and the user, a
 * page that fails while the database is down answered 503, and nothing secret
 * in the log — passwords, codes, session cookies, query parameters.
 */
let srv: OpsServer;
let pageStatus = 200;

beforeAll(async () => {
  srv = await startOpsServer({ pageStatus: () => pageStatus });
  setLogger(srv.logger);
});
afterAll(async () => {
  noteDatabaseUp();
  await srv.close();
});

const send = (path: string, init: RequestInit = {}) => fetch(`${srv.url}${path}`, init);
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("request ids", () => {
  it("stamps every answer, replaces a client's own id and puts it in the error body", async () => {
    const ok = await send("/api/health");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const missing = await send("/api/web/common/job/getJobById/999999999", { headers: { "x-request-id": "forged-id-from-client" } });
    expect(missing.status).toBe(404);
    const id = missing.headers.get("x-request-id");
    expect(id).not.toBe("forged-id-from-client");
    expect(await missing.json()).toMatchObject({ error: { code: "NOT_FOUND", requestId: id } });

    // Refused before routing (a malformed %-sequence) and refused by the schema: the same.
    const raw = await send("/api/web/common/job/getJobById/%E0%A4%A");
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: { requestId: string } }).error.requestId).toBe(raw.headers.get("x-request-id"));
    const invalid = await send("/api/web/common/job/getJobById/not-a-number");
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { requestId: string } }).error.requestId).toBe(invalid.headers.get("x-request-id"));
  });
});

describe("request log", () => {
  it("writes one line per request: time, id, method, route pattern, status, duration, user", async () => {
    const user = await createUser({ email: uniqueEmail("ops-log") });
    const login = await postJson("/api/web/common/auth/login", { email: user.email, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;

    const job = await send("/api/web/common/job/getJobById/424242", { headers: { cookie } });
    const line = await requestLine(srv, job.headers.get("x-request-id")!);
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      route: "/api/web/common/job/getJobById/:jobId",
      status: 404,
      userId: user.id,
    });
    expect(typeof line.ms).toBe("number");
    expect(Date.parse(String(line.time))).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(line)).not.toContain("424242");

    // A page names its route pattern and the signed-in user from the session cookie.
    const page = await send("/jobdetails/777?ref=mail", { headers: { cookie } });
    expect(await requestLine(srv, page.headers.get("x-request-id")!)).toMatchObject({ route: "/jobdetails/[id]", status: 200, userId: user.id });
    const guest = await send("/jobdetails/778");
    expect((await requestLine(srv, guest.headers.get("x-request-id")!)).userId).toBeUndefined();

    // Probes polled every second stay out of the info log.
    const probe = await send("/api/health");
    expect((await requestLine(srv, probe.headers.get("x-request-id")!)).level).toBe("debug");
  });

  it("never writes a password, a code, a session cookie or a query's parameters", async () => {
    const email = uniqueEmail("ops-secret");
    const password = "Secret-Lighthouse-Password-93";
    await createUser({ email, password });
    const login = await postJson("/api/web/common/auth/login", { email, password });
    expect(login.status).toBe(200);
    const session = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const wrong = await postJson("/api/web/common/auth/login", { email, password: `${password}-wrong` });
    expect(wrong.status).toBe(401);
    expect((await postJson("/api/web/common/auth/send-otp", { email, purpose: "login" })).status).toBe(200);
    const code = await lastCodeFor(email);
    const viaCode = await postJson("/api/web/common/auth/verify-otp", { email, code, purpose: "login" });
    expect(viaCode.status).toBe(200);
    const second = viaCode.headers.getSetCookie()[0]!.split(";")[0]!;
    await send("/api/web/common/auth/me", { headers: { cookie: session, authorization: `Bearer ${second.split("=")[1]}` } });
    await send(`/passwordChange?token=reset-token-${code}`);

    // An unexpected failure whose query carried a secret: logged with its stack, without the parameters.
    const failure = new DrizzleQueryError("select * from sessions where id = $1", [`sid-${code}`], new Error("boom in the driver"));
    const answer = errorResponse(failure, "req-with-failure-0001");
    expect(answer.status).toBe(500);
    await expect.poll(() => srv.lines.some((l) => l.reqId === "req-with-failure-0001")).toBe(true);
    const logged = srv.lines.find((l) => l.reqId === "req-with-failure-0001") as { err: { stack: string; cause: { message: string } } };
    expect(logged.err.stack).toContain("Failed query: select * from sessions");
    expect(logged.err.cause.message).toBe("boom in the driver");

    await expect.poll(() => srv.lines.filter((l) => l.msg === "request").length).toBeGreaterThanOrEqual(6);
    const log = srv.raw.join("\n");
    expect(log).not.toContain(password);
    expect(log).not.toContain(code);
    expect(log).not.toContain(session.split("=")[1]!);
    expect(log).not.toContain(second.split("=")[1]!);
    expect(log).not.toContain("reset-token");
    expect(log).toContain("[redacted]");
  });
});

describe("a page while the database is down", () => {
  it("answers 503 with Retry-After instead of 500, and 500 again once the database answers", async () => {
    pageStatus = 500;
    noteDatabaseDown();
    const down = await send("/jobdetails/5");
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("3");
    noteDatabaseUp();
    const broken = await send("/jobdetails/5");
    expect(broken.status).toBe(500);
    expect(broken.headers.get("retry-after")).toBeNull();
    pageStatus = 200;
  });
});
