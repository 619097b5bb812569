import { describe, expect, it } from "vitest";
import { coalesced } from "./coalesce";

/** A run the test finishes by hand. */
function gate() {
  const pending: (() => void)[] = [];
  let runs = 0;
  const run = () => {
    runs++;
    return new Promise<void>((resolve) => pending.push(resolve));
  };
  const finish = async () => {
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { run, finish, runs: () => runs, pending: () => pending.length };
}

describe("coalesced", () => {
  it("runs at once when idle", () => {
    const g = gate();
    coalesced(g.run)();
    expect(g.runs()).toBe(1);
  });

  it("collapses the asks made during a run into one more run, started after it", async () => {
    const g = gate();
    const ask = coalesced(g.run);
    ask();
    ask();
    ask();
    ask();
    expect(g.runs()).toBe(1);
    await g.finish();
    expect(g.runs()).toBe(2);
    await g.finish();
    expect(g.runs()).toBe(2);
    expect(g.pending()).toBe(0);
  });

  it("runs again for an ask after the burst is over", async () => {
    const g = gate();
    const ask = coalesced(g.run);
    ask();
    await g.finish();
    ask();
    expect(g.runs()).toBe(2);
  });

  it("keeps going after a run that failed", async () => {
    let runs = 0;
    const ask = coalesced(() => {
      runs++;
      return Promise.reject(new Error("offline"));
    });
    ask();
    ask();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    ask();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(3);
  });
});
