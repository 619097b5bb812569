import { z } from "zod";
import type { Endpoint } from "./endpoint";

/** OpenAPI 3.1 document derived from the contract table, so the two can never drift apart. */
export function buildOpenApi(endpoints: readonly Endpoint[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = e.path.replace(/:([A-Za-z]+)/g, "{$1}");
    const params = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const schema = safeJsonSchema(e.input, "input");
    const error = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });
    const operation: Record<string, unknown> = {
      summary: e.summary,
      "x-access": e.access === "public" || e.access === "signed-in" ? e.access : [...e.access],
      security: e.access === "public" ? [] : [{ session: [] }, { bearer: [] }],
      parameters: params,
      responses: {
        ...(e.produces === "redirect" ? { "302": { description: "Redirect (Location header)" } } : { "200": success(e) }),
        "400": error("Invalid input"),
        ...(e.access === "public" ? {} : { "401": error("Not signed in"), "403": error("Wrong account type, or a write from another site") }),
        ...(e.method === "GET" || e.method === "DELETE" ? {} : { "413": error("Body over its size cap"), "415": error("Body of another type than the one accepted") }),
      },
    };
    if (e.method === "GET" || e.method === "DELETE") {
      operation["x-input"] = schema;
    } else {
      operation.requestBody = { content: { [MEDIA[e.body?.type ?? "json"]]: { schema } } };
    }
    (paths[path] ??= {})[e.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: { title: "Hiring platform API", version: "1.0.0" },
    servers: [{ url: `${serverUrl}/api` }],
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
        bearer: { type: "http", scheme: "bearer" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["error", "message"],
          properties: {
            error: { type: "object", properties: { code: { type: "string" }, message: { type: "string" } } },
            message: { type: "string" },
          },
        },
      },
    },
  };
}

const MEDIA = { json: "application/json", form: "application/x-www-form-urlencoded", multipart: "multipart/form-data" } as const;

/** The 200 answer: the row's output schema, or the media type of the Response it makes itself. */
function success(e: Endpoint) {
  if (e.produces) return { description: "OK", content: { [e.produces]: {} } };
  return { description: "OK", content: { "application/json": { schema: e.output ? safeJsonSchema(e.output, "output") : {} } } };
}

function safeJsonSchema(schema: z.ZodType, io: "input" | "output"): unknown {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: "any" });
  } catch {
    return {};
  }
}
