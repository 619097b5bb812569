/** Product name shown in the header, the footer and page titles. */
export const SITE_NAME = "Hiring Platform";
/** A page's title on the tab: the root layout's metadata template, and DocumentTitle's. */
export const TITLE_TEMPLATE = `%s · ${SITE_NAME}`;
export const tabTitle = (pageTitle: string) => TITLE_TEMPLATE.replace("%s", pageTitle);
export const SITE_DESCRIPTION =
  "Post jobs with an AI interviewer that turns a short conversation into a complete job description and interview questions; candidates find and apply to open roles.";
/** Open Graph locale of every page (the product speaks English). */
export const SITE_LOCALE = "en_US";
