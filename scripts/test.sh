#!/usr/bin/env bash
# `npm test`: lint, typecheck, the production build, unit + integration tests on
# PGlite and (when a Postgres URL is configured) on Postgres, then Playwright e2e
# in Chromium against that build. Every phase runs even when an earlier one failed
# (except e2e after a failed build), so one run shows everything; the exit code
# is non-zero if anything failed. The last line is "N passed, N failed".
#
#   bash scripts/test.sh                 all phases
#   bash scripts/test.sh lint typecheck  only these (phases: lint typecheck unit e2e)
#
# Postgres: TEST_DATABASE_URL is used as it is; with only DATABASE_URL set, the
# tests get a throw-away database beside it (your data is never touched).
set -uo pipefail
cd "$(dirname "$0")/.."

PHASES=("$@")
[ ${#PHASES[@]} -eq 0 ] && PHASES=(lint typecheck unit e2e)
wants() { local p; for p in "${PHASES[@]}"; do [ "$p" = "$1" ] && return 0; done; return 1; }

export NEXT_TELEMETRY_DISABLED=1
REPORTS="$(mktemp -d)"
STAMP="$(date +%Y%m%d%H%M%S)_$$"
PG_BASE="${TEST_DATABASE_URL:-${DATABASE_URL:-}}"
DROP_DBS=()

cleanup() {
  local db
  for db in "${DROP_DBS[@]}"; do node scripts/test-db.mjs drop "$PG_BASE" "$db" >/dev/null 2>&1 || true; done
  rm -rf "$REPORTS"
}
trap cleanup EXIT

TOTAL_PASSED=0
TOTAL_FAILED=0
TOTAL_SKIPPED=0
SUMMARY=()
# Failing tests by name, repeated in the summary: CI shows only the end of the output.
FAILED_TESTS=()
STATUS=0

banner() { printf '\n== %s ==\n' "$1"; }

# record <phase> <rc> <seconds> <passed> <failed> <skipped|-> ; a failed phase
# that counted no failing test (lint, a crash, a file that did not load) counts as one failure.
record() {
  local name="$1" rc="$2" secs="$3" passed="${4:-0}" failed="${5:-0}" skipped="${6:-0}"
  if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
  [ "$rc" -ne 0 ] && STATUS=1
  TOTAL_PASSED=$((TOTAL_PASSED + passed))
  TOTAL_FAILED=$((TOTAL_FAILED + failed))
  TOTAL_SKIPPED=$((TOTAL_SKIPPED + skipped))
  local verdict="ok"; [ "$rc" -ne 0 ] && verdict="FAILED (exit $rc)"
  SUMMARY+=("$(printf '%-34s %-16s %5ss  %s passed, %s failed' "$name" "$verdict" "$secs" "$passed" "$failed")")
}

# Runs a command that has no test count (lint, typecheck, build).
check() {
  local name="$1"; shift
  banner "$name"
  local start=$SECONDS rc=0
  "$@" || rc=$?
  record "$name" "$rc" $((SECONDS - start)) 0 0
  return "$rc"
}

# Prints "passed failed skipped" from a vitest JSON report (0 0 0 if it is missing).
vitest_counts() {
  node -e '
    const fs = require("fs");
    try {
      const r = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
      console.log(r.numPassedTests ?? 0, r.numFailedTests ?? 0, (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0));
    } catch { console.log("0 0 0"); }' "$1"
}

# Node code the two below share: " — ", the first line of a failure's message and its "Expected:" / "Received:"
# lines when it has them (no colours, at most 300 characters), so the summary at the end of CI's output says why,
# not only which: the server log printed after a failed e2e run pushes the test runner's own report out of what CI
# keeps, and "toHaveAttribute(expected) failed" alone does not tell a slow answer from a failed one.
WHY='const why = (m) => { const ls = String(m ?? "").replace(/\x1b\[[0-9;]*m/g, "").split("\n").map((x) => x.trim()).filter(Boolean); if (!ls.length) return ""; const l = [ls[0], ...ls.filter((x) => /^(Expected|Received)( string| value)?:/.test(x))].join("; "); return ` — ${l.length > 300 ? l.slice(0, 299) + "…" : l}`; };'

# Appends the names of a vitest report's failing tests to FAILED_TESTS (with why they failed).
vitest_failures() {
  local line
  while IFS= read -r line; do [ -n "$line" ] && FAILED_TESTS+=("$1: $line"); done < <(node -e "$WHY"'
    const fs = require("fs");
    try {
      const r = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
      for (const f of r.testResults ?? []) {
        const file = require("path").relative(process.cwd(), f.name);
        if (f.status === "failed" && !(f.assertionResults ?? []).some((t) => t.status === "failed")) console.log(`${file} (the file failed: ${(f.message ?? "").split("\n")[0]})`);
        for (const t of f.assertionResults ?? []) if (t.status === "failed") console.log(`${file} › ${t.fullName}${why(t.failureMessages?.[0])}`);
      }
    } catch {}' "$2")
}

# Appends the names of a Playwright report's failing tests to FAILED_TESTS (with why and where they failed).
playwright_failures() {
  local line
  while IFS= read -r line; do [ -n "$line" ] && FAILED_TESTS+=("e2e: $line"); done < <(node -e "$WHY"'
    const fs = require("fs");
    const walk = (suite, titles) => {
      for (const s of suite.suites ?? []) walk(s, [...titles, s.title]);
      for (const spec of suite.specs ?? []) for (const t of spec.tests ?? []) if (t.status === "unexpected") {
        const error = t.results?.at(-1)?.error;
        const at = error?.location ? ` (${require("path").basename(error.location.file)}:${error.location.line})` : "";
        console.log([...titles, spec.title].filter(Boolean).join(" › ") + why(error?.message) + at);
      }
    };
    try { walk(JSON.parse(fs.readFileSync(process.argv[1], "utf8")), []); } catch {}' "$1")
}

# Prints "passed failed skipped" from a Playwright JSON report.
playwright_counts() {
  node -e '
    const fs = require("fs");
    try {
      const s = JSON.parse(fs.readFileSync(process.argv[1], "utf8")).stats ?? {};
      console.log((s.expected ?? 0) + (s.flaky ?? 0), s.unexpected ?? 0, s.skipped ?? 0);
    } catch { console.log("0 0 0"); }' "$1"
}

vitest_run() {
  local name="$1" report="$REPORTS/$2.json"; shift 2
  banner "$name"
  local start=$SECONDS rc=0
  env "$@" npx vitest run --reporter=default --reporter=json --outputFile.json="$report" || rc=$?
  # shellcheck disable=SC2046
  record "$name" "$rc" $((SECONDS - start)) $(vitest_counts "$report")
  vitest_failures "$name" "$report"
}

if wants lint; then check "lint" npm run --silent lint || true; fi
if wants typecheck; then check "typecheck" npm run --silent typecheck || true; fi

# The build comes before the tests when e2e will run: the Postgres run's realtime-instances test starts
# two servers from it, and built inside that test's hook (as it does when there is no build) it competed
# with the other test workers for the cores — under load past its 10-minute hook timeout.
BUILT=0
if wants e2e; then
  if check "build (next build + server)" npm run --silent build; then BUILT=1; fi
fi

if wants unit; then
  vitest_run "unit+integration on PGlite" vitest-pglite -u DATABASE_URL -u TEST_DATABASE_URL TEST_DB=pglite
  if [ -n "$PG_BASE" ]; then
    PG_TEST_URL="${TEST_DATABASE_URL:-}"
    if [ -z "$PG_TEST_URL" ]; then
      PG_TEST_URL="$(node scripts/test-db.mjs create "$PG_BASE" "test_$STAMP")" && DROP_DBS+=("test_$STAMP")
    fi
    if [ -n "$PG_TEST_URL" ]; then
      vitest_run "unit+integration on Postgres" vitest-postgres -u DATABASE_URL TEST_DB=postgres TEST_DATABASE_URL="$PG_TEST_URL"
    else
      record "unit+integration on Postgres" 1 0 0 0
    fi
  else
    printf '\n== unit+integration on Postgres: skipped (set TEST_DATABASE_URL or DATABASE_URL) ==\n'
  fi
fi

if wants e2e; then
  if [ "$BUILT" -eq 1 ]; then
    banner "e2e (Playwright, Chromium, production build)"
    start=$SECONDS rc=0
    unset E2E_DATABASE_URL E2E_PGLITE_DIR
    if [ -n "$PG_BASE" ]; then
      # A database of its own, migrated and seeded like a real deployment would be.
      if E2E_DATABASE_URL="$(node scripts/test-db.mjs create "$PG_BASE" "e2e_$STAMP")"; then
        DROP_DBS+=("e2e_$STAMP")
        export E2E_DATABASE_URL
        echo "e2e database: Postgres e2e_$STAMP (seeded with npm run db:seed)"
        DATABASE_URL="$E2E_DATABASE_URL" npm run --silent db:seed || rc=$?
      else
        rc=1
      fi
    else
      # The server seeds a fresh PGlite directory on its first start.
      export E2E_PGLITE_DIR=".data/e2e-$STAMP"
      echo "e2e database: PGlite $E2E_PGLITE_DIR"
    fi
    report="$REPORTS/playwright.json"
    if [ "$rc" -eq 0 ]; then
      PLAYWRIGHT_JSON_OUTPUT_FILE="$report" npx playwright test --reporter=list,json || rc=$?
    fi
    if [ "$rc" -ne 0 ] && [ -f e2e/.server.log ]; then
      echo "--- last 60 lines of the e2e server log (e2e/.server.log) ---"
      tail -n 60 e2e/.server.log
    fi
    if [ "$rc" -eq 0 ] && [ -n "${E2E_PGLITE_DIR:-}" ]; then rm -rf "$E2E_PGLITE_DIR" "$E2E_PGLITE_DIR.lock"; fi
    # shellcheck disable=SC2046
    record "e2e (Chromium)" "$rc" $((SECONDS - start)) $(playwright_counts "$report")
    playwright_failures "$report"
  else
    printf '\n== e2e: not run, the build failed ==\n'
  fi
fi

printf '\n== summary ==\n'
printf '%s\n' "${SUMMARY[@]}"
if [ ${#FAILED_TESTS[@]} -gt 0 ]; then
  printf '\nfailed tests:\n'
  printf '  %s\n' "${FAILED_TESTS[@]}"
fi
skipped=""
[ "$TOTAL_SKIPPED" -gt 0 ] && skipped=", $TOTAL_SKIPPED skipped"
echo "${TOTAL_PASSED} passed, ${TOTAL_FAILED} failed${skipped}"
exit "$STATUS"
