import fs from "node:fs";
import path from "node:path";
import { dumpEmbeddedDatabase } from "@/db/client";
import { getLogger } from "@/lib/log/logger";
import { writeBackup } from "./backup-files";

/**
 * Backups of the embedded database while the server runs. Exactly one process
 * may open a PGlite directory (db/lock.ts), so `npm run db:backup` does not open
 * it: it drops a request file into `<dir>.backup-requests/` and sends the owner
 * (the pid in `<dir>.lock`) SIGUSR2. The server takes the copy between
 * transactions (db/client.ts `dump`) with the local store's files frozen in the
 * same moment (lib/ops/backup-files.ts, `<name>.uploads.tar.gz`), writes
 * `<out>.partial`, renames it to `<out>` when complete, or writes `<out>.error`
 * with the reason. Only a process
 * that may signal the server and write beside its data directory — its own user
 * or root — can ask; no network route exists for it.
 */
export const backupInbox = (pgliteDir: string) => `${path.resolve(pgliteDir)}.backup-requests`;

export type BackupRequest = { out: string };

/**
 * Server side: answer backup requests for this data directory on SIGUSR2, one at a time.
 * `uploads`: the local store's directory (UPLOAD_DIR), or null when files live in S3.
 */
export function serveBackupRequests(pgliteDir: string, uploads: string | null): void {
  const inbox = backupInbox(pgliteDir);
  let queue = Promise.resolve();
  process.on("SIGUSR2", () => {
    queue = queue.then(() => answerRequests(inbox, uploads));
  });
}

export async function answerRequests(inbox: string, uploads: string | null): Promise<void> {
  const logger = getLogger();
  let names: string[];
  try {
    names = fs.readdirSync(inbox).filter((n) => n.endsWith(".json"));
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(inbox, name);
    let out: string;
    try {
      out = (JSON.parse(fs.readFileSync(file, "utf8")) as BackupRequest).out;
      fs.unlinkSync(file);
    } catch {
      continue; // taken by an earlier signal, or not a request
    }
    if (typeof out !== "string" || !path.isAbsolute(out)) continue;
    const started = Date.now();
    try {
      const written = await writeBackup(dumpEmbeddedDatabase, out, uploads);
      logger.info({ file: out, bytes: written.bytes, uploadsFile: written.uploadsFile, ms: Date.now() - started }, "embedded database backed up");
    } catch (error) {
      logger.error({ err: error, file: out }, "embedded database backup failed");
      fs.writeFileSync(`${out}.error`, error instanceof Error ? error.message : String(error));
    }
  }
}
