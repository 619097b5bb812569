import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import Loading from "./loading";

/**
 * The loading screen of spec §2. Checked here rather than in e2e: every page
 * renders per request, so Next prefetches no loading state and the fallback only
 * shows while a server render is slow — no browser test can hold it reliably.
 * app/loading.tsx sits at the root, so it is the fallback of every page.
 */
describe("loading screen", () => {
  it("announces 'Loading' and 'Please wait while we prepare your experience' as a status", () => {
    const html = renderToStaticMarkup(<Loading />);
    expect(html).toMatch(/role="status"/);
    expect(html).toMatch(/>Loading</);
    expect(html).toContain("Please wait while we prepare your experience");
  });
});
