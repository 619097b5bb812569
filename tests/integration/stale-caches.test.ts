import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { candidateProfiles, companyProfiles, users } from "@/db/schema";
import { chooseAccountType } from "@/lib/auth/account";
import { issueCode } from "@/lib/auth/one-time-code";
import { registerWithCode } from "@/lib/auth/registration";
import { SITEMAP_TAG } from "@/lib/jobs/revalidate";
import { pageStore } from "@/lib/page-cache";
import { expireData } from "@/lib/page-cache/tagged-data";
import { cachedCountProfiles, cachedProfilesForSitemap, sitemapProfiles } from "@/lib/profiles/public";
import { setProfileSummary } from "@/lib/profiles/update";
import { makeActor } from "../helpers/actors";

/** What guests and search engines are served from a cache must follow a change, here and on every other instance. */

const oldCopy = () => ({ status: 200, body: new TextEncoder().encode("<p>old</p>"), csp: "", etag: '"x"', headers: {}, storedAt: Date.now() });

describe("the sitemap's profiles follow a change made through another instance", () => {
  it("a candidate who makes their profile public is listed once the sitemap's tag is expired, as another instance's message does", async () => {
    const candidate = await makeActor("CANDIDATE", "Sitemap candidate");
    const db = await getDb();
    await db.insert(candidateProfiles).values({ userId: candidate.id, publicProfile: false });
    const listed = async () => (await cachedProfilesForSitemap(0)).some((p) => p.path === `/profile/${candidate.id}`);
    const countBefore = await cachedCountProfiles();
    expect(await listed()).toBe(false);

    // The change is written by another instance: this one only hears its NOTIFY, which expires the tag here
    // (lib/page-cache/cross-instance.ts). Next's unstable_cache could not be expired that way.
    await db.update(candidateProfiles).set({ publicProfile: true }).where(eq(candidateProfiles.userId, candidate.id));
    expireData([SITEMAP_TAG]);

    expect(await listed()).toBe(true);
    expect(await cachedCountProfiles()).toBe(countBefore + 1);
  });
});

describe("a new company or agency is in the sitemap at once", () => {
  const inSitemap = async (id: number) => (await cachedProfilesForSitemap(0)).some((p) => p.id === id);

  it("registering one expires the cached sitemap", async () => {
    const countBefore = await cachedCountProfiles(); // cached, as a visit to /sitemap.xml leaves it
    const email = `new-company-${Date.now()}@test.local`;
    const user = await registerWithCode({ email, code: await issueCode(email, "register"), password: "A-str0ng-passw0rd!", userType: "COMPANY", name: "Fresh Co" });
    expect(await inSitemap(user.id)).toBe(true);
    expect(await cachedCountProfiles()).toBe(countBefore + 1);
  });

  it("choosing the type after a first LinkedIn sign-in does too", async () => {
    const untyped = await makeActor(null, "Untyped");
    expect(await inSitemap(untyped.id)).toBe(false);
    await chooseAccountType(untyped, "RECRUIMENTAGENCY");
    expect(await inSitemap(untyped.id)).toBe(true);
  });
});

describe("a company's summary is on its public page", () => {
  it("saving it through profile-summary drops the guests' cached copy of the company page", async () => {
    const company = await makeActor("COMPANY", "Summary Co");
    const other = await makeActor("COMPANY", "Other Co");
    pageStore().set(`/companydetails/${company.id}`, oldCopy());
    pageStore().set(`/companydetails/${other.id}`, oldCopy());

    await setProfileSummary(company, "We build bridges.");

    expect(pageStore().get(`/companydetails/${company.id}`)).toBeUndefined();
    expect(pageStore().get(`/companydetails/${other.id}`)).toBeDefined();
  });
});

describe("a profile's lastmod in the sitemap", () => {
  it("moves when the company edits its profile, which changes its profile row and not its account row", async () => {
    const company = await makeActor("COMPANY", "Lastmod Co");
    await setProfileSummary(company, "Now hiring engineers.");
    const db = await getDb();
    const [profile] = await db.select({ updatedAt: companyProfiles.updatedAt }).from(companyProfiles).where(eq(companyProfiles.userId, company.id));
    const [account] = await db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, company.id));
    expect(profile!.updatedAt.getTime()).toBeGreaterThan(account!.updatedAt.getTime());

    const entry = (await sitemapProfiles(0, 1_000_000)).find((p) => p.id === company.id);
    expect(entry?.updatedAt).toEqual(profile!.updatedAt);
  });
});
