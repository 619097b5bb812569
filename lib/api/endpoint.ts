import type { z } from "zod";
import type { UserType } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { UploadedFile } from "./multipart";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call an endpoint. Use cases check again: this is the contract, not the only check. */
export type Access = "public" | "signed-in" | readonly UserType[];

/**
 * The body a row accepts. JSON is the default; a form-encoded or multipart body is
 * refused (415) unless the row declares it. Multipart caps are enforced while the
 * body streams in: a file part over its `maxBytes` is cut off with a 413 and nothing
 * of it is kept.
 */
export type BodySpec =
  | { type: "json" }
  | { type: "form" }
  | {
      type: "multipart";
      /** File fields and their size caps in bytes; any other file field is refused. */
      files: Record<string, { maxBytes: number }>;
      /** Cap for each text field (default 10,000 bytes). */
      maxFieldBytes?: number;
    };

export type CookieToSet = {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: "lax" | "strict" | "none";
  path?: string;
  secure?: boolean;
  maxAge?: number;
};

export type ApiContext = {
  actor: Actor | null;
  request: Request;
  /** Client address (see lib/security/client-ip.ts). */
  ip: string;
};

/** A handler's answer when it needs more than "200 + JSON body". */
export class ApiReply {
  constructor(
    readonly body: unknown,
    readonly init: { status?: number; cookies?: CookieToSet[]; headers?: Record<string, string> } = {},
  ) {}
}
export const reply = (body: unknown, init?: ApiReply["init"]) => new ApiReply(body, init);

export type Endpoint<S extends z.ZodType = z.ZodType> = {
  method: HttpMethod;
  /** Path under /api, with :params, e.g. "/web/common/job/getJobById/:jobId". */
  path: string;
  access: Access;
  /**
   * Public rows that never look at the caller (the health and readiness probes):
   * the session cookie is then not read at all, so the row answers without the
   * database even when a probe or a browser sends one.
   */
  ignoresCaller?: true;
  summary: string;
  /** Default `{ type: "json" }`. */
  body?: BodySpec;
  /** Validates { ...query, ...body, ...params } (multipart: text fields and UploadedFile objects). */
  input: S;
  /**
   * What a successful JSON answer looks like. The OpenAPI document publishes it and
   * the contract tests check real answers against it. Rows that answer with a
   * `Response` of their own (a file, a stream, a redirect) describe it in `produces`.
   */
  output?: z.ZodType;
  /** Media type of a row whose handler returns its own Response (e.g. "text/event-stream"), or "redirect" for a 302. */
  produces?: string;
  handler: (input: z.infer<S>, ctx: ApiContext) => Promise<unknown>;
};

/** Keeps the input type tied to the handler while the table stays a plain array. */
export function endpoint<S extends z.ZodType>(e: Endpoint<S>): Endpoint {
  return e as unknown as Endpoint;
}

export type { UploadedFile };
