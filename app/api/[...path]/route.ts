import { dispatch } from "@/lib/api/dispatch";

// One route handler for the whole API contract (lib/api/contract.ts). next-auth's
// own routes under /api/auth/* are more specific and take precedence.
export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Ctx): Promise<Response> {
  const { path } = await params;
  return dispatch(request, `/${path.join("/")}`);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
