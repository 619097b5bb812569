"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { toastDemand } from "./toast-demand";

/**
 * The toast area (./toast-area.tsx) loads after the page is interactive, and only on a page
 * that can toast (./toast-demand.ts): nothing is toasted before hydration, react-toastify keeps
 * toasts raised before its container mounts, and its code stays off every page that never toasts.
 */
const ToastArea = dynamic(() => import("./toast-area").then((m) => m.ToastArea), { ssr: false });

export function Toasts() {
  const wanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.wanted, () => false);
  return wanted ? <ToastArea /> : null;
}
