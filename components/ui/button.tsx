import type { ComponentPropsWithRef } from "react";
import { Slot } from "radix-ui";
import { cn, cx } from "@/lib/utils";
import { Spinner } from "./spinner";

const variants = {
  primary: "bg-indigo-700 text-white shadow-sm hover:bg-indigo-800",
  outline: "border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50",
  ghost: "text-slate-800 hover:bg-slate-100",
  link: "text-indigo-700 underline-offset-4 hover:underline",
  /** An action that destroys something (the confirming "Yes, delete"). */
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
} as const;

/** A size's box and its text; a link-styled button takes only the text (no height or padding to undo). */
const sizes = {
  sm: { box: "h-8 px-3", text: "text-sm" },
  md: { box: "h-10 px-4", text: "text-sm" },
  lg: { box: "h-12 px-6", text: "text-base" },
} as const;

export type ButtonProps = ComponentPropsWithRef<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child element (e.g. a Link) with button styles instead of a <button>. */
  asChild?: boolean;
  /** Disables the button and shows a spinner; the accessible name stays the same so tests and readers keep finding it. */
  loading?: boolean;
};

/** Visible keyboard focus. Tailwind 4's outline-none also zeroes the outline style, hence outline-solid. */
export const focusRing =
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-indigo-600";

/** The classes of a button of this variant and size; none of the parts overrides another. */
export function buttonClasses(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-50",
    focusRing,
    variant === "link" ? null : sizes[size].box,
    sizes[size].text,
    variants[variant],
  );
}

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={cn(buttonClasses(variant, size), className)} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? "button"}
      className={cn(buttonClasses(variant, size), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
