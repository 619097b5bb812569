import type { ComponentPropsWithRef } from "react";
import { cn } from "@/lib/utils";

/** A grey placeholder block; decorative, so hidden from assistive tech (pair it with a labelled status). */
export function Skeleton({ className, ...props }: ComponentPropsWithRef<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
