"use client";

import { ToastContainer } from "react-toastify";
// v11 injects its stylesheet at runtime; the static import is kept so toasts stay styled even
// when a Content-Security-Policy refuses injected <style> tags.
import "react-toastify/ReactToastify.css";
import { TOAST_ROLE } from "./toast";
import { useToastHotkeys } from "./toast-hotkeys";

/**
 * The one notification area (spec §9): top-right, 5 s, drag 80 % to dismiss, light theme.
 * Alt+T focuses and holds the toasts, Escape resumes them and gives focus back (./toast-hotkeys.ts).
 */
export function ToastArea() {
  useToastHotkeys();
  // Polite by default: only errors and warnings interrupt (./toast.ts gives them role="alert").
  // Below the sticky header (one row, about 57 px), so a toast never covers its links while it shows.
  return <ToastContainer position="top-right" autoClose={5000} draggablePercent={80} theme="light" role={TOAST_ROLE.polite} style={{ top: "4.5rem" }} />;
}
