import type { ComponentPropsWithRef } from "react";
import { cn } from "@/lib/utils";

export function Textarea({ className, ...props }: ComponentPropsWithRef<"textarea">) {
  return (
    <textarea
      className={cn(
        "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm",
        "outline-none focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/70",
        "aria-invalid:border-red-700",
        className,
      )}
      {...props}
    />
  );
}
