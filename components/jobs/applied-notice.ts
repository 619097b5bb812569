/** The "You applied on …" line of a job page, which replaces the apply form after a refresh. */
export const APPLIED_NOTICE_ID = "applied-notice";
/** The heading of a job page's Apply section: it stays while the form and the notice take turns below it. */
export const JOB_ACTION_ID = "job-action";

/**
 * Focuses the element with this id as soon as it is in the page (a refresh is putting it there), so a
 * keyboard user is not left on <body> when the control they used disappears. Gives up after `ms`.
 */
export function focusWhenShown(id: string, ms = 5_000): void {
  const found = () => {
    const el = document.getElementById(id);
    el?.focus();
    return Boolean(el);
  };
  if (found()) return;
  const observer = new MutationObserver(() => found() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), ms);
}
