import { apiRouteHandler as handle } from "@/lib/api/route-handler";

// One route handler for the whole API contract (lib/api/contract.ts). next-auth's
// own routes under /api/auth/* are more specific and take precedence. Every
// method is routed to the dispatcher, so an unknown one (TRACE, PROPFIND…) gets
// the contract's JSON 405 rather than Next's default answer. The production
// server answers GET and HEAD with this same handler without Next's pipeline
// (lib/server/direct-api.ts).
export const dynamic = "force-dynamic";

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
