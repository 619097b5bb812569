import { useEffect, useRef, type RefObject } from "react";

/**
 * A ref holding what the latest render passed: for a listener or subscription set up once (its
 * effect does not run again on every render) that must still call the newest callback, with the
 * newest state in its closure. Written after the render commits, as React asks of refs; the ref itself
 * stays the same object, so naming it among an effect's dependencies never runs the effect again.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
