import { dispatch } from "./dispatch";

/**
 * The API's one route handler (app/api/[...path]/route.ts exports it for every
 * method): the catch-all's path segments, joined, are the contract row's path.
 * The production server also calls it directly for API reads (lib/server/direct-api.ts).
 */
export async function apiRouteHandler(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  return dispatch(request, `/${path.join("/")}`);
}
