"use client";

import { useState, type ComponentPropsWithRef } from "react";
import { Slot } from "radix-ui";
import { cn, cx } from "@/lib/utils";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";
import { Spinner } from "./spinner";

export type ButtonProps = ComponentPropsWithRef<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (e.g. a Link) with button styles instead of a <button>. */
  asChild?: boolean;
  /** Disables the button and shows a spinner; the accessible name stays the same so tests and readers keep finding it. */
  loading?: boolean;
  /**
   * Fills its container's width (a form's one action). Joined, not merged: no variant or size sets a width,
   * so a sign-in form's button needs no `className` and its page builds no tailwind-merge table (lib/utils.ts).
   */
  wide?: boolean;
};

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  loading = false,
  wide = false,
  className,
  disabled,
  children,
  type,
  onClick,
  onFocus,
  onBlur,
  ...props
}: ButtonProps) {
  const [focused, setFocused] = useState(false);
  const classes = cn(cx(buttonClasses(variant, size), wide && "w-full"), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} onClick={onClick} onFocus={onFocus} onBlur={onBlur} {...props}>
        {children}
      </Slot.Root>
    );
  }
  const off = Boolean(disabled || loading);
  // A button that turns off while it has focus (Save while it saves, Move once nothing is selected) would drop
  // focus to <body> with `disabled`, and a keyboard user would start again from the top of the page: it stays
  // focusable as aria-disabled and ignores clicks (so it submits nothing either) until it is on again or left.
  const keepsFocus = off && focused;
  return (
    <button
      type={type ?? "button"}
      className={classes}
      disabled={off && !keepsFocus}
      aria-disabled={keepsFocus || undefined}
      aria-busy={loading || undefined}
      onClick={keepsFocus ? (e) => e.preventDefault() : onClick}
      onFocus={(e) => {
        setFocused(true);
        onFocus?.(e);
      }}
      onBlur={(e) => {
        setFocused(false);
        onBlur?.(e);
      }}
      {...props}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
