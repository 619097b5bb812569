import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("linkify", () => {
  it("makes http(s) and www addresses links, without the sentence's punctuation", () => {
    expect(linkify("See https://example.com/jobs?id=1. Or www.acme.test!")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/jobs?id=1", href: "https://example.com/jobs?id=1" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "www.acme.test", href: "https://www.acme.test/" },
      { kind: "text", text: "!" },
    ]);
  });

  it("leaves other schemes and markup as text", () => {
    expect(linkify('javascript:alert(1) <a href="x">y</a> data:text/html,hi')).toEqual([{ kind: "text", text: 'javascript:alert(1) <a href="x">y</a> data:text/html,hi' }]);
  });

  it("plain text is one part; empty text is none", () => {
    expect(linkify("hello\nthere")).toEqual([{ kind: "text", text: "hello\nthere" }]);
    expect(linkify("")).toEqual([]);
  });
});
