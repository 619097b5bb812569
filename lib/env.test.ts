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

  it("takes a setting given empty as unset: its default, never 0 or a refusal", async () => {
    const env = await loadEnv({
      PAGE_CACHE_SECONDS: "",
      PAGE_CACHE_MB: " ",
      CLIENT_CODES_PER_HOUR: "",
      SCRYPT_LOG_N: "",
      BREVO_TIMEOUT_MS: "",
      SKIP_DEMO_SEED: "",
      PGLITE_DIR: "",
      UPLOAD_DIR: "",
      MAIL_FROM: "",
    });
    expect(env).toMatchObject({
      PAGE_CACHE_SECONDS: 300,
      PAGE_CACHE_MB: 64,
      CLIENT_CODES_PER_HOUR: 20,
      SCRYPT_LOG_N: 17,
      BREVO_TIMEOUT_MS: 10_000,
      SKIP_DEMO_SEED: false,
      PGLITE_DIR: ".data/pglite",
      UPLOAD_DIR: ".data/uploads",
      MAIL_FROM: "Hiring Platform <no-reply@localhost>",
    });
  });
});
