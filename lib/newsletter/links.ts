import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appUrl, authSecret } from "@/lib/env";

export type LinkPurpose = "confirm" | "unsubscribe";

/**
 * Confirm and unsubscribe links carry `<row id>.<HMAC-SHA256 under AUTH_SECRET of
 * purpose, id and the row's link key>`. Nothing usable is stored: a copy of the
 * database alone cannot forge or replay a link. Unlike a stored hash of a random
 * token, the same link can be put in every mail — a resent confirmation does not
 * void the first one, and every mail's unsubscribe link keeps working. A new key
 * (on subscribing again after unsubscribing) voids all earlier links.
 */
export const newLinkKey = () => randomBytes(24).toString("base64url");

const signature = (purpose: LinkPurpose, id: number, key: string) =>
  createHmac("sha256", authSecret()).update(`newsletter:${purpose}:${id}:${key}`).digest();

export function linkToken(purpose: LinkPurpose, id: number, key: string): string {
  return `${id}.${signature(purpose, id, key).toString("base64url")}`;
}

/** The row id a token names, before its signature is checked (null: not a token of ours). */
export function tokenRowId(token: string): number | null {
  const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(token);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export function tokenMatches(token: string, purpose: LinkPurpose, id: number, key: string): boolean {
  const given = Buffer.from(token.slice(token.indexOf(".") + 1), "base64url");
  const expected = signature(purpose, id, key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where a mail client posts RFC 8058's one-click unsubscribe (`List-Unsubscribe=One-Click`, no cookie): lib/newsletter/endpoints.ts. */
export const ONE_CLICK_PATH = "/web/common/newsletter/one-click";

/** A row's unsubscribe link (the page) and one-click address (the List-Unsubscribe header), from one token. */
export function unsubscribeLinks(id: number, key: string): { unsubscribe: string; oneClick: string } {
  const token = linkToken("unsubscribe", id, key);
  return { unsubscribe: linkUrl("unsubscribe", token), oneClick: appUrl(`/api${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`) };
}

/** The page a link opens (a GET page with a button: mail scanners that prefetch links change nothing). */
export function linkUrl(purpose: LinkPurpose, token: string): string {
  return appUrl(`/newsletter/${purpose}?token=${encodeURIComponent(token)}`);
}
