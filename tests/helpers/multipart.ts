/** A multipart/form-data request whose file part is streamed chunk by chunk (never one buffer). */
export type FilePart = { field: string; filename: string; contentType?: string; chunks: () => Iterable<Uint8Array> };

export function multipartRequest(url: string, file: FilePart | FilePart[], init: { headers?: Record<string, string>; onChunk?: () => void } = {}): Request {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = (f: FilePart) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? "application/octet-stream"}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const files = Array.isArray(file) ? file : [file];
  const parts = (function* () {
    for (const [i, f] of files.entries()) {
      if (i > 0) yield Buffer.from("\r\n");
      yield head(f);
      yield* f.chunks();
    }
    yield tail;
  })();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      init.onChunk?.();
      const next = parts.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return new Request(url, {
    method: "POST",
    headers: { ...init.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
}

/** `size` bytes in 64 kB chunks, starting with `prefix` (e.g. a PDF header). */
export function* chunked(size: number, prefix: Uint8Array = new Uint8Array()): Iterable<Uint8Array> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  if (prefix.length) {
    yield prefix;
    sent = prefix.length;
  }
  while (sent < size) {
    const n = Math.min(chunk.length, size - sent);
    yield chunk.subarray(0, n);
    sent += n;
  }
}

export const once = (buffer: Uint8Array) => () => [buffer];
