import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TryAgain } from "./try-again";

/** The page shown when a page failed to render: it names itself in the document title too (axe: document-title). */
describe("try again", () => {
  it("gives the document a title and one h1", () => {
    const html = renderToStaticMarkup(<TryAgain reset={() => undefined} digest="abc123" />);
    expect(html).toContain("<title>We could not load this page · Hiring Platform</title>");
    expect(html.match(/<h1/g)).toHaveLength(1);
  });
});
