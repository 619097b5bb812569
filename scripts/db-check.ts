import { openDatabase } from "../db/client";
import { sql } from "drizzle-orm";
const h = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR ?? "memory://" });
console.log(h.kind, await h.db.execute(sql`select count(*) from jobs`));
await h.close();
