"use client";

import type { ReactNode } from "react";
import { focusRing } from "@/components/ui/button-classes";
import { cn } from "@/lib/utils";
import { useFocusStaysWithin } from "./use-return-focus";

/**
 * A server-rendered part of a page whose controls can go with a refresh (the last application withdrawn takes
 * its group with it): when the focused control has left with `watch`'s change, this box takes focus, not `<body>`.
 */
export function FocusStaysWithin({ watch, children, className }: { watch: string; children: ReactNode; className?: string }) {
  const keep = useFocusStaysWithin<HTMLDivElement>(watch);
  return (
    <div {...keep} className={cn("rounded-lg", focusRing, className)}>
      {children}
    </div>
  );
}
