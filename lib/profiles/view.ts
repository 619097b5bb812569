import "server-only";
import { appliedToRecruiter } from "@/lib/applications/relation";
import { isRecruiterType, requireTyped, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";
import {
  loadCertificates,
  loadExperiences,
  loadProfileUser,
  loadResume,
  loadTypeProfile,
  type CertificateDto,
  type ExperienceDto,
  type FileRef,
  type ProfileUser,
  type TypeProfile,
} from "./load";
import type { ResumeProposals } from "@/lib/resume/types";
import { loadResumeProposals } from "./resume-proposals";

/**
 * What a viewer may see of a profile — the table in the README ("Who sees what
 * of a profile"), decided here for the API and the pages alike:
 * - self: everything.
 * - recruiter: a company or agency that owns a job the candidate applied to —
 *   everything of the candidate, with e-mail, resume and certificates.
 * - member: any other signed-in user — the professional profile (headline,
 *   location, summary, skills, experiences), no contact details or files.
 * - guest: the same as a member if the candidate made the profile public,
 *   else name, photo and headline only.
 * Company and agency profiles are public to everyone, without the e-mail.
 */
export type ProfileAccess = "self" | "recruiter" | "member" | "guest";

export type ProfilePage = {
  access: ProfileAccess;
  user: Omit<ProfileUser, "email"> & { email: string | null };
  profile: TypeProfile;
  experiences: ExperienceDto[];
  certificates: CertificateDto[];
  resume: FileRef | null;
  /** What was read from the resume and is still to review: the candidate's own page only (./resume-proposals.ts). */
  resumeProposals: ResumeProposals | null;
  /** Only part of the profile is shown (a private candidate profile seen by a guest). */
  limited: boolean;
  /** Search engines may index the page. */
  indexable: boolean;
};

export async function ownProfile(actor: Actor | null): Promise<ProfilePage> {
  const me = requireTyped(actor);
  return viewProfile(me, me.id);
}

export async function viewProfile(viewer: Actor | null, id: number): Promise<ProfilePage> {
  const user = await loadProfileUser(id);
  if (!user) throw notFound("Profile not found.");
  return profileFor(user, await accessOf(viewer, user));
}

/** Whom "View as others see it" shows the owner their profile as. */
export const PREVIEW_AS = ["member", "guest"] as const;
export type PreviewAs = (typeof PREVIEW_AS)[number];

/**
 * The caller's own profile as a signed-in member or a guest would see it: the same rules as
 * viewProfile, asked as that viewer. Only ever the caller's own profile.
 */
export async function previewOwnProfile(actor: Actor | null, as: PreviewAs): Promise<ProfilePage> {
  const me = requireTyped(actor);
  const user = await loadProfileUser(me.id);
  if (!user) throw notFound("Profile not found.");
  return profileFor(user, as);
}

async function profileFor(user: ProfileUser, access: ProfileAccess): Promise<ProfilePage> {
  const id = user.id;
  const profile = await loadTypeProfile(user);

  if (profile.kind !== "candidate") {
    return { access, user: { ...user, email: access === "self" ? user.email : null }, profile, experiences: [], certificates: [], resume: null, resumeProposals: null, limited: false, indexable: true };
  }
  const contact = access === "self" || access === "recruiter";
  const limited = access === "guest" && !profile.publicProfile;
  const [experiences, certificates, resume, resumeProposals] = await Promise.all([
    limited ? [] : loadExperiences(id),
    contact ? loadCertificates(id) : [],
    contact ? loadResume(id) : null,
    access === "self" ? loadResumeProposals(id) : null,
  ]);
  return {
    access,
    user: { ...user, email: contact ? user.email : null },
    profile: limited ? { ...profile, location: "", profileSummary: "", skills: [] } : profile,
    experiences,
    certificates,
    resume,
    resumeProposals,
    limited,
    indexable: profile.publicProfile,
  };
}

async function accessOf(viewer: Actor | null, user: ProfileUser): Promise<ProfileAccess> {
  if (!viewer) return "guest";
  if (viewer.id === user.id) return "self";
  if (user.userType === "CANDIDATE" && isRecruiterType(viewer.userType) && (await appliedToRecruiter(user.id, viewer.id))) return "recruiter";
  return "member";
}
