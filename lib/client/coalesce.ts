/**
 * A refresh that callers may ask for faster than it runs (a burst of live events):
 * asks made while a run is under way collapse into one more run after it, so a
 * burst costs at most two runs and the last one starts after the last ask.
 * `run` should settle; its failure is its own to show (it is not rethrown).
 */
export function coalesced(run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const start = () => {
    running = true;
    const done = () => {
      running = false;
      if (!again) return;
      again = false;
      start();
    };
    run().then(done, done);
  };
  return () => {
    if (running) again = true;
    else start();
  };
}
