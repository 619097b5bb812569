import { describe, expect, it } from "vitest";
import { asTyped, prefixQuery } from "./search";

describe("prefixQuery", () => {
  it("makes every typed word a prefix that must match", () => {
    expect(prefixQuery(asTyped("React  dev!"))).toBe("'react':* & 'dev':*");
    expect(prefixQuery(asTyped(" !? "))).toBeNull();
  });

  it("joins a word's alternatives (the typo step's corrections) by or", () => {
    expect(prefixQuery([["kubernetes", "kubernetis"], ["engineer"]])).toBe("('kubernetes':* | 'kubernetis':*) & 'engineer':*");
    expect(prefixQuery([["lead"], ["manager"]], { weight: "A", join: " | " })).toBe("'lead':*A | 'manager':*A");
  });

  it("lets no tsquery syntax through, from the user or from the vocabulary", () => {
    expect(prefixQuery(asTyped("a' | !b:*"))).toBe("'a':* & 'b':*");
    expect(prefixQuery([["o'brien", "full-time", "ok"], ["x&y"]])).toBe("'ok':*");
  });
});
