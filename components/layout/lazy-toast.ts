import { toastDemand } from "./toast-demand";

/**
 * A toast from a component that is on every page (the footer's newsletter form):
 * react-toastify (~15 kB gzipped) is loaded on first use instead of with the page,
 * and so is the toast area (./toast-demand.ts). Screens that always toast import
 * `toast` from ./toast.ts.
 */
export function lazyToast(kind: "success" | "info" | "error", message: string): void {
  toastDemand.want();
  void import("react-toastify").then(({ toast }) => toast[kind](message));
}
