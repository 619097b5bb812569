import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, desc, eq, inArray, ne, notExists, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { applications, candidateProfiles, storedFiles } from "@/db/schema";
import type { UploadedFile } from "@/lib/api/multipart";
import { requireType, requireUser, type Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/errors";
import { deleteFile, putFile } from "@/lib/storage";
import { cutAt } from "@/lib/shorten";
import { detectType } from "./detect";
import { reencodeImage, withoutMetadata } from "./images";
import { FILE_CAPS, formatCap, IMAGE_KINDS, SINGLE_FILE_KINDS, type FileKind } from "./limits";

export type StoredFile = typeof storedFiles.$inferSelect;

/** Who may upload each kind (the endpoints say the same; this is the check that counts). */
const UPLOADERS = {
  resume: ["CANDIDATE"],
  certificate: ["CANDIDATE"],
  logo: ["COMPANY", "RECRUIMENTAGENCY"],
  banner: ["COMPANY", "RECRUIMENTAGENCY"],
  photo: ["CANDIDATE"],
  attachment: ["CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"],
} as const satisfies Record<FileKind, readonly string[]>;

/** The key of an image's small variant (logos and banners), beside the full one. */
export const smallKey = (file: Pick<StoredFile, "storageKey">) => `${file.storageKey}.small`;
export const hasSmallVariant = (file: Pick<StoredFile, "kind">) => IMAGE_KINDS.includes(file.kind);
/** Where a browser fetches a file (the route checks access on every read). */
export const fileUrl = (file: Pick<StoredFile, "id">, size?: "small") => `/api/files/${file.id}${size ? "?size=small" : ""}`;

/**
 * Stores an upload for the acting user: type from the bytes (415 otherwise), size
 * within the kind's cap (413), logos, banners and photos re-encoded with a small
 * variant, document images (certificates) re-encoded in their format without metadata. The bytes
 * are stored before the row is written, so a row never points at nothing; a
 * single-valued kind (resume, logo, banner, photo) then replaces the user's previous
 * one, unless `replace: false` (a resume sent with one application only). `attach`
 * points the profile at the new file in the same transaction as the replacement, and
 * the replacements of one user and kind take turns: two uploads at once each deleted
 * the other's file, and the profile was left pointing at a deleted one (or the second
 * pointer write failed, a 500).
 */
export async function storeUpload(
  actor: Actor | null,
  file: UploadedFile,
  kind: FileKind,
  options: { replace?: boolean; attach?: (tx: Tx, row: StoredFile) => Promise<unknown> } = {},
): Promise<StoredFile> {
  const owner = requireType(actor, UPLOADERS[kind]);
  if (file.size > FILE_CAPS[kind]) throw new AppError("PAYLOAD_TOO_LARGE", `The file is too large: the limit is ${formatCap(FILE_CAPS[kind])}.`);
  const type = await detectType(file, kind);

  const id = randomUUID();
  const storageKey = `${kind}/${owner.id}/${id}`;
  const written: string[] = [];
  let row: StoredFile | undefined;
  let replaced: StoredFile[];
  try {
    let contentType = type.mime;
    let ext = type.ext;
    let size: number;
    if (IMAGE_KINDS.includes(kind)) {
      const image = await reencodeImage(file.path, kind);
      contentType = image.contentType;
      ext = "webp";
      written.push(storageKey);
      size = (await putFile(storageKey, Readable.from([image.full]), { contentType })).size;
      written.push(smallKey({ storageKey }));
      await putFile(smallKey({ storageKey }), Readable.from([image.small]), { contentType });
    } else if (contentType.startsWith("image/")) {
      const clean = await withoutMetadata(file.path, kind, contentType);
      written.push(storageKey);
      size = (await putFile(storageKey, Readable.from([clean]), { contentType, size: clean.length })).size;
    } else {
      written.push(storageKey);
      size = (await putFile(storageKey, file.stream(), { contentType, size: file.size })).size;
    }
    const replaces = SINGLE_FILE_KINDS.includes(kind) && options.replace !== false;
    const db = await getDb();
    replaced = await db.transaction(async (tx) => {
      if (replaces) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${kind}:${owner.id}`}))`);
      [row] = await tx
        .insert(storedFiles)
        .values({ id, ownerId: owner.id, kind, storageKey, fileName: displayName(file.filename, kind, ext), contentType, size })
        .returning();
      await options.attach?.(tx, row!);
      return replaces ? removeOlder(tx, owner.id, kind, id) : [];
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => deleteFile(key)));
    throw error;
  }
  await removeBytes(replaced);
  return row!;
}

