/** `npm run build` (after `next build`): .next/static compressed once with brotli and gzip (lib/server/precompress.ts). */
import path from "node:path";
import { precompressDir } from "@/lib/server/precompress";

const dir = path.join(process.cwd(), ".next", "static");
const kB = (n: number) => `${Math.round(n / 1024)} kB`;
const r = await precompressDir(dir);
console.log(`precompressed ${r.files} files of .next/static: ${kB(r.bytes)} → brotli ${kB(r.br)}, gzip ${kB(r.gz)}`);
