import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoadingScreen } from "./loading-screen";

/**
 * The loading screen of spec §2. Checked here rather than in e2e: every page
 * renders per request, so Next prefetches no loading state and the fallback only
 * shows while a server render is slow — no browser test can hold it reliably.
 * Every screen segment's loading.tsx re-exports it (see loading-screens.test.ts).
 */
describe("loading screen", () => {
  it("announces 'Loading' and 'Please wait while we prepare your experience' as a status", () => {
    const html = renderToStaticMarkup(<LoadingScreen />);
    expect(html).toMatch(/role="status"/);
    expect(html).toMatch(/>Loading</);
    expect(html).toContain("Please wait while we prepare your experience");
  });
});
