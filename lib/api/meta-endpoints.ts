import { z } from "zod";
import { env } from "@/lib/env";
import { endpoint, type Endpoint } from "./endpoint";

export const metaEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/openapi.json",
    access: "public",
    summary: "The OpenAPI document of this contract",
    input: z.object({}),
    output: z.object({ openapi: z.literal("3.1.0"), paths: z.record(z.string(), z.unknown()) }),
    handler: async () => {
      // Imported lazily: the contract imports this table.
      const [{ contract }, { buildOpenApi }] = await Promise.all([import("./contract"), import("./openapi")]);
      return buildOpenApi(contract, env.APP_URL);
    },
  }),
];
