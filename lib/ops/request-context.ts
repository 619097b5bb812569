import { randomUUID } from "node:crypto";

/**
 * The request id ties an answer to its log line: server.ts stamps every request
 * with one (overwriting whatever a client sent), every answer carries it in
 * `X-Request-Id`, and every API error body has it as `error.requestId`.
 *
 * What the API learns while answering (the contract row's path, the signed-in
 * user) is noted against that id, for the one log line server.ts writes when the
 * answer is finished. Kept on globalThis: server.ts's bundle and Next's route
 * bundles are separate module graphs in one process.
 */
export const REQUEST_ID_HEADER = "x-request-id";

/** What a load balancer may hand us (server.ts keeps it only behind a trusted proxy). */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const newRequestId = (): string => randomUUID();

export const isSafeRequestId = (value: string | null | undefined): value is string => Boolean(value && SAFE_ID.test(value));

/** The id server.ts gave this request; a request that never passed through it (tests, scripts) gets a fresh one. */
export function requestIdOf(headers: Headers): string {
  const id = headers.get(REQUEST_ID_HEADER);
  return isSafeRequestId(id) ? id : newRequestId();
}

export type RequestFacts = {
  /** The route pattern, e.g. "/api/web/common/job/getJobById/:jobId" — never the raw path. */
  route?: string;
  userId?: number;
  /** "direct": an API read answered by the production server without Next's pipeline (lib/server/direct-api.ts). */
  via?: "direct";
};

const live = ((globalThis as Record<symbol, unknown>)[Symbol.for("hiring.requestFacts")] ??= new Map()) as Map<string, RequestFacts>;

/** Opens the record of a request (server.ts); `endRequest` closes it. */
export function trackRequest(id: string): RequestFacts {
  const facts: RequestFacts = {};
  live.set(id, facts);
  return facts;
}

export function endRequest(id: string): void {
  live.delete(id);
}

/** Adds what the handler learnt; a no-op for a request server.ts does not track. */
export function noteRequest(id: string, facts: RequestFacts): void {
  const known = live.get(id);
  if (known) Object.assign(known, facts);
}
