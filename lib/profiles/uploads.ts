import "server-only";
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateProfiles, certificates, storedFiles, users } from "@/db/schema";
import type { UploadedFile } from "@/lib/api/multipart";
import { requireCandidate, requireRecruiter, type Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/errors";
import { deleteOwnFile, fileUrl, pruneUnsentResumes, storeUpload } from "@/lib/files/store";
import { BANNER_UPLOADED, LOGO_UPLOADED } from "./messages";
import { toCertificateDto, toFileRef, type CertificateDto, type FileRef } from "./load";
import { lockUserList } from "./list-lock";
import { storeResumeProposals } from "./resume-proposals";
import { proposeFromResume, type ResumeReading } from "./resume-reading";
import { refreshOrganisationPages } from "./update";

export const MAX_CERTIFICATES = 30;
/** Resumes uploaded for an application not sent yet: the newest this many are kept (README "Files of a profile"). */
export const UNSENT_RESUMES_KEPT = 3;

/**
 * POST upload-resume: the profile's resume (replacing the previous one, which
 * stays only where an application carries it), read into proposals for the
 * candidate to review — none of them goes into the profile here; they are kept
 * for the review (./resume-proposals.ts).
 */
export async function uploadProfileResume(actor: Actor | null, file: UploadedFile): Promise<{ message: string; resume: FileRef } & ResumeReading> {
  const me = requireCandidate(actor);
  const stored = await storeUpload(me, file, "resume", {
    attach: (tx, row) =>
      tx
        .insert(candidateProfiles)
        .values({ userId: me.id, resumeFileId: row.id })
        .onConflictDoUpdate({ target: candidateProfiles.userId, set: { resumeFileId: row.id } }),
  });
  const reading = await proposeFromResume(file, stored.contentType);
  // The review of a new resume replaces what was left of the old one's; it stays until the candidate is through it.
  await storeResumeProposals(me.id, reading.proposals);
  return { message: "Resume uploaded successfully.", resume: toFileRef(stored), ...reading };
}

/**
 * POST /web/candidate/job/upload-resume: a resume for one application, the
 * profile's stays as it is. Only the signed-in candidate, for themself.
 */
export async function uploadApplicationResume(actor: Actor | null, input: { resume: UploadedFile; userId: number }): Promise<{ message: string; resume: FileRef }> {
  const me = requireCandidate(actor);
  if (input.userId !== me.id) throw notFound("User not found.");
  const stored = await storeUpload(me, input.resume, "resume", { replace: false });
  await pruneUnsentResumes(me.id, UNSENT_RESUMES_KEPT);
  return { message: "Resume uploaded successfully.", resume: toFileRef(stored) };
}

/** A resume the candidate may attach to an application: one of their own resumes. */
export async function ownResumeFile(candidateId: number, fileId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerId, candidateId), eq(storedFiles.kind, "resume")))
    .limit(1);
  if (!row) throw notFound("Resume not found.");
  return row.id;
}

export async function profileResumeId(candidateId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ id: candidateProfiles.resumeFileId }).from(candidateProfiles).where(eq(candidateProfiles.userId, candidateId)).limit(1);
  return row?.id ?? null;
}

/** Spec §5: a certificate needs a file and a name; the description is optional. */
export async function addCertificate(
  actor: Actor | null,
  input: { certificate: UploadedFile; name: string; description?: string },
): Promise<{ message: string; certificate: CertificateDto }> {
  const me = requireCandidate(actor);
  const full = async (db: Pick<Awaited<ReturnType<typeof getDb>>, "select">) => {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(certificates).where(eq(certificates.userId, me.id));
    if (n >= MAX_CERTIFICATES) throw new AppError("CONFLICT", `A profile can list at most ${MAX_CERTIFICATES} certificates.`);
  };
  await full(await getDb()); // before the upload is stored: a full list costs no file work
  let row: typeof certificates.$inferSelect | undefined;
  // Counted again under the list's lock, in the file's transaction: uploads at once could all pass the first count.
  const stored = await storeUpload(me, input.certificate, "certificate", {
    attach: async (tx, file) => {
      await lockUserList(tx, "certificates", me.id);
      await full(tx);
      [row] = await tx.insert(certificates).values({ userId: me.id, name: input.name, description: input.description || null, fileId: file.id }).returning();
    },
  });
  return {
    message: "Certificate added.",
    certificate: toCertificateDto(row!, stored),
  };
}

/** Renames a certificate or changes its description; its file stays. Someone else's is a 404. */
export async function updateCertificate(
  actor: Actor | null,
  id: number,
  fields: { name: string; description?: string },
): Promise<{ message: string; certificate: CertificateDto }> {
  const me = requireCandidate(actor);
  const db = await getDb();
  const [row] = await db
    .update(certificates)
    .set({ name: fields.name, description: fields.description || null })
    .where(and(eq(certificates.id, id), eq(certificates.userId, me.id)))
    .returning();
  if (!row) throw notFound("Certificate not found.");
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row.fileId));
  return { message: "Certificate updated.", certificate: toCertificateDto(row, file!) };
}

/** Deletes the certificate and its file (the row goes with the file). */
export async function deleteCertificate(actor: Actor | null, id: number): Promise<{ message: string }> {
  const me = requireCandidate(actor);
  const db = await getDb();
  const [row] = await db
    .select({ fileId: certificates.fileId })
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.userId, me.id)))
    .limit(1);
  if (!row) throw notFound("Certificate not found.");
  await deleteOwnFile(me, row.fileId);
  return { message: "Certificate deleted." };
}

/** A candidate's photo (public, like logos), shown on the profile and in chat. */
export async function uploadPhoto(actor: Actor | null, file: UploadedFile): Promise<{ message: string; photoUrl: string }> {
  const me = requireCandidate(actor);
  const stored = await storeUpload(me, file, "photo", { attach: (tx, row) => tx.update(users).set({ photoUrl: fileUrl(row) }).where(eq(users.id, me.id)) });
  return { message: "Photo uploaded successfully.", photoUrl: fileUrl(stored) };
}

/** Spec: the profile's photoUrl is the logo, coverPhotoUrl the banner. Both show on the organisation's job pages. */
export async function uploadOrganisationImage(actor: Actor | null, file: UploadedFile, kind: "logo" | "banner") {
  const me = requireRecruiter(actor);
  const stored = await storeUpload(me, file, kind, {
    attach: (tx, row) =>
      tx
        .update(users)
        .set(kind === "logo" ? { photoUrl: fileUrl(row) } : { coverPhotoUrl: fileUrl(row) })
        .where(eq(users.id, me.id)),
  });
  const url = fileUrl(stored);
  await refreshOrganisationPages(me.id);
  return kind === "logo" ? { message: LOGO_UPLOADED, photoUrl: url } : { message: BANNER_UPLOADED, coverPhotoUrl: url };
}
