import { useEffect } from "react";
import { toast } from "./toast";

const TOAST = ".Toastify__toast";
const isHotKey = (e: KeyboardEvent) => e.altKey && e.code === "KeyT";

/**
 * Completes react-toastify's keyboard support (spec §2: "Alt+T focuses notifications, Escape
 * resumes"). Its own Alt+T focuses the first toast and pauses them; two gaps are closed here:
 * - a toast still sliding in resumes itself when its entrance animation ends, so Alt+T pressed
 *   in its first second did not hold it: while held, every toast that finishes arriving is
 *   paused again;
 * - Escape resumed the toasts but left focus on one, which fell to <body> when it closed: focus
 *   goes back to where it was before Alt+T;
 * - closing a toast with its close button (Tab, Enter) dropped focus to <body> too: it goes to the
 *   next toast, or, with none left, back to where it was before Alt+T (and the toasts resume).
 */
export function useToastHotkeys(): void {
  useEffect(() => {
    let held = false;
    let before: HTMLElement | null = null;
    const inToasts = (el: Element | null) => !!el?.closest(".Toastify");

    // Capture phase: runs before the library's own listener moves focus.
    function onKeyDown(e: KeyboardEvent) {
      if (isHotKey(e)) {
        if (!document.querySelector(TOAST)) return;
        const active = document.activeElement;
        if (!inToasts(active)) before = active instanceof HTMLElement ? active : null;
        held = true;
      } else if (e.key === "Escape" && held && inToasts(document.activeElement)) {
        held = false;
        const back = before;
        before = null;
        // Resumed here: the library's own Escape (after this listener) only acts while focus is in the toasts.
        toast.play();
        if (back?.isConnected) back.focus();
      }
    }
    function onClose(e: MouseEvent) {
      const closing = e.target instanceof Element ? e.target.closest(".Toastify__close-button") : null;
      // Only when focus is in the toasts: a pointer's close from elsewhere leaves focus where it is.
      if (!closing || !inToasts(document.activeElement)) return;
      const next = [...document.querySelectorAll<HTMLElement>(TOAST)].find((t) => !t.contains(closing));
      if (next) return next.focus();
      const back = before;
      before = null;
      if (held) toast.play();
      held = false;
      if (back?.isConnected) back.focus();
    }
    function onArrived(e: AnimationEvent) {
      if (held && e.target instanceof Element && e.target.matches(TOAST)) toast.pause();
    }
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("animationend", onArrived);
    document.addEventListener("click", onClose, true);
    return () => {
      document.removeEventListener("click", onClose, true);
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("animationend", onArrived);
    };
  }, []);
}
