import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of the app that sends one page's HTML in two parts: everything before `splitBefore`,
 * then, `pauseMs` later, the rest, as a slow network or a busy phone delivers a document to the parser.
 * Every other request passes straight through. Cookies are not bound to a port, so the signed-in
 * state of the app's origin (localhost) goes along. Returns the proxy's origin, how many times it cut the
 * page (a page without `splitBefore` goes whole, and a test should see that it did not) and a way to stop it.
 */
export async function splitDocumentProxy(target: string, path: string, splitBefore: string, pauseMs: number) {
  const upstream = new URL(target);
  let splits = 0;
  const server = http.createServer((req, res) => {
    const isPage = req.method === "GET" && req.url === path && !req.headers["rsc"];
    const headers = { ...req.headers, host: upstream.host };
    // The page whole and uncompressed, so it can be cut at a place in its text.
    if (isPage) headers["accept-encoding"] = "identity";
    const forward = http.request({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      if (!isPage) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const html = Buffer.concat(chunks).toString("utf8");
        const at = html.indexOf(splitBefore);
        // Sent in two writes, chunked: the length the app gave no longer describes how it is sent.
        const rest = { ...answer.headers };
        delete rest["content-length"];
        res.writeHead(answer.statusCode ?? 502, rest);
        if (at < 0) return res.end(html);
        splits++;
        res.write(html.slice(0, at));
        setTimeout(() => res.end(html.slice(at)), pauseMs);
      });
    });
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  // Every interface, as the app's server listens: the browser may reach localhost over IPv4 or IPv6.
  await new Promise<void>((listening) => server.listen(0, listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    splits: () => splits,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        // The browser keeps its connections open; close would wait for them.
        server.closeAllConnections();
      }),
  };
}
