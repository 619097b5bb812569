import { z } from "zod";
import { endpoint, type Endpoint } from "@/lib/api/endpoint";
import { uploadBody, uploadedFile } from "@/lib/files/input";
import { pageSchema } from "@/lib/jobs/schemas";
import { resumeProposalsSchema } from "@/lib/resume/types";
import { agenciesPage } from "./agencies";
import { addExperience, deleteExperience, updateExperience } from "./experiences";
import {
  agenciesOutput,
  applicationResumeOutput,
  certificateAddedOutput,
  experienceChangedOutput,
  imageUploadedOutput,
  messageOnly,
  profilePageOutput,
  profileUpdatedOutput,
  resumeProposalsOutput,
  resumeUploadedOutput,
  summaryOutput,
} from "./outputs";
import { saveResumeProposals } from "./resume-proposals";
import { idParam } from "@/lib/validation/ids";
import { certificateFieldsSchema, experienceSchema, profileSummarySchema, updateProfileSchema } from "./schemas";
import { setProfileSummary, updateProfile } from "./update";
import { addCertificate, deleteCertificate, updateCertificate, uploadApplicationResume, uploadOrganisationImage, uploadPhoto, uploadProfileResume } from "./uploads";
import { ownProfile, viewProfile } from "./view";

const PROFILE = "/web/common/profile";
const CANDIDATE = "/web/common/candidate";
const empty = z.object({});
/** Every account type has a profile; a user who has not chosen one yet has none. */
const TYPED = ["CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"] as const;

