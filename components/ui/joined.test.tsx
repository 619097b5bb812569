import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Joined } from "./joined";

describe("Joined", () => {
  it("isolates each part's direction and leaves empty parts out", () => {
    expect(renderToStaticMarkup(<Joined parts={["شركة الاختبار", null, "", "Remote (EU)"]} />)).toBe("<bdi>شركة الاختبار</bdi> · <bdi>Remote (EU)</bdi>");
    expect(renderToStaticMarkup(<Joined parts={[undefined, "Berlin"]} />)).toBe("<bdi>Berlin</bdi>");
  });
});
