import { describe, expect, it } from "vitest";
import { shorten } from "./shorten";

describe("shorten", () => {
  it("keeps text that fits", () => {
    expect(shorten("Café in Zürich", 14)).toBe("Café in Zürich");
  });

  it("ends at a word with an ellipsis, within the limit", () => {
    const out = shorten("We build fast and safe applications for clinics", 30);
    expect(out).toBe("We build fast and safe…");
    expect(out.length).toBeLessThanOrEqual(30);
  });

  it("never cuts inside an emoji, a surrogate pair or a combining accent", () => {
    for (const text of ["a".repeat(8) + "👩‍💻👩‍💻", "a".repeat(9) + "😀😀", "a".repeat(9) + "e\u0301e\u0301e\u0301"]) {
      for (let max = 8; max <= 14; max++) {
        const out = shorten(text, max);
        expect(out.length).toBeLessThanOrEqual(max);
        expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        expect(out).not.toMatch(/\u200D…$/);
        expect(text.startsWith(out.slice(0, -1))).toBe(true);
      }
    }
    expect(shorten("aaaaaaaaa😀😀", 11)).toBe("aaaaaaaaa…");
  });

  it("cuts a single long word where it is", () => {
    expect(shorten("Donaudampfschifffahrtsgesellschaft", 10)).toBe("Donaudamp…");
  });
});
