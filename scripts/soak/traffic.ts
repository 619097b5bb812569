/**
 * One HTTP call of the soak and what became of it: a status, or no answer —
 * refused (no process was listening: the gap of a server restart), dropped (the
 * connection was taken and then lost without an answer) or timed out.
 */
export type Outcome = number | "refused" | "dropped" | "timeout";

export type Sample = { workload: string; write: boolean; start: number; end: number; outcome: Outcome; detail?: string };

export class Recorder {
  readonly samples: Sample[] = [];
  constructor(readonly t0: number) {}
  now(): number {
    return Date.now() - this.t0;
  }
}

export type Answer = { outcome: Outcome; body: unknown; headers?: Headers };

const TIMEOUT_MS = 30_000;

export async function request(
  rec: Recorder,
  workload: string,
  write: boolean,
  url: string,
  init: { method?: string; cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const start = rec.now();
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  let answer: Answer;
  let detail: string | undefined;
  try {
    const res = await fetch(url, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "manual",
    });
    const text = await res.text();
    let body: unknown = text;
    if (res.headers.get("content-type")?.includes("json")) body = text ? JSON.parse(text) : null;
    answer = { outcome: res.status, body, headers: res.headers };
    if (res.status >= 500) detail = typeof body === "object" && body ? JSON.stringify(body).slice(0, 200) : undefined;
  } catch (error) {
    const err = error as Error & { cause?: { code?: string; message?: string } };
    const code = err.cause?.code ?? err.name;
    detail = `${code}: ${err.cause?.message ?? err.message}`;
    if (err.name === "TimeoutError" || err.name === "AbortError") answer = { outcome: "timeout", body: null };
    else if (code === "ECONNREFUSED") answer = { outcome: "refused", body: null };
    else answer = { outcome: "dropped", body: null };
  }
  rec.samples.push({ workload, write, start, end: rec.now(), outcome: answer.outcome, detail });
  return answer;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A client that honours the server: after a 503 it waits Retry-After (capped), after a refused connection a moment. */
export async function backOff(answer: Answer): Promise<void> {
  if (answer.outcome === 503) {
    const seconds = Number(answer.headers?.get("retry-after") ?? 1);
    await sleep(Math.min(Math.max(seconds, 0.2), 1) * 1000);
  } else if (answer.outcome === "refused" || answer.outcome === "dropped") await sleep(100);
}
