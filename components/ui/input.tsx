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
