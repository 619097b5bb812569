import { createStore } from "@/lib/client/store";

/**
 * Whether anything on this page can toast yet. The toast area (./toasts.tsx) waits for it: mounting
 * react-toastify's container loads its chunk and stylesheet and injects a `<style>` into the head,
 * which restyles the whole document, and a page that never toasts (a guest reading a job or the
 * landing page) has no use for any of it (README "The toast area mounts only on a page that can toast").
 *
 * Asked for by ./toast.ts when a screen that toasts is loaded, and by ./lazy-toast.ts on its
 * first toast. Toasts raised before the container mounts wait in react-toastify's queue and show
 * when it does. Only in the browser: on the server the flag would be shared by every request.
 */
export type ToastDemand = {
  want: () => void;
  wanted: () => boolean;
  subscribe: (listener: () => void) => () => void;
};

export function createToastDemand(inBrowser = () => typeof window !== "undefined"): ToastDemand {
  const flag = createStore(false);
  return {
    want() {
      if (!flag.get() && inBrowser()) flag.set(true);
    },
    wanted: flag.get,
    subscribe: flag.subscribe,
  };
}

/** The page's one demand flag. */
export const toastDemand = createToastDemand();
