import type { Sample } from "./traffic";
import type { Verification } from "./workloads";

/**
 * What the soak measured. A window runs from the start of a fault (Postgres
 * stopping, SIGTERM) until the service answered again plus a short margin; a
 * request belongs to a window when its lifetime overlaps it.
 */
export type Window = { name: string; start: number; end: number; backAt: number; recoveredAt: number | null };

export type SoakReport = {
  minutes: number;
  requests: number;
  byStatus: Record<string, number>;
  errorsOutside: number;
  errorsOutsideDetail: Record<string, number>;
  windows: Array<
    Window & { byStatus: Record<string, number>; dropped: number; droppedDetail: string[]; refused: number; recoveryMs: number | null }
  >;
  writes: Verification[];
  serverLogErrors: number;
};

const isError = (s: Sample) => typeof s.outcome !== "number" || s.outcome >= 500;
const overlaps = (s: Sample, w: Window) => s.start < w.end && s.end > w.start;

function countBy(samples: Sample[], key: (s: Sample) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of samples) out[key(s)] = (out[key(s)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export function buildReport(minutes: number, samples: Sample[], windows: Window[], writes: Verification[], serverLogErrors: number): SoakReport {
  const outside = samples.filter((s) => !windows.some((w) => overlaps(s, w)));
  const errorsOutside = outside.filter(isError);
  return {
    minutes,
    requests: samples.length,
    byStatus: countBy(samples, (s) => String(s.outcome)),
    errorsOutside: errorsOutside.length,
    errorsOutsideDetail: countBy(errorsOutside, (s) => `${s.workload} → ${s.outcome}${s.detail ? ` (${s.detail.slice(0, 120)})` : ""}`),
    windows: windows.map((w) => {
      const inside = samples.filter((s) => overlaps(s, w));
      return {
        ...w,
        byStatus: countBy(inside, (s) => String(s.outcome)),
        dropped: inside.filter((s) => s.outcome === "dropped" || s.outcome === "timeout").length,
        droppedDetail: inside
          .filter((s) => s.outcome === "dropped" || s.outcome === "timeout")
          .map((s) => `${s.workload} at ${(s.start / 1000).toFixed(2)}–${(s.end / 1000).toFixed(2)} s: ${s.detail ?? s.outcome}`),
        refused: inside.filter((s) => s.outcome === "refused").length,
        recoveryMs: w.recoveredAt === null ? null : w.recoveredAt - w.backAt,
      };
    }),
    writes,
    serverLogErrors,
  };
}

export function printReport(r: SoakReport): boolean {
  const line = (label: string, value: unknown) => console.log(`  ${label.padEnd(34)} ${String(value)}`);
  console.log(`\n== soak: ${r.minutes} minute(s), ${r.requests} requests ==`);
  line("requests by status", JSON.stringify(r.byStatus));
  line("errors outside the windows", `${r.errorsOutside} (target 0)`);
  for (const [what, n] of Object.entries(r.errorsOutsideDetail)) line("", `${n} × ${what}`);
  for (const w of r.windows) {
    console.log(`  -- ${w.name}: ${(w.start / 1000).toFixed(1)} s → ${(w.end / 1000).toFixed(1)} s`);
    line("answers inside", JSON.stringify(w.byStatus));
    line("dropped connections", `${w.dropped} (target 0)`);
    for (const d of w.droppedDetail.slice(0, 10)) line("", d);
    line("refused (no process listening)", w.refused);
    line("recovery", w.recoveryMs === null ? "did not recover" : `${w.recoveryMs} ms after ${w.name === "database restart" ? "Postgres was back" : "the new process was ready"}`);
  }
  console.log("  -- acknowledged writes vs stored");
  for (const v of r.writes) line(v.name, `${v.stored}/${v.acknowledged} stored${v.missing.length ? `, MISSING ${v.missing.slice(0, 10).join(", ")}` : ""}${v.note ? ` — ${v.note}` : ""}`);
  line("error lines in the server log", r.serverLogErrors);
  const ok =
    r.errorsOutside === 0 && r.windows.every((w) => w.dropped === 0 && w.recoveryMs !== null) && r.writes.every((v) => v.missing.length === 0);
  console.log(ok ? "\nPASS: no error outside the windows, no dropped connection, every acknowledged write stored." : "\nFAIL: see above.");
  return ok;
}
