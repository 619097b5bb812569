"use client";

import { useEffect } from "react";

export const UNSAVED_PROMPT = "You have unsaved changes. Leave this page and lose them?";

/**
 * While `unsaved`, leaving the page asks first, so typed work is never thrown away silently: a reload,
 * closing the tab or a typed address get the browser's own dialog (beforeunload); the site's links,
 * which navigate without unloading, get a confirm. Back and Forward inside the app are not asked
 * about (the App Router offers no way to hold them).
 */
export function useUnsavedWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    let confirmed = false;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (confirmed) return;
      e.preventDefault();
      e.returnValue = ""; // older Chromium needs it set
    };
    // Capture phase on the document: before React's handlers (next/link) see the click.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return; // unloads: beforeunload asks
      if (to.pathname === window.location.pathname && to.search === window.location.search) return; // a #fragment on this page
      if (window.confirm(UNSAVED_PROMPT)) {
        confirmed = true;
        return;
      }
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [unsaved]);
}
