import type { JobFields } from "./types";
import { COMMON_ABILITY, isToolName } from "./vocabulary/skills";

/**
 * Values the assistant can propose from what it already knows, when the user
 * skipped a topic: tags for search and a first draft of responsibilities.
 */
export function suggestTags(f: JobFields): string[] {
  const tags = [
    // Skills make tags; a requirement in an ad's words ("2 years ICU experience") does not.
    ...(f.requiredSkills ?? []).filter((s) => isToolName(s) || COMMON_ABILITY.test(s)).slice(0, 3),
    f.experienceLevel,
    f.jobType,
    f.employmentType,
    f.location && f.location !== "Anywhere" ? f.location.split(/,| or /)[0] : undefined,
  ];
  return [...new Set(tags.filter((t): t is string => Boolean(t)).map((t) => t.toLowerCase().trim()))];
}

const FAMILY_WORK: [RegExp, string[]][] = [
  [/engineer|developer|programmer|sre|devops/i, ["Design, build and ship features end to end", "Review code and keep quality high with tests", "Work with product and design to shape what gets built"]],
  [/designer|ux|ui/i, ["Turn user needs into flows, wireframes and polished designs", "Run and learn from user research and usability tests", "Work closely with engineers through delivery"]],
  [/data|analyst|scientist/i, ["Turn questions from the business into clear analyses", "Build and maintain reliable data pipelines and dashboards", "Share findings in a way decision makers can act on"]],
  [/sales|account|business development/i, ["Build and manage a healthy pipeline of prospects", "Run discovery calls, demos and negotiations", "Keep the CRM accurate and forecasts honest"]],
  [/market/i, ["Plan and run campaigns across the right channels", "Measure results and double down on what works", "Work with sales and product on positioning"]],
  [/manager|lead|head|director/i, ["Set priorities and keep the team focused on outcomes", "Hire, coach and grow the people on the team", "Work with stakeholders across the company"]],
];

/** A first draft of responsibilities from the title and skills, so a skipped topic still gives a usable post. */
export function draftResponsibilities(f: JobFields): string[] {
  const title = f.jobTitle ?? "";
  const base = FAMILY_WORK.find(([re]) => re.test(title))?.[1] ?? [
    "Own your area of work and deliver results the team can rely on",
    "Work closely with colleagues across the company",
    "Help improve how the team works",
  ];
  const skills = f.requiredSkills?.slice(0, 3) ?? [];
  return skills.length ? [base[0]!.replace(/end to end$/, `end to end with ${skills.join(", ")}`), ...base.slice(1)] : base;
}
