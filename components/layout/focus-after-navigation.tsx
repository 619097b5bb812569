"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * After a move to another page in the browser (not the first load), focus that fell to `<body>` with the control
 * that had it (a form replaced by its saved result) goes to the page's <main>, where the skip link leads: the next
 * Tab starts in the new page and a screen reader reads on from its heading. Where the new page placed focus itself,
 * or the control is still there, it is left alone (a page's own effects run before this one).
 */
export function FocusAfterNavigation() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
