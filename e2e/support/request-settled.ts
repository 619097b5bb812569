import type { Page, Request } from "@playwright/test";

/**
 * Resolves once a request the predicate picks has finished or failed. Next often hangs up on its
 * own requests once it has read what it needs, or drops one a newer navigation makes stale, so an
 * aborted request counts as settled (waiting for "requestfinished" alone hung on those).
 * Start it before the action that sends the request.
 */
export const requestSettled = (page: Page, pick: (request: Request) => boolean) =>
  new Promise<void>((resolve) => {
    const settle = (request: Request) => {
      if (!pick(request)) return;
      page.off("requestfinished", settle).off("requestfailed", settle);
      resolve();
    };
    page.on("requestfinished", settle).on("requestfailed", settle);
  });
