import { readdirSync, readlinkSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readMultipart } from "./multipart";

/** Descriptors of this process open on a spooled upload (Linux: /proc/self/fd). */
const openUploadFiles = () =>
  readdirSync("/proc/self/fd").filter((fd) => {
    try {
      return /\/upload-[^/]+\/\d+/.test(readlinkSync(`/proc/self/fd/${fd}`));
    } catch {
      return false;
    }
  }).length;

/** A multipart body whose client goes away in the middle of the file part. */
function abortedUpload(): Request {
  const boundary = "----aborted";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(Buffer.concat([Buffer.from(head), Buffer.alloc(64 * 1024, 0x41)]));
      } else return new Promise<void>((resolve) => setTimeout(resolve, 50)).then(() => controller.error(new Error("aborted")));
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
}

describe.runIf(process.platform === "linux")("readMultipart, a body cut off mid-file", () => {
  it("answers 'interrupted' and keeps no temporary file open", async () => {
    const before = openUploadFiles();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => readMultipart(abortedUpload(), { files: { resume: { maxBytes: 1_000_000 } } })));
    for (const r of results) expect(r).toMatchObject({ status: "rejected", reason: { message: "The upload was interrupted." } });
    expect(openUploadFiles()).toBe(before);
  });
});
