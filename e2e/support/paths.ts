import path from "node:path";
import { fileURLToPath } from "node:url";

/** Shared by playwright.config.ts and the specs (workers re-read both). */
/** E2E_PORT lets several checkouts run their e2e suites side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3200);
export const BASE_URL = `http://localhost:${PORT}`;

const E2E_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The e2e server's stdout+stderr; specs read `[mail] {json}` lines from it. */
export const SERVER_LOG = path.join(E2E_DIR, ".server.log");

export type Role = "candidate" | "company" | "agency";

/** One signed-in browser state per demo role, written by auth.setup.ts. */
export const storageStateFor = (role: Role) => path.join(E2E_DIR, ".auth", `${role}.json`);
