import { afterEach, describe, expect, it, vi } from "vitest";
import { pageStore } from "@/lib/page-cache";
import { listenForInvalidations } from "@/lib/page-cache/cross-instance";
import { hubRunning, onListenerGap, onServerMessage, serveHub, startHub, stopHub } from "@/lib/realtime/hub";
import { notifyServers } from "@/lib/realtime/log";

/**
 * A server's listener when the database cannot be reached at start (instrumentation.ts → serveHub):
 * it is tried again until it runs. Before, one failed start was logged and never retried (only an
 * SSE stream opening started it, and with Pusher none does), so the instance neither heard other
 * instances' page-cache invalidations nor sent its own (broadcastInvalidation sent nothing).
 */
const page = () => ({ status: 200, body: new TextEncoder().encode("<p>old</p>"), csp: "", etag: '"x"', headers: {}, storedAt: Date.now() });

/** A start that fails as an unreachable database would, `failures` times, then starts for real. */
function flakyStart(failures: number) {
  const calls = { count: 0 };
  const start = async () => {
    calls.count++;
    if (calls.count <= failures) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    await startHub();
  };
  return { start, calls };
}

afterEach(async () => {
  vi.useRealTimers();
  await stopHub();
});

describe("a server's realtime listener", () => {
  it("is tried again until it runs; then it hears other instances and drops what it cached meanwhile", async () => {
    listenForInvalidations();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const gap = new Promise<void>((resolve) => {
      const stop = onListenerGap(() => (stop(), resolve()));
    });
    const { start, calls } = flakyStart(2);

    await serveHub(start, 5);
    // Still trying: this instance's own changes are announced meanwhile (they reach instances that listen).
    expect(hubRunning()).toBe(true);
    pageStore().set("/jobs/515151", page()); // rendered while the listener was down

    await gap;
    expect(calls.count).toBe(3);
    // Invalidations sent while it was not listening were missed: nothing cached then is trusted.
    expect(pageStore().get("/jobs/515151")).toBeUndefined();

    pageStore().set("/jobs/515152", page());
    const heard = new Promise<void>((resolve) => {
      const stop = onServerMessage("cache", () => (stop(), resolve()));
    });
    await notifyServers({ k: "cache", o: "another-instance", p: ["/jobs/515152"], g: [] });
    await heard;
    expect(pageStore().get("/jobs/515152")).toBeUndefined();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("listener did not start"), expect.stringContaining("ECONNREFUSED"));
    errors.mockRestore();
    warnings.mockRestore();
  });

  it("stops trying when the server stops", async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { start, calls } = flakyStart(Infinity);
    await serveHub(start, 100);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.count).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.count).toBe(3);
    await stopHub();
    expect(hubRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.count).toBe(3);
    errors.mockRestore();
  });
});
