import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { absoluteUrl } from "@/lib/jobs/public";

/** Private areas stay out of search engines; the sitemap lists what should be in. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Per request: APP_URL is a run-time setting, not a build-time one.
  await connection();
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/api/",
        "/dashboard",
        "/managejobs",
        "/jobposting",
        "/recruiterjobs",
        "/agencies",
        "/appliedjobs",
        // Own profile only ($: the end of the path): /profile/{id} pages are public and in the sitemap.
        "/profile$",
        "/editprofile",
        "/chat",
        "/getalljobs",
        "/jobdetails",
        "/getallcompanies",
        "/viewallrecruiter",
        "/passwordChange",
        "/auth/",
      ],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
