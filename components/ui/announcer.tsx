import type { ReactNode } from "react";

/**
 * An invisible polite live region: what it holds is read out when it changes. It is rendered
 * (empty) with its screen, so it exists before its first message — a region that appears
 * together with its text is not announced. Used where the visible text must not be live itself
 * (a thread whose whole history would be read, a reply that streams in word by word).
 */
export function Announcer({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className="sr-only">
      {children}
    </div>
  );
}
