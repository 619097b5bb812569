"use client";

import { useEffect, useRef } from "react";
import { useLatest } from "@/lib/client/use-latest";

/** The wait before unanswered sends go out again after `failures` tries in a row got no answer: 1 s, 2 s, 4 s … 30 s. */
function resendDelayMs(failures: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, failures - 1), 30_000);
}

/**
 * Sends that got no answer (offline, a time-out) go out again by themselves: when the browser says it is
 * online, when the realtime stream reconnects, and — because neither is proof the network carries a
 * request yet — after a growing wait for as long as one is still unanswered and the browser believes it
 * is online. The browser's "online" can come before its requests go through (a network joining; in
 * Chromium the event reached the page before the requests did), and a stream that never dropped
 * does not reconnect, so a resend that met no network again would otherwise wait for the user.
 * `waiting`: some send is waiting to go out again. `failures` counts the tries in a row that got no answer; an answered send sets it back to 0.
 */
export function useResendUnanswered({ waiting, connected, resend }: { waiting: boolean; connected: boolean; resend: () => void }) {
  const failures = useRef(0);
  const latest = useLatest(resend);

  useEffect(() => {
    const onOnline = () => latest.current();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [latest]);

  useEffect(() => {
    if (connected) latest.current();
  }, [connected, latest]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => navigator.onLine && latest.current(), resendDelayMs(failures.current));
    return () => clearTimeout(timer);
  }, [waiting, latest]);

  return {
    answered: () => void (failures.current = 0),
    unanswered: () => void (failures.current += 1),
  };
}
