import type { z } from "zod";
import type { UserType } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call an endpoint. Use cases check again: this is the contract, not the only check. */
export type Access = "public" | "signed-in" | readonly UserType[];

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
  /** Client address (first X-Forwarded-For hop, else "local"). */
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
  summary: string;
  /** Validates { ...query, ...body, ...params } (multipart bodies: fields and File objects). */
  input: S;
  handler: (input: z.infer<S>, ctx: ApiContext) => Promise<unknown>;
};

/** Keeps the input type tied to the handler while the table stays a plain array. */
export function endpoint<S extends z.ZodType>(e: Endpoint<S>): Endpoint {
  return e as unknown as Endpoint;
}
