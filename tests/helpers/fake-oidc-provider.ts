import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakePerson = { sub: string; email?: string; email_verified?: boolean; name?: string; picture?: string };

/**
 * A local stand-in for LinkedIn's OpenID Connect provider: discovery, an
 * authorize endpoint that "signs in" whoever `person` is and redirects back with
 * a single-use code, the token endpoint (client_secret_post) and userinfo.
 * It checks what a real provider checks: client credentials, redirect_uri, code.
 */
export async function startFakeOidcProvider(client: { id: string; secret: string }) {
  const codes = new Map<string, { person: FakePerson; redirectUri: string }>();
  const tokens = new Map<string, FakePerson>();
  const state = { person: undefined as FakePerson | undefined, requests: [] as string[] };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base());
    state.requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };

    if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration") {
      return send(200, {
        issuer: base(),
        authorization_endpoint: `${base()}/oauth/v2/authorization`,
        token_endpoint: `${base()}/oauth/v2/accessToken`,
        userinfo_endpoint: `${base()}/v2/userinfo`,
        response_types_supported: ["code"],
        token_endpoint_auth_methods_supported: ["client_secret_post"],
        scopes_supported: ["openid", "profile", "email"],
      });
    }
    if (req.method === "GET" && url.pathname === "/oauth/v2/authorization") {
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      if (url.searchParams.get("client_id") !== client.id || !state.person) return send(400, { error: "invalid_request" });
      const code = randomBytes(12).toString("hex");
      codes.set(code, { person: state.person, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === "POST" && url.pathname === "/oauth/v2/accessToken") {
      const form = new URLSearchParams(await readBody(req));
      const grant = codes.get(form.get("code") ?? "");
      if (form.get("client_id") !== client.id || form.get("client_secret") !== client.secret) {
        return send(401, { error: "invalid_client" });
      }
      if (form.get("grant_type") !== "authorization_code" || !grant || grant.redirectUri !== form.get("redirect_uri")) {
        return send(400, { error: "invalid_grant" });
      }
      codes.delete(form.get("code") ?? "");
      const accessToken = randomBytes(16).toString("hex");
      tokens.set(accessToken, grant.person);
      return send(200, { access_token: accessToken, token_type: "Bearer", expires_in: 3600, scope: "openid profile email" });
    }
    if (req.method === "GET" && url.pathname === "/v2/userinfo") {
      const person = tokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
      if (!person) return send(401, { error: "invalid_token" });
      return send(200, person);
    }
    send(404, { error: "not_found" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer: base(),
    /** Who the next authorization "signs in". */
    signInAs(person: FakePerson) {
      state.person = person;
    },
    requests: state.requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}
