import type { RangeRequest } from "@/lib/storage";

/**
 * A Range header (RFC 9110 §14.2): null when there is none or its unit is not
 * bytes (then the whole file is sent), "invalid" for anything but one well-formed
 * byte range — multiple ranges included — which is answered 416.
 */
export function parseRange(header: string | null): RangeRequest | "invalid" | null {
  if (!header) return null;
  const value = header.trim();
  if (!/^bytes=/i.test(value)) return null;
  const match = /^bytes=(\d*)-(\d*)$/i.exec(value.replace(/\s+/g, ""));
  if (!match || (!match[1] && !match[2])) return "invalid";
  const [first, last] = [match[1] ? Number(match[1]) : undefined, match[2] ? Number(match[2]) : undefined];
  if ((first !== undefined && !Number.isSafeInteger(first)) || (last !== undefined && !Number.isSafeInteger(last))) return "invalid";
  if (first === undefined) return { suffix: last! };
  if (last !== undefined && last < first) return "invalid";
  return { start: first, end: last };
}

/** If-None-Match: "*" or a list of (weak or strong) tags, compared weakly (RFC 9110 §13.1.2). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header || !etag) return false;
  if (header.trim() === "*") return true;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return header.split(",").some((t) => bare(t) === bare(etag));
}
