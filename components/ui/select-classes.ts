import { cx } from "@/lib/utils";

/**
 * How a native drop-down looks, in one place: 16 px text below `sm` (iOS Safari zooms the page into a
 * smaller one when it is tapped), 14 px from there, and the text fields' border and focus ring. Each
 * select adds only its box (height, width, padding).
 */
export const selectLook =
  "rounded-md border border-slate-400 bg-white text-base text-slate-900 shadow-sm sm:text-sm focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-solid focus-visible:outline-indigo-600 disabled:opacity-60";

/** A form's drop-down: a full-width 40 px field, like the text inputs. */
export const selectClasses = cx(selectLook, "block h-10 w-full px-3");
