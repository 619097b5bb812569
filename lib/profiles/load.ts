import "server-only";
import { asc, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agencyProfiles, candidateProfiles, certificates, companyProfiles, experiences, storedFiles, users, type UserType } from "@/db/schema";
import { fileUrl, type StoredFile } from "@/lib/files/store";
import type { ProposedExperience } from "@/lib/resume/types";

/**
 * Reading profiles: one loader per part, each one indexed read. What a viewer
 * may see of it is decided in ./view.ts; these return everything.
 */

export type FileRef = { id: string; url: string; fileName: string; contentType: string; size: number; uploadedAt: string };
export const toFileRef = (f: StoredFile): FileRef => ({
  id: f.id,
  url: fileUrl(f),
  fileName: f.fileName,
  contentType: f.contentType,
  size: f.size,
  uploadedAt: f.createdAt.toISOString(),
});

export type ProfileUser = {
  id: number;
  name: string;
  email: string;
  userType: UserType;
  photoUrl: string | null;
  coverPhotoUrl: string | null;
  memberSince: string;
};

/** A stored experience: what resume parsing proposes, with its id (dates are the first of a month). */
export type ExperienceDto = ProposedExperience & { id: number };

export type CertificateDto = { id: number; name: string; description: string | null; file: FileRef; addedAt: string };
/** A certificate's row and its file as the profile and the certificate calls answer them. */
export const toCertificateDto = (c: typeof certificates.$inferSelect, file: StoredFile): CertificateDto => ({
  id: c.id,
  name: c.name,
  description: c.description,
  file: toFileRef(file),
  addedAt: c.createdAt.toISOString(),
});

export type CandidateProfile = { kind: "candidate"; headline: string; location: string; profileSummary: string; skills: string[]; publicProfile: boolean };
export type CompanyProfile = {
  kind: "company";
  companyName: string;
  industry: string;
  website: string;
  numberOfEmployees: number | null;
  companySize: string;
  location: string;
  about: string;
  profileSummary: string;
};
export type AgencyProfile = {
  kind: "agency";
  agencyName: string;
  specialties: string[];
  candidatesPlaced: number;
  recruiterDegree: string;
  yearsInBusiness: number | null;
  website: string;
  location: string;
  about: string;
  profileSummary: string;
};
export type TypeProfile = CandidateProfile | CompanyProfile | AgencyProfile;

/** A user who has chosen an account type, or undefined. */
export async function loadProfileUser(id: number): Promise<ProfileUser | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, userType: users.userType, photoUrl: users.photoUrl, coverPhotoUrl: users.coverPhotoUrl, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row?.userType) return undefined;
  const { createdAt, userType, ...rest } = row;
  return { ...rest, userType, memberSince: createdAt.toISOString() };
}

/**
 * The candidate profile's columns a profile shows (and the match scoring reads): named, so the row's other
 * columns — the resume's proposals still to review, a JSON document — are read only where they are used.
 */
export const candidateProfileColumns = {
  headline: candidateProfiles.headline,
  location: candidateProfiles.location,
  profileSummary: candidateProfiles.profileSummary,
  skills: candidateProfiles.skills,
  publicProfile: candidateProfiles.publicProfile,
};

/** The type's own profile; a user who never saved one gets the empty profile (company and agency named after the account). */
export async function loadTypeProfile(user: Pick<ProfileUser, "id" | "name" | "userType">): Promise<TypeProfile> {
  const db = await getDb();
  if (user.userType === "CANDIDATE") {
    const [row] = await db.select(candidateProfileColumns).from(candidateProfiles).where(eq(candidateProfiles.userId, user.id)).limit(1);
    return {
      kind: "candidate",
      headline: row?.headline ?? "",
      location: row?.location ?? "",
      profileSummary: row?.profileSummary ?? "",
      skills: row?.skills ?? [],
      publicProfile: row?.publicProfile ?? false,
    };
  }
  if (user.userType === "COMPANY") {
    const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.userId, user.id)).limit(1);
    return {
      kind: "company",
      companyName: row?.companyName || user.name,
      industry: row?.industry ?? "",
      website: row?.website ?? "",
      numberOfEmployees: row?.numberOfEmployees ?? null,
      companySize: row?.companySize ?? "",
      location: row?.location ?? "",
      about: row?.about ?? "",
      profileSummary: row?.profileSummary ?? "",
    };
  }
  const [row] = await db.select().from(agencyProfiles).where(eq(agencyProfiles.userId, user.id)).limit(1);
  return {
    kind: "agency",
    agencyName: row?.agencyName || user.name,
    specialties: row?.specialties ?? [],
    candidatesPlaced: row?.candidatesPlaced ?? 0,
    recruiterDegree: row?.recruiterDegree ?? "",
    yearsInBusiness: row?.yearsInBusiness ?? null,
    website: row?.website ?? "",
    location: row?.location ?? "",
    about: row?.about ?? "",
    profileSummary: row?.profileSummary ?? "",
  };
}

/** An experience as the API answers it. */
export const experienceColumns = {
  id: experiences.id,
  title: experiences.title,
  company: experiences.company,
  location: experiences.location,
  startDate: experiences.startDate,
  endDate: experiences.endDate,
  current: experiences.current,
  description: experiences.description,
};

/** Current roles first, then by start date, newest first. */
export async function loadExperiences(userId: number): Promise<ExperienceDto[]> {
  const db = await getDb();
  return db
    .select(experienceColumns)
    .from(experiences)
    .where(eq(experiences.userId, userId))
    .orderBy(desc(experiences.current), sql`${experiences.startDate} desc nulls last`, desc(experiences.id));
}

export async function loadCertificates(userId: number): Promise<CertificateDto[]> {
  const db = await getDb();
  const rows = await db
    .select({ certificate: certificates, file: storedFiles })
    .from(certificates)
    .innerJoin(storedFiles, eq(storedFiles.id, certificates.fileId))
    .where(eq(certificates.userId, userId))
    .orderBy(asc(certificates.createdAt), asc(certificates.id));
  return rows.map(({ certificate, file }) => toCertificateDto(certificate, file));
}

export async function loadResume(userId: number): Promise<FileRef | null> {
  const db = await getDb();
  const [row] = await db
    .select({ file: storedFiles })
    .from(candidateProfiles)
    .innerJoin(storedFiles, eq(storedFiles.id, candidateProfiles.resumeFileId))
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  return row ? toFileRef(row.file) : null;
}
