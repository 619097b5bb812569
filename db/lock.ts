import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no server: two processes opening one data directory get no error
 * and silently lose writes. Exactly one process may own it, so we take a lock
 * file holding our pid and refuse, naming the owner, when a live process has it.
 */
export function acquireDirectoryLock(dir: string): () => void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database ${dir} is already open in process ${owner}. ` +
            `Only one process may own it (two would silently lose writes): stop process ${owner}, ` +
            `or set DATABASE_URL to use a Postgres server.`,
        );
      }
      fs.unlinkSync(lockPath); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock the embedded database ${dir}.`);
}

/** The live process that owns the directory (holds its lock file), or null. */
export function lockOwner(dir: string): number | null {
  try {
    const owner = Number(fs.readFileSync(`${dir}.lock`, "utf8").trim());
    return owner && isAlive(owner) ? owner : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
