import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing (scrypt)", () => {
  it("stores scheme, cost, salt and hash — never the password", async () => {
    const hash = await hashPassword("violet-harbour-engine-42");
    expect(hash).toMatch(/^scrypt\$14\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain("violet");
  });

  it("uses a fresh salt each time", async () => {
    const [a, b] = await Promise.all([hashPassword("same password 1"), hashPassword("same password 1")]);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("violet-harbour-engine-42");
    expect(await verifyPassword("violet-harbour-engine-42", hash)).toBe(true);
    expect(await verifyPassword("violet-harbour-engine-43", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("keeps verifying hashes made at another cost (the cost can be raised later)", async () => {
    const hash = await hashPassword("violet-harbour-engine-42", 12);
    expect(hash.startsWith("scrypt$12$")).toBe(true);
    expect(await verifyPassword("violet-harbour-engine-42", hash)).toBe(true);
  });

  it("refuses accounts without a password and malformed hashes", async () => {
    expect(await verifyPassword("anything-at-all", null)).toBe(false);
    expect(await verifyPassword("anything-at-all", "plain-text")).toBe(false);
    expect(await verifyPassword("anything-at-all", "bcrypt$10$8$1$abc$def")).toBe(false);
  });
});
