// /api itself: the contract dispatcher's JSON 404 (and 405s), like every other address under /api.
export const dynamic = "force-dynamic";
export { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } from "./[...path]/route";
