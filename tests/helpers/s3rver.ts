import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

export type FakeS3 = { endpoint: string; bucket: string; directory: string; settings: Record<string, string>; close: () => Promise<void> };

/**
 * An S3 fake (s3rver) on a free port with a temporary directory, in a child
 * process so memory measured in the test is the app's alone. `settings` are the
 * env keys that select it.
 */
export async function startS3rver(bucket = "uploads"): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "s3rver-process.mjs"), directory, bucket], { stdio: ["pipe", "pipe", "inherit"] });
  let listening = false;
  const exited = once(child, "exit").then(() => {
    if (!listening) throw new Error("s3rver exited before listening");
  });
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout! }), "line"), exited])) as [string];
  listening = true;
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    settings: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    close: async () => {
      if (child.exitCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
