/** Spec §5/§8: the apply request gives up after 30 seconds. */
export const APPLY_TIMEOUT_MS = 30_000;
export const APPLY_TIMEOUT_MESSAGE = "Request timed out after 30 seconds";
export const APPLY_SUCCESS_MESSAGE = "Application sent to recruiter successfully.";
export const APPLY_PATH = "/api/web/common/candidateJob/ApplytoJob";

export type ApplyResult = { ok: true; message: string } | { ok: false; status: number; message: string };

/**
 * POST ApplytoJob with an AbortController that fires after `timeoutMs`; every
 * outcome (answer, error answer, timeout, network failure) becomes a message.
 */
export async function postApplication(
  body: { jobId: number; personalMessage: string },
  { timeoutMs = APPLY_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<ApplyResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchImpl(APPLY_PATH, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const data = (await res.json().catch(() => ({}))) as { message?: unknown };
    const message = typeof data.message === "string" ? data.message : "";
    if (res.ok) return { ok: true, message: message || APPLY_SUCCESS_MESSAGE };
    return { ok: false, status: res.status, message: message || "Request Failed" };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, status: 0, message: APPLY_TIMEOUT_MESSAGE };
    return { ok: false, status: 0, message: error instanceof Error ? error.message : "An unknown error occurred" };
  } finally {
    clearTimeout(timer);
  }
}
