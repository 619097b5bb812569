/** The longest search text any list takes: the schemas' rule and the search boxes' maxlength (no zod here, so a box can import it cheaply). */
export const SEARCH_MAX = 200;

/** The longest one skill, tag or specialism may be, on a job post and on a profile: the schemas' rule and the chip boxes' maxlength. */
export const TAG_MAX = 60;