/** The profile rows of the API contract (spec §7 "Authentication and uploads", "Profile"). */
export const profileEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: `${PROFILE}/getProfile`,
    access: TYPED,
    summary: "The caller's whole profile: user (photoUrl = logo, coverPhotoUrl = banner), the type's fields, experiences, certificates, resume",
    output: profilePageOutput,
    input: empty,
    handler: (_input, { actor }) => ownProfile(actor),
  }),
  endpoint({
    method: "PUT",
    path: `${PROFILE}/updateProfile`,
    access: TYPED,
    summary: "Save any of the caller's type's profile fields → 'Profile Updated Successfully'",
    output: profileUpdatedOutput,
    input: updateProfileSchema,
    handler: (input, { actor }) => updateProfile(actor, input),
  }),
  endpoint({
    method: "POST",
    path: `${PROFILE}/profile-summary`,
    access: TYPED,
    summary: "Save the caller's profile summary",
    output: summaryOutput,
    input: z.object({ profileSummary: profileSummarySchema }),
    handler: (input, { actor }) => setProfileSummary(actor, input.profileSummary),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/job/get-all-agencies/:page",
    access: ["COMPANY", "RECRUIMENTAGENCY"],
    summary: "Recruitment agencies, most placements first, 10 per page → agencies, totalAgencies",
    output: agenciesOutput,
    input: z.object({ page: pageSchema }),
    handler: (input) => agenciesPage(input.page),
  }),
  endpoint({
    method: "GET",
    path: `${PROFILE}/view/:id`,
    access: "public",
    summary: "Someone's profile as the caller may see it (README: who sees what); unknown ids 404",
    output: profilePageOutput,
    input: z.object({ id: idParam("The profile id") }),
    handler: (input, { actor }) => viewProfile(actor, input.id),
  }),
  endpoint({
    method: "POST",
    path: `${PROFILE}/upload-photo`,
    access: ["CANDIDATE"],
    summary: "The candidate's photo (multipart photo: PNG, JPEG or WebP up to 2 MB)",
    body: uploadBody("photo", "photo"),
    output: imageUploadedOutput,
    input: z.object({ photo: uploadedFile("Choose a photo to upload") }),
    handler: (input, { actor }) => uploadPhoto(actor, input.photo),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/auth/upload/logo",
    access: ["COMPANY", "RECRUIMENTAGENCY"],
    summary: "The organisation's logo (multipart companyLogo: PNG, JPEG or WebP up to 2 MB) → 'Logo Uploaded Successfully'",
    body: uploadBody("companyLogo", "logo"),
    output: imageUploadedOutput,
    input: z.object({ companyLogo: uploadedFile("Choose a logo to upload") }),
    handler: (input, { actor }) => uploadOrganisationImage(actor, input.companyLogo, "logo"),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/auth/upload/banner",
    access: ["COMPANY", "RECRUIMENTAGENCY"],
    summary: "The organisation's banner (multipart companyBanner: PNG, JPEG or WebP up to 5 MB) → 'Banner Uploaded Successfully'",
    body: uploadBody("companyBanner", "banner"),
    output: imageUploadedOutput,
    input: z.object({ companyBanner: uploadedFile("Choose a banner to upload") }),
    handler: (input, { actor }) => uploadOrganisationImage(actor, input.companyBanner, "banner"),
  }),
  endpoint({
    method: "POST",
    path: `${CANDIDATE}/upload-resume`,
    access: ["CANDIDATE"],
    summary: "The profile's resume (multipart resume: PDF or DOCX up to 10 MB), read into proposals to review",
    body: uploadBody("resume", "resume"),
    output: resumeUploadedOutput,
    input: z.object({ resume: uploadedFile("Choose a resume to upload") }),
    handler: (input, { actor }) => uploadProfileResume(actor, input.resume),
  }),
  endpoint({
    method: "PUT",
    path: `${CANDIDATE}/resume-proposals`,
    access: ["CANDIDATE"],
    summary: "What is left to review of the resume's proposals, after one was accepted or dropped (null: the review is done)",
    output: resumeProposalsOutput,
    input: z.object({ proposals: resumeProposalsSchema.nullable() }),
    handler: (input, { actor }) => saveResumeProposals(actor, input.proposals),
  }),
  endpoint({
    method: "POST",
    path: `${CANDIDATE}/upload-experiences`,
    access: ["CANDIDATE"],
    summary: "Add one experience to the caller's profile",
    output: experienceChangedOutput,
    input: experienceSchema,
    handler: (input, { actor }) => addExperience(actor, input),
  }),
  endpoint({
    method: "PUT",
    path: `${CANDIDATE}/experiences/:id`,
    access: ["CANDIDATE"],
    summary: "Edit one of the caller's experiences",
    output: experienceChangedOutput,
    input: z.object({ id: idParam("The experience id") }).and(experienceSchema),
    handler: ({ id, ...experience }, { actor }) => updateExperience(actor, id, experience),
  }),
  endpoint({
    method: "DELETE",
    path: `${CANDIDATE}/experiences/:id`,
    access: ["CANDIDATE"],
    summary: "Delete one of the caller's experiences",
    output: messageOnly,
    input: z.object({ id: idParam("The experience id") }),
    handler: (input, { actor }) => deleteExperience(actor, input.id),
  }),
  endpoint({
    method: "POST",
    path: `${CANDIDATE}/upload-certificate`,
    access: ["CANDIDATE"],
    summary: "Add a certificate: multipart certificate (PDF, DOCX, PNG or JPEG up to 10 MB) and name; description optional",
    body: uploadBody("certificate", "certificate"),
    output: certificateAddedOutput,
    input: certificateFieldsSchema.extend({ certificate: uploadedFile("Choose the certificate file") }),
    handler: (input, { actor }) => addCertificate(actor, input),
  }),
  endpoint({
    method: "PUT",
    path: `${CANDIDATE}/certificates/:id`,
    access: ["CANDIDATE"],
    summary: "Rename one of the caller's certificates or change its description (the file stays)",
    output: certificateAddedOutput,
    input: z.object({ id: idParam("The certificate id") }).and(certificateFieldsSchema),
    handler: ({ id, ...fields }, { actor }) => updateCertificate(actor, id, fields),
  }),
  endpoint({
    method: "DELETE",
    path: `${CANDIDATE}/certificates/:id`,
    access: ["CANDIDATE"],
    summary: "Delete one of the caller's certificates and its file",
    output: messageOnly,
    input: z.object({ id: idParam("The certificate id") }),
    handler: (input, { actor }) => deleteCertificate(actor, input.id),
  }),
  endpoint({
    method: "POST",
    path: "/web/candidate/job/upload-resume",
    access: ["CANDIDATE"],
    summary: "A resume for one application (multipart resume, userId = the caller); the profile's stays",
    body: uploadBody("resume", "resume"),
    output: applicationResumeOutput,
    input: z.object({ resume: uploadedFile("Choose a resume to upload"), userId: idParam("userId") }),
    handler: (input, { actor }) => uploadApplicationResume(actor, input),
  }),
];
