import Link from "next/link";
import type { ComponentProps } from "react";
import { focusRing } from "@/components/ui/button-classes";
import { cn, cx } from "@/lib/utils";

// Joined once: a link given no classes of its own then has one source, which `cn` only joins
// (no tailwind-merge table built while a guest page hydrates; lib/utils.ts).
const textLinkClasses = cx("rounded-sm font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900", focusRing);

/** An inline link in running text: underlined, dark enough for 4.5:1 contrast, visible focus. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}

/**
 * The classes of a name or title that opens its page (a job, a company, a person, a file): coloured as a
 * link and underlined on hover, so a list of them reads as names rather than a wall of underlines.
 */
export const titleLinkClasses = cx("rounded-sm text-indigo-800 underline-offset-4 hover:underline", focusRing);

/**
 * A name or title that opens its page (titleLinkClasses). The caller adds only its size and weight,
 * which nothing here sets, so the classes are joined, not merged.
 */
export function TitleLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cx(titleLinkClasses, className)} {...props} />;
}
