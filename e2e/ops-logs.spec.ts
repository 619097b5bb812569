import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/accounts";
import { SERVER_LOG, storageStateFor, type Role } from "./support/paths";

/**
 * The production server's log after this run's sign-ins (the setup project signed
 * every demo role in through the /login form with the demo password): one JSON
 * line per request that names the user, and no password or session cookie
 * anywhere. The `[mail]` lines are the embedded mail transport (the mailbox these
 * tests read codes from), not log lines, and are left out of the JSON check.
 */
const ROLES: Role[] = ["candidate", "company", "agency"];

const sessionCookies = () =>
  ROLES.flatMap((role) => (JSON.parse(fs.readFileSync(storageStateFor(role), "utf8")) as { cookies: { name: string; value: string }[] }).cookies)
    .filter((c) => c.name.includes("session-token"))
    .map((c) => c.value);

test.use({ storageState: storageStateFor("candidate") });

test("the server log has a line per request with the user, and no password or session cookie", async ({ request }) => {
  const me = await request.get("/api/web/common/auth/me");
  expect(me.status()).toBe(200);
  const id = me.headers()["x-request-id"]!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => fs.readFileSync(SERVER_LOG, "utf8").includes(id)).toBe(true);

  const log = fs.readFileSync(SERVER_LOG, "utf8");
  const lines = log.split("\n").filter((l) => l.startsWith("{"));
  const mine = JSON.parse(lines.find((l) => l.includes(id))!) as Record<string, unknown>;
  // An API read is answered by the production server itself with the compiled route handler (lib/server/direct-api.ts).
  expect(mine).toMatchObject({ msg: "request", method: "GET", route: "/api/web/common/auth/me", status: 200, userId: expect.any(Number), via: "direct" });

  // The setup project's password sign-ins are in the log as route patterns, nothing more.
  expect(lines.some((l) => l.includes('"route":"/api/auth/[...nextauth]"') || l.includes('"route":"/api/web/common/auth/login"'))).toBe(true);
  expect(log).not.toContain(DEMO_PASSWORD);
  const cookies = sessionCookies();
  expect(cookies.length).toBe(ROLES.length);
  for (const value of cookies) {
    expect(log).not.toContain(value);
    expect(log).not.toContain(value.slice(0, 40));
  }
});

test("browsing the signed-in screens leaves no listener-leak warning in the server log", async ({ page }) => {
  // Next adds an AbortController per answer in its router, proxy and renderer: a page reached 11
  // "close" listeners and Node logged a MaxListenersExceededWarning (at level error) for it.
  for (const path of ["/jobs", "/getallcompanies", "/viewallrecruiter", "/profile", "/chat", "/appliedjobs"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await expect.poll(() => fs.readFileSync(SERVER_LOG, "utf8").includes('"route":"/appliedjobs"')).toBe(true);
  expect(fs.readFileSync(SERVER_LOG, "utf8")).not.toContain("MaxListenersExceededWarning");
});
