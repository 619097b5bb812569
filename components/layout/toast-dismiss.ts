/**
 * Clears the toasts on screen, without bringing react-toastify into a page that showed none: the toast
 * area loads by itself only when a page toasts (./toasts.tsx), so the module is there whenever one shows.
 */
export function dismissToasts(): void {
  if (document.querySelector(".Toastify__toast")) void import("react-toastify").then((m) => m.toast.dismiss());
}
