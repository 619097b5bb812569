import { z } from "zod";
import type { PublicJobDto } from "./dto";
import { REGION_COUNTRIES, countryOfPlace, placeParts } from "@/lib/assistant/vocabulary/places";
import { parseSalary } from "./salary";

/** Google for Jobs: the employment types it understands. */
const EMPLOYMENT_TYPES: [RegExp, string][] = [
  [/full/i, "FULL_TIME"],
  [/part/i, "PART_TIME"],
  [/contract|freelance/i, "CONTRACTOR"],
  [/temp/i, "TEMPORARY"],
  [/intern/i, "INTERN"],
  [/volunteer/i, "VOLUNTEER"],
  [/per\s*diem/i, "PER_DIEM"],
];

export function googleEmploymentType(value: string | null): string | undefined {
  if (!value) return undefined;
  return EMPLOYMENT_TYPES.find(([re]) => re.test(value))?.[1] ?? "OTHER";
}

export const isRemote = (job: Pick<PublicJobDto, "jobType" | "location">) =>
  /remote/i.test(job.jobType ?? "") || /^\s*remote\b/i.test(job.location ?? "");

/**
 * Splits "Berlin, Germany" into locality and country; Google requires addressCountry. The country is read,
 * not guessed from the last part alone: "Zürich" → Switzerland, "Tucson, AZ" → United States (AZ is a state,
 * and Azerbaijan's code), "Kraków, Stare Miasto" → Poland; an unknown place keeps its last part.
 * Also the address of a company's or agency's Organization (lib/profiles/public.ts).
 */
export function postalAddress(location: string) {
  const parts = placeParts(location);
  const country = countryOfPlace(location) ?? parts.at(-1) ?? location.trim();
  return { "@type": "PostalAddress", addressLocality: parts[0] ?? location.trim(), addressCountry: country };
}

const REGION_BY_KEY = new Map<string, readonly string[]>([
  ...Object.entries(REGION_COUNTRIES).map(([name, countries]) => [name.toLowerCase(), countries] as const),
  ["european union", REGION_COUNTRIES.EU!],
]);

/**
 * Where a remote job's applicants may live (applicantLocationRequirements): the country the place names
 * ("Remote (UK)" → United Kingdom), the countries of a region that is a fixed set ("Remote (EU)" → its 27),
 * else the region as written, an AdministrativeArea ("Remote, Europe" → Europe); no place at all is Worldwide.
 */
function applicantArea(location: string | null) {
  if (!location) return { "@type": "Country", name: "Worldwide" };
  const country = countryOfPlace(location);
  if (country) return { "@type": "Country", name: country };
  const parts = placeParts(location).filter((p) => !/^remote$/i.test(p));
  const region = parts.map((p) => REGION_BY_KEY.get(p.toLowerCase())).find(Boolean);
  if (region) return region.map((name) => ({ "@type": "Country", name }));
  return { "@type": "AdministrativeArea", name: parts.join(", ") || location.trim() };
}

export type Organization = { name: string; url?: string; logo?: string | null };

/**
 * schema.org JobPosting for an Open job, built only from what the page shows.
 * `descriptionHtml` is the sanitised HTML of the description rendered on the page.
 */
export function jobPostingJsonLd(job: PublicJobDto, org: Organization, pageUrl: string, descriptionHtml: string) {
  const salary = parseSalary(job.salaryRange);
  const remote = isRemote(job);
  const location = job.location && !/^\s*remote\s*$/i.test(job.location) ? job.location : null;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.jobTitle,
    description: descriptionHtml || `<p>${escapeHtml(job.jobTitle)}</p>`,
    identifier: { "@type": "PropertyValue", name: org.name, value: String(job.id) },
    datePosted: job.createdAt,
    // No validThrough: a job here has no closing date, it is Open until its owner pauses or closes it (then
    // the JobPosting data, the index and the sitemap entry go: isIndexable). Google reads a past validThrough
    // as expired and asks to leave it out when the end is unknown; a date derived from the last edit marked
    // jobs that were still open as expired.
    employmentType: googleEmploymentType(job.employmentType),
    hiringOrganization: {
      "@type": "Organization",
      name: org.name,
      ...(org.url ? { sameAs: org.url } : {}),
      ...(org.logo ? { logo: org.logo } : {}),
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: applicantArea(location),
        }
      : {}),
    ...(location && !remote ? { jobLocation: { "@type": "Place", address: postalAddress(location) } } : {}),
    ...(salary?.currency
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: salary.currency,
            value: { "@type": "QuantitativeValue", minValue: salary.min, maxValue: salary.max, unitText: salary.unit },
          },
        }
      : {}),
    ...(job.requiredSkills?.length ? { skills: job.requiredSkills.join(", ") } : {}),
    ...(job.experienceLevel ? { experienceRequirements: job.experienceLevel } : {}),
    directApply: true,
    url: pageUrl,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Google's required and recommended JobPosting properties, as a contract for tests. */
export const googleJobPostingSchema = z
  .object({
    "@context": z.literal("https://schema.org/"),
    "@type": z.literal("JobPosting"),
    title: z.string().min(1),
    description: z.string().min(1),
    datePosted: z.iso.datetime({ offset: true }),
    validThrough: z.iso.datetime({ offset: true }).optional(),
    employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"]).optional(),
    identifier: z.object({ "@type": z.literal("PropertyValue"), name: z.string(), value: z.string() }),
    hiringOrganization: z.object({
      "@type": z.literal("Organization"),
      name: z.string().min(1),
      sameAs: z.url().optional(),
      logo: z.url().optional(),
    }),
    jobLocation: z
      .object({
        "@type": z.literal("Place"),
        address: z.object({ "@type": z.literal("PostalAddress"), addressLocality: z.string().optional(), addressCountry: z.string().min(1) }),
      })
      .optional(),
    jobLocationType: z.literal("TELECOMMUTE").optional(),
    applicantLocationRequirements: z
      .union([
        z.object({ "@type": z.enum(["Country", "AdministrativeArea"]), name: z.string().min(1) }),
        z.array(z.object({ "@type": z.literal("Country"), name: z.string().min(1) })).min(1),
      ])
      .optional(),
    baseSalary: z
      .object({
        "@type": z.literal("MonetaryAmount"),
        currency: z.string().regex(/^[A-Z]{3}$/),
        value: z.object({
          "@type": z.literal("QuantitativeValue"),
          minValue: z.number().positive(),
          maxValue: z.number().positive(),
          unitText: z.enum(["HOUR", "DAY", "WEEK", "MONTH", "YEAR"]),
        }),
      })
      .optional(),
    directApply: z.boolean(),
  })
  .refine((p) => p.jobLocation || p.jobLocationType === "TELECOMMUTE", "Google needs jobLocation or jobLocationType TELECOMMUTE")
  .refine((p) => p.jobLocationType !== "TELECOMMUTE" || p.applicantLocationRequirements, "Remote jobs need applicantLocationRequirements")
  .refine((p) => !p.validThrough || Date.parse(p.validThrough) > Date.now(), "an Open job must not read as expired (validThrough in the past)");
