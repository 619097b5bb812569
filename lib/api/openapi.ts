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
    const schema = safeJsonSchema(e.input);
    const operation: Record<string, unknown> = {
      summary: e.summary,
      "x-access": e.access === "public" || e.access === "signed-in" ? e.access : [...e.access],
      security: e.access === "public" ? [] : [{ session: [] }, { bearer: [] }],
      parameters: params,
      responses: {
        "200": { description: "OK" },
        "400": { description: "Invalid input", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        ...(e.access === "public" ? {} : { "401": { description: "Not signed in" }, "403": { description: "Wrong account type" } }),
      },
    };
    if (e.method === "GET" || e.method === "DELETE") {
      operation["x-input"] = schema;
    } else {
      operation.requestBody = { content: { "application/json": { schema } } };
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

function safeJsonSchema(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  } catch {
    return {};
  }
}
