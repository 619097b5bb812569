import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashInlineScripts } from "./hashed-html";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("hashInlineScripts", () => {
  const flight = `self.__next_f.push([1,"a \\u003cb\\u003e é \\"nonce\\""])`;
  const rendered =
    `<!DOCTYPE html><html><head><link rel="preload" as="script" nonce="N0nce==" href="/_next/static/chunks/a.js"/>` +
    `<script src="/_next/static/chunks/a.js" async="" nonce="N0nce=="></script>` +
    `<script type="application/ld+json">{"@type":"JobPosting"}</script></head>` +
    `<body><p>nonce=&quot;kept&quot; text</p><script nonce="N0nce==">(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script nonce="N0nce==">${flight}</script><script>${flight}</script></body></html>`;
  const { html, scriptHashes } = hashInlineScripts(rendered);

  it("lists each inline script that runs by the SHA-256 of its exact text, once", () => {
    expect(scriptHashes).toEqual([sha("(self.__next_f=self.__next_f||[]).push([0])"), sha(flight)]);
  });

  it("leaves external scripts (allowed by 'self') and JSON-LD data blocks out", () => {
    expect(scriptHashes).not.toContain(sha(`{"@type":"JobPosting"}`));
    expect(scriptHashes).not.toContain(sha(""));
  });

  it("drops every nonce attribute and changes nothing else", () => {
    expect(html).not.toMatch(/nonce="/);
    expect(html).toBe(rendered.replaceAll(` nonce="N0nce=="`, ""));
    expect(html).toContain(`<p>nonce=&quot;kept&quot; text</p>`);
  });

  it("hashes what stays in the document, so the header matches the body", () => {
    const bodies = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sha(m[1]!));
    expect(new Set(bodies)).toEqual(new Set(scriptHashes));
  });
});
