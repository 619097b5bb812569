/**
 * The production server: Next's request handler behind a plain node:http server
 * (Next's documented "custom server"), so that requests Next itself cannot
 * answer well are answered here first (lib/server/raw-request.ts). `npm run build`
 * bundles this file to dist/server.mjs (esbuild, packages left external);
 * `npm start` runs it. Same settings as `next start`: PORT, HOSTNAME.
 */
import http from "node:http";

// As `next start` does: a production server, unless told otherwise. Set before
// anything reads the environment (lib/env.ts reads it once, at import).
(process.env as Record<string, string | undefined>).NODE_ENV ??= "production";
const [{ default: next }, { env }, { REFUSED_PAGE_PATH, apiRefusal, isApiPath, rawRequestProblem }, { CLIENT_IP_HEADER, clientAddress }] =
  await Promise.all([import("next"), import("@/lib/env"), import("@/lib/server/raw-request"), import("@/lib/security/client-ip")]);

const { productionStartProblem } = await import("@/lib/env");
const startProblem = productionStartProblem();
if (startProblem) {
  console.error(startProblem);
  process.exit(1);
}

const port = Number(env.PORT ?? 3000);
const hostname = env.HOSTNAME;
const production = env.NODE_ENV === "production";

const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();

await app.prepare();

const server = http.createServer((req, res) => {
  // Ours alone: a client's own x-client-ip is overwritten (lib/security/client-ip.ts).
  req.headers[CLIENT_IP_HEADER] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], env.TRUSTED_PROXY_HOPS);
  const problem = rawRequestProblem(req.method, req.url);
  if (!problem) return void handle(req, res);
  if (isApiPath(req.url)) {
    const answer = apiRefusal(problem, production);
    res.writeHead(answer.status, answer.headers);
    return void res.end(req.method === "HEAD" ? undefined : answer.body);
  }
  // A page: Next renders the not-found page for a path that does not exist; the status is ours.
  req.method = "GET";
  req.url = REFUSED_PAGE_PATH;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => http.ServerResponse;
  res.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(problem.status, ...rest)) as typeof res.writeHead;
  if (problem.status === 405) res.setHeader("allow", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  void handle(req, res);
});

// Requests Node's HTTP parser refuses before any handler runs (a method it does
// not know, like TRACK; a malformed request line or header): the same JSON 400,
// with the security headers, instead of Node's bare answer. The path is unknown
// at this point, so every such answer is the API's shape.
server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
  if (!socket.writable || (err as { code?: string }).code === "ECONNRESET") return void socket.destroy();
  const answer = apiRefusal({ status: 400, code: "BAD_REQUEST", message: "The request could not be read." }, production);
  const head = Object.entries({ ...answer.headers, "content-length": String(Buffer.byteLength(answer.body)), connection: "close" })
    .map(([k, v]) => `${k}: ${v}`)
    .join("\r\n");
  socket.end(`HTTP/1.1 400 Bad Request\r\n${head}\r\n\r\n${answer.body}`);
});
// Longer than any proxy's or client's idle timeout, so the server never closes a
// kept-alive connection just as a client sends its next request on it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? "localhost"}:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // In-flight requests get a bounded grace period.
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
