import { dispatch } from "@/lib/api/dispatch";

// One route handler for the whole API contract (lib/api/contract.ts). next-auth's
// own routes under /api/auth/* are more specific and take precedence. Every
// method is routed to the dispatcher, so an unknown one (TRACE, PROPFIND…) gets
// the contract's JSON 405 rather than Next's default answer.
export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Ctx): Promise<Response> {
  const { path } = await params;
  return dispatch(request, `/${path.join("/")}`);
}

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
