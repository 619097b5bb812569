import "server-only";
import { timeoutMessage, UNKNOWN_ERROR } from "@/lib/client/api";
import { env } from "@/lib/env";
import { NEWSLETTER_TEXT } from "./messages";

/**
 * The e-mail marketing provider of spec §7 "Subscription" (Brevo), called from
 * the server only: the `api-key` header never reaches a browser. Answers are
 * mapped as spec §8/§9 say: 201 → added (its message, else ours), 204 → already
 * subscribed, any other status → 'Failed: Try again after some time!', no answer
 * → the error's message (a time-out says so), else 'An unknown error occurred'.
 */
export type ProviderResult = { ok: true; added: boolean; message: string } | { ok: false; message: string };

export const providerConfigured = () => Boolean(env.BREVO_API_KEY);

async function callBrevo(method: "POST" | "PUT", path: string, body: unknown): Promise<Response | { failed: string }> {
  try {
    return await fetch(`${env.BREVO_BASE_URL.replace(/\/+$/, "")}${path}`, {
      method,
      headers: { accept: "application/json", "content-type": "application/json", "api-key": env.BREVO_API_KEY ?? "" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(env.BREVO_TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    const message = timedOut ? timeoutMessage(env.BREVO_TIMEOUT_MS) : error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
    console.error(`[newsletter] ${method} ${path} got no answer: ${message}`);
    return { failed: message };
  }
}

/** Reads (at most a small) JSON body; a provider's body is only ever used for its message. */
async function messageOf(res: Response): Promise<string | undefined> {
  const json = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof json?.message === "string" && json.message.trim() ? json.message.trim().slice(0, 300) : undefined;
}

function failed(res: Response, what: string, detail: string | undefined): ProviderResult {
  console.error(`[newsletter] ${what} answered ${res.status}${detail ? `: ${detail}` : ""}`);
  return { ok: false, message: NEWSLETTER_TEXT.failed };
}

/**
 * POST /v3/contacts. `updateEnabled` makes an existing contact a 204 (spec: already
 * subscribed) instead of a 400, and `emailBlacklisted: false` lifts an earlier
 * unsubscribe: the address has just confirmed again.
 */
export async function addContact(email: string): Promise<ProviderResult> {
  const res = await callBrevo("POST", "/v3/contacts", {
    email,
    updateEnabled: true,
    emailBlacklisted: false,
    ...(env.BREVO_LIST_ID ? { listIds: [env.BREVO_LIST_ID] } : {}),
  });
  if ("failed" in res) return { ok: false, message: res.failed };
  if (res.status === 201) return { ok: true, added: true, message: (await messageOf(res)) ?? NEWSLETTER_TEXT.subscribed };
  if (res.status === 204) return { ok: true, added: false, message: NEWSLETTER_TEXT.alreadySubscribed };
  return failed(res, "POST /v3/contacts", await messageOf(res));
}

/** PUT /v3/contacts/{email} with `emailBlacklisted: true`: Brevo sends the contact no more campaigns. A 404 (never added) is fine. */
export async function blockContact(email: string): Promise<ProviderResult> {
  const res = await callBrevo("PUT", `/v3/contacts/${encodeURIComponent(email)}`, { emailBlacklisted: true });
  if ("failed" in res) return { ok: false, message: res.failed };
  if (res.status === 204 || res.status === 404) return { ok: true, added: false, message: NEWSLETTER_TEXT.unsubscribed };
  return failed(res, "PUT /v3/contacts/{email}", await messageOf(res));
}
