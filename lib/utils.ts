import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names that do not override each other (a component's own parts, a layout's classes). */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/**
 * Joins class names and lets a later Tailwind utility override an earlier one (e.g. a caller's
 * padding over a component's). One source of classes has nothing to override, so it is only
 * joined: tailwind-merge builds its class table on its first merge (about 40 ms of a phone's main
 * thread while the page hydrates), and the guest pages' components never pass overrides (README
 * "Lighthouse").
 */
export function cn(...inputs: ClassValue[]): string {
  let sources = 0;
  for (const input of inputs) if (input) sources += 1;
  return sources > 1 ? twMerge(clsx(inputs)) : clsx(inputs);
}
