import { toastDemand } from "./toast-demand";

/**
 * A toast from a component that is on every page (the footer's newsletter form):
 * react-toastify (~15 kB gzipped) is loaded on first use instead of with the page,
 * and so is the toast area (./toast-demand.ts). Screens that always toast import
 * `toast` from ./toast.ts (this loads the same one, so an error interrupts here too and the rest waits).
 */
export function lazyToast(kind: "success" | "info" | "error", message: string): void {
  toastDemand.want();
  void import("./toast").then(({ toast }) => toast[kind](message));
}
