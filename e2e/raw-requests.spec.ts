import http from "node:http";
import { expect, test } from "@playwright/test";
import { BASE_URL } from "./support/paths";

/**
 * What Next alone answered with a bare 500 (no security headers): malformed
 * %-encoding in a path and methods the Fetch API cannot represent. Sent with
 * node:http so the path and method reach the server exactly as written.
 */
type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

function raw(method: string, path: string): Promise<Raw> {
  const url = new URL(BASE_URL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const expectSecurityHeaders = (r: Raw) => {
  expect(r.headers["x-content-type-options"]).toBe("nosniff");
  expect(r.headers["content-security-policy"]).toBeTruthy();
  expect(r.headers["x-frame-options"]).toBe("DENY");
};

for (const segment of ["%ff", "%", "%E0%A4%A"]) {
  test(`malformed %-encoding ${segment}: a JSON 400 on the API, the not-found page elsewhere`, async () => {
    const api = await raw("GET", `/api/web/common/job/getJobById/${segment}`);
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: "BAD_REQUEST" }, message: "The request path has a malformed %-encoding." });
    expectSecurityHeaders(api);

    const page = await raw("GET", `/jobs/${segment}`);
    expect(page.status).toBe(400);
    expect(page.body).toContain("Page not found");
    expectSecurityHeaders(page);
  });
}

test("TRACK, a method Node's parser does not know: the API's JSON 400 with the security headers", async () => {
  for (const path of ["/api/web/common/job/getopenjobs", "/jobs"]) {
    const answer = await raw("TRACK", path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "BAD_REQUEST" }, message: "The request could not be read." });
    expectSecurityHeaders(answer);
  }
});

for (const method of ["TRACE", "PROPFIND"]) {
  test(`${method}: a JSON 405 on the API, the not-found page elsewhere, with Allow`, async () => {
    const api = await raw(method, "/api/web/common/job/getopenjobs");
    expect(api.status).toBe(405);
    expect(JSON.parse(api.body).error.code).toBe("METHOD_NOT_ALLOWED");
    expect(api.headers.allow).toContain("GET");
    expectSecurityHeaders(api);

    const page = await raw(method, "/jobs");
    expect(page.status).toBe(405);
    expect(page.body).toContain("Page not found");
    expectSecurityHeaders(page);
  });
}
