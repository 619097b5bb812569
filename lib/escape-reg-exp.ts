/** A text as a regular expression that matches it literally ("C++" → "C\+\+"). */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
