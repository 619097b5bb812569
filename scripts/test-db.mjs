// Creates or drops a throw-away Postgres database next to the one in a URL.
//   node scripts/test-db.mjs create <url> <name>   → prints the new database's URL
//   node scripts/test-db.mjs drop   <url> <name>
// Used by scripts/test.sh so the e2e server gets a fresh database of its own
// while the integration tests keep theirs (both may run against one server).
import pg from "pg";

const [command, baseUrl, name] = process.argv.slice(2);
if (!["create", "drop"].includes(command ?? "") || !baseUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error("usage: node scripts/test-db.mjs create|drop <postgres-url> <lowercase_name>");
  process.exit(2);
}

const client = new pg.Client({ connectionString: baseUrl });
await client.connect();
try {
  if (command === "create") {
    await client.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    console.log(url.toString());
  } else {
    await client.query(`drop database if exists ${name} with (force)`);
  }
} finally {
  await client.end();
}
