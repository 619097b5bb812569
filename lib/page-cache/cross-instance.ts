import "server-only";
import { hubRunning, onListenerGap, onServerMessage, processOrigin } from "@/lib/realtime/hub";
import { notifyServers } from "@/lib/realtime/log";
import { pageStore } from "./index";
import { clearData, expireData } from "./tagged-data";

/**
 * The page cache's invalidation rides the realtime channel (Postgres NOTIFY), so
 * a job changed through one instance is dropped from every instance's cache at
 * once rather than after PAGE_CACHE_SECONDS. The message is server-to-server
 * (kind "cache"): no browser can subscribe to it. With it go the tags of the
 * changed data, which the receiving instance drops from its own data cache
 * (./tagged-data.ts) before the pages, or it would re-render them from stale data.
 * Next's data cache (`unstable_cache`) cannot be expired from here: see
 * ./tagged-data.ts for why, and keep data that must follow a change there.
 *
 * Only processes that listen (servers, started by instrumentation.ts) send it:
 * a script or a test that changes a job has no other instance to tell.
 */
const KIND = "cache";
/** Paths per message: NOTIFY payloads stay under 8,000 bytes. */
const PER_MESSAGE = 100;
/** A render in flight when the message came may have read the old data: its copy is dropped after this. */
const IN_FLIGHT_MS = 250;

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

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

const holder = globalThis as unknown as { __pageCacheListening?: boolean };

/** Every server calls this once at start: other instances' invalidations drop pages here. */
export function listenForInvalidations(): void {
  if (holder.__pageCacheListening) return;
  holder.__pageCacheListening = true;
  onServerMessage(KIND, (message) => {
    const paths = strings(message.p);
    expireData(strings(message.g));
    for (const path of paths) pageStore().invalidate(path);
    if (paths.length > 0) setTimeout(() => paths.forEach((path) => pageStore().invalidate(path)), IN_FLIGHT_MS).unref();
  });
  // The listener was down: invalidations may have been missed, so nothing cached can be trusted.
  onListenerGap(() => {
    clearData();
    pageStore().clear();
  });
}
