import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { compiled, compiledForms, preparedPerDb } from "@/db/compiled";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";

/**
 * Statements compiled once (db/compiled.ts), on the database of this run (PGlite or
 * Postgres): built on the first call only, the values filled in on every call, rows
 * under the names the SQL gives its columns.
 */
describe("a compiled statement", () => {
  it("is built once, takes new values on every call and answers rows named by its SQL", async () => {
    const db = await getDb();
    const tag = randomUUID();
    const inserted = await db
      .insert(users)
      .values(["Ada", "Ben", "Cleo"].map((name, i) => ({ email: `compiled-${i}-${tag}@test.local`, name, userType: "CANDIDATE" as const })))
      .returning({ id: users.id });
    const ids = inserted.map((r) => r.id);
    let builds = 0;
    const byIds = compiled<{ id: number; displayName: string; type: string }, { ids: number[] }>(() => {
      builds += 1;
      return sql`select ${users.id} as id, ${users.name} as "displayName", ${users.userType} as type from ${users} where ${users.id} = any(${sql.placeholder("ids")}::int[]) order by ${users.id}`;
    }, `test_compiled_${tag.slice(0, 8)}`);

    expect(await byIds({ ids })).toEqual([
      { id: ids[0], displayName: "Ada", type: "CANDIDATE" },
      { id: ids[1], displayName: "Ben", type: "CANDIDATE" },
      { id: ids[2], displayName: "Cleo", type: "CANDIDATE" },
    ]);
    expect((await byIds({ ids: [ids[2]!] })).map((r) => r.displayName)).toEqual(["Cleo"]);
    expect(await byIds({ ids: [] })).toEqual([]);
    expect(builds).toBe(1);
  });

  it("names its columns through the database's casing (camelCase fields, snake_case columns)", async () => {
    const db = await getDb();
    const email = `compiled-casing-${randomUUID()}@test.local`;
    await db.insert(users).values({ email, name: "Casing", photoUrl: "/files/x.png" });
    const photo = compiled<{ photo: string }, { email: string }>(() => sql`select ${users.photoUrl} as photo from ${users} where ${users.email} = ${sql.placeholder("email")}`);
    expect(await photo({ email })).toEqual([{ photo: "/files/x.png" }]);
  });

  it("of several forms is built once per form, each form with its own SQL, the values filled in on every call", async () => {
    const db = await getDb();
    const tag = randomUUID();
    await db.insert(users).values(["Ada", "Ben"].map((name, i) => ({ email: `forms-${i}-${tag}@test.local`, name, userType: "CANDIDATE" as const })));
    const built: string[] = [];
    const forms = compiledForms<{ name: string }, { like: string; name?: string }>();
    const names = (byName: boolean, values: { like: string; name?: string }) =>
      forms(byName ? "email+name" : "email", () => {
        built.push(byName ? "email+name" : "email");
        const name = byName ? sql` and ${users.name} = ${sql.placeholder("name")}` : sql``;
        return sql`select ${users.name} as name from ${users} where ${users.email} like ${sql.placeholder("like")}${name} order by ${users.name}`;
      })(values);

    const like = `forms-%-${tag}@test.local`;
    expect(await names(false, { like })).toEqual([{ name: "Ada" }, { name: "Ben" }]);
    expect(await names(true, { like, name: "Ben" })).toEqual([{ name: "Ben" }]);
    expect(await names(true, { like, name: "Ada" })).toEqual([{ name: "Ada" }]);
    expect(await names(false, { like: `forms-0-${tag}@test.local` })).toEqual([{ name: "Ada" }]);
    expect(built).toEqual(["email", "email+name"]);
  });

  it("prepared per database handle is prepared once and maps its rows through its fields", async () => {
    const db = await getDb();
    const tag = randomUUID();
    const [ada] = await db.insert(users).values({ email: `prepared-${tag}@test.local`, name: "Ada" }).returning({ id: users.id, createdAt: users.createdAt });
    let prepares = 0;
    const byId = preparedPerDb((handle) => {
      prepares += 1;
      return handle
        .select({ id: users.id, displayName: users.name, createdAt: users.createdAt })
        .from(users)
        .where(sql`${users.id} = any(${sql.placeholder("ids")}::int[])`)
        .prepare(`test_prepared_${tag.slice(0, 8)}`);
    });

    const [row] = await byId(db).execute({ ids: [ada!.id] });
    expect(row).toEqual({ id: ada!.id, displayName: "Ada", createdAt: ada!.createdAt });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(await byId(db).execute({ ids: [] })).toEqual([]);
    expect(prepares).toBe(1);
  });
});
