import { describe, expect, it } from "vitest";
import { createSendQueue } from "./send-queue";

/** A task that settles only when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let settle!: (ok: boolean) => void;
  const task = () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) => (settle = (ok) => (ok ? resolve(name) : reject(new Error(name)))));
  };
  return { task, settle: (ok = true) => settle(ok) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("createSendQueue", () => {
  it("starts each send only after the one before it has settled, in the order they were made", async () => {
    const log: string[] = [];
    const enqueue = createSendQueue();
    const [one, two, three] = [gate(log, "one"), gate(log, "two"), gate(log, "three")];
    const results = [enqueue(one.task), enqueue(two.task), enqueue(three.task)];
    await tick();
    expect(log).toEqual(["start one"]);
    one.settle();
    await tick();
    expect(log).toEqual(["start one", "start two"]);
    two.settle();
    await tick();
    three.settle();
    expect(await Promise.all(results)).toEqual(["one", "two", "three"]);
    expect(log).toEqual(["start one", "start two", "start three"]);
  });

  it("goes on after a failed send, and the failure reaches only its own caller", async () => {
    const log: string[] = [];
    const enqueue = createSendQueue();
    const [one, two] = [gate(log, "one"), gate(log, "two")];
    const first = enqueue(one.task);
    const second = enqueue(two.task);
    await tick();
    one.settle(false);
    await expect(first).rejects.toThrow("one");
    await tick();
    expect(log).toEqual(["start one", "start two"]);
    two.settle();
    await expect(second).resolves.toBe("two");
  });
});
