/**
 * The chat's size bounds, with no imports: the composer (a client component) counts against the same cap
 * as the API's schema without bringing zod into the /chat bundle (26 kB brotli, for one number).
 */
export const MAX_CHAT_MESSAGE_CHARS = 2000;
export const CHAT_PAGE_SIZE = 20;
