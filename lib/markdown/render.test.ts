import { describe, expect, it } from "vitest";
import { markdownToText, renderMarkdown } from "./render";

describe("renderMarkdown", () => {
  it("renders headings one level down (the page owns the h1), lists and emphasis", () => {
    const html = renderMarkdown("# Engineer\n\n## Role\n\n- **Build** things\n- Ship");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<h2>Engineer</h2>");
    expect(html).toContain("<h3>Role</h3>");
    expect(html).toContain("<li><strong>Build</strong> things</li>");
  });

  it("shows raw HTML as text instead of running it", () => {
    const html = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror="alert(2)">');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops relative links a browser would read as another site ('/\\evil.example'), keeping their text", () => {
    const html = renderMarkdown("[a](/\\evil.example) [b](/\\/evil.example) [ok](/jobs/7)");
    expect(html).not.toContain("evil.example");
    expect(html).toContain('href="/jobs/7"');
    expect(html).toMatch(/>a<|\ba\b/);
  });

  it("drops javascript: links but keeps their text", () => {
    const html = renderMarkdown("[click](javascript:alert(1)) and [site](https://example.com)");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("click");
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener">site</a>');
  });

  it("drops images", () => {
    expect(renderMarkdown("![tracker](https://evil.example/p.gif)")).not.toContain("<img");
  });

  it("makes a short plain-text summary", () => {
    expect(markdownToText("## Role\n\nWe build **fast** & safe <b>apps</b>.", 40)).toBe("Role We build fast & safe <b>apps</b>.");
    expect(markdownToText("word ".repeat(100), 20).length).toBeLessThanOrEqual(20);
    // An emoji or a word at the cut: neither half an emoji ("�" in a link preview) nor half a word.
    for (let n = 135; n < 160; n++) {
      const source = `${"a".repeat(n)} 🚀🚀 مرحبا بكم في فريقنا 👩‍💻`;
      const text = markdownToText(source, 160);
      expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      expect(source.startsWith(text.slice(0, -1))).toBe(true);
      expect(source[text.length - 1]).toMatch(/\s/);
    }
  });
});
