import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

/** The production build refuses to start without AUTH_SECRET, with a clear message, instead of a 500 at the first sign-in. */
test("npm start without AUTH_SECRET exits at once with a clear message", async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: "0", AUTH_SECRET: "" };
  const child = spawn(process.execPath, ["dist/server.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("AUTH_SECRET must be set in production");
  expect(output).not.toContain("Ready on");
});
