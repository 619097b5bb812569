import { toast as reactToastify, type ToastOptions } from "react-toastify";
import { toastDemand } from "./toast-demand";

/**
 * `toast` for screens that toast: importing it from here instead of from react-toastify asks for
 * the toast area (./toast-demand.ts) as soon as the screen's code is on the page, so the container
 * is mounted by the time the screen raises its first toast.
 */
toastDemand.want();

/**
 * Only errors and warnings interrupt the screen reader (role="alert", assertive); the toast area's
 * own role for every other toast is "status" (polite: read when the reader is done). See ./toast-area.tsx.
 */
export const TOAST_ROLE = { polite: "status", assertive: "alert" } as const;
const interrupting = <T extends ToastOptions | undefined>(options: T) => ({ role: TOAST_ROLE.assertive, ...options });

export const toast: typeof reactToastify = Object.assign((...args: Parameters<typeof reactToastify>) => reactToastify(...args), reactToastify, {
  error: ((content, options) => reactToastify.error(content, interrupting(options))) as typeof reactToastify.error,
  warning: ((content, options) => reactToastify.warning(content, interrupting(options))) as typeof reactToastify.warning,
  warn: ((content, options) => reactToastify.warn(content, interrupting(options))) as typeof reactToastify.warn,
});
