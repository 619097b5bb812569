import { cx } from "@/lib/utils";

/**
 * How buttons look, as plain class strings with no React in them, so server components (links and labels styled
 * as buttons) can use them; the Button component itself is a client component (components/ui/button.tsx).
 */
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

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Visible keyboard focus. Tailwind 4's outline-none also zeroes the outline style, hence outline-solid. */
export const focusRing =
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-indigo-600";

/** The same ring on a box whose control inside has keyboard focus (a label styled as a button around a hidden file input). */
export const focusWithinRing =
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-indigo-600";

/**
 * The classes of a button of this variant and size; none of the parts overrides another. A button that is off
 * looks the same whether it is `disabled` or (keeping keyboard focus, see Button) `aria-disabled`.
 */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
    focusRing,
    // A button's box is one line high: its words stay on that line (wrapped, they ran out of the box); a link-styled one wraps as text.
    variant === "link" ? null : cx(sizes[size].box, "whitespace-nowrap"),
    sizes[size].text,
    variants[variant],
  );
}
