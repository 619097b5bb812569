/** The longest search text any list takes: the schemas' rule and the search boxes' maxlength (no zod here, so a box can import it cheaply). */
export const SEARCH_MAX = 200;
