import { z } from "zod";
import { endpoint, type Endpoint } from "@/lib/api/endpoint";
import { jobIdSchema, pageSchema } from "@/lib/jobs/schemas";
import { applyToJob } from "./apply";
import { applySchema } from "./schemas";
import { candidateApplications, recruiterApplicants } from "./queries";
import { applyOutput, candidateApplicationsOutput, recruiterApplicantsOutput } from "./outputs";

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
    method: "GET",
    path: "/web/common/candidateJob/get-all-jobs-applied-for-recruiter/:page",
    access: ["COMPANY", "RECRUIMENTAGENCY"],
    summary: "Applicants to the caller's jobs (optionally one job)",
    output: recruiterApplicantsOutput,
    input: z.object({ page: pageSchema, jobId: jobIdSchema.optional() }),
    handler: (input, { actor }) => recruiterApplicants(actor, input.page, input.jobId),
  }),
];
