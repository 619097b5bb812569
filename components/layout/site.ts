/** Product name shown in the header, the footer and page titles. */
export const SITE_NAME = "Hiring Platform";
export const SITE_DESCRIPTION =
  "Post jobs with an AI interviewer that turns a short conversation into a complete job description and interview questions; candidates find and apply to open roles.";
/** Open Graph locale of every page (the product speaks English). */
export const SITE_LOCALE = "en_US";
