import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { jobFacets } from "../../lib/jobs/facets";

/**
 * Bulk-generates N realistic open/paused/closed/draft jobs with generate_series,
 * in batches, so a million rows load in about a minute. Titles, skills, places and
 * dates vary with the row number, so search and date filters see a real spread.
 */
const TITLES = [
  "Senior TypeScript Engineer", "Backend Developer (Go)", "Data Engineer", "Product Designer", "DevOps Engineer",
  "Machine Learning Engineer", "Frontend Developer (React)", "QA Automation Engineer", "Site Reliability Engineer",
  "Mobile Developer (Kotlin)", "Engineering Manager", "Technical Recruiter", "Account Executive", "Customer Success Manager",
  "Data Analyst", "Security Engineer", "Platform Engineer (Kubernetes)", "iOS Developer (Swift)", "Python Developer",
  "Java Developer", "Marketing Manager", "Sales Development Representative", "UX Researcher", "Cloud Architect (AWS)",
];
const SKILLS = ["TypeScript", "React", "Go", "Python", "SQL", "Kubernetes", "AWS", "Figma", "Java", "Swift", "Kotlin", "Terraform", "Salesforce", "Excel"];
const PLACES = ["Berlin, Germany", "London, United Kingdom", "Remote", "Paris, France", "Amsterdam, Netherlands", "New York, United States", "Toronto, Canada", "Madrid, Spain"];
const LEVEL_TEXTS = ["Junior", "Mid-level", "Senior", "Lead"];
const EMPLOYMENT_TEXTS = ["Full-time", "Part-time", "Contract", "Internship"];
const JOB_TYPES = ["On-site", "Hybrid", "Remote"];
const arr = (xs: (string | null)[]) => sql.raw(`ARRAY[${xs.map((x) => (x === null ? "NULL" : `'${x.replace(/'/g, "''")}'`)).join(",")}]::text[]`);
// The filter facets come from the app's own derivation (lib/jobs/facets.ts), per value the rows can take.
const LEVELS = LEVEL_TEXTS.map((t) => jobFacets({ experienceLevel: t }).level);
const EMPLOYMENTS = EMPLOYMENT_TEXTS.map((t) => jobFacets({ employmentType: t }).employment);
/** Indexed by (g % 3) * PLACES.length + (g % PLACES.length): job type × place. */
const WORKPLACES = JOB_TYPES.flatMap((jobType) => PLACES.map((location) => jobFacets({ jobType, location }).workplace));

export async function seedBenchJobs(db: Db, total: number, batch = 50_000): Promise<number> {
  const [owner] = await db
    .insert(users)
    .values({ email: `bench-owner-${Date.now()}@bench.local`, name: "Bench Co", userType: "COMPANY" })
    .returning({ id: users.id });
  let inserted = 0;
  while (inserted < total) {
    const n = Math.min(batch, total - inserted);
    const start = inserted;
    await db.execute(sql`
      INSERT INTO jobs (owner_id, company_name, job_title, experience_level, employment_type, required_skills, salary_range,
                        job_type, location, tags, job_description, job_status, created_at, updated_at,
                        level, employment, workplace, salary_currency, salary_min_yearly, salary_max_yearly)
      SELECT ${owner!.id}, 'Bench Co ' || (g % 500),
             (${arr(TITLES)})[1 + (g % ${TITLES.length})] || ' ' || (g % 97),
             (${arr(LEVEL_TEXTS)})[1 + ((g / 7) % 4)],
             (${arr(EMPLOYMENT_TEXTS)})[1 + ((g / 11) % 4)],
             ARRAY[(${arr(SKILLS)})[1 + (g % ${SKILLS.length})], (${arr(SKILLS)})[1 + ((g / 7) % ${SKILLS.length})]],
             '€' || (40 + g % 60) || ',000 – €' || (60 + g % 60) || ',000 a year',
             (${arr(JOB_TYPES)})[1 + (g % 3)],
             (${arr(PLACES)})[1 + (g % ${PLACES.length})],
             ARRAY['bench', 'team' || (g % 20)],
             'We are hiring for a role in team ' || (g % 20) || '. You will build and ship product with a friendly team.',
             (CASE WHEN g % 10 < 7 THEN 'Open' WHEN g % 10 = 7 THEN 'Paused' WHEN g % 10 = 8 THEN 'Closed' ELSE 'Drafted' END)::job_status,
             now() - ((g % 730) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
             now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
             (${arr(LEVELS)})[1 + ((g / 7) % 4)],
             (${arr(EMPLOYMENTS)})[1 + ((g / 11) % 4)],
             (${arr(WORKPLACES)})[1 + (g % 3) * ${PLACES.length} + (g % ${PLACES.length})],
             'EUR', (40 + g % 60) * 1000, (60 + g % 60) * 1000
      FROM generate_series(${start + 1}::int, ${start + n}::int) AS g`);
    inserted += n;
    process.stdout.write(`\r  seeded ${inserted.toLocaleString("en")} / ${total.toLocaleString("en")} jobs`);
  }
  process.stdout.write("\n");
  await db.execute(sql`ANALYZE jobs`);
  return inserted;
}
