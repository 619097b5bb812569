import { afterEach, describe, expect, it, vi } from "vitest";
import { API_TIMEOUT_MS, ApiError, api, errorMessage, onUnauthenticated } from "./api";

type Call = { url: string; init: RequestInit };
function answer(response: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  });
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the API client", () => {
  it("sends JSON under /api with the cookies of this site, and answers the JSON", async () => {
    const calls = answer(() => Response.json({ job: { id: 7 } }));
    expect(await api.post("/web/common/job/createjobpost", { jobTitle: "Engineer" })).toEqual({ job: { id: 7 } });
    expect(calls[0]!.url).toBe("/api/web/common/job/createjobpost");
    expect(calls[0]!.init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"jobTitle":"Engineer"}' });
    expect(calls[0]!.init.headers).toEqual({ "content-type": "application/json" });
  });

  it("sends FormData as it is (the browser writes the multipart boundary)", async () => {
    const calls = answer(() => Response.json({ message: "ok" }));
    const form = new FormData();
    form.set("name", "Certificate");
    await api.post("/web/common/candidate/upload-certificate", form);
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.init.headers).toBeUndefined();
  });

  it("turns the error shape into an ApiError with the server's message, status and code", async () => {
    answer(() => Response.json({ error: { code: "RATE_LIMITED", message: "Slow down." }, message: "Slow down." }, { status: 429 }));
    const error = await api.get("/web/common/job/getopenjobs").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Slow down.", status: 429, code: "RATE_LIMITED" });
  });

  it("keeps the first problem of each field the error's details name, and no field for details of another shape", async () => {
    const details = [
      { path: "currentPassword", message: "The current password is not correct." },
      { path: "currentPassword", message: "A second problem." },
      { path: "", message: "No field." },
      { message: "No path." },
    ];
    answer(() => Response.json({ error: { code: "BAD_REQUEST", message: "The current password is not correct.", details } }, { status: 400 }));
    await expect(api.post("/web/common/auth/change-password", {})).rejects.toMatchObject({
      status: 400,
      fields: { currentPassword: "The current password is not correct." },
    });
    answer(() => Response.json({ error: { code: "BAD_REQUEST", message: "No.", details: { path: "x" } } }, { status: 400 }));
    await expect(api.get("/x")).rejects.toMatchObject({ fields: {} });
  });

  it("tells its listeners of a 401 (the session may have ended under the page), and of no other failure", async () => {
    const heard = vi.fn();
    const stop = onUnauthenticated(heard);
    answer(() => Response.json({ error: { code: "UNAUTHENTICATED", message: "Please sign in first." } }, { status: 401 }));
    await expect(api.post("/web/candidate/job/apply-for-job", { jobId: 1 })).rejects.toMatchObject({ status: 401, message: "Please sign in first." });
    expect(heard).toHaveBeenCalledTimes(1);
    answer(() => Response.json({ error: { code: "FORBIDDEN", message: "No." } }, { status: 403 }));
    await expect(api.get("/x")).rejects.toMatchObject({ status: 403 });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    answer(() => Response.json({ message: "Please sign in first." }, { status: 401 }));
    await expect(api.get("/x")).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("treats success: false in a 200 as a failure (verify-otp, spec §8)", async () => {
    answer(() => Response.json({ success: false, message: "Invalid OTP" }));
    await expect(api.post("/web/common/auth/verify-otp", {})).rejects.toMatchObject({ message: "Invalid OTP", status: 200 });
  });

  it("reports a network failure as what happened and what to do (not the browser's 'Failed to fetch'), or 'An unknown error occurred'", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(api.get("/x")).rejects.toMatchObject({ message: "Could not reach the server: check your connection and try again.", status: 0 });
    expect(errorMessage(new Error(""))).toBe("An unknown error occurred");
    expect(errorMessage("nope")).toBe("An unknown error occurred");
  });

  it("words a failure answer without the error shape (a proxy's page) by its status, with a way out", async () => {
    const page = (status: number) => () => new Response("<html>Bad gateway</html>", { status, headers: { "content-type": "text/html" } });
    answer(page(502));
    await expect(api.get("/x")).rejects.toMatchObject({ message: "The service is not answering right now (502): try again in a moment.", status: 502 });
    answer(page(500));
    await expect(api.put("/x", {})).rejects.toMatchObject({ message: "Something went wrong on our side (500): try again in a moment.", status: 500 });
    answer(page(429));
    await expect(api.post("/x", {})).rejects.toMatchObject({ message: "Too many requests (429): wait a moment and try again.", status: 429 });
  });

  it("gives up after the spec's 60 seconds, or a call's own time-out", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const slow = api.get("/slow").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void slow.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toMatchObject({ message: "Request timed out after 60 seconds", status: 0 });

    const apply = api.post("/apply", {}, { timeoutMs: 30_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await apply).toMatchObject({ message: "Request timed out after 30 seconds" });
  });
});
