import { API_CSP } from "./csp";

/**
 * Headers every response carries (pages, API, static files). They are static,
 * so next.config.ts sends them; the per-request page CSP comes from proxy.ts.
 * Kept free of env reads so next.config.ts can import it.
 */
export type HeaderPair = { key: string; value: string };

export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "browsing-topics=()",
].join(", ");

/** Two years, sub-domains included: HTTPS only once deployed (browsers ignore it over plain http). */
export const HSTS = "max-age=63072000; includeSubDomains";

export function baseSecurityHeaders(options: { production: boolean }): HeaderPair[] {
  const headers: HeaderPair[] = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    // Legacy twin of CSP frame-ancestors 'none' for browsers without CSP 2.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (options.production) headers.push({ key: "Strict-Transport-Security", value: HSTS });
  return headers;
}

const apiOnlyHeaders: HeaderPair[] = [{ key: "Content-Security-Policy", value: API_CSP }];

/** next.config.ts `headers()` rules: baseline everywhere, and a lock-down CSP for API responses. */
export function securityHeaderRules(options: { production: boolean }): { source: string; headers: HeaderPair[] }[] {
  return [
    { source: "/:path*", headers: baseSecurityHeaders(options) },
    { source: "/api/:path*", headers: apiOnlyHeaders },
  ];
}

/** Every header those rules give an API answer (for API reads the server answers itself, lib/server/direct-api.ts). */
export const apiSecurityHeaders = (options: { production: boolean }): HeaderPair[] => [...baseSecurityHeaders(options), ...apiOnlyHeaders];
