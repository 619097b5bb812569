/**
 * Data behind the public pages, cached in this process and dropped by tag: by
 * `invalidateCachedPages` here and, through ./cross-instance.ts, on every other
 * instance. Used instead of Next's `unstable_cache` wherever a change must show
 * on every instance at once.
 *
 * Why not Next's data cache: its tag expiry is per process, and from outside a
 * request (the NOTIFY listener) the only handle on it is
 * `globalThis.__incrementalCache`, which is simply the IncrementalCache created
 * last. proxy.ts runs before every request and creates one without a cache
 * handler, so on a busy instance `revalidateTag` on it is a no-op: the other
 * instance dropped its page but re-rendered it from the stale entry for up to its
 * `revalidate` (an hour). This cache is ours to clear, holds no disk copy shared
 * between processes (Next's `.next/cache/fetch-cache` is), and bounds itself.
 */
type Entry = { value: Promise<unknown>; tags: readonly string[]; storedAt: number };

export type TaggedDataOptions = { tags: readonly string[]; ttlSeconds: number };

/** Entries kept at most (oldest use dropped first): a job or a list page each, a few KB. */
const MAX_ENTRIES = 2000;

// On globalThis: Next bundles every route separately, and all must share one store.
const holder = globalThis as unknown as { __taggedData?: Map<string, Entry> };
const store = () => (holder.__taggedData ??= new Map());

/** `load()`'s result under `key`, shared by concurrent callers until it expires or one of `tags` changes. */
export function cachedData<T>(key: string, load: () => Promise<T>, { tags, ttlSeconds }: TaggedDataOptions): Promise<T> {
  const entries = store();
  const hit = entries.get(key);
  entries.delete(key);
  if (hit && Date.now() - hit.storedAt < ttlSeconds * 1000) {
    entries.set(key, hit); // most recently used last
    return hit.value as Promise<T>;
  }
  const entry: Entry = { value: load(), tags, storedAt: Date.now() };
  entries.set(key, entry);
  // A failed load is not kept (unless a newer one replaced it meanwhile).
  entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
  for (const [oldest] of entries) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(oldest);
  }
  return entry.value as Promise<T>;
}

/** Drop every entry carrying one of `tags`, a load still in flight too (it may have read the old row). */
export function expireData(tags: readonly string[]): void {
  if (tags.length === 0 || !holder.__taggedData) return;
  const expired = new Set(tags);
  for (const [key, entry] of holder.__taggedData) {
    if (entry.tags.some((tag) => expired.has(tag))) holder.__taggedData.delete(key);
  }
}

/** Drop everything (invalidations may have been missed). */
export function clearData(): void {
  holder.__taggedData?.clear();
}
