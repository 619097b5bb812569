import type { ComponentPropsWithRef } from "react";
import { cn, cx } from "@/lib/utils";

const inputClasses = cx(
  "block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm",
  "placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100",
  "outline-none focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/70",
  "aria-invalid:border-red-700 aria-invalid:focus-visible:ring-red-700/30",
);

export function Input({ className, type = "text", ...props }: ComponentPropsWithRef<"input">) {
  return (
    <input
      type={type}
      className={cn(inputClasses, className)}
      {...props}
    />
  );
}

/** A native file picker that looks like the app's buttons (its "Choose file" part), fitting its column. */
export const fileInputClasses = cx(
  "block w-full min-w-0 text-sm text-slate-800",
  "file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50",
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-indigo-600",
);
