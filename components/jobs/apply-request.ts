import { ApiError, api, errorMessage, timeoutMessage } from "@/lib/client/api";

/** Spec §5/§8: the apply request gives up after 30 seconds (not the client's usual 60). */
export const APPLY_TIMEOUT_MS = 30_000;
export const APPLY_TIMEOUT_MESSAGE = timeoutMessage(APPLY_TIMEOUT_MS);
export const APPLY_SUCCESS_MESSAGE = "Application sent to recruiter successfully.";
export const APPLY_PATH = "/web/common/candidateJob/ApplytoJob";

export type ApplyResult = { ok: true; message: string } | { ok: false; status: number; message: string };

/** POST ApplytoJob through the API client; every outcome (answer, error answer, time-out, network failure) becomes a message. */
export async function postApplication(
  body: { jobId: number; personalMessage: string; resumeFileId?: string | null },
  { timeoutMs = APPLY_TIMEOUT_MS } = {},
): Promise<ApplyResult> {
  try {
    const data = await api.post<{ message?: unknown }>(APPLY_PATH, body, { timeoutMs });
    return { ok: true, message: typeof data.message === "string" && data.message ? data.message : APPLY_SUCCESS_MESSAGE };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : 0, message: errorMessage(error) };
  }
}
