import { describe, expect, it } from "vitest";
import { clientAddress, clientIp, clientLimitKey } from "./client-ip";

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

describe("clientLimitKey", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = "2001:db8:85a3:7::/64";
    for (const ip of ["2001:db8:85a3:7::1", "2001:0db8:85a3:0007:ffff:ffff:ffff:fffe", "2001:DB8:85A3:7:1:2:3:4", "2001:db8:85a3:7::1.2.3.4", "2001:db8:85a3:7::9%eth0"]) {
      expect(clientLimitKey(ip), ip).toBe(key);
    }
    expect(clientLimitKey("2001:db8:85a3:8::1")).not.toBe(key);
    expect(clientLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(clientLimitKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("keeps an IPv4 address and anything else as it is", () => {
    expect(clientLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientLimitKey("unknown")).toBe("unknown");
  });
});
