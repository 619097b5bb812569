import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as tar from "tar";

/**
 * The uploaded files of the local store (lib/storage/disk.ts: `objects/` and
 * `meta/` under UPLOAD_DIR) in a backup of the embedded database, as a second
 * gzipped tar beside the database's (`<name>.uploads.tar.gz`). With S3 the files
 * live in the bucket and are backed up there.
 *
 * Consistency with the database: the files are frozen while the database copy is
 * taken, inside the same transaction (db/client.ts `dump`), as a tree of hard
 * links — instant, no bytes copied, and untouched by what the app does next. A
 * row is stored after its bytes and deleted before them (lib/files/store.ts), so
 * every row in the database copy has its bytes in the frozen tree; at worst the
 * tree holds a file whose row was already gone (never shown, never restored
 * wrong). The tree is archived after the transaction and then removed.
 */
const PARTS = ["objects", "meta"] as const;

/** Where the files of the database backup `out` go: `x.tar.gz` → `x.uploads.tar.gz`. */
export function uploadsArchiveOf(out: string): string {
  return out.endsWith(".tar.gz") ? `${out.slice(0, -".tar.gz".length)}.uploads.tar.gz` : `${out}.uploads.tar.gz`;
}

/**
 * Hard links of every stored file under a new directory inside `root` (same file
 * system, so links work), or null when the store holds nothing. Synchronous: it
 * runs inside the database copy's transaction.
 */
export function freezeUploads(root: string): string | null {
  const present = PARTS.filter((p) => fs.existsSync(path.join(root, p)));
  if (!present.length) return null;
  const frozen = path.join(root, `.backup-${randomUUID()}`);
  for (const part of present) linkTree(path.join(root, part), path.join(frozen, part));
  return frozen;
}

/** A file deleted while the tree is linked had its row deleted before the copy (rows go first): it is skipped. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of gone(() => fs.readdirSync(from, { withFileTypes: true })) ?? []) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) gone(() => linkOrCopy(source, target));
  }
}

/** A store on a file system without hard links (or a part mounted from another one) is copied instead: slower, as consistent. */
function linkOrCopy(source: string, target: string): void {
  try {
    fs.linkSync(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP" && code !== "EMLINK") throw error;
    fs.copyFileSync(source, target);
  }
}

function gone<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Writes the frozen tree as `archive` (through `.partial`, renamed when whole) and removes the tree. */
export async function archiveFrozen(frozen: string, archive: string): Promise<number> {
  try {
    const parts = PARTS.filter((p) => fs.existsSync(path.join(frozen, p)));
    await tar.c({ gzip: true, file: `${archive}.partial`, cwd: frozen, portable: true }, parts);
    fs.renameSync(`${archive}.partial`, archive);
    return fs.statSync(archive).size;
  } finally {
    fs.rmSync(frozen, { recursive: true, force: true });
    fs.rmSync(`${archive}.partial`, { force: true });
  }
}

export type FilesRestore = { dir: string; movedAside?: string };

/** A restore never deletes what was there: it moves it to `<dir>.before-restore-<time>` and says where. */
export function moveAside(dir: string): string {
  const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  fs.renameSync(dir, aside);
  return aside;
}

/** Whether the store at `root` holds any file (a restore then needs --force). */
export const holdsUploads = (root: string): boolean =>
  PARTS.some((p) => fs.existsSync(path.join(root, p)) && fs.readdirSync(path.join(root, p)).length > 0);

/**
 * Unpacks a files archive into `root`; a store that already holds files is moved
 * aside (`<root>.before-restore-<time>`) first — the caller refuses that without
 * --force (lib/ops/backup.ts). Only the store's own parts are unpacked, never a
 * path outside `root`.
 */
export async function restoreUploads(archive: string, root: string): Promise<FilesRestore> {
  const dir = path.resolve(root);
  const movedAside = holdsUploads(dir) ? moveAside(dir) : undefined;
  fs.mkdirSync(dir, { recursive: true });
  await tar.x({ file: archive, cwd: dir, filter: (entry) => PARTS.some((p) => entry === p || entry.startsWith(`${p}/`)) });
  return { dir, movedAside };
}

export type WrittenBackup = { bytes: number; uploadsFile?: string };

/**
 * Takes a backup with `dump` (the database's copy, db/client.ts) and, with a local
 * store (`uploads`, UPLOAD_DIR), its files frozen in the same transaction. The
 * files' archive is written first and the database's last (through `.partial`),
 * so once `out` exists the whole backup does.
 */
export async function writeBackup(dump: (during?: () => void) => Promise<Blob>, out: string, uploads: string | null): Promise<WrittenBackup> {
  // Set inside `dump`'s callback, which control-flow analysis does not follow: hence the widened type.
  let frozen = null as string | null;
  try {
    const blob = await dump(() => {
      frozen = uploads ? freezeUploads(path.resolve(uploads)) : null;
    });
    fs.mkdirSync(path.dirname(out), { recursive: true });
    let uploadsFile: string | undefined;
    if (frozen) {
      uploadsFile = uploadsArchiveOf(out);
      await archiveFrozen(frozen, uploadsFile);
    }
    fs.writeFileSync(`${out}.partial`, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(`${out}.partial`, out);
    return { bytes: blob.size, uploadsFile };
  } finally {
    // Already gone when archived (archiveFrozen removes it); left over when the copy failed after the freeze.
    if (frozen) fs.rmSync(frozen, { recursive: true, force: true });
  }
}
