import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";
import { Input } from "./input";

/** A field's control is described by its hint, or while invalid by its error alone (the hint would repeat the rule). */
describe("Field", () => {
  const render = (error?: string) =>
    renderToStaticMarkup(
      <Field label="New password" hint="At least 8 characters." error={error}>
        {(p) => <Input {...p} type="password" />}
      </Field>,
    );
  const describedBy = (html: string) => /aria-describedby="([^"]+)"/.exec(html)?.[1];

  it("describes a valid control by its hint", () => {
    const html = render();
    expect(describedBy(html)).toMatch(/-hint$/);
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("describes an invalid control by its error only", () => {
    const html = render("Use at least 8 characters.");
    expect(describedBy(html)).toMatch(/^[^ ]+-error$/);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("At least 8 characters.");
  });

  it("marks a required control as such, and only that one", () => {
    const field = (required?: boolean) =>
      renderToStaticMarkup(
        <Field label="Email" required={required}>
          {(p) => <Input {...p} />}
        </Field>,
      );
    expect(field(true)).toContain('aria-required="true"');
    expect(field()).not.toContain("aria-required");
  });
});
