import { toast as reactToastify } from "react-toastify";
import { toastDemand } from "./toast-demand";

/**
 * `toast` for screens that toast: importing it from here instead of from react-toastify asks for
 * the toast area (./toast-demand.ts) as soon as the screen's code is on the page, so the container
 * is mounted by the time the screen raises its first toast.
 */
toastDemand.want();

export const toast = reactToastify;
