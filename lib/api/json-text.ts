/**
 * The text of a JSON answer made by `json()` (lib/api/respond.ts), kept on its
 * Response under a registered symbol. The production server's direct path
 * (lib/server/direct-api.ts, another bundle, hence `Symbol.for`) writes that
 * text as it is instead of reading it back through the body's web stream, which
 * cost about 0.1 ms of CPU per API read. Any other Response is read from its body.
 */
const JSON_TEXT = Symbol.for("hiring-platform.api.json-text");

type Tagged = Response & { [JSON_TEXT]?: string };

export function withJsonText(response: Response, text: string): Response {
  (response as Tagged)[JSON_TEXT] = text;
  return response;
}

/** The JSON text a Response was made from, if `json()` made it. */
export function jsonTextOf(response: Response): string | undefined {
  const text = (response as Tagged)[JSON_TEXT];
  return typeof text === "string" ? text : undefined;
}
