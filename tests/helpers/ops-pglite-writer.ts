/**
 * A stand-in for the production server on the embedded database, run as a child
 * process by tests/integration/ops-embedded.test.ts: it owns PGLITE_DIR through
 * db/client.ts (lock, migrations) exactly as server.ts does, answers backup
 * requests on SIGUSR2 like server.ts, and acknowledges `POST /write?n=<k>` only
 * after the row is committed. Prints "PORT <n>" when it is ready.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { env } from "@/lib/env";
import { serveBackupRequests } from "@/lib/ops/backup-signal";

const db = await getDb();
serveBackupRequests(env.PGLITE_DIR, env.S3_BUCKET ? null : env.UPLOAD_DIR);

const server = http.createServer((req, res) => {
  const n = Number(new URL(req.url ?? "/", "http://x").searchParams.get("n"));
  db.insert(users)
    .values({ email: `written-${n}@example.test`, name: `write ${n}` })
    .then(
      () => res.end("stored"),
      (error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      },
    );
});
server.listen(0, "127.0.0.1", () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
