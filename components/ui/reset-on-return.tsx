"use client";

import { useEffect, useRef } from "react";

/**
 * Inside a GET filter form: after Back or Forward, the fields show the page's URL again. The back/forward
 * cache gives the page back whole, with what the fields held when it was left, while the list below is the
 * URL's: "Remote" stayed selected above a list of every workplace. The server rendered each field's default
 * from the URL, so resetting the form returns them. The browser's own restoration of the fields after a
 * back/forward load is off for these forms (autocomplete="off", ./filter-form.tsx); the reset after such a
 * load stays for a browser that restores them anyway. Only then: a reset on a first visit would wipe what
 * was typed before the page's script arrived.
 */
export function ResetOnReturn() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (entry?.type === "back_forward") form.reset();
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) form.reset();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  return <span ref={ref} hidden />;
}
