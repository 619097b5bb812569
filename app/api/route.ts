import { apiRouteHandler } from "@/lib/api/route-handler";

// /api itself: the contract dispatcher's JSON 404 (and 405s), like every other address under /api.
export const dynamic = "force-dynamic";

const handle = (request: Request) => apiRouteHandler(request, { params: Promise.resolve({ path: [] }) });

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
