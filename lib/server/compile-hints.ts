import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every function
 * compiled eagerly, on the background thread that compiles the script while it downloads, instead of
 * each function on the main thread the first time it is called. Worth it only for code that runs on
 * every page load — React's and Next's runtime (the build manifest's `rootMainFiles`), which hydration
 * calls almost throughout — and left off route chunks and lazily loaded code. Other engines read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Prepends the hint to the root main files of the build in `nextDir` (idempotent); returns their paths. */
export async function addCompileHints(nextDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(nextDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  const files = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith(".js"));
  for (const file of files) {
    const full = path.join(nextDir, file);
    const body = await readFile(full, "utf8");
    if (!body.startsWith(COMPILE_HINT)) await writeFile(full, COMPILE_HINT + body);
  }
  return files;
}
