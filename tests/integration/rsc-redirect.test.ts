import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpsServer, type OpsServer } from "../helpers/ops-server";

/**
 * The production server's request path (lib/server/request-handler.ts → rsc-redirect.ts) with a
 * stand-in for Next that redirects the way the proxy's guard does (status, then a Location header):
 * a redirect answered to the router's RSC fetch keeps the fetch's `_rsc`; nothing else changes.
 */
const REDIRECTS: Record<string, string> = {
  "/register": "/jobs",
  "/managejobs": "/login?callbackUrl=%2Fmanagejobs#top",
  "/already": "/jobs?_rsc=theirs",
  "/away": "https://www.linkedin.com/oauth/v2/authorization?x=1",
  "/protocol-relative": "//evil.example/jobs",
  "/api/web/common/auth/linkedin/start": "/jobs",
};
let server: OpsServer;

beforeAll(async () => {
  server = await startOpsServer({
    handle: (req, res) => {
      const to = REDIRECTS[(req.url ?? "/").split("?")[0]!];
      res.statusCode = to ? 307 : 200;
      if (to) res.setHeader("location", to);
      res.end();
    },
  });
});
afterAll(() => server?.close());

const ROUTER_FETCH = { rsc: "1", "next-router-prefetch": "1" };
async function locationOf(path: string, headers: Record<string, string> = ROUTER_FETCH) {
  const res = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
  return [res.status, res.headers.get("location")];
}

describe("a redirect of the router's RSC fetch", () => {
  it("carries the fetch's _rsc to the page it sends to, beside that page's own query and fragment", async () => {
    expect(await locationOf("/register?_rsc=h4sh")).toEqual([307, "/jobs?_rsc=h4sh"]);
    expect(await locationOf("/managejobs?tab=Open&_rsc=h4sh")).toEqual([307, "/login?callbackUrl=%2Fmanagejobs&_rsc=h4sh#top"]);
  });

  it("leaves every other redirect as it is", async () => {
    // A document request, an RSC fetch without _rsc, and a Location that already has one.
    expect(await locationOf("/register?_rsc=h4sh", {})).toEqual([307, "/jobs"]);
    expect(await locationOf("/register")).toEqual([307, "/jobs"]);
    expect(await locationOf("/already?_rsc=h4sh")).toEqual([307, "/jobs?_rsc=theirs"]);
    // Other sites, however written, and the API.
    expect(await locationOf("/away?_rsc=h4sh")).toEqual([307, REDIRECTS["/away"]]);
    expect(await locationOf("/protocol-relative?_rsc=h4sh")).toEqual([307, "//evil.example/jobs"]);
    expect(await locationOf("/api/web/common/auth/linkedin/start?_rsc=h4sh")).toEqual([307, "/jobs"]);
    // Not a redirect.
    expect(await locationOf("/jobs?_rsc=h4sh")).toEqual([200, null]);
  });
});
