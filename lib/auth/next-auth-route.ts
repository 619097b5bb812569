import { AppError, badRequest, notFound } from "@/lib/errors";
import { errorResponse } from "@/lib/api/respond";

/** next-auth's own actions (/api/auth/<action>/…); anything else is not a route of ours. */
const ACTIONS = new Set(["csrf", "session", "providers", "signin", "signout", "callback", "_log", "error", "verify-request"]);

type Context = { params: Promise<{ nextauth?: string[] }> };
type Handler = (req: Request, ctx: Context) => Promise<Response> | Response;

/**
 * next-auth's route handler behind the API's answers for what it does not handle itself: an unknown action
 * is our JSON 404 (next-auth says "not supported" in plain text), a JSON body that does not parse is a 400
 * (next-auth throws: a 500 and two error lines in the log per request, which anyone could send), and a
 * method other than GET or POST is a JSON 405.
 */
export function nextAuthRoute(handler: Handler) {
  const guarded = async (req: Request, ctx: Context): Promise<Response> => {
    const action = (await ctx.params).nextauth?.[0] ?? "";
    if (!ACTIONS.has(action)) return errorResponse(notFound("Not found"));
    if (req.method === "POST" && /json/i.test(req.headers.get("content-type") ?? "")) {
      try {
        JSON.parse(await req.clone().text());
      } catch {
        return errorResponse(badRequest("The request body is not valid JSON."));
      }
    }
    return handler(req, ctx);
  };
  const notAllowed = () => errorResponse(new AppError("METHOD_NOT_ALLOWED", "Use GET or POST for this address.", { headers: { allow: "GET, POST" } }));
  return { GET: guarded, POST: guarded, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed };
}
