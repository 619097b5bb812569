import { afterEach, describe, expect, it, vi } from "vitest";
import { APPLY_PATH, APPLY_TIMEOUT_MESSAGE, postApplication } from "./apply-request";

/** A fetch that never answers, but rejects like the real one when aborted. */
const hangingFetch: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("postApplication", () => {
  it("gives up after 30 seconds with the spec's message", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", hangingFetch);
    const pending = postApplication({ jobId: 1, personalMessage: "" });
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: false, status: 0, message: APPLY_TIMEOUT_MESSAGE });
  });

  it("posts jobId and message as JSON and passes the server's answers on", async () => {
    const calls: [string, RequestInit][] = [];
    const fake = (answer: Response): typeof fetch =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push([String(url), init!]);
        return answer;
      }) as typeof fetch;
    vi.stubGlobal("fetch", fake(Response.json({ message: "Application sent to recruiter successfully." })));
    const ok = await postApplication({ jobId: 5, personalMessage: "Hi" });
    expect(ok).toEqual({ ok: true, message: "Application sent to recruiter successfully." });
    expect(calls[0]![0]).toBe(`/api${APPLY_PATH}`);
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({ jobId: 5, personalMessage: "Hi" });
    vi.stubGlobal("fetch", fake(Response.json({ message: "You have already applied to this job." }, { status: 409 })));
    const conflict = await postApplication({ jobId: 5, personalMessage: "" });
    expect(conflict).toEqual({ ok: false, status: 409, message: "You have already applied to this job." });
  });
});
