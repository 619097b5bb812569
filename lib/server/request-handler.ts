import type http from "node:http";
import { performance } from "node:perf_hooks";
import { claimedUserId } from "@/lib/log/claimed-user";
import type { Logger } from "@/lib/log/logger";
import { RETRY_AFTER_SECONDS, databaseUnavailable } from "@/lib/ops/db-state";
import { REQUEST_ID_HEADER, endRequest, isSafeRequestId, newRequestId, trackRequest } from "@/lib/ops/request-context";
import { CLIENT_IP_HEADER, clientAddress } from "@/lib/security/client-ip";
import { REFUSED_PAGE_PATH, apiRefusal, isApiPath, rawRequestProblem } from "./raw-request";
import { keepRscQueryOnRedirect } from "./rsc-redirect";

export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

export type RequestHandlerOptions = {
  /** Next's request handler (or, in tests, anything with its signature). */
  handle: NodeHandler;
  logger: Logger;
  production: boolean;
  /** Proxies of ours in front (TRUSTED_PROXY_HOPS): only then is an incoming X-Request-Id kept. */
  trustedProxyHops: number;
  /** The route pattern of a page path (lib/server/route-pattern.ts). */
  routeOf: (pathname: string) => string;
};

/** Load-balancer probes poll every second: their successful answers are logged at debug level only. */
const PROBES = new Set(["/api/health", "/api/ready"]);

/**
 * Every request of the production server, before Next: a request id (answered
 * in X-Request-Id, used by every error body and the log line), the client
 * address, requests Next cannot answer well (lib/server/raw-request.ts), a page
 * that failed while the database is down turned into a 503 with Retry-After,
 * a page redirect of the router's RSC fetch keeping its `_rsc` (./rsc-redirect.ts),
 * and one JSON log line when the answer is finished: time, request id, method,
 * route pattern, status, duration, user id when signed in, and `via: "direct"` for an
 * API read answered without Next (lib/server/direct-api.ts).
 */
export function createRequestHandler(options: RequestHandlerOptions) {
  const { handle, logger, production, trustedProxyHops, routeOf } = options;
  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const started = performance.now();
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = trustedProxyHops > 0 && typeof incoming === "string" && isSafeRequestId(incoming) ? incoming : newRequestId();
    // Ours alone, like the client address: a client's own values are overwritten.
    req.headers[REQUEST_ID_HEADER] = id;
    req.headers[CLIENT_IP_HEADER] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxyHops);
    res.setHeader("X-Request-Id", id);
    const facts = trackRequest(id);
    const method = req.method ?? "GET";
    const pathname = (req.url ?? "/").split("?")[0]!;
    const api = isApiPath(req.url);

    res.once("close", () => {
      endRequest(id);
      const line = {
        reqId: id,
        method,
        route: facts.route ?? routeOf(pathname),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(facts.via ? { via: facts.via } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      const write = (userId: number | undefined) => {
        const entry = userId === undefined ? line : { ...line, userId };
        // A probe's 503 is its normal "not ready" answer, not a failure.
        if (PROBES.has(pathname)) logger[res.statusCode < 400 ? "debug" : "warn"](entry, "request");
        // 503 is the known "database briefly away" answer (its cause is logged once, as a warning).
        else if (res.statusCode === 503) logger.warn(entry, "request");
        else if (res.statusCode >= 500) logger.error(entry, "request");
        else logger.info(entry, "request");
      };
      if (facts.userId !== undefined) write(facts.userId);
      else void claimedUserId(req.headers.cookie).then(write, () => write(undefined));
    });

    if (!api) {
      answerPageOutageWith503(res);
      keepRscQueryOnRedirect(req, res);
    }

    const problem = rawRequestProblem(req.method, req.url);
    if (!problem) return void handle(req, res);
    if (api) {
      const answer = apiRefusal(problem, production, id);
      res.writeHead(answer.status, answer.headers);
      return void res.end(req.method === "HEAD" ? undefined : answer.body);
    }
    // A page: Next renders the not-found page for a path that does not exist; the status is ours.
    req.method = "GET";
    req.url = REFUSED_PAGE_PATH;
    overrideStatus(res, () => problem.status);
    if (problem.status === 405) res.setHeader("allow", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    void handle(req, res);
  };
}

/**
 * A page whose rendering failed because the database cannot be reached is a
 * 503 with Retry-After (the error page says to try again in a moment), not a
 * 500: the failure is temporary and a load balancer or crawler should treat it so.
 */
function answerPageOutageWith503(res: http.ServerResponse): void {
  overrideStatus(res, (status) => {
    if (status < 500 || status === 503 || !databaseUnavailable()) return status;
    res.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
    return 503;
  });
}

/** Rewrites the status at the moment the head is written (Node routes an implicit head through writeHead too). */
function overrideStatus(res: http.ServerResponse, decide: (status: number) => number): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => http.ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => writeHead(decide(status), ...rest)) as typeof res.writeHead;
}
