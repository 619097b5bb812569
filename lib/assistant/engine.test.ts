import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * AI_API picks the wire protocol of the configured server. A local server records
 * which endpoint the real @ai-sdk/openai client calls, and fails every call so
 * nothing else is needed from it.
 */
const paths: string[] = [];
const server = http.createServer((req, res) => {
  paths.push(req.url ?? "");
  req.resume();
  res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "test server" } }));
});
let baseURL = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

async function engineWith(api?: "chat" | "responses") {
  vi.resetModules(); // lib/env reads the settings once at import
  vi.stubEnv("OPENAI_API_KEY", "sk-test");
  vi.stubEnv("OPENAI_BASE_URL", baseURL);
  vi.stubEnv("AI_API", api ?? "");
  const { getEngine } = await import("./engine");
  return getEngine();
}

describe("model engine wire protocol", () => {
  it("speaks the Responses API by default", async () => {
    paths.length = 0;
    const engine = await engineWith();
    expect(engine.kind).toBe("model");
    await expect(engine.questions({ jobTitle: "Data Engineer" })).rejects.toThrow();
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p === "/v1/responses")).toBe(true);
  });

  it("speaks chat completions with AI_API=chat", async () => {
    paths.length = 0;
    const engine = await engineWith("chat");
    await expect(engine.questions({ jobTitle: "Data Engineer" })).rejects.toThrow();
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p === "/v1/chat/completions")).toBe(true);
  });
});
