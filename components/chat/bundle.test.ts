import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

/** The npm packages a client entry pulls into the browser (esbuild's view of its import graph, types erased). */
async function packagesOf(entry: string): Promise<Set<string>> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    jsx: "automatic",
    format: "esm",
    logLevel: "silent",
    alias: { "@": root },
  });
  const packages = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const i of input.imports) if (i.external) packages.add(i.path.startsWith("@") ? i.path.split("/").slice(0, 2).join("/") : i.path.split("/")[0]!);
  }
  return packages;
}

describe("the /chat screen's browser code", () => {
  it("does not bring zod (26 kB brotli) in for the composer's length cap", async () => {
    const packages = await packagesOf("components/chat/chat-screen.tsx");
    expect(packages).toContain("react");
    expect(packages).not.toContain("zod");
  });
});
