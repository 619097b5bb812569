/**
 * Turns next-auth's signIn() error into the sentence to show. authorize() throws the
 * server's message (wrong password, lockout, expired code); next-auth replaces a plain
 * `null` with "CredentialsSignin", which we word for people.
 */
export function signInErrorMessage(error: string | null | undefined, fallback: string): string {
  if (!error || error === "CredentialsSignin") return fallback;
  if (error === "Configuration" || error === "Callback") return "Sign-in is unavailable right now. Try again later.";
  return error;
}
