import autocannon from "autocannon";

export type LoadResult = { name: string; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number; requests: number; bytes: number };

/** A list of requests each connection sends in turn (autocannon's `requests`), instead of `url`'s path alone. */
export type Requests = autocannon.Request[];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * One bounded autocannon run. Latencies come from every response (autocannon's own
 * histogram has p97.5 but no p95), so p50/p95/p99 are exact over the run.
 */
export async function load(name: string, url: string, connections: number, seconds: number, headers?: Record<string, string>, requests?: Requests): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers, requests }, (error, r) => (error ? reject(error) : resolve(r)));
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.total / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    bytes: result.throughput.total,
  };
}

/** An unmeasured run so the JIT, the pools and the caches are warm. */
export async function warm(url: string, connections: number, seconds: number, headers?: Record<string, string>, requests?: Requests): Promise<void> {
  await autocannon({ url, connections, duration: seconds, headers, requests });
}
