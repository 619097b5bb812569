import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible server speaking the Responses API
 * wire format: POST /v1/responses answers JSON (structured output) or, with
 * `stream: true`, Server-Sent Events. What it answers is up to the test.
 */
export type ResponsesRequest = {
  model: string;
  stream?: boolean;
  input: { role: string; content: string | { type: string; text: string }[] }[];
  text?: { format?: { type: string; name?: string; strict?: boolean; schema?: unknown } };
  [key: string]: unknown;
};

export type FakeAnswer =
  | { json: unknown }
  | { stream: string[]; breakAfter?: number }
  | { status: number; error: string };

export type Recorded = { authorization: string | undefined; path: string; body: ResponsesRequest };

export async function startFakeOpenAI(answer: (body: ResponsesRequest) => FakeAnswer) {
  const requests: Recorded[] = [];
  let counter = 0;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as ResponsesRequest;
      requests.push({ authorization: req.headers.authorization, path: req.url ?? "", body });
      if (req.method !== "POST" || req.url !== "/v1/responses") {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error", code: "not_found" } }));
        return;
      }
      const id = `resp_${++counter}`;
      const created_at = Math.floor(Date.now() / 1000);
      const a = answer(body);
      if ("status" in a) {
        res.writeHead(a.status, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: a.error, type: "server_error", param: null, code: "server_error" } }));
        return;
      }
      const message = (text: string) => ({ type: "message", id: `msg_${counter}`, role: "assistant", status: "completed", content: [{ type: "output_text", text, annotations: [] }] });
      const usage = { input_tokens: 12, output_tokens: 34, total_tokens: 46 };
      if ("json" in a) {
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({ id, object: "response", created_at, model: body.model, status: "completed", output: [message(JSON.stringify(a.json))], usage }),
        );
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      const send = (event: Record<string, unknown>) => res.write(`event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`);
      send({ type: "response.created", sequence_number: 0, response: { id, object: "response", created_at, model: body.model, status: "in_progress", output: [] } });
      send({ type: "response.output_item.added", sequence_number: 1, output_index: 0, item: { type: "message", id: `msg_${counter}`, role: "assistant", status: "in_progress", content: [] } });
      a.stream.forEach((delta, i) => {
        if (a.breakAfter !== undefined && i >= a.breakAfter) return;
        send({ type: "response.output_text.delta", sequence_number: i + 2, item_id: `msg_${counter}`, output_index: 0, content_index: 0, delta });
      });
      if (a.breakAfter !== undefined) {
        // The connection drops mid-answer.
        res.socket?.destroy();
        return;
      }
      const text = a.stream.join("");
      send({ type: "response.output_item.done", sequence_number: 900, output_index: 0, item: message(text) });
      send({ type: "response.completed", sequence_number: 901, response: { id, object: "response", created_at, model: body.model, status: "completed", output: [message(text)], usage, incomplete_details: null } });
      res.end();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of the user message of a Responses request (our prompts send one JSON document there). */
export function userJson<T = Record<string, unknown>>(body: ResponsesRequest): T {
  const user = body.input.find((m) => m.role === "user");
  const content = typeof user?.content === "string" ? user.content : (user?.content.map((c) => c.text).join("") ?? "{}");
  return JSON.parse(content) as T;
}

export function systemText(body: ResponsesRequest): string {
  return body.input
    .filter((m) => m.role === "system" || m.role === "developer")
    .map((m) => (typeof m.content === "string" ? m.content : m.content.map((c) => c.text).join("")))
    .join("\n");
}
