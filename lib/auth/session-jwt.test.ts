import { afterEach, describe, expect, it, vi } from "vitest";

/** next-auth's decode, counted: the cache's point is to call it once per token. */
const calls = vi.hoisted(() => ({ decode: 0 }));
vi.mock("next-auth/jwt", async (importOriginal) => {
  const actual = await importOriginal<typeof import("next-auth/jwt")>();
  return {
    ...actual,
    decode: (params: Parameters<typeof actual.decode>[0]) => {
      calls.decode++;
      return actual.decode(params);
    },
  };
});

const { encode } = await import("next-auth/jwt");
const { authSecret } = await import("@/lib/env");
const { decodeSessionJwt } = await import("./session-jwt");

const token = (claims: Record<string, unknown>, maxAge = 3600, secret = authSecret()) => encode({ token: claims, secret, maxAge });

describe("decodeSessionJwt", () => {
  afterEach(() => {
    calls.decode = 0;
    vi.useRealTimers();
  });

  it("decodes a token once and answers the same payload from memory after that", async () => {
    const t = await token({ sid: "s-1", id: 7 });
    const first = await decodeSessionJwt(t);
    const second = await decodeSessionJwt(t);
    expect(first).toMatchObject({ sid: "s-1", id: 7 });
    expect(second).toEqual(first);
    expect(calls.decode).toBe(1);
  });

  it("keeps nothing for a token that does not decode: each try is decoded again and refused", async () => {
    const foreign = await token({ sid: "s-2" }, 3600, "another-secret-0123456789abcdef0123456789");
    await expect(decodeSessionJwt(foreign)).rejects.toThrow();
    await expect(decodeSessionJwt(foreign)).rejects.toThrow();
    const tampered = `${(await token({ sid: "s-3" })).slice(0, -4)}AAAA`;
    await expect(decodeSessionJwt(tampered)).rejects.toThrow();
    expect(calls.decode).toBe(3);
  });

  it("stops answering a cached token once it has expired (exp plus next-auth's 15 s tolerance)", async () => {
    vi.useFakeTimers({ toFake: ["Date", "performance"] });
    const t = await token({ sid: "s-4" }, 60);
    expect(await decodeSessionJwt(t)).toMatchObject({ sid: "s-4" });
    vi.advanceTimersByTime(76_000);
    await expect(decodeSessionJwt(t)).rejects.toThrow(/exp/);
    expect(calls.decode).toBe(2);
  });
});