/**
 * Deletes the rows of the user's earlier files of a kind (the caller removes their
 * bytes after the commit). A resume that went out with an application stays: the
 * recruiter received it and may still open it.
 */
function removeOlder(db: Tx, ownerId: number, kind: FileKind, keep: string): Promise<StoredFile[]> {
  return db
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerId, ownerId),
        eq(storedFiles.kind, kind),
        ne(storedFiles.id, keep),
        notExists(db.select({ id: applications.id }).from(applications).where(eq(applications.resumeFileId, storedFiles.id))),
      ),
    )
    .returning();
}

/**
 * Resumes uploaded for one application that went out with none (an apply form
 * left, or a file picked again): the newest `spare` stay (an apply in another tab
 * may still send one), the rest are deleted. Without this each upload stayed
 * forever and a candidate could fill the store, 10 MB at a time.
 */
export async function pruneUnsentResumes(ownerId: number, spare: number): Promise<void> {
  const db = await getDb();
  const unsent = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerId, ownerId),
        eq(storedFiles.kind, "resume"),
        notExists(db.select({ id: applications.id }).from(applications).where(eq(applications.resumeFileId, storedFiles.id))),
        notExists(db.select({ id: candidateProfiles.userId }).from(candidateProfiles).where(eq(candidateProfiles.resumeFileId, storedFiles.id))),
      ),
    )
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
    .offset(spare);
  if (!unsent.length) return;
  const gone = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, unsent.map((r) => r.id)))
    .returning();
  await removeBytes(gone);
}

/** Deletes one of the actor's own files (row and bytes); anyone else's is a 404. */
export async function deleteOwnFile(actor: Actor | null, id: string): Promise<void> {
  const user = requireUser(actor);
  const db = await getDb();
  const gone = await db.delete(storedFiles).where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, user.id))).returning();
  if (!gone.length) throw notFound("File not found.");
  await removeBytes(gone);
}

/**
 * Removes every file of a user from storage (account deletion). The rows go too;
 * deleting the user would cascade to them anyway. Returns how many files went.
 */
export async function deleteUserFiles(userId: number): Promise<number> {
  const db = await getDb();
  const gone = await db.delete(storedFiles).where(eq(storedFiles.ownerId, userId)).returning();
  const failed = await removeBytes(gone);
  if (failed) throw new Error(`${failed} stored objects of user ${userId} could not be deleted`);
  return gone.length;
}

/** Rows first, then bytes: a failure leaves unreachable bytes, never a row without them. Returns the failures. */
async function removeBytes(rows: StoredFile[]): Promise<number> {
  const keys = rows.flatMap((r) => (hasSmallVariant(r) ? [r.storageKey, smallKey(r)] : [r.storageKey]));
  const results = await Promise.allSettled(keys.map((key) => deleteFile(key)));
  const failed = results.filter((r) => r.status === "rejected");
  if (failed.length) console.error(`[files] ${failed.length} of ${keys.length} stored objects could not be deleted`, failed[0]);
  return failed.length;
}

export async function findStoredFile(id: string): Promise<StoredFile | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}

/**
 * The name a download gets: the upload's own name without any path, control or
 * quote characters, with the extension of the type that was detected (a PNG
 * named "cv.pdf" is served as "cv.png").
 */
export function displayName(original: string, kind: FileKind, ext: string): string {
  const base = (original.split(/[/\\]/).pop() ?? "")
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, "")
    .replace(/\.[^.]*$/, "")
    .trim();
  // Cut between characters: half an emoji at the cut was stored as "�" in the name.
  return `${cutAt(base, 100) || kind}.${ext}`;
}
