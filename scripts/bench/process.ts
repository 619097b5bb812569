import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import type { LoadResult } from "./load";

/** Process and network helpers shared by the bench runners (servers are stopped by process group). */

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"]).stdout.toString().trim() || 100);

/** CPU seconds used so far by every process of a process group (a server started with startGroup). */
export function groupCpuSeconds(pgid: number): number {
  const pids = spawnSync("pgrep", ["-g", String(pgid)]).stdout.toString().trim().split(/\s+/).filter(Boolean);
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* exited meanwhile */
    }
  }
  return ticks / CLOCK_TICKS;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** Starts a server in its own process group (stopGroup stops it and its children); stdout is drained, stderr inherited. */
export function startGroup(cmd: string, argv: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(cmd, argv, { env, detached: true, stdio: ["ignore", "pipe", "inherit"] });
  child.stdout?.on("data", () => undefined);
  return child;
}

export function stopGroup(child: ChildProcess | undefined): void {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
}

/**
 * Waits until `url` answers below 500. Given the server's process, stops at once when it exits
 * instead of waiting out the time (a production server refuses to start without a proper
 * AUTH_SECRET and says why on stderr, which startGroup's children inherit).
 */
export async function waitFor(url: string, { server, timeoutMs = 60_000 }: { server?: ChildProcess; timeoutMs?: number } = {}): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server && (server.exitCode !== null || server.signalCode !== null)) {
      throw new Error(`The server exited (${server.exitCode ?? server.signalCode}) before ${url} answered; its message is above.`);
    }
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function buildIfNeeded(): void {
  if (existsSync(".next/BUILD_ID") && existsSync("dist/server.mjs")) return console.log("Using the existing build.");
  while (spawnSync("pgrep", ["-f", "next build"]).status === 0) {
    console.log("Another next build is running; waiting…");
    spawnSync("sleep", ["10"]);
  }
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (r.status !== 0) throw new Error("npm run build failed");
}

export function row(r: LoadResult): string {
  const f = (n: number) => n.toFixed(1).padStart(8);
  return `${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)}   ${r.errors}/${r.non2xx}`;
}

export const header = () => `${"run".padEnd(44)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}   err/non2xx`;
