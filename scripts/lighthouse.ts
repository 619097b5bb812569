/**
 * `npm run lighthouse [-- --url http://127.0.0.1:3000]`: Lighthouse 12, mobile, with
 * Debian's chromium, against the landing page and a public job page. Without --url
 * it starts the production server (`npm start`: the existing build, the database of DATABASE_URL or
 * the embedded one) on a free port and stops it by process group afterwards.
 * Each page is audited with the preset's 4× CPU slowdown and again with the slowdown
 * calibrated to this machine's BenchmarkIndex, each the median of --runs (5) runs (Lighthouse's
 * docs/variability.md: "the median Lighthouse score of 5 runs is twice as stable as 1 run"); a
 * calibrated run whose own BenchmarkIndex calls for another slowdown is done again with that one.
 * Prints every run's Performance, the median run's four scores and every failed audit;
 * `-- --save DIR` also writes each page's median calibrated report as JSON; `-- --calculator`
 * calibrates with the guide's calculator instead of 4 × index ÷ 2,000 (see calculatorMultiplier).
 * Also prints what a page fault costs on this machine, before and after the runs (bench/page-faults.ts).
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { pageFaultMicros } from "./bench/page-faults";
import { freePort, startGroup, stopGroup, waitFor } from "./bench/process";

const args = process.argv.slice(2);
const given = args.includes("--url") ? args[args.indexOf("--url") + 1] : undefined;
const jobArg = args.includes("--job") ? args[args.indexOf("--job") + 1] : undefined;

/** The newest open job, from the public list call. */
async function someJobPath(base: string): Promise<string> {
  if (jobArg) return `/jobs/${jobArg}`;
  const res = await fetch(`${base}/api/web/common/job/getopenjobs?page=1`);
  const body = (await res.json()) as { jobs?: { id: number }[] };
  const id = body.jobs?.[0]?.id;
  if (!id) throw new Error("No open job to audit (seed the database first)");
  return `/jobs/${id}`;
}

/** --save DIR: each page's median calibrated report as JSON (open it in the Lighthouse viewer). */
const saveDir = args.includes("--save") ? args[args.indexOf("--save") + 1] : undefined;
const RUNS = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : 5);
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * The mobile preset's 4× CPU slowdown is tuned for a desktop with a BenchmarkIndex of
 * about 2,000 (Lighthouse warns below 1,000 that "the tested device appears to have a
 * slower CPU than Lighthouse expects"; docs/throttling.md: calibrate the multiplier).
 * Scaled so the emulated phone is the same one on this machine: 4 × index / 2000, a phone of
 * index 500 (the guide's table: 4× from a high-end desktop of 1,500–2,000 to a mid-tier phone).
 */
const proportionalMultiplier = (benchmarkIndex: number) => (4 * benchmarkIndex) / 2000;

/**
 * `--calculator`: the mapping of the CPU slowdown calculator that docs/throttling.md links to
 * (lighthouse-cpu-throttling-calculator.vercel.app), piecewise linear in the index: 1× at 150, 2× at
 * 800, 3× at 1,300, then one more per 233 (6× at 2,000). It emulates a slower phone than the
 * proportional rule (an index of about 290–430), so its scores are lower.
 */
function calculatorMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

const useCalculator = args.includes("--calculator");
const calibratedMultiplier = (benchmarkIndex: number) =>
  Math.max(1, Math.round((useCalculator ? calculatorMultiplier : proportionalMultiplier)(benchmarkIndex) * 10) / 10);

/** Lighthouse varies run to run; its docs advise the median of several runs (by Performance score). */
async function medianRun(url: string, port: number, cpuSlowdownMultiplier: number): Promise<{ lhr: Lhr; scores: number[] }> {
  const runs: Lhr[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port, cpuSlowdownMultiplier));
  return medianOf(runs);
}

/**
 * One Lighthouse run. A run Lighthouse itself could not record (a runtimeError such as NO_NAVSTART:
 * "Something went wrong with recording the trace… Please run Lighthouse again") has no scores, so
 * it is run again (at most 3 attempts) instead of counting as a 0 in the median.
 */
async function audit(url: string, port: number, cpuSlowdownMultiplier: number): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    const lhr = result!.lhr;
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.log(`${url}: Lighthouse could not record run (${lhr.runtimeError.code}); running it again`);
  }
}

/** A category's score out of 100, as the report shows it. */
const scoreOf = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The run of median Performance, and every run's Performance lowest first (how far the median stands from its neighbours). */
function medianOf(runs: Lhr[]): { lhr: Lhr; scores: number[] } {
  const sorted = [...runs].sort((a, b) => scoreOf(a, "performance") - scoreOf(b, "performance"));
  return { lhr: sorted[Math.floor(sorted.length / 2)]!, scores: sorted.map((run) => scoreOf(run, "performance")) };
}

/** A run calibrated to the machine of a moment ago is off when the machine's speed has moved since. */
const CALIBRATION_TOLERANCE = 0.15;
const MAX_ATTEMPTS = 4;

