import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";
import { SESSION_COOKIE } from "@/lib/auth/session";

/**
 * next-auth's own HTTP flow (what signIn(..., { redirect: false }) and
 * useSession().update() do in the browser), run through its core handler.
 */
export type Jar = Map<string, string>;
type Answer = { status: number; body: unknown; redirect?: string };

/**
 * next-auth's request handler (its Node API form — the App Router form needs a
 * live Next request scope) with a minimal request/response and a cookie jar.
 */
export async function nextAuth(
  method: "GET" | "POST",
  action: string,
  jar: Jar,
  form?: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const setCookies: string[] = [];
  const answer: Answer = { status: 200, body: undefined };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    getHeader: (name: string) => (name.toLowerCase() === "set-cookie" ? [...setCookies] : undefined),
    setHeader(name: string, value: string | string[]) {
      if (name.toLowerCase() === "set-cookie") setCookies.splice(0, setCookies.length, ...[value].flat());
      if (name.toLowerCase() === "location") answer.redirect = String(value);
      return res;
    },
    json: (body: unknown) => void (answer.body = body),
    send: (body: unknown) => void (answer.body = body),
    end: () => undefined,
  };
  const req = {
    method,
    query: { nextauth: action.split("/") },
    body: form ?? {},
    cookies: Object.fromEntries(jar),
    headers: { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded", ...headers },
  };
  await (NextAuth as unknown as (req: unknown, res: unknown, options: typeof authOptions) => Promise<void>)(req, res, authOptions);
  for (const line of setCookies) {
    const [pair = "", ...attrs] = line.split("; ");
    const name = pair.slice(0, pair.indexOf("="));
    const value = decodeURIComponent(pair.slice(pair.indexOf("=") + 1));
    if (attrs.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a)) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  if (!answer.redirect && answer.body && typeof answer.body === "object" && "url" in answer.body) {
    answer.redirect = String((answer.body as { url: unknown }).url);
  }
  return answer;
}

export async function csrf(jar: Jar): Promise<string> {
  const res = await nextAuth("GET", "csrf", jar);
  return (res.body as { csrfToken: string }).csrfToken;
}

export async function nextAuthSignIn(
  provider: "password" | "email-code",
  credentials: Record<string, string>,
  jar: Jar = new Map(),
  headers: Record<string, string> = {},
) {
  const csrfToken = await csrf(jar);
  const res = await nextAuth("POST", `callback/${provider}`, jar, { ...credentials, csrfToken, json: "true" }, headers);
  const error = res.redirect ? new URL(res.redirect).searchParams.get("error") : null;
  return { jar, error, session: jar.get(SESSION_COOKIE) };
}

