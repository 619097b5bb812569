import { afterEach, describe, expect, it, vi } from "vitest";
import { productionStartProblem } from "./env";

describe("productionStartProblem", () => {
  it("refuses a production start without AUTH_SECRET, or with a short or the development one", () => {
    expect(productionStartProblem({ NODE_ENV: "production", AUTH_SECRET: undefined })).toMatch(/^AUTH_SECRET must be set in production/);
    expect(productionStartProblem({ NODE_ENV: "production", AUTH_SECRET: "short" })).toMatch(/at least 32 characters/);
    expect(productionStartProblem({ NODE_ENV: "production", AUTH_SECRET: "dev-only-secret-change-me-0123456789abcdef" })).toMatch(/at least 32/);
  });

  it("lets production start with a real secret, and development without one", () => {
    expect(productionStartProblem({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(16) + "a-real-random-value-0123" })).toBeNull();
    expect(productionStartProblem({ NODE_ENV: "development", AUTH_SECRET: undefined })).toBeNull();
  });
});

describe("instrumentation", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const registerWith = async (settings: Record<string, string>) => {
    vi.resetModules();
    for (const [k, v] of Object.entries({ NEXT_RUNTIME: "nodejs", NEXT_PHASE: "", ...settings })) vi.stubEnv(k, v);
    return (await import("@/instrumentation")).register();
  };

  it("makes a production server refuse to start without a secret", async () => {
    await expect(registerWith({ NODE_ENV: "production", AUTH_SECRET: "" })).rejects.toThrow(/^AUTH_SECRET must be set in production/);
  });

  it("lets it start with one", async () => {
    await expect(registerWith({ NODE_ENV: "production", AUTH_SECRET: "a-real-random-value-0123456789abcdef" })).resolves.toBeUndefined();
  });
});
