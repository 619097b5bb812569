import { env, features, type Env } from "@/lib/env";
import { buildCsp, type CspOptions } from "./csp";

type CspEnv = Pick<
  Env,
  "NODE_ENV" | "APP_URL" | "PUSHER_KEY" | "PUSHER_CLUSTER" | "PUSHER_HOST" | "PUSHER_PORT" | "LINKEDIN_ISSUER"
>;

/** Origins the browser must reach besides our own, derived from the optional services that are configured. */
export function cspOptionsFromEnv(e: CspEnv, enabled: { pusher: boolean; linkedin: boolean }): Omit<CspOptions, "nonce" | "scriptHashes"> {
  const connectSrc: string[] = [];
  if (enabled.pusher) {
    if (e.PUSHER_HOST) {
      const port = e.PUSHER_PORT ? `:${e.PUSHER_PORT}` : "";
      connectSrc.push(`ws://${e.PUSHER_HOST}${port}`, `wss://${e.PUSHER_HOST}${port}`);
      connectSrc.push(`http://${e.PUSHER_HOST}${port}`, `https://${e.PUSHER_HOST}${port}`);
    } else {
      const cluster = e.PUSHER_CLUSTER ?? "mt1";
      connectSrc.push(`wss://ws-${cluster}.pusher.com`, `https://sockjs-${cluster}.pusher.com`);
    }
  }
  const formAction = enabled.linkedin ? [new URL(e.LINKEDIN_ISSUER).origin] : [];
  return {
    dev: e.NODE_ENV === "development",
    https: e.APP_URL.startsWith("https://"),
    connectSrc,
    // LinkedIn profile photos are shown as avatars after a LinkedIn sign-in.
    imgSrc: ["https://media.licdn.com"],
    formAction,
  };
}

/** The page CSP for one request (proxy.ts). */
export function pageCsp(nonce: string): string {
  return buildCsp({ ...cspOptionsFromEnv(env, features), nonce });
}

/** The CSP of one cached HTML document: its own inline scripts by hash (lib/page-cache). */
export function hashedPageCsp(scriptHashes: readonly string[]): string {
  return buildCsp({ ...cspOptionsFromEnv(env, features), scriptHashes });
}
