import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * Next's build output under .next/static never changes after the build (every name carries a content
 * hash), so it is compressed once, at the highest settings, instead of with gzip at level 6 for every
 * request. `npm run build` runs this; lib/server/static-assets.ts serves the result.
 */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches; images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;
/** Below this the encoding costs more than it saves (the `compression` middleware's threshold too). */
const MIN_BYTES = 1024;

export type PrecompressReport = { files: number; bytes: number; br: number; gz: number };

/** Writes `name.br` and `name.gz` beside every compressible file of `dir` (recursively) that shrinks. */
export async function precompressDir(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, br: 0, gz: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    report.files++;
    report.bytes += body.length;
    if (br.length < body.length) {
      await writeFile(`${file}.br`, br);
      report.br += br.length;
    }
    if (gz.length < body.length) {
      await writeFile(`${file}.gz`, gz);
      report.gz += gz.length;
    }
  }
  return report;
}
