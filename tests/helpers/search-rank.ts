import { sql, type SQL } from "drizzle-orm";
import { asTyped, prefixQuery } from "@/lib/jobs/search";

/**
 * The job search's rank, in SQL: the vector's weights (title A, skills/tags B, company/location C,
 * description D) by ts_rank, plus how close the title is to what was typed when a query word is in
 * the title (by prefix). The index computes it in memory (lib/jobs/open-index/rank.ts).
 */
export function searchRank(text: string): SQL {
  const groups = asTyped(text);
  const tsq = sql`to_tsquery('english', ${prefixQuery(groups)})`;
  const inTitle = sql`to_tsquery('english', ${prefixQuery(groups, { weight: "A", join: " | " })})`;
  return sql`(ts_rank(search_vector, ${tsq}) + case when search_vector @@ ${inTitle} then word_similarity(${text.trim()}, job_title) else 0 end)`;
}

