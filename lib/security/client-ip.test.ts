import { describe, expect, it } from "vitest";
import { clientAddress, clientIp } from "./client-ip";

describe("clientAddress", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
    expect(clientAddress("::ffff:203.0.113.9", undefined, 0)).toBe("203.0.113.9");
  });

  it("behind N trusted proxies, takes the N-th entry from the right (a client cannot push it left)", () => {
    // Client forged "1.1.1.1"; our one load balancer appended the address it saw.
    expect(clientAddress("10.0.0.2", "1.1.1.1, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.3", ["1.1.1.1, 203.0.113.9", "10.0.0.2"], 2)).toBe("203.0.113.9");
  });

  it("falls back to the peer when the trusted entry is missing or not an address", () => {
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "not-an-ip", 1)).toBe("10.0.0.2");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("reads what the server entry recorded, or unknown", () => {
    expect(clientIp(new Headers({ "x-client-ip": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(new Headers())).toBe("unknown");
  });
});
