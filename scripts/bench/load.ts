import autocannon from "autocannon";

export type LoadResult = { name: string; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number; requests: number; bytes: number };

/** A list of requests each connection sends in turn (autocannon's `requests`), instead of `url`'s path alone. */
export type Requests = autocannon.Request[];

/** What one bounded autocannon run saw: every response's latency, and its totals. */
export type Sample = { times: number[]; seconds: number; requests: number; bytes: number; errors: number; non2xx: number };

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One bounded autocannon run, with the latency of every response (autocannon's own histogram has p97.5 but no p95). */
export async function sample(url: string, connections: number, seconds: number, headers?: Record<string, string>, requests?: Requests): Promise<Sample> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers, requests }, (error, r) => (error ? reject(error) : resolve(r)));
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    times,
    seconds,
    requests: result.requests.total,
    bytes: result.throughput.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Several samples of one thing (e.g. rounds interleaved with other runs) as one result: exact percentiles over all of them. */
export function summarize(name: string, samples: Sample[]): LoadResult {
  const times = samples.flatMap((s) => s.times).sort((a, b) => a - b);
  const sum = (f: (s: Sample) => number) => samples.reduce((t, s) => t + f(s), 0);
  return {
    name,
    rps: sum((s) => s.requests) / sum((s) => s.seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: sum((s) => s.errors),
    non2xx: sum((s) => s.non2xx),
    requests: sum((s) => s.requests),
    bytes: sum((s) => s.bytes),
  };
}

/** One bounded autocannon run; p50/p95/p99 are exact over the run. */
export async function load(name: string, url: string, connections: number, seconds: number, headers?: Record<string, string>, requests?: Requests): Promise<LoadResult> {
  return summarize(name, [await sample(url, connections, seconds, headers, requests)]);
}

/** An unmeasured run so the JIT, the pools and the caches are warm. */
export async function warm(url: string, connections: number, seconds: number, headers?: Record<string, string>, requests?: Requests): Promise<void> {
  await autocannon({ url, connections, duration: seconds, headers, requests });
}
