import Link from "next/link";
import type { ComponentProps } from "react";
import { focusRing } from "@/components/ui/button-classes";
import { cn } from "@/lib/utils";

/** An inline link in running text: underlined, dark enough for 4.5:1 contrast, visible focus. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn("rounded-sm font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900", focusRing, className)}
      {...props}
    />
  );
}
