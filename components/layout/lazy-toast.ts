/**
 * A toast from a component that is on every page (the footer's newsletter form):
 * react-toastify (~15 kB gzipped) is loaded on first use instead of with the page,
 * as the toast area itself is (./toasts.tsx). Screens that always toast import it directly.
 */
export function lazyToast(kind: "success" | "info" | "error", message: string): void {
  void import("react-toastify").then(({ toast }) => toast[kind](message));
}
