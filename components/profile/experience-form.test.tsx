import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EXPERIENCE_MAX, experienceSchema } from "@/lib/profiles/schemas";
import { ExperienceForm, toDraft } from "./experience-form";

describe("ExperienceForm", () => {
  it("lets no field take more than the schema keeps, as the certificate form does", () => {
    const html = renderToString(<ExperienceForm label="Add an experience" submitLabel="Add" initial={toDraft({})} onSubmit={async () => null} />);
    for (const [name, max] of Object.entries(EXPERIENCE_MAX)) {
      expect(html).toMatch(new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*maxLength="${max}"|<(input|textarea)[^>]*maxLength="${max}"[^>]*name="${name}"`));
      // The same number the API refuses beyond.
      const tooLong = experienceSchema.safeParse({ title: "T", company: "C", startDate: "2020-01", [name]: "x".repeat(max + 1) });
      expect(tooLong.success, name).toBe(false);
    }
  });
});
