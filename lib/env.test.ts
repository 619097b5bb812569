import { afterEach, describe, expect, it, vi } from "vitest";

async function loadEnv(settings: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(settings)) vi.stubEnv(k, v);
  return (await import("./env")).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("env", () => {
  it("derives APP_URL from PORT when it is unset", async () => {
    expect((await loadEnv({ APP_URL: "", PORT: "3100" })).APP_URL).toBe("http://localhost:3100");
    expect((await loadEnv({ APP_URL: "", PORT: "" })).APP_URL).toBe("http://localhost:3000");
  });

  it("keeps an APP_URL that is set, and refuses one that is not a URL", async () => {
    expect((await loadEnv({ APP_URL: "https://jobs.example.com", PORT: "3100" })).APP_URL).toBe("https://jobs.example.com");
    await expect(loadEnv({ APP_URL: "not a url" })).rejects.toThrow(/APP_URL/);
  });
});
