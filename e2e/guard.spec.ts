import { expect, test, type Page } from "@playwright/test";
import { ROUTES, type RouteClass } from "../lib/auth/route-table";
import { storageStateFor, type Role } from "./support/paths";

/**
 * Guard redirects of spec §2, in the browser against the real proxy. The sample
 * (up to three routes per class, spread over the class) comes from lib/auth/route-table.ts; the expected
 * outcomes are written here from the spec, not computed by the table's decide().
 * The exhaustive path × role check is the route-table unit test.
 */
const PER_CLASS = 3;
const CLASSES: RouteClass[] = ["public", "outside-guard", "candidate", "recruiter", "signed-in"];
// /login and /register send signed-in users home; they are covered in sign-in specs.
const SKIP = new Set(["/login", "/register", "/auth/linkedin/callback"]);

function sample(cls: RouteClass): string[] {
  const all = ROUTES.filter((r) => r.class === cls && !SKIP.has(r.pattern));
  const n = Math.min(PER_CLASS, all.length);
  const at = new Set(Array.from({ length: n }, (_, i) => (n === 1 ? 0 : Math.round((i * (all.length - 1)) / (n - 1)))));
  return all.filter((_, i) => at.has(i)).map((r) => r.pattern.replace(/:[A-Za-z]+/g, "1"));
}

type Viewer = "guest" | Role;
const HOME: Record<Role, string> = { candidate: "/jobs", company: "/dashboard", agency: "/dashboard" };

/** What spec §2 says should happen: null = the page opens where asked. */
function expected(viewer: Viewer, cls: RouteClass): string | null {
  if (cls === "public" || cls === "outside-guard") return null;
  if (viewer === "guest") return "/login";
  if (cls === "candidate" && viewer !== "candidate") return HOME[viewer];
  if (cls === "recruiter" && viewer === "candidate") return HOME[viewer];
  return null;
}

async function expectOutcome(page: Page, path: string, to: string | null): Promise<void> {
  const response = await page.goto(path);
  if (to === null) {
    await expect(page, `${path} should open`).toHaveURL((url) => url.pathname === path);
    expect(response?.status(), `${path} status`).toBeLessThan(500);
  } else {
    await expect(page, `${path} should send to ${to}`).toHaveURL((url) => url.pathname === to);
    if (to === "/login") {
      await expect(page).toHaveURL((url) => url.searchParams.get("callbackUrl") === path);
    }
  }
}

for (const viewer of ["guest", "candidate", "company", "agency"] as const) {
  test.describe(`route guard for ${viewer === "agency" ? "an" : "a"} ${viewer}`, () => {
    if (viewer !== "guest") test.use({ storageState: storageStateFor(viewer) });

    for (const cls of CLASSES) {
      const paths = sample(cls);
      const to = expected(viewer, cls);
      test(`${cls} routes ${to ? `send to ${to}` : "open"}: ${paths.join(", ")}`, async ({ page }) => {
        expect(paths.length, `route table has ${cls} routes`).toBeGreaterThan(0);
        for (const path of paths) await expectOutcome(page, path, to);
      });
    }
  });
}

test.describe("a guard redirect of the router's RSC fetch", () => {
  test.use({ storageState: storageStateFor("candidate") });

  test("keeps the fetch's _rsc: the page comes at once, with no second redirect for the browser to keep", async ({ page }) => {
    // The router prefetches /register as a sign-in ends, and the guard sends a signed-in user home from
    // there. That redirect lost _rsc, Next redirected once more to add it, and Chrome kept that redirect
    // for the plain /jobs and replayed it on Back: "/jobs?_rsc=…" in the address bar (lib/server/rsc-redirect.ts).
    const headers = { rsc: "1", "next-router-prefetch": "1" };
    // Next's own answer to a router fetch without _rsc names the value that goes with these headers.
    const plain = await page.request.get("/jobs", { headers, maxRedirects: 0 });
    expect(plain.status()).toBe(307);
    const hash = new URL(plain.headers().location ?? "", "http://localhost").searchParams.get("_rsc");
    expect(hash).toBeTruthy();

    const guarded = await page.request.get(`/register?_rsc=${hash}`, { headers, maxRedirects: 0 });
    expect(guarded.status()).toBe(307);
    expect(guarded.headers().location).toBe(`/jobs?_rsc=${hash}`);
    const followed = await page.request.get(guarded.headers().location!, { headers, maxRedirects: 0 });
    expect(followed.status()).toBe(200);
    expect(followed.headers()["content-type"]).toContain("text/x-component");
  });
});
