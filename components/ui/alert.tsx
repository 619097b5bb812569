import type { ComponentPropsWithRef } from "react";
import { cn } from "@/lib/utils";

const tones = {
  info: "border-sky-300 bg-sky-50 text-sky-950",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  error: "border-red-300 bg-red-50 text-red-950",
} as const;

type AlertProps = ComponentPropsWithRef<"div"> & {
  tone?: keyof typeof tones;
  title?: string;
  /** false: shown but not read out when it appears (something else, e.g. a toast, already announces it). */
  announce?: boolean;
};

/**
 * A message box. Errors are announced assertively (role="alert"), everything else politely
 * (role="status"), so a lockout or a "code sent" message is read out when it appears.
 */
export function Alert({ tone = "info", title, className, children, announce = true, ...props }: AlertProps) {
  return (
    <div
      role={announce ? (tone === "error" ? "alert" : "status") : undefined}
      className={cn("rounded-md border px-4 py-3 text-sm", tones[tone], className)}
      {...props}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children}
    </div>
  );
}
