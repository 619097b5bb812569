import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Which address a request came from, for per-client limits. The production
 * server (server.ts) works it out from the socket — and from X-Forwarded-For
 * only as far as TRUSTED_PROXY_HOPS proxies of ours added to it — and puts it in
 * this header, overwriting whatever a client sent under that name.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * The client's address: with no trusted proxy, the socket's peer; behind N
 * proxies, the N-th X-Forwarded-For entry from the right (each proxy appends the
 * address it saw, so entries further left are the client's own claims).
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedHops: number): string {
  const peer = normalise(remoteAddress);
  if (trustedHops <= 0) return peer;
  const chain = [forwardedFor ?? []].flat().join(",").split(",").map((s) => s.trim()).filter(Boolean);
  const claimed = chain[Math.max(0, chain.length - trustedHops)];
  return claimed && isIP(normalise(claimed)) ? normalise(claimed) : peer;
}

/** "::ffff:10.0.0.1" is 10.0.0.1; an unknown peer is "unknown" (one shared bucket, never a bypass). */
function normalise(address: string | undefined): string {
  if (!address) return "unknown";
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The address server.ts recorded; requests that did not pass through it (tests, `next dev`) share "unknown". */
export function clientIp(headers: Pick<Headers, "get">): string {
  return headers.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}

/**
 * The bucket a client's per-client limits count in: an IPv4 address, or an IPv6 address's /64. One
 * subscriber (a home line, a phone, a cloud server) is routed a /64 or more and may send from any of its
 * 2^64 addresses, so limits per IPv6 address would let one client start afresh at will. ipaddr.js reads
 * every way of writing one (zeros left out, upper case, an IPv4 tail, a zone id).
 */
export function clientLimitKey(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const network = ipaddr.IPv6.parse(ip).parts.slice(0, 4);
  return `${network.map((part) => part.toString(16)).join(":")}::/64`;
}
