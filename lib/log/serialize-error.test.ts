import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm";
import { serializeError } from "./serialize-error";

describe("serializeError", () => {
  it("keeps type, message, code, stack and causes, and cuts a failed query's parameters", () => {
    const driver = Object.assign(new Error("duplicate key value"), { code: "23505", detail: "Key (email)=(a@b.test) already exists." });
    const error = new DrizzleQueryError("insert into sessions (id) values ($1)", ["secret-session-id", "line\nbreak"], driver);
    const out = serializeError(error);
    expect(out.type).toBe("Error");
    expect(out.message).toBe("Failed query: insert into sessions (id) values ($1)\nparams: [redacted]");
    expect(out.stack).toContain("params: [redacted]\n    at ");
    expect(out.cause).toMatchObject({ type: "Error", message: "duplicate key value", code: "23505" });
    const text = JSON.stringify(out);
    expect(text).not.toContain("secret-session-id");
    expect(text).not.toContain("a@b.test");
  });

  it("describes what is not an Error without copying it", () => {
    expect(serializeError({ password: "hunter2" })).toEqual({ type: "object", message: "(not an Error)" });
  });
});
