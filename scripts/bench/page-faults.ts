/**
 * What a page fault costs on this machine: 256 MiB of fresh memory written one byte per 4 KiB page,
 * minus the same loop over memory already mapped. Printed beside Lighthouse's runs, whose BenchmarkIndex
 * times a short script and says nothing of it: a renderer's main thread faults in about
 * 7,000 more pages for `/` than for a bare HTML page, and on a virtual machine that traps each fault to
 * its host (11–16 µs each on 2026-12-05) that is 0.1 s of unthrottled main-thread time, which
 * Lighthouse's simulated throttling multiplies like any other work (docs/measurements.md, Lighthouse).
 */
export function pageFaultMicros(): number {
  const PAGE = 4096;
  const memory = Buffer.alloc(256 * 2 ** 20); // zero-filled by the allocator: mapped, not yet written
  const writeEveryPage = () => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < memory.length; i += PAGE) memory[i] = 1;
    return Number(process.hrtime.bigint() - start) / 1e3;
  };
  const first = writeEveryPage();
  const again = writeEveryPage();
  return (first - again) / (memory.length / PAGE);
}
