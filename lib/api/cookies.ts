import { parse, serialize } from "cookie";
import type { CookieToSet } from "./endpoint";

/** Set-Cookie for a cookie of ours (the `cookie` package: next-auth's own choice, already installed). */
export function serializeCookie(c: CookieToSet): string {
  return serialize(c.name, c.value, {
    path: c.path ?? "/",
    maxAge: c.maxAge,
    httpOnly: c.httpOnly,
    secure: c.secure,
    sameSite: c.sameSite,
  });
}

/** One cookie of a Cookie header; a malformed %-sequence is kept as it is (a bad token, never a 500). */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  return parse(header, {
    decode: (v) => {
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    },
  })[name];
}
