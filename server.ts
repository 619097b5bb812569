/**
 * The production server: Next's request handler behind a plain node:http server
 * (Next's documented "custom server"), so that every request gets an id and a
 * log line, requests Next itself cannot answer well are answered here first, and
 * a stop is graceful (lib/server/request-handler.ts, lib/server/graceful.ts).
 * `npm run build` bundles this file to dist/server.mjs (esbuild, packages left
 * external); `npm start` runs it. Same settings as `next start`: PORT, HOSTNAME.
 */
import http from "node:http";
import path from "node:path";

// As `next start` does: a production server, unless told otherwise. Set before
// anything reads the environment (lib/env.ts reads it once, at import).
(process.env as Record<string, string | undefined>).NODE_ENV ??= "production";
const [{ default: next }, { env, productionStartProblem }, { apiRefusal }] = await Promise.all([
  import("next"),
  import("@/lib/env"),
  import("@/lib/server/raw-request"),
]);

const startProblem = productionStartProblem();
if (startProblem) {
  console.error(startProblem);
  process.exit(1);
}

const [{ getLogger }, { routeConsoleToLogger }, { createRequestHandler }, { loadRoutePatterns }, graceful, { closeDb, databaseKind }, backup, direct, compiledApi, { createStaticAssets }] =
  await Promise.all([
    import("@/lib/log/logger"),
    import("@/lib/log/console"),
    import("@/lib/server/request-handler"),
    import("@/lib/server/route-pattern"),
    import("@/lib/server/graceful"),
    import("@/db/client"),
    import("@/lib/ops/backup-signal"),
    import("@/lib/server/direct-api"),
    import("@/lib/server/compiled-api-route"),
    import("@/lib/server/static-assets"),
  ]);

const logger = getLogger();
// Next's and libraries' console.error/warn become JSON lines with the error's cause and stack.
routeConsoleToLogger(logger);

const port = Number(env.PORT ?? 3000);
const hostname = env.HOSTNAME;
const production = env.NODE_ENV === "production";

const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? "localhost", port });
await app.prepare();
const nextHandle = app.getRequestHandler();

// API reads skip Next's routing and response pipeline (lib/server/direct-api.ts); writes and pages go through Next.
const apiRoute = await compiledApi.loadCompiledApiRoute(path.join(process.cwd(), ".next"));
if ("problem" in apiRoute) logger.warn({ problem: apiRoute.problem }, "API reads go through Next: the compiled API route could not be loaded");
const directApi = "problem" in apiRoute ? null : direct.createDirectApi({ ...apiRoute, production });
// The build's scripts and styles, compressed once by `npm run build` (lib/server/static-assets.ts).
const staticAssets = createStaticAssets({
  dir: path.join(process.cwd(), ".next", "static"),
  production,
  onGone: (error) => logger.error({ err: error }, "a build file known at start is gone: was the build run again under this server? Restart it"),
});

const server = http.createServer(
  createRequestHandler({
    handle: (req, res) => staticAssets(req, res) || directApi?.(req, res) || nextHandle(req, res),
    logger,
    production,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    routeOf: loadRoutePatterns(),
  }),
);
const inFlight = graceful.trackInFlight(server);

// Requests Node's HTTP parser refuses before any handler runs (a method it does
// not know, like TRACK; a malformed request line or header): the same JSON 400,
// with the security headers, instead of Node's bare answer. The path is unknown
// at this point, so every such answer is the API's shape.
server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
  if (!socket.writable || err.code === "ECONNRESET") return void socket.destroy();
  const answer = apiRefusal({ status: 400, code: "BAD_REQUEST", message: "The request could not be read." }, production, crypto.randomUUID());
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
  logger.info({ port, database: databaseKind() }, "server started");
});

// The embedded database belongs to this process: `npm run db:backup` asks it for a copy with SIGUSR2.
if (databaseKind() === "pglite") backup.serveBackupRequests(env.PGLITE_DIR, env.S3_BUCKET ? null : env.UPLOAD_DIR);

/**
 * SIGTERM/SIGINT: stop taking connections, let in-flight requests finish (at most
 * 10 s), run the shutdown hooks (lib/server/shutdown.ts), then close the pool or
 * the embedded database cleanly. A second signal exits at once.
 */
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    for (const again of ["SIGTERM", "SIGINT"] as const) process.once(again, () => process.exit(1));
    logger.info({ signal, inFlight: inFlight.size() }, "stopping: draining in-flight requests");
    void (async () => {
      const report = await graceful.stopGracefully(server, inFlight, { graceMs: 10_000 });
      for (const failure of report.hookFailures) logger.error({ err: failure.error, hook: failure.name }, "a shutdown hook failed");
      if (!report.finished) logger.warn({ cut: report.cut }, "grace period over: unfinished requests were cut");
      try {
        await closeDb({ forShutdown: true });
      } catch (error) {
        logger.error({ err: error }, "closing the database failed");
      }
      logger.info({ signal }, "stopped");
      process.exit(0);
    })();
  });
}
