import type { Endpoint } from "./endpoint";
import { metaEndpoints } from "./meta-endpoints";
import { applicationEndpoints } from "@/lib/applications/endpoints";
import { assistantEndpoints } from "@/lib/assistant/endpoints";
import { chatEndpoints } from "@/lib/chat/endpoints";
import { authEndpoints } from "@/lib/auth/endpoints";
import { directoryEndpoints } from "@/lib/directories/endpoints";
import { fileEndpoints } from "@/lib/files/endpoints";
import { jobEndpoints } from "@/lib/jobs/endpoints";
import { newsletterEndpoints } from "@/lib/newsletter/endpoints";
import { opsEndpoints } from "@/lib/ops/endpoints";
import { profileEndpoints } from "@/lib/profiles/endpoints";
import { realtimeEndpoints } from "@/lib/realtime/endpoints";

/**
 * The API contract of spec §7 in one table: method, path, who may call it, the
 * input schema and the handler. The catch-all route app/api/[...path] dispatches
 * over it; the authorization-matrix test and the OpenAPI document derive from it.
 * Each domain keeps its rows in lib/<domain>/endpoints.ts.
 */
export const contract: Endpoint[] = [
  ...authEndpoints,
  ...jobEndpoints,
  ...applicationEndpoints,
  ...assistantEndpoints,
  ...fileEndpoints,
  ...profileEndpoints,
  ...directoryEndpoints,
  ...newsletterEndpoints,
  ...chatEndpoints,
  ...metaEndpoints,
  ...opsEndpoints,
  ...realtimeEndpoints,
];
