/**
 * The process's cache of rendered public pages: a byte-bounded LRU with a time
 * limit, plus one render in flight per key (fifty guests arriving at a cold page
 * cause one render, not fifty).
 *
 * It lives on globalThis because Next bundles every route separately: the route
 * that serves cached pages and the API routes that change jobs (and call
 * `invalidateCachedPage`) would otherwise each hold their own copy.
 * The time limit bounds staleness where invalidation cannot reach: another
 * instance behind the same load balancer, or data that changes without a job
 * write (the owner's name or logo).
 */
export type CachedPage = {
  status: number;
  /** The HTML as UTF-8, encoded once rather than per response. */
  body: Uint8Array<ArrayBuffer>;
  csp: string;
  etag: string;
  headers: Record<string, string>;
  storedAt: number;
};

export type PageStoreOptions = { maxBytes: number; ttlMs: number; now?: () => number };

export class PageStore {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private bytes = 0;

  constructor(private readonly options: PageStoreOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (this.now() - page.storedAt >= this.options.ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks it most recently used.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const size = sizeOf(page);
    if (size > this.options.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }

  /**
   * The cached page, or the result of `render` (shared by concurrent callers).
   * `cacheable` decides whether a fresh render is kept. A render that started
   * before an invalidation is not stored, so it cannot bring old data back.
   */
  async getOrRender(key: string, render: () => Promise<CachedPage>, cacheable: (page: CachedPage) => boolean): Promise<CachedPage> {
    const hit = this.get(key);
    if (hit) return hit;
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const promise = render()
      .then((page) => {
        if (this.rendering.get(key) === promise && cacheable(page)) this.set(key, page);
        return page;
      })
      .finally(() => {
        if (this.rendering.get(key) === promise) this.rendering.delete(key);
      });
    this.rendering.set(key, promise);
    return promise;
  }

  /** Drop the page and disown a render in flight (its result is still answered, but not kept). */
  invalidate(key: string): void {
    this.delete(key);
    this.rendering.delete(key);
  }

  /** Drop everything (an instance that may have missed invalidations from the others). */
  clear(): void {
    this.pages.clear();
    this.rendering.clear();
    this.bytes = 0;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }
}

/** The HTML's bytes and the CSP (UTF-16 at worst); close enough for a bound. */
function sizeOf(page: CachedPage): number {
  return page.body.byteLength + page.csp.length * 2 + 512;
}
