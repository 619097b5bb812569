import { z } from "zod";
import { endpoint, type ApiContext, type Endpoint } from "@/lib/api/endpoint";
import { createJob, updateJobFields, updateJobStatus } from "./mutations";
import { getOwnJob, getVisibleJob, ownJobStatusCounts, ownJobsByStatus, searchOpenJobs } from "./queries";
import { createJobSchema, jobIdSchema, jobSearchSchema, jobStatusSchema, pageSchema, updateJobFieldsSchema } from "./schemas";
import { JOB_UPDATED, STATUS_UPDATED } from "./messages";
import { linkedInShare } from "./share";
import { jobChangedOutput, linkedInShareOutput, managedJobListOutput, oneJobOutput, oneOwnJobOutput, openJobListOutput, statusCountsOutput } from "./outputs";

const RECRUITERS = ["COMPANY", "RECRUIMENTAGENCY"] as const;

const byJobId = z.object({ jobId: jobIdSchema });
const openJobsPage = z.object({ page: pageSchema });

/** Two paths of the spec move a job between statuses; they share one input and one handler. */
const statusChange = z.object({ jobId: jobIdSchema, jobStatus: jobStatusSchema });
const changeStatus = async (input: z.infer<typeof statusChange>, { actor }: ApiContext) => ({
  message: STATUS_UPDATED,
  job: await updateJobStatus(actor, input.jobId, input.jobStatus),
});

export const jobEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/web/common/job/getjobstatuscount",
    access: RECRUITERS,
    summary: "Counts of the caller's jobs per status",
    output: statusCountsOutput,
    input: z.object({}),
    handler: (_input, { actor }) => ownJobStatusCounts(actor),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/job/createjobpost",
    access: RECRUITERS,
    summary: "Create a job post (empty values and empty lists are stored as null)",
    output: jobChangedOutput,
    input: createJobSchema,
    handler: async (input, { actor }) => ({ message: "Job created successfully.", job: await createJob(actor, input) }),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/job/getjobsbystatus/:jobStatus/:page",
    access: RECRUITERS,
    summary: "The caller's jobs in one status tab, 10 per page, with applicant counts (new: since the owner last opened them)",
    output: managedJobListOutput,
    input: z.object({ jobStatus: jobStatusSchema, page: pageSchema }),
    handler: (input, { actor }) => ownJobsByStatus(actor, input.jobStatus, input.page),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/job/getJobById/:jobId",
    access: "public",
    summary: "A job as the public sees it (drafts only for their owner)",
    output: oneJobOutput,
    input: byJobId,
    handler: async (input, { actor }) => ({ job: await getVisibleJob(actor, input.jobId) }),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/job/getjobbyid/:id",
    access: "public",
    summary: "A job as the public sees it (drafts only for their owner)",
    output: oneJobOutput,
    input: z.object({ id: jobIdSchema }),
    handler: async (input, { actor }) => ({ job: await getVisibleJob(actor, input.id) }),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/job/getJobByIdPrivate/:jobId",
    access: RECRUITERS,
    summary: "One of the caller's own jobs, any status",
    output: oneOwnJobOutput,
    input: byJobId,
    handler: async (input, { actor }) => ({ job: await getOwnJob(actor, input.jobId) }),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/job/updatejobstatus",
    access: RECRUITERS,
    summary: "Move one of the caller's jobs to another status",
    output: jobChangedOutput,
    input: statusChange,
    handler: changeStatus,
  }),
  endpoint({
    method: "PUT",
    path: "/web/common/jobs/:jobId",
    access: RECRUITERS,
    summary: "Move one of the caller's jobs to another status",
    output: jobChangedOutput,
    input: statusChange,
    handler: changeStatus,
  }),
  endpoint({
    method: "PATCH",
    path: "/web/common/job/updatealljobfields/:jobId",
    access: RECRUITERS,
    summary: "Edit fields of one of the caller's jobs",
    output: jobChangedOutput,
    // Unknown fields are refused (a status or an owner sent here would otherwise be dropped with a "Job updated").
    input: updateJobFieldsSchema.extend({ jobId: jobIdSchema }).strict(),
    handler: async ({ jobId, ...fields }, { actor }) => ({ message: JOB_UPDATED, job: await updateJobFields(actor, jobId, fields) }),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/job/postonlinkedin",
    access: RECRUITERS,
    summary: "A LinkedIn share link for one of the caller's Open jobs (LinkedIn's job-posting API is for its partners only)",
    output: linkedInShareOutput,
    input: byJobId,
    handler: (input, { actor }) => linkedInShare(actor, input.jobId),
  }),
  endpoint({
    method: "GET",
    path: "/web/candidate/job/get-all-jobs/:page",
    access: ["CANDIDATE"],
    summary: "Open jobs, newest first, 10 per page",
    output: openJobListOutput,
    input: openJobsPage,
    handler: (input) => searchOpenJobs({ page: input.page }),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/job/getopenjobs",
    access: "public",
    summary: "Open jobs, newest first, 10 per page",
    output: openJobListOutput,
    input: openJobsPage,
    handler: (input) => searchOpenJobs({ page: input.page }),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/job/searchjobsfilter",
    access: "public",
    summary: "Search open jobs: text (ranked, or sort=newest), updated-date window, workplace, employment, level, location, minimum yearly salary in a currency",
    output: openJobListOutput,
    input: jobSearchSchema,
    handler: (input) => searchOpenJobs(input),
  }),
];
