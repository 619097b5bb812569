import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseSecurityHeaders } from "@/lib/security/headers";
import { COMPILE_HINT, addCompileHints } from "@/lib/server/compile-hints";
import { precompressDir } from "@/lib/server/precompress";
import { createStaticAssets } from "@/lib/server/static-assets";

/**
 * Next's build output served by the production server from files compressed once at build
 * (lib/server/precompress.ts, lib/server/static-assets.ts), on a real node:http server: the
 * encoding a browser accepts, the headers Next gives these files, and everything else left to Next.
 */
let root: string;
let server: http.Server;
let base: string;
// Far more than 1 kB and repetitive, like a bundle; a file below 1 kB; and a non-text file.
const script = `(globalThis.chunks ||= []).push(${JSON.stringify(Array.from({ length: 400 }, (_, i) => `export const value${i} = "é${i}";`))});\n`;
const tiny = "console.log(1);\n";
const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "static-assets-"));
  mkdirSync(path.join(root, "chunks"));
  writeFileSync(path.join(root, "chunks", "app.js"), script);
  writeFileSync(path.join(root, "chunks", "tiny.js"), tiny);
  writeFileSync(path.join(root, "chunks", "style.css"), `.a{color:red}\n`.repeat(200));
  writeFileSync(path.join(root, "logo.png"), png);
  writeFileSync(path.join(root, "..", `${path.basename(root)}-secret.txt`), "not for the web");
  await precompressDir(root);
  const serve = createStaticAssets({ dir: root, production: true });
  server = http.createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(418).end("left to Next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(path.join(root, "..", `${path.basename(root)}-secret.txt`), { force: true });
});

/** A raw GET (fetch would decode the body): status, headers and the bytes as sent. */
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("precompressing the build output", () => {
  it("writes brotli and gzip beside each text file of 1 kB or more, and nothing for small or binary files", () => {
    const names = readdirSync(path.join(root, "chunks")).sort();
    expect(names).toEqual(["app.js", "app.js.br", "app.js.gz", "style.css", "style.css.br", "style.css.gz", "tiny.js"]);
    expect(readdirSync(root)).not.toContain("logo.png.br");
  });
});

describe("V8's compile hint on the runtime chunks", () => {
  it("starts each of the build manifest's root main files with it, once, and leaves every other chunk alone", async () => {
    const nextDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    try {
      mkdirSync(path.join(nextDir, "static", "chunks"), { recursive: true });
      const chunk = (name: string) => path.join(nextDir, "static", "chunks", name);
      writeFileSync(chunk("runtime.js"), "(()=>{})();\n");
      writeFileSync(chunk("route.js"), "(()=>{})();\n");
      writeFileSync(path.join(nextDir, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/runtime.js"], polyfillFiles: [] }));
      expect(await addCompileHints(nextDir)).toEqual(["static/chunks/runtime.js"]);
      await addCompileHints(nextDir);
      expect(readFileSync(chunk("runtime.js"), "utf8")).toBe(`${COMPILE_HINT}(()=>{})();\n`);
      expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
      expect(readFileSync(chunk("route.js"), "utf8")).toBe("(()=>{})();\n");
    } finally {
      rmSync(nextDir, { recursive: true, force: true });
    }
  });
});

describe("serving /_next/static/", () => {
  it("sends brotli to a browser that accepts it, with the headers Next gives a build file", async () => {
    const res = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString("utf8")).toBe(script);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(res.headers["content-length"]).toBe(String(res.body.length));
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    for (const { key, value } of baseSecurityHeaders({ production: true })) expect(res.headers[key.toLowerCase()]).toBe(value);
  });

  it("sends gzip when only gzip is accepted, and the file itself when nothing is", async () => {
    const gz = await get("/_next/static/chunks/style.css", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(gunzipSync(gz.body).toString("utf8")).toBe(`.a{color:red}\n`.repeat(200));

    const plain = await get("/_next/static/chunks/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(script);
    // A file too small to compress is sent as it is, whatever the browser accepts.
    const small = await get("/_next/static/chunks/tiny.js", { "accept-encoding": "br, gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString("utf8")).toBe(tiny);
  });

  it("answers a repeated request carrying the ETag with 304, and HEAD without a body", async () => {
    const first = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const again = await get("/_next/static/chunks/app.js", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leaves unknown names, paths out of the directory and other paths to Next", async () => {
    for (const pathname of [
      "/_next/static/chunks/missing.js",
      `/_next/static/../${path.basename(root)}-secret.txt`,
      `/_next/static/%2e%2e/${path.basename(root)}-secret.txt`,
      "/_next/static/chunks/%E0%A4%A",
      "/_next/image?url=x",
      "/chunks/app.js",
    ]) {
      const res = await get(pathname);
      expect([pathname, res.status, res.body.toString("utf8")]).toEqual([pathname, 418, "left to Next"]);
    }
  });

  it("closes the connection at once, and says so, when a file known at start is gone (a build run in place)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "static-gone-"));
    const gone: Error[] = [];
    mkdirSync(path.join(dir, "chunks"));
    writeFileSync(path.join(dir, "chunks", "old.js"), script);
    await precompressDir(dir);
    // The directory is read when the handler is made, as at the server's start.
    const serve = createStaticAssets({ dir, production: true, onGone: (error) => gone.push(error) });
    const other = http.createServer((req, res) => {
      if (!serve(req, res)) res.writeHead(418).end();
    });
    try {
      await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/_next/static/chunks/old.js`;
      const ask = () =>
        new Promise<string>((resolve) => {
          const req = http.get(url, { headers: { "accept-encoding": "br" } }, (res) => {
            res.on("data", () => {});
            res.on("end", () => resolve(`complete ${res.statusCode}`));
            res.on("error", (error) => resolve(`broken: ${error.message}`));
          });
          req.on("error", (error) => resolve(`broken: ${error.message}`));
        });
      rmSync(path.join(dir, "chunks", "old.js.br"));
      // Before, the read's error was an uncaught exception (this file's run failed) and the answer never ended.
      expect(await ask()).toMatch(/^broken: /);
      expect(gone.map((error) => (error as NodeJS.ErrnoException).code)).toEqual(["ENOENT"]);
    } finally {
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses any other method with 405 and the methods it takes", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const res = await get("/_next/static/chunks/app.js", {}, method);
      expect([method, res.status, res.headers.allow]).toEqual([method, 405, "GET, HEAD"]);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});
