import type { Locator, Page } from "@playwright/test";

/**
 * The visible element with this test id, as a user would find it. A strict locator fails at once,
 * without waiting, when it matches twice, and a page can briefly hold a hidden copy of its content:
 * React keeps a streamed boundary in a hidden div#S:0 until its batched reveal (up to 300 ms after
 * the load), and if anything makes React render that boundary on the client meanwhile (a context
 * change above it did, until the sign-in state became a store: e2e/hydration.spec.ts), both copies
 * are in the DOM for that moment.
 */
export const byTestId = (scope: Page | Locator, id: string): Locator => scope.getByTestId(id).filter({ visible: true });
