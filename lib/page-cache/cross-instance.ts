import "server-only";
import { hubRunning, onListenerGap, onServerMessage, processOrigin } from "@/lib/realtime/hub";
import { notifyServers } from "@/lib/realtime/log";
import { pageStore } from "./index";

/**
 * The page cache's invalidation rides the realtime channel (Postgres NOTIFY), so
 * a job changed through one instance is dropped from every instance's cache at
 * once rather than after PAGE_CACHE_SECONDS. The message is server-to-server
 * (kind "cache"): no browser can subscribe to it. With it go Next's data-cache
 * tags of the change, which Next keeps per process: the receiving instance
 * expires them in its own incremental cache, or it would re-render the dropped
 * page from stale data.
 *
 * Only processes that listen (servers, started by instrumentation.ts) send it:
 * a script or a test that changes a job has no other instance to tell.
 */
const KIND = "cache";
/** Paths per message: NOTIFY payloads stay under 8,000 bytes. */
const PER_MESSAGE = 100;
const SKEW_MS = 250;

export async function broadcastInvalidation(paths: readonly string[], tags: readonly string[]): Promise<void> {
  if (!hubRunning() || (paths.length === 0 && tags.length === 0)) return;
  try {
    for (let i = 0; i < Math.max(paths.length, tags.length); i += PER_MESSAGE) {
      await notifyServers({ k: KIND, o: processOrigin(), p: paths.slice(i, i + PER_MESSAGE), g: tags.slice(i, i + PER_MESSAGE) });
    }
  } catch (error) {
    console.error("[page-cache] cross-instance invalidation failed", error);
  }
}

type IncrementalCache = { revalidateTag?: (tags: string[]) => Promise<void> };

function expireNextTags(tags: string[]): void {
  if (tags.length === 0) return;
  // Set by Next's server at its first request; before that nothing is cached here.
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache;
  void cache?.revalidateTag?.(tags)?.catch((error: unknown) => console.error("[page-cache] data-cache expiry failed", error));
}

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

const holder = globalThis as unknown as { __pageCacheListening?: boolean };

/** Every server calls this once at start: other instances' invalidations drop pages here. */
export function listenForInvalidations(): void {
  if (holder.__pageCacheListening) return;
  holder.__pageCacheListening = true;
  onServerMessage(KIND, (message) => {
    const paths = strings(message.p);
    expireNextTags(strings(message.g));
    for (const path of paths) pageStore().invalidate(path);
    // Next stamps a tag's expiry with Date.now() but compares it with performance.timeOrigin + now(),
    // which can lag by a few ms: a render in that window would still read the old data and be kept.
    // Dropping the copies once more shortly after (a render in flight is then not kept either) closes it.
    if (paths.length > 0) setTimeout(() => paths.forEach((path) => pageStore().invalidate(path)), SKEW_MS).unref();
  });
  // The listener was down: invalidations may have been missed, so nothing cached can be trusted.
  onListenerGap(() => pageStore().clear());
}
