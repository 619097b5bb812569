import { z } from "zod";
import { USER_TYPES } from "@/db/enums";
import { isoTime, messageOnly } from "@/lib/api/outputs";
import { resumeProposalsSchema } from "@/lib/resume/types";

/** What the profile rows answer (see lib/api/outputs.ts). */
export const fileRefOutput = z.object({ id: z.string(), url: z.string(), fileName: z.string(), contentType: z.string(), size: z.number().int(), uploadedAt: isoTime });

export const experienceOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  current: z.boolean(),
  description: z.string(),
});

export const certificateOutput = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable(), file: fileRefOutput, addedAt: isoTime });

const typeProfileOutput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("candidate"), headline: z.string(), location: z.string(), profileSummary: z.string(), skills: z.array(z.string()), publicProfile: z.boolean() }),
  z.object({
    kind: z.literal("company"),
    companyName: z.string(),
    industry: z.string(),
    website: z.string(),
    numberOfEmployees: z.number().int().nullable(),
    companySize: z.string(),
    location: z.string(),
    about: z.string(),
    profileSummary: z.string(),
  }),
  z.object({
    kind: z.literal("agency"),
    agencyName: z.string(),
    specialties: z.array(z.string()),
    candidatesPlaced: z.number().int(),
    recruiterDegree: z.string(),
    yearsInBusiness: z.number().int().nullable(),
    website: z.string(),
    location: z.string(),
    about: z.string(),
    profileSummary: z.string(),
  }),
]);

/** Spec §3: the user with photoUrl (logo) and coverPhotoUrl (banner), certificates[], experiences[]. */
export const profilePageOutput = z.object({
  access: z.enum(["self", "recruiter", "member", "guest"]),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    userType: z.enum(USER_TYPES),
    photoUrl: z.string().nullable(),
    coverPhotoUrl: z.string().nullable(),
    memberSince: isoTime,
  }),
  profile: typeProfileOutput,
  experiences: z.array(experienceOutput),
  certificates: z.array(certificateOutput),
  resume: fileRefOutput.nullable(),
  /** What was read from the resume and is still to review; the candidate's own profile only. */
  resumeProposals: resumeProposalsSchema.nullable(),
  limited: z.boolean(),
  indexable: z.boolean(),
});

export const profileUpdatedOutput = messageOnly.extend({ profile: profilePageOutput });
export const summaryOutput = messageOnly.extend({ profileSummary: z.string() });
export const experienceChangedOutput = messageOnly.extend({ experience: experienceOutput });
export const certificateAddedOutput = messageOnly.extend({ certificate: certificateOutput });
export const resumeUploadedOutput = messageOnly.extend({
  resume: fileRefOutput,
  /** Proposals read from the resume for the candidate to review; null with readMessage when the text could not be read. */
  proposals: resumeProposalsSchema.nullable(),
  readMessage: z.string().nullable(),
});
export const applicationResumeOutput = messageOnly.extend({ resume: fileRefOutput });
export const resumeProposalsOutput = messageOnly.extend({ proposals: resumeProposalsSchema.nullable() });
export const imageUploadedOutput = messageOnly.extend({ photoUrl: z.string().optional(), coverPhotoUrl: z.string().optional() });
export { messageOnly };
/** Spec §3 Agencies: agencies, totalAgencies. */
export const agenciesOutput = z.object({
  agencies: z.array(
    z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable(), specialties: z.array(z.string()), candidatesPlaced: z.number().int(), location: z.string(), profilePath: z.string() }),
  ),
  totalAgencies: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
