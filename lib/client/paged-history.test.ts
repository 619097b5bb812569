import { describe, expect, it } from "vitest";
import { mergeHistoryPage } from "./paged-history";

const m = (id?: number, text = `m${id}`) => ({ id, text });

describe("mergeHistoryPage", () => {
  it("page 1 replaces whatever was shown", () => {
    expect(mergeHistoryPage([m(1), m(undefined, "local")], [m(4), m(5)], 1)).toEqual([m(4), m(5)]);
  });

  it("later pages prepend older messages and drop ids already shown", () => {
    expect(mergeHistoryPage([m(4), m(5)], [m(3), m(4)], 2)).toEqual([m(3), m(4), m(5)]);
  });

  it("keeps messages without an id (not stored yet) where they are", () => {
    expect(mergeHistoryPage([m(4), m(undefined, "pending")], [m(2), m(3)], 2)).toEqual([m(2), m(3), m(4), m(undefined, "pending")]);
  });
});
