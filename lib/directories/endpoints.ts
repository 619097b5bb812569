import { z } from "zod";
import { endpoint, type Endpoint } from "@/lib/api/endpoint";
import { pageSchema } from "@/lib/jobs/schemas";
import { idParam } from "@/lib/validation/ids";
import { getCompany, searchCompanies } from "./companies";
import { companyListOutput, companyOutput, exploreRecruitersOutput, featuredRecruitersOutput, recruiterListOutput, recruiterOutput } from "./outputs";
import { exploreRecruiters, featuredRecruiters, getRecruiter, recruitersPage } from "./recruiters";
import { companiesFilterSchema, exploreRecruitersSchema, recruitersFilterSchema } from "./schemas";

const COMPANY = "/web/common/company";
const RECRUITER = "/web/common/recruiter";
/** /getallcompanies and /viewallrecruiter are for every account type (README "Directories"). */
const TYPED = ["CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"] as const;

/**
 * The directory rows (spec §7 "Profile, companies, recruiters"). Paths are under /api:
 * the social-recruiter client's rows are "/recruiters…", so they answer at /api/recruiters…
 */
export const directoryEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: `${COMPANY}/companiesfilter`,
    access: TYPED,
    summary: "Companies A–Z (best match first with search), 10 a page → data + meta; industries a comma list, employees a band (51-200) or minimum (5001+), companySize lowercase",
    output: companyListOutput,
    input: companiesFilterSchema,
    handler: (input) => searchCompanies(input),
  }),
  endpoint({
    method: "GET",
    path: `${COMPANY}/getcompany/:id`,
    access: "public",
    summary: "A company's public profile and its open jobs → company; any other id 404",
    output: companyOutput,
    input: z.object({ id: idParam("The company id") }),
    handler: (input) => getCompany(input.id),
  }),
  endpoint({
    method: "GET",
    path: `${RECRUITER}/get-all-recruiters`,
    access: TYPED,
    summary: "Recruiters (agencies), most placements first, 10 a page → allRecruietrs, page, totalPages",
    output: recruiterListOutput,
    input: z.object({ page: pageSchema }),
    handler: (input) => recruitersPage(input),
  }),
  endpoint({
    method: "GET",
    path: `${RECRUITER}/recruitersFilter`,
    access: TYPED,
    summary: "Recruiters by search, candidatesPlaced (100+ or 51-200) and recruiterDegree (part of it) → allRecruietrs, page, totalPages",
    output: recruiterListOutput,
    input: recruitersFilterSchema,
    handler: (input) => recruitersPage(input),
  }),
  endpoint({
    method: "GET",
    path: "/recruiters",
    access: "public",
    summary: "Explore recruiters: without search the rest (all but the featured), with search every match, featured first → data + meta",
    output: exploreRecruitersOutput,
    input: exploreRecruitersSchema,
    handler: (input) => exploreRecruiters(input),
  }),
  endpoint({
    method: "GET",
    path: "/recruiters/featured",
    access: "public",
    summary: "Featured recruiters: flagged by the platform with a complete profile, most placements first, at most 6 → recruiters",
    output: featuredRecruitersOutput,
    input: z.object({}),
    handler: () => featuredRecruiters(),
  }),
  endpoint({
    method: "GET",
    path: "/recruiters/:id",
    access: "public",
    summary: "One recruiter's public card and about → recruiter; any other id 404",
    output: recruiterOutput,
    input: z.object({ id: idParam("The recruiter id") }),
    handler: (input) => getRecruiter(input.id),
  }),
];
