import type { NextConfig } from "next";
import { env } from "./lib/env";
import { securityHeaderRules } from "./lib/security/headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  // `next dev` opened at http://127.0.0.1:3000 (not "localhost") must still load its dev
  // chunks and hot reload, or the page never hydrates.
  allowedDevOrigins: ["localhost", "127.0.0.1", "[::1]"],
  // Baseline security headers on every response; the per-request page CSP
  // (nonce) is set by proxy.ts — see lib/security/csp.ts.
  async headers() {
    return securityHeaderRules({ production: env.NODE_ENV === "production" });
  },
};

export default nextConfig;
