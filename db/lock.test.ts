import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDirectoryLock } from "./lock";

/** Two processes on one PGlite directory silently lose writes: the second must be refused, by name. */
const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-")), "db");
const children: ReturnType<typeof spawn>[] = [];
afterAll(() => children.forEach((c) => c.kill()));

function startOwner(): Promise<number> {
  // A separate live process that holds the lock file, as a running dev server would.
  const child = spawn(process.execPath, ["-e", `require("fs").writeFileSync(${JSON.stringify(`${dir}.lock`)}, String(process.pid)); console.log("ready"); setInterval(() => {}, 1000);`]);
  children.push(child);
  return new Promise((resolve) => child.stdout!.once("data", () => resolve(child.pid!)));
}

describe("embedded database directory lock", () => {
  it("refuses a second owner and names the process that holds it", async () => {
    const pid = await startOwner();
    expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`already open in process ${pid}`));
  });

  it("takes over a stale lock left by a process that died, and releases it", async () => {
    const dead = children[0]!;
    dead.kill();
    await new Promise((r) => dead.once("exit", r));
    const release = acquireDirectoryLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
