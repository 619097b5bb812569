import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

/**
 * A small Pusher-protocol server for tests (soketi cannot be installed here),
 * written from Pusher's protocol documents: WebSocket protocol 7 on /app/:key
 * (pusher:connection_established, pusher:subscribe with the HMAC check of a
 * private channel's auth, pusher:signin with the HMAC check of user authentication,
 * pusher:ping/pong, channel events) and the HTTP API (POST /apps/:id/events and
 * /apps/:id/users/:user/terminate_connections, signed query and body_md5; a
 * terminated connection gets pusher:error 4009 and close code 4009, as Pusher sends).
 * The real `pusher` and `pusher-js` packages talk to it.
 */
export type FakePusher = {
  appId: string;
  key: string;
  secret: string;
  port: number;
  /** The settings that point the app at this server. */
  settings: Record<string, string>;
  /** Events accepted by the HTTP API, in order. */
  triggered: { name: string; channels: string[]; data: string }[];
  /** Signed requests refused (bad signature or body_md5). */
  refusedRequests: number;
  /** Subscriptions refused for a bad private-channel signature. */
  refusedSubscriptions: number;
  /** Connections ended through the terminate-connections API. */
  terminated: number;
  /** Cut every client off, as a network failure would (pusher-js reconnects by itself). */
  dropConnections: () => void;
  /** Resolves once `count` subscriptions to `channel` are live. */
  subscribed: (channel: string, count?: number) => Promise<void>;
  /** Resolves once `count` connections are signed in as the user (pusher:signin). */
  signedIn: (userId: string, count?: number) => Promise<void>;
  close: () => Promise<void>;
};

const sign = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

type Client = { socket: WebSocket; socketId: string; channels: Set<string>; userId?: string };

