import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type FakeS3 = { endpoint: string; bucket: string; directory: string; settings: Record<string, string>; objectCount: () => Promise<number>; close: () => Promise<void> };

/** An S3 fake on a free port with a temporary directory; `settings` are the env keys that select it. */
export async function startS3rver(bucket = "uploads"): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    settings: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    // s3rver keeps each object as <key>._S3rver_object beside its metadata files.
    objectCount: async () => (await readdir(path.join(directory, bucket), { recursive: true })).filter((f) => String(f).endsWith("._S3rver_object")).length,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
