import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "@/db/client";
import { acquireDirectoryLock, lockOwner } from "@/db/lock";
import { holdsUploads, moveAside, restoreUploads, uploadsArchiveOf, writeBackup, type FilesRestore } from "./backup-files";
import { backupInbox } from "./backup-signal";

/**
 * `npm run db:backup` and `npm run db:restore <file>` for the embedded database
 * (PGlite). A backup is a gzipped tar of the data directory, consistent as of
 * one moment between transactions, and beside it the local store's files frozen
 * in that moment (`<name>.uploads.tar.gz`, lib/ops/backup-files.ts). While a server owns the directory the copy
 * is taken by that server (lib/ops/backup-signal.ts); otherwise this process
 * takes the directory's lock and copies it itself. A restore never overwrites a
 * directory in use, and moves an existing one aside rather than deleting it.
 * Postgres: pg_dump / pg_restore (README "Operations").
 */
export const defaultBackupFile = (now = new Date()) =>
  path.resolve(".data", "backups", `pglite-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);

export type BackupResult = { file: string; bytes: number; via: "server" | "direct"; ownerPid?: number; uploadsFile?: string };

/**
 * `uploads`: the local store's directory when no server runs (a running server
 * uses its own UPLOAD_DIR), or null when files live in S3.
 */
export async function backupEmbedded(options: { dir: string; out?: string; uploads?: string | null; timeoutMs?: number }): Promise<BackupResult> {
  const dir = path.resolve(options.dir);
  const out = path.resolve(options.out ?? defaultBackupFile());
  if (fs.existsSync(out)) throw new Error(`${out} already exists.`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const owner = lockOwner(dir);
  if (owner) {
    await askServer(dir, owner, out, options.timeoutMs ?? 120_000);
    const uploadsFile = fs.existsSync(uploadsArchiveOf(out)) ? uploadsArchiveOf(out) : undefined;
    return { file: out, bytes: fs.statSync(out).size, via: "server", ownerPid: owner, uploadsFile };
  }
  if (!fs.existsSync(dir)) throw new Error(`There is no embedded database at ${dir}.`);
  const handle = await openDatabase({ pgliteDir: dir, migrate: false, seed: false });
  try {
    const written = await writeBackup(handle.dump!, out, options.uploads ?? null);
    return { file: out, bytes: written.bytes, via: "direct", uploadsFile: written.uploadsFile };
  } finally {
    await handle.close();
  }
}

async function askServer(dir: string, owner: number, out: string, timeoutMs: number): Promise<void> {
  const inbox = backupInbox(dir);
  fs.mkdirSync(inbox, { recursive: true });
  const request = path.join(inbox, `${randomUUID()}.json`);
  fs.writeFileSync(`${request}.tmp`, JSON.stringify({ out }));
  fs.renameSync(`${request}.tmp`, request);
  process.kill(owner, "SIGUSR2");
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (fs.existsSync(out)) return;
    if (fs.existsSync(`${out}.error`)) {
      const reason = fs.readFileSync(`${out}.error`, "utf8");
      fs.rmSync(`${out}.error`);
      throw new Error(`The server (process ${owner}) could not back up ${dir}: ${reason}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(request, { force: true });
  throw new Error(`The server (process ${owner}) did not answer the backup request within ${timeoutMs / 1000} s.`);
}

export type RestoreResult = { dir: string; movedAside?: string; migrations: number; uploads?: FilesRestore };

/**
 * `uploads`: where the local store's files go (UPLOAD_DIR) when the backup has them
 * beside it (`<name>.uploads.tar.gz`); null leaves them out (files in S3).
 */
export async function restoreEmbedded(options: { file: string; dir: string; force?: boolean; uploads?: string | null }): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  const dir = path.resolve(options.dir);
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}.`);
  const owner = lockOwner(dir);
  if (owner) throw new Error(`${dir} is open in process ${owner}: stop the server before restoring into it.`);
  const filesArchive = options.uploads && fs.existsSync(uploadsArchiveOf(file)) ? uploadsArchiveOf(file) : null;
  // Both refusals before anything moves: never a database restored beside files it cannot have.
  if (filesArchive && !options.force && holdsUploads(options.uploads!)) {
    throw new Error(`${path.resolve(options.uploads!)} already holds uploaded files. Pass --force to move them aside and restore.`);
  }
  let movedAside: string | undefined;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    if (!options.force) throw new Error(`${dir} already holds a database. Pass --force to move it aside and restore.`);
    movedAside = moveAside(dir);
  }
  const release = acquireDirectoryLock(dir);
  let migrations: number;
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const client = await PGlite.create(dir, { loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { pg_trgm } });
    try {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      migrations = rows[0]?.n ?? 0;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
  const uploads = filesArchive ? await restoreUploads(filesArchive, options.uploads!) : undefined;
  return { dir, movedAside, migrations, uploads };
}
