/**
 * Sends, one at a time in the order they were made: each starts when the one
 * before has settled (delivered or failed). Sent at once, two requests made in
 * quick succession race on the server and can be stored in the opposite order:
 * two chat messages typed one after the other (components/chat/use-thread.ts), or
 * two saves of what is left of a resume review, where the older one arriving last
 * brought back a skill the candidate had just dropped (edit-profile-screen.tsx).
 * A failed send does not hold the ones after it; its retry joins the end of the queue.
 */
export function createSendQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