export async function startFakePusher(): Promise<FakePusher> {
  const appId = "4242";
  const key = "test-key";
  const secret = "test-secret-never-in-the-browser";
  const clients = new Set<Client>();
  const waiters: { matches: (c: Client) => boolean; count: number; resolve: () => void }[] = [];
  const state = { triggered: [] as FakePusher["triggered"], refusedRequests: 0, refusedSubscriptions: 0, terminated: 0 };

  const subscribers = (channel: string) => [...clients].filter((c) => c.channels.has(channel));
  const checkWaiters = () => {
    for (const w of [...waiters]) {
      if ([...clients].filter(w.matches).length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  const send = (socket: WebSocket, message: Record<string, unknown>) => socket.send(JSON.stringify(message));
  const waitFor = (matches: (c: Client) => boolean, count: number) =>
    new Promise<void>((resolve) => {
      waiters.push({ matches, count, resolve });
      checkWaiters();
    });
  /** Pusher's answer to a connection it will not keep: an error event, then close code 4009 (pusher-js does not reconnect). */
  const refuse = (client: Client, message: string) => {
    send(client.socket, { event: "pusher:error", data: { code: 4009, message } });
    client.socket.close(4009, message);
    clients.delete(client);
  };

  /** The HTTP API's rows: trigger an event, end a user's connections. */
  const routes: { pattern: RegExp; run: (match: RegExpExecArray, body: string) => void }[] = [
    {
      pattern: /^\/apps\/([^/]+)\/events$/,
      run: (_match, body) => {
        const event = JSON.parse(body) as { name: string; data: string; channels?: string[]; channel?: string; socket_id?: string };
        const channels = event.channels ?? (event.channel ? [event.channel] : []);
        state.triggered.push({ name: event.name, channels, data: event.data });
        for (const channel of channels) {
          for (const client of subscribers(channel)) {
            if (client.socketId !== event.socket_id) send(client.socket, { event: event.name, channel, data: event.data });
          }
        }
      },
    },
    {
      pattern: /^\/apps\/([^/]+)\/users\/([^/]+)\/terminate_connections$/,
      run: (match) => {
        for (const client of [...clients].filter((c) => c.userId === decodeURIComponent(match[2]!))) {
          state.terminated++;
          refuse(client, "You got disconnected by the app.");
        }
      },
    },
  ];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const route = routes.find((r) => r.pattern.test(url.pathname));
    const match = route?.pattern.exec(url.pathname);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.method !== "POST" || !route || !match) return answer(404, { error: "Not found" });
      if (match[1] !== appId) return answer(404, { error: "Unknown app" });
      const params = Object.fromEntries(url.searchParams);
      const signed = Object.keys(params)
        .filter((k) => k !== "auth_signature")
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join("&");
      const fresh = Math.abs(Date.now() / 1000 - Number(params.auth_timestamp)) < 600;
      const md5 = createHash("md5").update(body).digest("hex");
      if (params.auth_key !== key || !fresh || params.body_md5 !== md5 || !same(sign(secret, `POST\n${url.pathname}\n${signed}`), params.auth_signature ?? "")) {
        state.refusedRequests++;
        return answer(401, { error: "Invalid signature" });
      }
      route.run(match, body);
      answer(200, {});
    });
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on("upgrade", (req, socket, head) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname !== `/app/${key}`) return void socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = { socket: ws, socketId: `${randomInt(1e9)}.${randomInt(1e9)}`, channels: new Set() };
      clients.add(client);
      ws.on("close", () => clients.delete(client));
      if (url.searchParams.get("protocol") !== "7") {
        send(ws, { event: "pusher:error", data: { code: 4007, message: "Unsupported protocol version" } });
        return void ws.close();
      }
      send(ws, { event: "pusher:connection_established", data: JSON.stringify({ socket_id: client.socketId, activity_timeout: 30 }) });
      ws.on("message", (raw) => {
        const message = JSON.parse(String(raw)) as { event: string; data?: { channel?: string; auth?: string; user_data?: string } };
        if (message.event === "pusher:ping") return send(ws, { event: "pusher:pong", data: {} });
        if (message.event === "pusher:signin") {
          const userData = message.data?.user_data ?? "";
          const id = (() => {
            try {
              return (JSON.parse(userData) as { id?: unknown }).id;
            } catch {
              return undefined;
            }
          })();
          if (typeof id !== "string" || !id || !same(message.data?.auth ?? "", `${key}:${sign(secret, `${client.socketId}::user::${userData}`)}`)) {
            return refuse(client, "Invalid signature");
          }
          client.userId = id;
          send(ws, { event: "pusher:signin_success", data: { user_data: userData } });
          return checkWaiters();
        }
        const channel = message.data?.channel ?? "";
        if (message.event === "pusher:unsubscribe") return void client.channels.delete(channel);
        if (message.event !== "pusher:subscribe") return;
        // A server-to-user channel is only its signed-in user's.
        if (channel.startsWith("#server-to-user-") && channel !== `#server-to-user-${client.userId}`) {
          return send(ws, { event: "pusher:subscription_error", channel, data: { type: "AuthError", error: "Not signed in as this user", status: 401 } });
        }
        if (channel.startsWith("private-")) {
          const expected = `${key}:${sign(secret, `${client.socketId}:${channel}`)}`;
          if (!same(message.data?.auth ?? "", expected)) {
            state.refusedSubscriptions++;
            return send(ws, { event: "pusher:subscription_error", channel, data: { type: "AuthError", error: "Invalid signature", status: 401 } });
          }
        }
        client.channels.add(channel);
        send(ws, { event: "pusher_internal:subscription_succeeded", channel, data: "{}" });
        checkWaiters();
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    appId,
    key,
    secret,
    port,
    settings: { PUSHER_APP_ID: appId, PUSHER_KEY: key, PUSHER_SECRET: secret, PUSHER_HOST: "127.0.0.1", PUSHER_PORT: String(port), PUSHER_USE_TLS: "false" },
    get triggered() {
      return state.triggered;
    },
    get refusedRequests() {
      return state.refusedRequests;
    },
    get refusedSubscriptions() {
      return state.refusedSubscriptions;
    },
    get terminated() {
      return state.terminated;
    },
    dropConnections: () => {
      for (const c of clients) c.socket.terminate();
      clients.clear();
    },
    subscribed: (channel, count = 1) => waitFor((c) => c.channels.has(channel), count),
    signedIn: (userId, count = 1) => waitFor((c) => c.userId === userId, count),
    close: async () => {
      for (const c of clients) c.socket.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
