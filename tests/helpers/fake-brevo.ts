import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Brevo's contacts API, as much of it as the newsletter uses:
 * POST /v3/contacts (201 {id} for a new contact; with updateEnabled an existing
 * one is updated and answers 204; without it 400 duplicate_parameter) and
 * PUT /v3/contacts/{email} (204, or 404 for an unknown contact). A wrong
 * `api-key` is a 401, as at Brevo. `next` forces the next answers: a status with
 * a body, "hang" (headers never come: a time-out) or "reset" (the connection
 * drops: a network failure).
 */
export type BrevoRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> };
type Forced = { status: number; body?: unknown } | "hang" | "reset";

export async function startFakeBrevo(apiKey: string) {
  const contacts = new Map<string, { id: number; blacklisted: boolean; listIds: number[] }>();
  const requests: BrevoRequest[] = [];
  const forced: Forced[] = [];
  const hanging = new Set<ServerResponse>();
  let nextId = 1;

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const path = req.url ?? "/";
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      requests.push({ method: req.method ?? "", path, headers: req.headers, body });
      const send = (status: number, answer?: unknown) => {
        res.writeHead(status, answer === undefined ? {} : { "content-type": "application/json" });
        res.end(answer === undefined ? undefined : JSON.stringify(answer));
      };
      const force = forced.shift();
      if (force === "hang") return void hanging.add(res);
      if (force === "reset") return void req.socket.destroy();
      if (force) return send(force.status, force.body);
      if (req.headers["api-key"] !== apiKey) return send(401, { code: "unauthorized", message: "Key not found" });

      if (req.method === "POST" && path === "/v3/contacts") {
        const email = typeof body.email === "string" ? body.email.toLowerCase() : "";
        if (!email.includes("@")) return send(400, { code: "invalid_parameter", message: "Invalid email address" });
        const listIds = Array.isArray(body.listIds) ? (body.listIds as number[]) : [];
        const known = contacts.get(email);
        if (known && !body.updateEnabled) return send(400, { code: "duplicate_parameter", message: "Contact already exist" });
        if (known) {
          contacts.set(email, { ...known, blacklisted: body.emailBlacklisted === true, listIds: [...new Set([...known.listIds, ...listIds])] });
          return send(204);
        }
        contacts.set(email, { id: nextId, blacklisted: body.emailBlacklisted === true, listIds });
        return send(201, { id: nextId++ });
      }
      const put = /^\/v3\/contacts\/([^/?]+)$/.exec(path);
      if (req.method === "PUT" && put) {
        const email = decodeURIComponent(put[1]!).toLowerCase();
        const known = contacts.get(email);
        if (!known) return send(404, { code: "document_not_found", message: "Contact does not exist" });
        if (typeof body.emailBlacklisted === "boolean") known.blacklisted = body.emailBlacklisted;
        return send(204);
      }
      send(404, { code: "not_found", message: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    contacts,
    requests,
    /** The next answers, in order, whatever is asked. */
    next: (...answers: Forced[]) => forced.push(...answers),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The mails to an address, newest first. Imported when called: test files that
 * reset modules (to change settings) must wait for the fresh modules' deferred mails.
 */
export async function mailsOf(email: string) {
  const { mailsTo } = await import("./auth-data");
  return mailsTo(email);
}

/** The confirm and unsubscribe tokens of the newest newsletter mail to an address (what a reader would click). */
export async function newsletterLinks(email: string) {
  const [mail] = await mailsOf(email);
  const token = (purpose: string) => {
    const found = mail?.text.match(new RegExp(`/newsletter/${purpose}\\?token=([^\\s]+)`))?.[1];
    return found ? decodeURIComponent(found) : undefined;
  };
  return { mail, confirm: token("confirm"), unsubscribe: token("unsubscribe") };
}
