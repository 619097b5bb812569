import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "./common-passwords";
import { emailSchema, normalizeEmail } from "./email";
import { TOO_COMMON, passwordSchema } from "./password-rules";

const issues = (value: unknown) => {
  const r = passwordSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("password rules", () => {
  it("accepts 8 to 128 characters", () => {
    expect(issues("tangerine-7")).toEqual([]);
    expect(issues("a1b2c3d4e5".padEnd(128, "x"))).toEqual([]);
  });

  it("refuses fewer than 8 and more than 128 characters", () => {
    expect(issues("short-1")).toEqual(["Use at least 8 characters."]);
    expect(issues("x".repeat(129))).toEqual(["Use at most 128 characters."]);
  });

  it("refuses common passwords whatever their case", () => {
    expect(issues("password123")).toEqual([TOO_COMMON]);
    expect(issues("PassWord123")).toEqual([TOO_COMMON]);
    expect(issues("Qwertyuiop")).toEqual([TOO_COMMON]);
    expect(isCommonPassword("ILOVEYOU1")).toBe(true);
  });

  it("ships a few hundred common passwords, all long enough to pass the length rule", async () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(300);
    const source = await import("node:fs").then((fs) => fs.readFileSync(new URL("./common-passwords.ts", import.meta.url), "utf8"));
    const entries = [...source.matchAll(/"([^"]+)"/g)].map((m) => m[1] as string);
    expect(entries.length).toBe(COMMON_PASSWORD_COUNT);
    for (const p of entries) {
      expect(p.length).toBeGreaterThanOrEqual(8);
      expect(p).toBe(p.toLowerCase());
    }
  });

  it("does not refuse the demo password", () => {
    expect(issues("demo-password-1")).toEqual([]);
  });
});

describe("e-mail addresses", () => {
  it("are trimmed and lower-cased", () => {
    expect(normalizeEmail("  Ada.Lovelace@Example.COM ")).toBe("ada.lovelace@example.com");
    expect(emailSchema.parse("  Ada.Lovelace@Example.COM ")).toBe("ada.lovelace@example.com");
  });

  it("must look like an address", () => {
    const r = emailSchema.safeParse("not-an-address");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Enter a valid e-mail address.");
  });
});
