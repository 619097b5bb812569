import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Bulk-generates N companies and N recruiters (agencies) with generate_series: users
 * plus profiles whose names, industries, sizes, places, specialisms and records vary
 * with the row number, and an Open job for every fifth company (the open-jobs counts
 * come from job_status_counts' trigger).
 */
const PREFIX = ["North", "Blue", "Copper", "Atlas", "Pixel", "Harbour", "Field", "Lumen", "Grey", "Port", "Fjord", "Kestrel", "Bright", "Orchard", "Sable", "Tide", "Cobalt", "Quarry", "Sun", "Iron", "Meadow", "Clear", "Helix", "Paper", "Stone", "Silver", "Maple", "Cedar", "River", "Summit"];
const SUFFIX = ["wind Labs", "fin Health", "leaf Energy", " Freight", "brook Studio", " Pay", "note", " Retail", "line Analytics", "side Capital", " Mobility", " Bank", "path Academy", " & Vine", "works", " Media", " Signal", " Health", "mesa Solar", "bark Logistics"];
const INDUSTRIES = ["Software", "Healthcare", "Finance", "Renewable Energy", "Logistics", "Retail", "Education", "Manufacturing", "Media", "Hospitality", "Consulting", "Telecommunications"];
const PRODUCTS = ["scheduling software", "payment tools", "patient monitoring", "solar farms", "freight forwarding", "online courses", "precision parts", "podcasts", "private networks", "cloud reviews", "data pipelines", "mobile games"];
const CUSTOMERS = ["clinics", "small businesses", "schools", "ports", "retailers", "hospitals", "factories", "banks", "farms", "city councils"];
const PLACES = ["Berlin, Germany", "London, United Kingdom", "Paris, France", "Amsterdam, Netherlands", "New York, United States", "Toronto, Canada", "Madrid, Spain", "Stockholm, Sweden"];
const FIRST = ["Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gia", "Hugo", "Ines", "Jon", "Kai", "Lena", "Max", "Nora", "Omar", "Pia", "Quinn", "Rosa", "Sam", "Tara"];
const LAST = ["Morgan", "Nair", "Becker", "Rossi", "Okafor", "Martin", "Kim", "Alvarez", "Johansson", "Williams", "Schmidt", "Dubois", "Novak", "Silva", "Tanaka"];
const AGENCY = ["Talent", "Search", "Recruiting", "Partners", "Hire", "Staffing", "People", "Careers"];
const DEGREES = ["Bachelor's", "Master's", "MBA", "PhD", "CIPD Level 5", "SHRM-CP", "REC Certificate"];
const SPECIALTIES = ["Software Engineering", "Data", "Sales", "Finance", "Healthcare", "DevOps", "Design", "Logistics", "Marketing", "Legal"];
const arr = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]::text[]`);

export async function seedBenchOrganisations(db: Db, total: number, batch = 50_000): Promise<void> {
  const run = Date.now().toString(36);
  for (let start = 0; start < total; start += batch) {
    const end = Math.min(total, start + batch);
    await db.execute(sql`
      WITH u AS (
        INSERT INTO users (email, name, user_type)
        SELECT 'co-' || ${run} || '-' || g || '@bench.local', (${arr(PREFIX)})[1 + g % ${PREFIX.length}] || (${arr(SUFFIX)})[1 + (g / ${PREFIX.length}) % ${SUFFIX.length}] || ' ' || (g / 600), 'COMPANY'
        FROM generate_series(${start + 1}::int, ${end}::int) g
        RETURNING id, name, split_part(split_part(email, '-', 3), '@', 1)::int AS g)
      INSERT INTO company_profiles (user_id, company_name, industry, number_of_employees, company_size, about, location)
      SELECT id, name, (${arr(INDUSTRIES)})[1 + g % ${INDUSTRIES.length}], 1 + (g * 7919) % 10000,
             CASE WHEN 1 + (g * 7919) % 10000 <= 50 THEN 'small' WHEN 1 + (g * 7919) % 10000 <= 500 THEN 'medium' ELSE 'large' END,
             'We build ' || (${arr(PRODUCTS)})[1 + (g / 7) % ${PRODUCTS.length}] || ' for ' || (${arr(CUSTOMERS)})[1 + (g / 3) % ${CUSTOMERS.length}] || '.',
             (${arr(PLACES)})[1 + g % ${PLACES.length}]
      FROM u`);
    await db.execute(sql`
      WITH u AS (
        INSERT INTO users (email, name, user_type)
        SELECT 'ag-' || ${run} || '-' || g || '@bench.local', (${arr(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}], 'RECRUIMENTAGENCY'
        FROM generate_series(${start + 1}::int, ${end}::int) g
        RETURNING id, split_part(split_part(email, '-', 3), '@', 1)::int AS g)
      INSERT INTO agency_profiles (user_id, agency_name, candidates_placed, recruiter_degree, specialties, about, location, featured)
      SELECT id, (${arr(PREFIX)})[1 + (g / 3) % ${PREFIX.length}] || ' ' || (${arr(AGENCY)})[1 + g % ${AGENCY.length}] || ' ' || (g / 500),
             (g * 7919) % 2000, (${arr(DEGREES)})[1 + g % ${DEGREES.length}],
             ARRAY[(${arr(SPECIALTIES)})[1 + g % ${SPECIALTIES.length}], (${arr(SPECIALTIES)})[1 + (g / 3) % ${SPECIALTIES.length}]],
             'We place people in ' || (${arr(SPECIALTIES)})[1 + g % ${SPECIALTIES.length}] || ' roles with ' || (${arr(CUSTOMERS)})[1 + (g / 3) % ${CUSTOMERS.length}] || '.',
             (${arr(PLACES)})[1 + g % ${PLACES.length}], g % 5000 = 0
      FROM u`);
    process.stdout.write(`\r  seeded ${end.toLocaleString("en")} / ${total.toLocaleString("en")} companies and recruiters`);
  }
  process.stdout.write("\n");
  await db.execute(sql`
    INSERT INTO jobs (owner_id, company_name, job_title, job_status, location, job_type, required_skills, job_description)
    SELECT c.user_id, c.company_name, 'Software Engineer ' || c.user_id, 'Open', c.location, 'Hybrid', ARRAY['TypeScript', 'SQL'], 'You will build and ship product with a friendly team.'
    FROM company_profiles c WHERE c.user_id % 5 = 0`);
  await db.execute(sql`VACUUM ANALYZE users, company_profiles, agency_profiles, jobs, job_status_counts`);
}
