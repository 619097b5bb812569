import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { PgDialect, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import { CASING, getDb, type Db } from "./client";

/**
 * A statement compiled once. drizzle builds a query's SQL text from its parts on
 * every call and maps every row through its fields: for the ten cards of a
 * directory page (a primary-key lookup) that was 0.5 ms of CPU per call, three
 * times the query itself (README "Directories"). A compiled statement is written
 * once with `sql.placeholder(name)` for each value, turned into text with the
 * database's own naming, and each call only fills in the values. Rows come back as
 * the driver reads them, under the names the SQL gives its columns.
 *
 * `name` also prepares it in Postgres, once per connection, so later calls skip
 * parsing and planning: only for statements whose best plan does not depend on the
 * values (lookups by key). PGlite runs it the same way without the name.
 */
export type Compiled<Row, Values extends Record<string, unknown>> = (values: Values) => Promise<Row[]>;

const dialect = new PgDialect({ casing: CASING });

export function compiled<Row, Values extends Record<string, unknown>>(build: () => SQL, name?: string): Compiled<Row, Values> {
  let query: ReturnType<PgDialect["sqlToQuery"]> | undefined;
  const statementOf = preparedPerDb((db) => {
    query ??= dialect.sqlToQuery(build());
    return db._.session.prepareQuery<PreparedQueryConfig>(query, undefined, name, false);
  });
  return async (values) => {
    const result = (await statementOf(await getDb()).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/** `column = any($ids)`: a lookup by many keys as one array parameter, so its text is the same for any number of ids. */
export const anyOfIds = (column: AnyColumn) => sql`${column} = any(${sql.placeholder("ids")}::int[])`;

/**
 * Statements that take one of a few forms, e.g. a directory search with or without
 * each filter: each form is compiled once, on its first use, under a key the caller
 * spells from the form alone — which parts it has, never a value — so there are never
 * more entries than forms. Unnamed (no Postgres prepare): such a statement's best
 * plan depends on its values, and an unnamed statement is planned with them.
 */
export type CompiledForms<Row, Values extends Record<string, unknown>> = (form: string, build: () => SQL) => Compiled<Row, Values>;

export function compiledForms<Row, Values extends Record<string, unknown>>(): CompiledForms<Row, Values> {
  const forms = new Map<string, Compiled<Row, Values>>();
  return (form, build) => {
    let statement = forms.get(form);
    if (!statement) {
      statement = compiled<Row, Values>(build);
      forms.set(form, statement);
    }
    return statement;
  };
}

/**
 * A drizzle query prepared once per database handle and named, so Postgres parses and plans
 * it once per connection: for lookups by key that run on every request (the session's read,
 * a job list's rows). Unlike `compiled`, its rows are mapped through its fields as drizzle's
 * select maps them (timestamps as Dates, the select's names).
 */
export function preparedPerDb<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = prepare(db);
      byDb.set(db, query);
    }
    return query;
  };
}
