import { spawn } from "node:child_process";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

/** The server's own log (no destination given): stdout, written asynchronously, and whole when the process exits. */
describe("the server's logger", () => {
  it("writes to stdout without blocking on each line", () => {
    const logger = createLogger() as unknown as Record<symbol, { fd: number; sync: boolean }>;
    const stream = logger[pino.symbols.streamSym]!;
    expect(stream.fd).toBe(1);
    expect(stream.sync).toBe(false);
  });

  it("writes every queued line when the process exits right after logging them", async () => {
    // A process that logs 2,000 lines and exits in the same tick: nothing may be left in the queue.
    const script = `
      import { createLogger } from "./lib/log/logger";
      const log = createLogger(undefined, "info");
      for (let i = 0; i < 2000; i++) log.info({ i }, "line");
      process.exit(0);
    `;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    // "close": the process has exited and its stdout is read to the end.
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    const lines = out.trim().split("\n").map((l) => JSON.parse(l) as { i: number; msg: string });
    expect(lines.map((l) => l.i)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  }, 30_000);
});
