import { z } from "zod";
import { endpoint, type Endpoint } from "@/lib/api/endpoint";
import { unavailable } from "./db-state";
import { readiness } from "./readiness";

/**
 * Probes for a load balancer or orchestrator, public and cheap enough to poll
 * every second (README "Operations"). Health never touches the database, so a
 * database outage does not get healthy instances restarted; readiness does.
 */
const readinessShape = z.object({
  ready: z.boolean(),
  database: z.enum(["up", "down"]),
  migrations: z.enum(["applied", "pending", "unknown"]),
  searchIndex: z.enum(["loaded", "loading", "cold"]),
  shuttingDown: z.boolean(),
});

export const opsEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/health",
    access: "public",
    ignoresCaller: true,
    summary: "Liveness: the process answers (no database call)",
    input: z.object({}),
    output: z.object({ status: z.literal("ok") }),
    handler: async () => ({ status: "ok" as const }),
  }),
  endpoint({
    method: "GET",
    path: "/ready",
    access: "public",
    ignoresCaller: true,
    summary: "Readiness: the database answers, every migration is applied and the open-jobs index is not loading; 503 otherwise (and while shutting down)",
    input: z.object({}),
    output: readinessShape,
    handler: async () => {
      const state = await readiness();
      if (!state.ready) throw unavailable("Not ready to take traffic.", state);
      return state;
    },
  }),
];
