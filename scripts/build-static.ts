/**
 * `npm run build`, after `next build`: the runtime chunks every page loads get V8's compile hint
 * (lib/server/compile-hints.ts), then .next/static is compressed once with brotli and gzip
 * (lib/server/precompress.ts), which lib/server/static-assets.ts serves.
 */
import path from "node:path";
import { addCompileHints } from "@/lib/server/compile-hints";
import { precompressDir } from "@/lib/server/precompress";

const nextDir = path.join(process.cwd(), ".next");
const kB = (n: number) => `${Math.round(n / 1024)} kB`;
const hinted = await addCompileHints(nextDir);
console.log(`compile hint on ${hinted.length} runtime chunks: ${hinted.map((f) => path.basename(f)).join(", ")}`);
const r = await precompressDir(path.join(nextDir, "static"));
console.log(`precompressed ${r.files} files of .next/static: ${kB(r.bytes)} → brotli ${kB(r.br)}, gzip ${kB(r.gz)}`);
