import { z } from "zod";
import { endpoint, type Endpoint } from "@/lib/api/endpoint";
import { serveFile } from "./serve";

export const fileEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/files/:id",
    // Public at the row: logos and banners are for everyone; serveFile asks canReadFile for the rest.
    access: "public",
    summary: "A stored file: logos and banners for anyone, resumes and certificates for their owner and recruiters they applied to (others: 404). ?size=small: the 160 px variant of a logo or banner. ETag, Range.",
    produces: "application/octet-stream",
    input: z.object({
      id: z.uuid("The file id is not valid."),
      size: z.literal("small", 'size must be "small"').optional(),
    }),
    handler: (input, { actor, request }) => serveFile(actor, input, request),
  }),
];
