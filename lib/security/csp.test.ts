import { getScriptNonceFromHeader } from "next/dist/server/app-render/get-script-nonce-from-header";
import { describe, expect, it } from "vitest";
import { API_CSP, buildCsp, createNonce } from "./csp";
import { cspOptionsFromEnv } from "./page-csp";

const directives = (csp: string) =>
  new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe("page Content-Security-Policy", () => {
  const nonce = createNonce();
  const production = directives(buildCsp({ nonce, dev: false, https: true }));

  it("runs only scripts carrying this response's nonce (and what they load)", () => {
    const script = production.get("script-src")!;
    expect(script).toContain(`'nonce-${nonce}'`);
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script.some((s) => s.startsWith("http") || s === "*")).toBe(false);
  });

  it("is the nonce Next.js itself extracts to stamp its inline scripts", () => {
    expect(getScriptNonceFromHeader(buildCsp({ nonce, dev: false, https: false }))).toBe(nonce);
  });

  it("forbids framing, plugins and <base> hijacking", () => {
    expect(production.get("frame-ancestors")).toEqual(["'none'"]);
    expect(production.get("object-src")).toEqual(["'none'"]);
    expect(production.get("base-uri")).toEqual(["'none'"]);
    expect(production.get("default-src")).toEqual(["'self'"]);
    expect(production.get("form-action")).toEqual(["'self'"]);
  });

  it("allows inline styles without a nonce (a nonce would cancel 'unsafe-inline')", () => {
    const style = production.get("style-src")!;
    expect(style).toContain("'unsafe-inline'");
    expect(style.some((s) => s.startsWith("'nonce-"))).toBe(false);
  });

  it("adds 'unsafe-eval' in development only", () => {
    expect(directives(buildCsp({ nonce, dev: true, https: false })).get("script-src")).toContain("'unsafe-eval'");
  });

  it("upgrades insecure requests only when served over https", () => {
    expect(production.has("upgrade-insecure-requests")).toBe(true);
    expect(directives(buildCsp({ nonce, dev: false, https: false })).has("upgrade-insecure-requests")).toBe(false);
  });

  it("without a nonce allows no inline script at all", () => {
    expect(directives(buildCsp({ dev: false, https: false })).get("script-src")).toEqual(["'self'"]);
  });

  it("makes a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });

  it("locks API responses down completely", () => {
    const api = directives(API_CSP);
    expect(api.get("default-src")).toEqual(["'none'"]);
    expect(api.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("CSP sources from the configured services", () => {
  const base = {
    NODE_ENV: "production" as const,
    APP_URL: "https://hire.example",
    PUSHER_KEY: undefined,
    PUSHER_CLUSTER: undefined,
    PUSHER_HOST: undefined,
    PUSHER_PORT: undefined,
    LINKEDIN_ISSUER: "https://www.linkedin.com/oauth",
  };

  it("adds nothing for services that are off", () => {
    const o = cspOptionsFromEnv(base, { pusher: false, linkedin: false });
    expect(o).toMatchObject({ dev: false, https: true, connectSrc: [], formAction: [] });
  });

  it("lets the browser reach Pusher Channels or a soketi host", () => {
    const hosted = cspOptionsFromEnv({ ...base, PUSHER_CLUSTER: "eu" }, { pusher: true, linkedin: false });
    expect(hosted.connectSrc).toContain("wss://ws-eu.pusher.com");
    const soketi = cspOptionsFromEnv({ ...base, PUSHER_HOST: "127.0.0.1", PUSHER_PORT: "6001" }, { pusher: true, linkedin: false });
    expect(soketi.connectSrc).toContain("ws://127.0.0.1:6001");
  });

  it("allows the LinkedIn authorisation server as a form target when LinkedIn is on", () => {
    expect(cspOptionsFromEnv(base, { pusher: false, linkedin: true }).formAction).toEqual(["https://www.linkedin.com"]);
  });

  it("is development only under next dev", () => {
    expect(cspOptionsFromEnv({ ...base, NODE_ENV: "development", APP_URL: "http://localhost:3000" }, { pusher: false, linkedin: false })).toMatchObject({ dev: true, https: false });
  });
});
