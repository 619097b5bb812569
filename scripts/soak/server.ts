import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";

/**
 * The production build under test (dist/server.mjs), one process at a time,
 * its output appended to a log file the report reads.
 */
export type ServerProcess = { child: ChildProcess; exited: Promise<number | null> };

export function buildIfNeeded(): void {
  if (fs.existsSync(".next/BUILD_ID") && fs.existsSync("dist/server.mjs")) return void console.log("Using the existing build (npm run build to refresh it).");
  console.log("Building (npm run build)…");
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export function startServer(env: NodeJS.ProcessEnv, logFile: string): ServerProcess {
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["dist/server.mjs"], { env, stdio: ["ignore", log, log], detached: true });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited };
}

/** Polls /api/ready until it answers 200. */
export async function waitReady(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${baseUrl} was not ready within ${timeoutMs / 1000} s`);
}

/** SIGTERM and wait for the graceful stop; returns the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill("SIGTERM");
  return server.exited;
}

/** Last resort at the end of a run: the whole process group. */
export function killServer(server: ServerProcess | undefined): void {
  if (server?.child.pid && server.child.exitCode === null) {
    try {
      process.kill(-server.child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
