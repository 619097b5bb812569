"use client";

import dynamic from "next/dynamic";

/**
 * The toast area (./toast-area.tsx) loads after the page is interactive: nothing is
 * toasted before hydration, react-toastify keeps toasts raised before its container
 * mounts, and its code stays off the critical path of every page.
 */
export const Toasts = dynamic(() => import("./toast-area").then((m) => m.ToastArea), { ssr: false });
