import { AppError, badRequest, notFound, type ErrorCode } from "@/lib/errors";
import { errorResponse } from "@/lib/api/respond";
import { isCrossSiteWrite } from "@/lib/security/same-origin";

/**
 * next-auth's own actions (/api/auth/<action>/…); anything else is not a route of ours. Its `_log` (where its
 * browser client reports errors, a client this app does not load) is left out: it wrote whatever anyone
 * posted to the server log at level error.
 */
const ACTIONS = new Set(["csrf", "session", "providers", "signin", "signout", "callback", "error"]);
/** next-auth draws its own HTML pages for these on GET (this app has /login and its own sign-out): not served. */
const NO_GET = new Set(["signout"]);
/** The actions that take a POST, and the bodies next-auth reads. */
const POSTS = new Set(["signin", "callback", "signout", "session"]);
const BODY = /^(?:application\/json|application\/x-www-form-urlencoded)\b/i;

const STATUS_CODE: Record<number, ErrorCode> = { 400: "BAD_REQUEST", 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED" };

type Context = { params: Promise<{ nextauth?: string[] }> };
type Handler = (req: Request, ctx: Context) => Promise<Response> | Response;

/**
 * next-auth's route handler behind the API's answers for what it does not handle itself: an unknown action
 * is our JSON 404 (next-auth says "not supported" in plain text), a POST from another site's page is a 403, a JSON body that does not parse is a 400
 * (next-auth throws: a 500 and two error lines in the log per request, which anyone could send), and a
 * method other than GET or POST is a JSON 405.
 */
export function nextAuthRoute(handler: Handler) {
  const notAllowed = () => errorResponse(new AppError("METHOD_NOT_ALLOWED", "Use GET or POST for this address.", { headers: { allow: "GET, POST" } }));
  const guarded = async (req: Request, ctx: Context): Promise<Response> => {
    const action = (await ctx.params).nextauth?.[0] ?? "";
    if (!ACTIONS.has(action) || (req.method !== "POST" && NO_GET.has(action))) return errorResponse(notFound("Not found"));
    // HEAD is answered as GET without its body (next-auth itself refuses HEAD).
    if (req.method === "HEAD") {
      const res = await guarded(new Request(req.url, { method: "GET", headers: req.headers }), ctx);
      return new Response(null, { status: res.status, headers: res.headers });
    }
    if (req.method === "POST") {
      if (!POSTS.has(action)) return notAllowed();
      // Its writes (sign-in, sign-out, the session's update) come from our own pages only, as the API's do: next-auth's
      // CSRF token alone stood between another site's form and a sign-in (the providers are credentials only, so no
      // identity provider ever posts back here).
      if (isCrossSiteWrite(req)) return errorResponse(new AppError("FORBIDDEN", "This request came from another site and was refused."));
      const type = req.headers.get("content-type") ?? "";
      if (!BODY.test(type)) return errorResponse(new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON or as a form."));
      if (/json/i.test(type)) {
        try {
          JSON.parse(await req.clone().text());
        } catch {
          return errorResponse(badRequest("The request body is not valid JSON."));
        }
      }
    }
    // next-auth answers what it does not take in plain text ("[object Object]", "This action … is not supported"): the API's shape instead.
    const res = await handler(req, ctx);
    if (res.status < 400 || /json/i.test(res.headers.get("content-type") ?? "")) return res;
    const code = STATUS_CODE[res.status] ?? (res.status >= 500 ? "INTERNAL" : "BAD_REQUEST");
    return errorResponse(new AppError(code, code === "INTERNAL" ? "Something went wrong on our side. Please try again." : "This request is not one the sign-in routes take."));
  };

  return { GET: guarded, HEAD: guarded, POST: guarded, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed };
}
