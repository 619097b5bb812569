import { describe, expect, it } from "vitest";
import { clearDraft, draftCodeUsable, loadDraft, saveDraft } from "./register-draft";

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the registration draft", () => {
  it("keeps the address, type, name and the code's validity, and forgets them when cleared", () => {
    const store = memoryStore();
    saveDraft({ email: "ada@example.com", userType: "COMPANY", name: "Ada Ltd", codeValidUntil: 2_000 }, store);
    expect(loadDraft(store)).toEqual({ email: "ada@example.com", userType: "COMPANY", name: "Ada Ltd", codeValidUntil: 2_000 });
    saveDraft({ email: "ada@example.com" }, store);
    expect(loadDraft(store)).toEqual({ email: "ada@example.com" });
    clearDraft(store);
    expect(loadDraft(store)).toBeNull();
  });

  it("reads nothing from what is not a draft: no address, bad JSON, an unknown account type dropped", () => {
    const store = memoryStore();
    for (const raw of ["{", "null", "42", '{"name":"x"}', '{"email":""}']) {
      store.items.set("register-draft", raw);
      expect(loadDraft(store), raw).toBeNull();
    }
    store.items.set("register-draft", '{"email":"a@b.co","userType":"ADMIN","name":7,"codeValidUntil":"soon"}');
    expect(loadDraft(store)).toEqual({ email: "a@b.co" });
  });

  it("works without storage (a browser that refuses it) and when the store throws", () => {
    expect(loadDraft(null)).toBeNull();
    const throwing = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("full"); }, removeItem: () => { throw new Error("denied"); } };
    expect(loadDraft(throwing)).toBeNull();
    expect(() => saveDraft({ email: "a@b.co" }, throwing)).not.toThrow();
    expect(() => clearDraft(throwing)).not.toThrow();
  });

  it("counts a mailed code usable only before its end", () => {
    expect(draftCodeUsable({ email: "a@b.co", codeValidUntil: 1_000 }, 999)).toBe(true);
    expect(draftCodeUsable({ email: "a@b.co", codeValidUntil: 1_000 }, 1_000)).toBe(false);
    expect(draftCodeUsable({ email: "a@b.co" }, 0)).toBe(false);
    expect(draftCodeUsable(null, 0)).toBe(false);
  });
});
