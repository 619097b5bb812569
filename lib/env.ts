import { z } from "zod";

/**
 * The one place that reads process.env. Every outside service is optional:
 * an unset setting selects the embedded default (see README "Settings").
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Public origin used in e-mails, canonical URLs and OAuth redirects (default: http://localhost:$PORT). */
  APP_URL: optionalString.pipe(z.string().url().optional()),
  /** Signs session JWTs and keys the one-time-code HMAC. Required in production. */
  AUTH_SECRET: optionalString,
  DATABASE_URL: optionalString,
  /** Directory of the embedded PGlite database (used when DATABASE_URL is unset). */
  PGLITE_DIR: z.string().default(".data/pglite"),
  /**
   * A gzipped PGlite data directory (a dump of a migrated database) that an in-memory
   * database starts as a copy of, instead of an empty one: the test run makes one
   * (tests/pglite-template.ts), so each test file skips initdb and the migrations.
   */
  PGLITE_TEMPLATE: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Hiring Platform <no-reply@localhost>"),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  /** OpenID Connect issuer; overridable so tests can point at a local fake provider. */
  LINKEDIN_ISSUER: z.string().url().default("https://www.linkedin.com/oauth"),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  AI_MODEL: z.string().default("gpt-4o-mini"),
  /** Wire protocol of that server: "responses" (OpenAI's Responses API) or "chat" (chat completions, e.g. older vLLM/Ollama/LM Studio). */
  AI_API: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["responses", "chat"]).default("responses")),
  /** Set with PUSHER_KEY and PUSHER_SECRET → realtime through Pusher Channels (or soketi at PUSHER_HOST). */
  PUSHER_APP_ID: optionalString,
  /** Public: the browser connects with it. */
  PUSHER_KEY: optionalString,
  /** Signs server calls and private-channel authorisations; never leaves the server. */
  PUSHER_SECRET: optionalString,
  /** Pusher Channels cluster, e.g. "eu" (ignored when PUSHER_HOST is set). */
  PUSHER_CLUSTER: optionalString,
  /** Host of a Pusher-compatible server (soketi); the browser and this server both reach it there. */
  PUSHER_HOST: optionalString,
  PUSHER_PORT: optionalString.pipe(z.string().regex(/^[0-9]{1,5}$/, "PUSHER_PORT must be a port number").optional()),
  /** TLS to that server; unset → on for Pusher's clusters, off for a PUSHER_HOST. */
  PUSHER_USE_TLS: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["0", "1", "true", "false"]).optional()),
  /** Directory of uploaded files when S3_BUCKET is unset. */
  UPLOAD_DIR: z.string().default(".data/uploads"),
  /** Set → files go to this S3 bucket (any S3-compatible store; S3_ENDPOINT for one other than AWS, addressed path-style). */
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  /** Set → confirmed newsletter subscribers are added to Brevo (POST /v3/contacts); the key stays on the server. */
  BREVO_API_KEY: optionalString,
  BREVO_BASE_URL: z.string().url().default("https://api.brevo.com"),
  /** Brevo list the contacts join (campaigns are sent to lists); unset = contact only. */
  BREVO_LIST_ID: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().optional()),
  /** How long a call to Brevo may take before it counts as failed. */
  BREVO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Double opt-in: a subscription counts once the mailed link is confirmed. "false" = single opt-in. */
  NEWSLETTER_DOUBLE_OPT_IN: z
    .preprocess((v) => (v === "" ? undefined : v), z.enum(["0", "1", "true", "false"]).default("1"))
    .transform((v) => v === "1" || v === "true"),
  /** scrypt cost exponent (N = 2^x); 17 is OWASP's minimum. Tests may lower it. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  /** Port `next start` / `next dev` listen on (they set it); the page cache renders through it. */
  PORT: optionalString,
  /** How many proxies of ours (load balancer, CDN) sit in front and append to X-Forwarded-For; 0 = none. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** One-time codes one client address may request per hour (lib/auth/client-limits.ts); per-address limits apply regardless. */
  CLIENT_CODES_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Interface the production server (server.ts) listens on; unset = all interfaces, as `next start`. */
  HOSTNAME: optionalString,
  /** Origin at which this server reaches itself (default http://127.0.0.1:$PORT), for page-cache renders. */
  INTERNAL_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** How long a guest's copy of a public page is served from memory; 0 turns the page cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Memory the page cache may hold, in MiB. */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Skip loading demo data into an empty embedded database. */
  SKIP_DEMO_SEED: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
});

/** Unset APP_URL follows the port the server listens on, so a dev server on :3100 mails :3100 links. */
const withDefaults = schema.transform((e) => ({ ...e, APP_URL: e.APP_URL ?? `http://localhost:${e.PORT ?? 3000}` }));

export type Env = z.infer<typeof withDefaults>;

/**
 * A setting given empty (`KEY=` in .env.local or a compose file) is unset, as README
 * "Settings" says of every setting: otherwise a number read "" as 0 (PAGE_CACHE_SECONDS=
 * turned the page cache off, CLIENT_CODES_PER_HOUR= refused to start) and a flag refused it.
 */
const givenSettings = (source: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""));

function load(): Env {
  const parsed = withDefaults.safeParse(givenSettings(process.env));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment settings: ${issues}`);
  }
  return parsed.data;
}

export const env: Env = load();

// next-auth v4 takes its origin only from NEXTAUTH_URL and otherwise assumes
// http://localhost:3000 (e.g. sign-out then redirects there): keep it in step with APP_URL.
process.env.NEXTAUTH_URL ??= env.APP_URL;

/**
 * An absolute link into the app (mails, canonical URLs, OAuth redirects): the path resolved against
 * APP_URL. The app is served at the root (no base path), so a path or trailing slash in APP_URL is not
 * part of the link: `https://example.com/hiring/` + `/passwordChange` is `https://example.com/passwordChange`.
 */
export const appUrl = (path: string): string => new URL(path, env.APP_URL).toString();

const DEV_SECRET = "dev-only-secret-change-me-0123456789abcdef";

/** The signing secret; a fixed development value outside production so `npm run dev` needs no settings. */
export function authSecret(): string {
  return env.AUTH_SECRET ?? DEV_SECRET;
}

const MIN_SECRET_LENGTH = 32;

/**
 * What a production server needs before it may start (server.ts and instrumentation.ts call it):
 * without its own AUTH_SECRET every session would be forgeable with the public development value.
 * Returns the problem, or null. `next build` runs in production mode too and needs no secret.
 */
export function productionStartProblem(settings: Pick<Env, "NODE_ENV" | "AUTH_SECRET"> = env): string | null {
  if (settings.NODE_ENV !== "production" || process.env.NEXT_PHASE === "phase-production-build") return null;
  if (!settings.AUTH_SECRET) return "AUTH_SECRET must be set in production (e.g. openssl rand -base64 32). Refusing to start.";
  if (settings.AUTH_SECRET.length < MIN_SECRET_LENGTH || settings.AUTH_SECRET === DEV_SECRET) {
    return `AUTH_SECRET must be a random value of at least ${MIN_SECRET_LENGTH} characters in production. Refusing to start.`;
  }
  return null;
}

export const features = {
  linkedin: Boolean(env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET),
  smtp: Boolean(env.SMTP_URL),
  openai: Boolean(env.OPENAI_API_KEY),
  pusher: Boolean(env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET),
  s3: Boolean(env.S3_BUCKET),
  brevo: Boolean(env.BREVO_API_KEY),
};
