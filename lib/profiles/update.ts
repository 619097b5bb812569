import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { agencyProfiles, candidateProfiles, companyProfiles, jobs, users } from "@/db/schema";
import { requireTyped, type Actor, type Typed } from "@/lib/auth/actor";
import { AppError, badRequest } from "@/lib/errors";
import { rescoreCandidateLater } from "@/lib/applications/match";
import { organisationChanged } from "@/lib/jobs/revalidate";
import { companyPostingName } from "./company-name";
import { PROFILE_UPDATED } from "./messages";
import { ensureOrganisationRow } from "./organisation-row";
import { FIELDS_BY_TYPE, sizeContradiction, sizeOfHeadcount, type UpdateProfileInput } from "./schemas";
import { ownProfile, type ProfilePage } from "./view";

/**
 * PUT updateProfile: saves the given fields of the caller's own profile (any
 * subset of their type's fields; another type's field is a 400 naming it). The
 * account name lives on the user, the rest on the type's profile row. A company or
 * agency whose row is missing (an account from before migration 0025 did not need
 * one) gets it named as it was shown: after the account as it was before this save,
 * so "Your name", the person's, never renames the organisation.
 */
export async function updateProfile(actor: Actor | null, input: UpdateProfileInput): Promise<{ message: string; profile: ProfilePage }> {
  const me = requireTyped(actor);
  const allowed: readonly string[] = FIELDS_BY_TYPE[me.userType];
  const foreign = Object.keys(input).filter((k) => !allowed.includes(k));
  if (foreign.length) throw badRequest(`${foreign.join(", ")} ${foreign.length > 1 ? "are not fields" : "is not a field"} of your profile.`);

  const { name, ...fields } = input;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const postedAs = me.userType === "COMPANY" ? await companyPostingName(tx, me.id) : null;
    if (me.userType !== "CANDIDATE") await ensureOrganisationRow(tx, { ...me, name: await accountName(tx, me.id) });
    if (name !== undefined) await tx.update(users).set({ name }).where(eq(users.id, me.id));
    if (me.userType === "COMPANY") await sizeFromHeadcount(tx, me.id, fields);
    if (Object.keys(fields).length) await saveTypeFields(tx, me, name ?? me.name, fields);
    if (postedAs !== null) await renameCompanyOnJobs(tx, me.id, postedAs, await companyPostingName(tx, me.id));
  });
  if (me.userType !== "CANDIDATE") await refreshOrganisationPages(me.id);
  else {
    rescoreCandidateLater(me.id);
    if (fields.publicProfile !== undefined) organisationChanged([]); // the sitemap lists public candidate profiles
  }
  return { message: PROFILE_UPDATED, profile: await ownProfile(me) };
}

/** POST profile-summary: the short summary every type has. */
export async function setProfileSummary(actor: Actor | null, profileSummary: string): Promise<{ message: string; profileSummary: string }> {
  const me = requireTyped(actor);
  const db = await getDb();
  await saveTypeFields(db, me, me.name, { profileSummary });
  // A company's or agency's summary is on its public page (and its Organization JSON-LD): drop the guests' copy.
  if (me.userType !== "CANDIDATE") await refreshOrganisationPages(me.id);
  return { message: PROFILE_UPDATED, profileSummary };
}

/**
 * A known headcount decides the company's size (lib/profiles/schemas.ts sizeContradiction): a size given
 * against it (in this save, or the one stored) is a 400; otherwise the size follows the number, so a
 * headcount saved alone moves the size with it and a size left "Not given" is filled in.
 */
async function sizeFromHeadcount(tx: Tx, ownerId: number, fields: Partial<UpdateProfileInput>): Promise<void> {
  if (fields.numberOfEmployees === undefined && fields.companySize === undefined) return;
  const [stored] = await tx
    .select({ employees: companyProfiles.numberOfEmployees })
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, ownerId))
    .for("update")
    .limit(1);
  const employees = fields.numberOfEmployees !== undefined ? fields.numberOfEmployees : (stored?.employees ?? null);
  if (employees === null) return;
  const problem = sizeContradiction(employees, fields.companySize);
  if (problem) throw new AppError("VALIDATION_FAILED", problem, { details: [{ path: "companySize", message: problem }] });
  fields.companySize = sizeOfHeadcount(employees);
}

async function accountName(tx: Tx, id: number): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name ?? "";
}

/** Upserts the type's profile row with the given columns (a new company or agency is named after the account). */
async function saveTypeFields(tx: Db | Tx, me: Typed, accountName: string, fields: Record<string, unknown>): Promise<void> {
  if (me.userType === "CANDIDATE") {
    await tx.insert(candidateProfiles).values({ userId: me.id, ...fields }).onConflictDoUpdate({ target: candidateProfiles.userId, set: fields });
  } else if (me.userType === "COMPANY") {
    await tx
      .insert(companyProfiles)
      .values({ userId: me.id, companyName: accountName, ...fields })
      .onConflictDoUpdate({ target: companyProfiles.userId, set: fields });
  } else {
    await tx
      .insert(agencyProfiles)
      .values({ userId: me.id, agencyName: accountName, ...fields })
      .onConflictDoUpdate({ target: agencyProfiles.userId, set: fields });
  }
}

/**
 * A company's jobs carry its name as it was when each was written (jobs.company_name, text a recruiter may
 * also type). When the company is renamed, the jobs that carried the old name take the new one — a job
 * naming something else (a brand, a subsidiary) keeps it — without moving in the newest-first lists.
 * Agencies' jobs name their clients and are never touched.
 */
async function renameCompanyOnJobs(tx: Tx, ownerId: number, before: string, after: string | null): Promise<void> {
  if (after === null || before === after) return;
  await tx
    .update(jobs)
    .set({ companyName: after, updatedAt: sql`${jobs.updatedAt}` })
    .where(and(eq(jobs.ownerId, ownerId), eq(jobs.companyName, before)));
}

/** A company's or agency's name or logo shows on its jobs' pages and its company page: expire them all. */
export async function refreshOrganisationPages(ownerId: number): Promise<void> {
  const db = await getDb();
  const rows = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.ownerId, ownerId));
  organisationChanged({ ownerId, jobIds: rows.map((r) => r.id) });
}