/**
 * The median of calibrated runs, each run's slowdown matching the machine while it ran: Lighthouse
 * measures the BenchmarkIndex at the start of every run, and this machine's moves by half within
 * minutes (1,160 → 2,030 between two runs). A run whose own index calls for a slowdown more than 15%
 * away from the one it used is done again with that one (at most 4 times; then the last counts).
 * Returns the median run and every slowdown that was kept.
 */
async function calibratedMedianRun(url: string, port: number, start: number): Promise<{ lhr: Lhr; scores: number[]; kept: number[]; redone: number }> {
  const runs: Lhr[] = [];
  const kept: number[] = [];
  let multiplier = start;
  let redone = 0;
  for (let i = 0; i < RUNS; i++) {
    for (let attempt = 1; ; attempt++) {
      const lhr = await audit(url, port, multiplier);
      const wanted = calibratedMultiplier(lhr.environment.benchmarkIndex);
      const matched = Math.abs(wanted - multiplier) / multiplier <= CALIBRATION_TOLERANCE;
      if (matched || attempt === MAX_ATTEMPTS) {
        runs.push(lhr);
        kept.push(multiplier);
        multiplier = wanted;
        break;
      }
      redone++;
      multiplier = wanted;
    }
  }
  return { ...medianOf(runs), kept, redone };
}

/** Prints the scores and every failed audit; true when a score is below target. */
function report(path: string, label: string, lhr: Lhr): boolean {
  if (lhr.runtimeError) console.log(`\n${path}: Lighthouse could not audit it: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => scoreOf(lhr, id);
  console.log(`\n${path} (${label}): Performance ${score("performance")}, Accessibility ${score("accessibility")}, Best Practices ${score("best-practices")}, SEO ${score("seo")}`);
  console.log(`  FCP ${lhr.audits["first-contentful-paint"]?.displayValue}, LCP ${lhr.audits["largest-contentful-paint"]?.displayValue}, TBT ${lhr.audits["total-blocking-time"]?.displayValue}, CLS ${lhr.audits["cumulative-layout-shift"]?.displayValue}, SI ${lhr.audits["speed-index"]?.displayValue}`);
  let below = false;
  for (const [id, cat] of Object.entries(lhr.categories)) {
    const target = id === "performance" ? 0.98 : 1;
    if ((cat.score ?? 0) >= target) continue;
    below = true;
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
      console.log(`  ✗ [${id}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      // The first few offending items (console messages, resources…), so the cause is visible.
      const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      for (const item of items.slice(0, 3)) console.log(`      ${JSON.stringify(item).slice(0, 240)}`);
    }
  }
  return below;
}

const faultCost = () => `a page fault costs ${pageFaultMicros().toFixed(1)} µs on this machine (256 MiB written fresh)`;

async function main() {
  console.log(`Before the runs: ${faultCost()}`);
  let server: ChildProcess | undefined;
  let base = given;
  if (!base) {
    const port = await freePort();
    // A production server needs a session secret (next-auth answers 500 without one); a throwaway one per run.
    const env = { ...process.env, PORT: String(port), HOSTNAME: "127.0.0.1", AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("hex") };
    // stderr inherited: a server that refuses to start (e.g. a too-short AUTH_SECRET) says why.
    const started = startGroup("node", ["dist/server.mjs"], env);
    server = started;
    base = `http://127.0.0.1:${port}`;
    // Also when this process dies of an error nothing catches (chrome-launcher emits one when the browser cannot be spawned).
    process.once("exit", () => stopGroup(started));
  }
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let failed = false;
  // The server is stopped whatever fails after it started: left running, it holds the embedded database's lock
  // and the next run's server answers 503.
  try {
    if (server) await waitFor(`${base}/api/web/common/auth/me`, { server });
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
    });
    for (const path of ["/", await someJobPath(base)]) {
      // Lighthouse's mobile preset as shipped (4× CPU slowdown), then calibrated to this machine.
      const { lhr: standard, scores: presetScores } = await medianRun(`${base}${path}`, chrome.port, throttling.mobileSlow4G.cpuSlowdownMultiplier);
      const multiplier = calibratedMultiplier(standard.environment.benchmarkIndex);
      report(path, `default 4× CPU slowdown, median of ${RUNS} (${presetScores.join(", ")}), BenchmarkIndex ${Math.round(standard.environment.benchmarkIndex)}`, standard);
      const { lhr: calibrated, scores, kept, redone } = await calibratedMedianRun(`${base}${path}`, chrome.port, multiplier);
      const label = `calibrated${useCalculator ? " (the guide's calculator)" : ""} CPU slowdown ${kept.map((m) => `${m}×`).join(", ")}, median of ${RUNS} (${scores.join(", ")})${redone ? `; ${redone} run(s) redone, the machine's speed had moved` : ""}`;
      failed = report(path, label, calibrated) || failed;
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(`${saveDir}/${path === "/" ? "home" : path.replace(/\W+/g, "-").replace(/^-/, "")}.json`, JSON.stringify(calibrated));
      }
    }
  } finally {
    chrome?.kill();
    stopGroup(server);
  }
  console.log(`\nAfter the runs: ${faultCost()}`);
  if (failed) console.log("\nSome calibrated scores are below target (Performance ≥ 98, others 100); see the failed audits above.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
