import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Prose } from "@/components/ui/prose";
import { MessageText } from "./message-text";

/** Text people write right to left keeps its direction: a chat message, a description's paragraphs. */
describe("right-to-left text", () => {
  it("a chat message takes the direction of its own text", () => {
    expect(renderToStaticMarkup(<MessageText text="مرحبا! هل الوظيفة متاحة؟" />)).toMatch(/^<p dir="auto"/);
  });

  it("each paragraph, list item and heading of rendered markdown does too", () => {
    expect(renderToStaticMarkup(<Prose html="<p>שלום!</p>" />)).toContain("[&amp;_:is(p,li,h2,h3,h4,blockquote)]:[unicode-bidi:plaintext]");
  });
});
