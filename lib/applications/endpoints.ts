import { z } from "zod";
import { endpoint, type Endpoint } from "@/lib/api/endpoint";
import { jobIdSchema, pageSchema } from "@/lib/jobs/schemas";
import { applyToJob } from "./apply";
import { APPLICATION_STATUSES } from "@/db/enums";
import { messageOnly } from "@/lib/api/outputs";
import { idParam } from "@/lib/validation/ids";
import { changeApplicationStatus, openApplication, rejectRemaining } from "./decisions";
import { recruiterJobsOverview } from "./overview";
import { applySchema, statusChangeSchema } from "./schemas";
import { candidateApplications, recruiterApplicants } from "./queries";
import { withdrawApplication } from "./withdraw";
import { applyOutput, candidateApplicationsOutput, recruiterApplicantsOutput, recruiterJobsOutput, rejectRemainingOutput, statusChangedOutput } from "./outputs";

export const applicationEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/web/common/candidateJob/ApplytoJob",
    access: ["CANDIDATE"],
    summary: "Apply to an open job once, with a personal message",
    output: applyOutput,
    input: applySchema,
    handler: (input, { actor }) => applyToJob(actor, input),
  }),
  endpoint({
    method: "POST",
    path: "/web/candidate/job/apply-for-job",
    access: ["CANDIDATE"],
    summary: "Apply to an open job once",
    output: applyOutput,
    input: applySchema,
    handler: (input, { actor }) => applyToJob(actor, input),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/candidateJob/get-all-jobs-applied-for-candidate/:page",
    access: ["CANDIDATE"],
    summary: "The caller's applications, newest first",
    output: candidateApplicationsOutput,
    input: z.object({ page: pageSchema }),
    handler: (input, { actor }) => candidateApplications(actor, input.page),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/candidateJob/withdraw-application/:id",
    access: ["CANDIDATE"],
    summary: "Withdraw one of the caller's applications while undecided (Pending or Reviewed): it is deleted and the job's owner no longer sees it; Accepted or Rejected is a 409",
    output: messageOnly,
    input: z.object({ id: idParam("id") }),
    handler: (input, { actor }) => withdrawApplication(actor, input.id),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/candidateJob/get-all-jobs-applied-for-recruiter/:page",
    access: ["COMPANY", "RECRUIMENTAGENCY"],
    summary: "Applicants to the caller's jobs; optional jobId and status filters, sort=date (default) or score; with match, resume and status history",
    output: recruiterApplicantsOutput,
    input: z.object({
      page: pageSchema,
      jobId: jobIdSchema.optional(),
      status: z.enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(", ")}` }).optional(),
      sort: z.enum(["date", "score"], { error: "sort must be date or score" }).optional(),
    }),
    handler: (input, { actor }) => recruiterApplicants(actor, input),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/candidateJob/update-application-status",
    access: ["COMPANY", "RECRUIMENTAGENCY"],
    summary: "Move one or several applications of the caller's jobs to a status (optional message for the candidate); each candidate is mailed",
    output: statusChangedOutput,
    input: statusChangeSchema,
    handler: (input, { actor }) => changeApplicationStatus(actor, input),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/candidateJob/open-application/:id",
    access: ["COMPANY", "RECRUIMENTAGENCY"],
    summary: "The job's owner opened an application: Pending becomes Reviewed (once), so the candidate sees someone looked",
    output: messageOnly,
    input: z.object({ id: jobIdSchema }),
    handler: async (input, { actor }) => ({ message: (await openApplication(actor, input.id)) ? "Marked as reviewed." : "Already reviewed." }),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/candidateJob/recruiter-jobs",
    access: ["COMPANY", "RECRUIMENTAGENCY"],
    summary: "The caller's published jobs grouped Open (Open and Paused) and Closed, each with applicants per status; 10 a page per group",
    output: recruiterJobsOutput,
    input: z.object({ openPage: pageSchema, closedPage: pageSchema }),
    handler: (input, { actor }) => recruiterJobsOverview(actor, input),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/candidateJob/reject-remaining/:jobId",
    access: ["COMPANY", "RECRUIMENTAGENCY"],
    summary: "Reject the Pending and Reviewed applications of one of the caller's jobs with one message (offered when closing it)",
    output: rejectRemainingOutput,
    input: z.object({ jobId: jobIdSchema, message: statusChangeSchema.shape.message }),
    handler: (input, { actor }) => rejectRemaining(actor, input.jobId, input.message),
  }),
];
