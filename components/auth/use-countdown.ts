"use client";

import { useCallback, useEffect, useState } from "react";

/** Seconds left before a new code may be asked for (the server spaces sends 60 s apart). */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))), []);
  return { secondsLeft: left, start };
}
