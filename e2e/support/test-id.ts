import type { Locator, Page } from "@playwright/test";

/**
 * The visible element with this test id. Right after a streamed page's load event its content
 * can be in the DOM twice for a moment: React reveals streamed Suspense boundaries in batches (up
 * to 300 ms later) and keeps the streamed copy in a hidden div#S:0 until then, while the hydrated
 * client may already have rendered the same content (seen in 1 of 30 loads of /managejobs). A
 * bare getByTestId then matches both, and a strict locator fails at once instead of waiting.
 */
export const byTestId = (scope: Page | Locator, id: string): Locator => scope.getByTestId(id).filter({ visible: true });
