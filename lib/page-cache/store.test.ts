import { describe, expect, it } from "vitest";
import { PageStore, type CachedPage } from "./store";

const html = (page: CachedPage | undefined) => (page ? new TextDecoder().decode(page.body) : undefined);
const page = (text: string, status = 200): CachedPage => ({ status, body: new TextEncoder().encode(text), csp: "", etag: `"${text}"`, headers: {}, storedAt: 0 });

function store(maxBytes = 1_000_000, ttlMs = 60_000) {
  let now = 0;
  const s = new PageStore({ maxBytes, ttlMs, now: () => now });
  return { s, advance: (ms: number) => (now += ms), at: () => now };
}

describe("PageStore", () => {
  it("renders once for concurrent callers and serves the copy afterwards", async () => {
    const { s } = store();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 10));
      return page("a");
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => s.getOrRender("/jobs/1", render, () => true)));
    expect(renders).toBe(1);
    expect(new Set(results.map(html))).toEqual(new Set(["a"]));
    await s.getOrRender("/jobs/1", render, () => true);
    expect(renders).toBe(1);
  });

  it("keeps only what `cacheable` accepts", async () => {
    const { s } = store();
    let renders = 0;
    const failing = async () => (renders++, page("error", 500));
    await s.getOrRender("/jobs/2", failing, (p) => p.status === 200);
    await s.getOrRender("/jobs/2", failing, (p) => p.status === 200);
    expect(renders).toBe(2);
  });

  it("expires a page after its time", async () => {
    const { s, advance } = store(1_000_000, 1000);
    s.set("/jobs/3", { ...page("old"), storedAt: 0 });
    advance(999);
    expect(html(s.get("/jobs/3"))).toBe("old");
    advance(1);
    expect(s.get("/jobs/3")).toBeUndefined();
    expect(s.size.pages).toBe(0);
  });

  it("evicts the least recently used pages to stay within its bytes", () => {
    const { s } = store(3 * (100 + 512));
    for (const key of ["a", "b", "c"]) s.set(key, page("x".repeat(100)));
    s.get("a"); // a is now the most recent
    s.set("d", page("x".repeat(100)));
    expect(s.get("b")).toBeUndefined();
    expect(["a", "c", "d"].every((k) => s.get(k))).toBe(true);
    expect(s.size.bytes).toBeLessThanOrEqual(3 * (100 + 512));
  });

  it("does not store a render that an invalidation overtook", async () => {
    const { s } = store();
    let release!: () => void;
    const slow = s.getOrRender("/jobs/4", () => new Promise<CachedPage>((r) => (release = () => r(page("before")))), () => true);
    s.invalidate("/jobs/4");
    release();
    expect(html(await slow)).toBe("before");
    expect(s.get("/jobs/4")).toBeUndefined();
    expect(html(await s.getOrRender("/jobs/4", async () => page("after"), () => true))).toBe("after");
  });
});
