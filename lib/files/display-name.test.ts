import { describe, expect, it } from "vitest";
import { displayName } from "./store";

describe("displayName (the name a download gets)", () => {
  it("keeps accents, CJK and spaces, normalised to NFC, with the detected type's extension", () => {
    expect(displayName("C:\\Users\\me\\Lebenslauf Mu\u0308ller – 履歴書.docx", "resume", "pdf")).toBe("Lebenslauf Müller – 履歴書.pdf");
  });

  it("cuts a long name between characters, never inside an emoji", () => {
    const name = displayName(`${"a".repeat(99)}😀b.pdf`, "resume", "pdf");
    expect(name).toBe(`${"a".repeat(99)}.pdf`);
    expect(name).not.toContain("\uFFFD");
    expect(name).not.toMatch(/[\uD800-\uDFFF]/);
  });
});
