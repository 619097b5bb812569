/**
 * Sends of one thread, one at a time in the order they were made: each starts
 * when the one before has settled (delivered or failed). Sent at once, two
 * messages typed in quick succession raced on the server and could be stored —
 * and shown to the other person — in the opposite order. A failed send does not
 * hold the ones after it; its retry joins the end of the queue.
 */
export function createSendQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
