import { toast } from "@/components/layout/toast";
import type { JobStatus } from "@/db/enums";
import { api } from "@/lib/client/api";
import { STATUS_UPDATED } from "@/lib/jobs/messages";

/** Moves one of the owner's jobs to another status (spec §4) and says so; throws the server's refusal for the caller to show. */
export async function moveJob(jobId: number, jobStatus: JobStatus): Promise<void> {
  await api.post("/web/common/job/updatejobstatus", { jobId, jobStatus });
  toast.success(STATUS_UPDATED);
}
