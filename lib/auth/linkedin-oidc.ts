import "server-only";
import { z } from "zod";
import { appUrl, env } from "@/lib/env";
import { AppError } from "@/lib/errors";

/**
 * The three OpenID Connect calls LinkedIn sign-in needs, with plain fetch:
 * discovery, the code exchange (client_secret_post) and userinfo. The issuer is
 * a setting so tests (and staging) can point at a fake provider.
 */
const discoverySchema = z.object({
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
});
export type Discovery = z.infer<typeof discoverySchema>;

const tokenSchema = z.object({ access_token: z.string().min(1) });

const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});
export type LinkedInProfile = {
  sub: string;
  email: string | undefined;
  /** false only when the provider says so explicitly. */
  emailVerified: boolean;
  name: string;
  picture: string | undefined;
};

const TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
let discoveryCache: { issuer: string; at: number; value: Discovery } | undefined;

export const callbackUrl = () => appUrl("/auth/linkedin/callback");

const failed = (why: string) => {
  console.error(`[linkedin] ${why}`);
  return new AppError("UPSTREAM_FAILED", "LinkedIn sign-in failed. Please try again.");
};

async function fetchJson(url: string, init: RequestInit, what: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), cache: "no-store" });
  } catch (error) {
    throw failed(`${what}: ${(error as Error).message}`);
  }
  if (!res.ok) throw failed(`${what}: HTTP ${res.status} ${(await res.text().catch(() => "")).slice(0, 200)}`);
  return res.json().catch(() => {
    throw failed(`${what}: answer is not JSON`);
  });
}

export async function discover(): Promise<Discovery> {
  const issuer = env.LINKEDIN_ISSUER.replace(/\/+$/, "");
  if (discoveryCache?.issuer === issuer && Date.now() - discoveryCache.at < DISCOVERY_TTL_MS) return discoveryCache.value;
  const body = await fetchJson(`${issuer}/.well-known/openid-configuration`, {}, "discovery");
  const parsed = discoverySchema.safeParse(body);
  if (!parsed.success) throw failed("discovery document lacks endpoints");
  discoveryCache = { issuer, at: Date.now(), value: parsed.data };
  return parsed.data;
}

export function authorizationUrl(d: Discovery, state: string): string {
  const url = new URL(d.authorization_endpoint);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", env.LINKEDIN_CLIENT_ID ?? "");
  url.searchParams.set("redirect_uri", callbackUrl());
  url.searchParams.set("scope", "openid profile email");
  url.searchParams.set("state", state);
  return url.toString();
}

/** Exchanges the authorization code and reads the user's profile. */
export async function fetchProfile(code: string): Promise<LinkedInProfile> {
  const d = await discover();
  const tokenBody = await fetchJson(
    d.token_endpoint,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: callbackUrl(),
        client_id: env.LINKEDIN_CLIENT_ID ?? "",
        client_secret: env.LINKEDIN_CLIENT_SECRET ?? "",
      }).toString(),
    },
    "token exchange",
  );
  const token = tokenSchema.safeParse(tokenBody);
  if (!token.success) throw failed("token answer has no access_token");

  const info = userinfoSchema.safeParse(
    await fetchJson(d.userinfo_endpoint, { headers: { authorization: `Bearer ${token.data.access_token}`, accept: "application/json" } }, "userinfo"),
  );
  if (!info.success) throw failed("userinfo answer has no sub");
  const u = info.data;
  return {
    sub: u.sub,
    email: u.email?.trim().toLowerCase() || undefined,
    emailVerified: u.email_verified !== false && u.email_verified !== "false",
    name: u.name?.trim() || [u.given_name, u.family_name].filter(Boolean).join(" ").trim(),
    picture: u.picture || undefined,
  };
}
