/**
 * The e-mail address rules' messages and limit, free of zod so a form that is on
 * every page (the footer's newsletter field) can check an address without
 * loading the schema library; lib/auth/email.ts builds the server's schema from them.
 */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  missing: "Enter your e-mail address.",
  tooLong: "This e-mail address is too long.",
  invalid: "Enter a valid e-mail address.",
} as const;

/**
 * What is wrong with the address in an `<input type="email">`, by the browser's own
 * e-mail rule (the HTML standard's) and our length cap; null when it looks right.
 * The server's schema still has the last word.
 */
export function emailInputProblem(input: HTMLInputElement): string | null {
  const value = input.value.trim();
  if (!value) return EMAIL_MESSAGES.missing;
  if (value.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  if (input.validity.typeMismatch) return EMAIL_MESSAGES.invalid;
  return null;
}
