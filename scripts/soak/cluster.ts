import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * The soak's Postgres: by default a private throw-away cluster (initdb into a
 * temporary directory, its own port and socket directory), so restarting it
 * disturbs nobody else's tests or data. `--database-url` + `--restart-command`
 * point the soak at an existing server instead (it still creates and drops a
 * database of its own there).
 */
export type Cluster = {
  /** A URL of the cluster's maintenance database (postgres). */
  adminUrl: string;
  /** Asynchronous: the soak's traffic keeps running meanwhile. */
  restart: () => Promise<void>;
  stop: () => void;
};

const PG_BIN = ["/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/17/bin"].find((d) => fs.existsSync(path.join(d, "pg_ctl")));

/** As the postgres user when we are root (initdb refuses to run as root). */
function command(cmd: string, args: string[], asPostgres: boolean): [string, string[]] {
  return asPostgres ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
}

function run(cmd: string, args: string[], asPostgres: boolean): void {
  const result = spawnSync(...command(cmd, args, asPostgres), { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
}

function runAsync(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: "ignore" });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(" ")} exited with ${code}`))));
  });
}

export function startPrivateCluster(port: number): Cluster {
  if (!PG_BIN) throw new Error("No Postgres binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql), or pass --database-url.");
  const asPostgres = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "soak-pg-"));
  const data = path.join(dir, "data");
  if (asPostgres) spawnSync("chown", ["-R", "postgres:postgres", dir]);
  const pgCtl = path.join(PG_BIN, "pg_ctl");
  run(path.join(PG_BIN, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"], asPostgres);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const start = () => run(pgCtl, ["-D", data, "-o", options, "-l", path.join(dir, "postgres.log"), "-w", "-t", "60", "start"], asPostgres);
  start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // A fast shutdown (open sessions terminated, as a package upgrade or failover does), then start.
    restart: () => runAsync(...command(pgCtl, ["-D", data, "-m", "fast", "-w", "-t", "60", "restart", "-o", options], asPostgres)),
    stop: () => {
      try {
        run(pgCtl, ["-D", data, "-m", "immediate", "-w", "stop"], asPostgres);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function existingCluster(adminUrl: string, restartCommand: string | undefined): Cluster {
  return {
    adminUrl,
    restart: () => {
      if (!restartCommand) return Promise.reject(new Error("--restart-command is needed to restart a server the soak did not start."));
      return runAsync("sh", ["-c", restartCommand]);
    },
    stop: () => undefined,
  };
}

/** Creates a database of the soak's own; returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
