import type http from "node:http";
import type { Readable } from "node:stream";
import sirv from "sirv";
import { baseSecurityHeaders } from "@/lib/security/headers";

/** Where Next serves its build output; every name under it carries a content hash. */
export const STATIC_PREFIX = "/_next/static/";
const YEAR_SECONDS = 31_536_000;
const TEXT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

/**
 * Next's build output (`.next/static`) answered by the production server itself, from the files
 * `npm run build` compressed once (lib/server/precompress.ts): brotli for a browser that accepts it,
 * else gzip, else the file, with `Vary: Accept-Encoding`, an ETag and a year's immutable caching, as
 * Next answers them. Next would gzip every script again for every page load, at level 6 — 33 ms of
 * server CPU for the landing page's assets (`npm run bench -- --only static`; 5 ms from these files).
 * sirv reads the directory once at start (no file-system lookup per request, no path outside it);
 * a name it does not know goes on to Next (its not-found page). Any other method than GET and HEAD
 * is a 405 here (Next answered a POST to a script with a 500).
 *
 * A file that was there at start but is gone when asked for (a build run in place under a running
 * server) has had its 200 and headers sent before the read fails: the connection is closed, so the
 * browser sees a failed load at once, and `onGone` says which file — before, the read's error was an
 * uncaught exception and the request hung until the client gave up.
 */
export function createStaticAssets(options: {
  dir: string;
  production: boolean;
  onGone?: (error: Error) => void;
}): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const security = baseSecurityHeaders({ production: options.production });
  const secure = (res: http.ServerResponse) => {
    for (const { key, value } of security) res.setHeader(key, value);
  };
  const serve = sirv(options.dir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    maxAge: YEAR_SECONDS,
    immutable: true,
    setHeaders: (res, pathname) => {
      secure(res);
      // sirv's type without a charset; the build writes UTF-8.
      const type = TEXT_TYPES[pathname.slice(pathname.lastIndexOf("."))];
      if (type) res.setHeader("Content-Type", type);
    },
  });
  return (req, res) => {
    const url = req.url ?? "";
    if (!url.startsWith(STATIC_PREFIX)) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      secure(res);
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return true;
    }
    let missed = false;
    // sirv pipes a read stream into the response (Writable's 'pipe' event hands it over) and
    // listens for none of its errors.
    const onPipe = (source: Readable) =>
      source.once("error", (error) => {
        options.onGone?.(error);
        res.destroy();
      });
    res.once("pipe", onPipe);
    // sirv resolves req.url against its directory, so it sees the part after the prefix; it has
    // chosen the file (or called back) by the time it returns, and Next gets the URL as it came.
    req.url = url.slice(STATIC_PREFIX.length - 1);
    try {
      serve(req, res, () => {
        missed = true;
      });
    } finally {
      req.url = url;
      res.off("pipe", onPipe);
    }
    return !missed;
  };
}
