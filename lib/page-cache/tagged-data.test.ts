import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedData, clearData, expireData } from "./tagged-data";

/** A loader that counts its calls and answers "<name>#<call>". */
function counter(name: string) {
  let calls = 0;
  return { load: async () => `${name}#${++calls}`, calls: () => calls };
}

afterEach(() => {
  clearData();
  vi.useRealTimers();
});

describe("cachedData", () => {
  it("loads once for concurrent and later callers", async () => {
    const c = counter("job");
    const got = await Promise.all(Array.from({ length: 20 }, () => cachedData("job:1", c.load, { tags: ["job:1"], ttlSeconds: 60 })));
    expect(new Set(got)).toEqual(new Set(["job#1"]));
    expect(await cachedData("job:1", c.load, { tags: ["job:1"], ttlSeconds: 60 })).toBe("job#1");
    expect(c.calls()).toBe(1);
  });

  it("loads again once one of its tags expires, and only then", async () => {
    const one = counter("one");
    const two = counter("two");
    const get = () => Promise.all([cachedData("k1", one.load, { tags: ["job:1", "jobs:list"], ttlSeconds: 60 }), cachedData("k2", two.load, { tags: ["job:2"], ttlSeconds: 60 })]);
    expect(await get()).toEqual(["one#1", "two#1"]);
    expireData(["jobs:list"]);
    expect(await get()).toEqual(["one#2", "two#1"]);
  });

  it("does not keep a load that was in flight when its tag expired", async () => {
    let release!: (v: string) => void;
    const slow = cachedData("k", () => new Promise<string>((r) => (release = r)), { tags: ["t"], ttlSeconds: 60 });
    expireData(["t"]);
    release("old");
    expect(await slow).toBe("old");
    expect(await cachedData("k", async () => "new", { tags: ["t"], ttlSeconds: 60 })).toBe("new");
  });

  it("loads again after its time limit and after a failed load", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const c = counter("v");
    await cachedData("k", c.load, { tags: [], ttlSeconds: 10 });
    vi.advanceTimersByTime(10_000);
    expect(await cachedData("k", c.load, { tags: [], ttlSeconds: 10 })).toBe("v#2");
    await expect(cachedData("f", () => Promise.reject(new Error("down")), { tags: [], ttlSeconds: 10 })).rejects.toThrow("down");
    expect(await cachedData("f", async () => "up", { tags: [], ttlSeconds: 10 })).toBe("up");
  });
});
