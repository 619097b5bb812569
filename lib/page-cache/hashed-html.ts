import { createHash } from "node:crypto";

/**
 * Turns HTML rendered for one request (its scripts stamped with that request's CSP
 * nonce) into HTML that can be served to everyone under a hash-based CSP:
 * every inline script that runs is listed by its SHA-256, and the nonce
 * attributes are dropped (a nonce shared by many responses protects nothing).
 *
 * React writes inline script text with "<" escaped, so `</script>` ends every
 * script and no tag can appear inside one; the text between the tags is exactly
 * what the browser hashes.
 */
export type HashedHtml = { html: string; scriptHashes: string[] };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NONCE_ATTR = /\snonce="[^"]*"/gi;
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

function runsAsScript(attrs: string): boolean {
  if (/\ssrc\s*=/i.test(attrs)) return false; // external: allowed by 'self', not by a hash
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.trim().toLowerCase() ?? "";
  return JS_TYPES.has(type); // application/ld+json and other data blocks never run
}

export const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function hashInlineScripts(rendered: string): HashedHtml {
  const hashes = new Set<string>();
  let html = "";
  let last = 0;
  for (const match of rendered.matchAll(SCRIPT)) {
    const [whole, attrs = "", body = ""] = match;
    html += rendered.slice(last, match.index).replace(NONCE_ATTR, "");
    if (runsAsScript(attrs) && body.length > 0) hashes.add(sha256Source(body));
    html += `<script${attrs.replace(NONCE_ATTR, "")}>${body}</script>`;
    last = match.index + whole.length;
  }
  html += rendered.slice(last).replace(NONCE_ATTR, "");
  return { html, scriptHashes: [...hashes] };
}
