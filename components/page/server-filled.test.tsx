import { useForm } from "react-hook-form";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useServerFilled } from "./server-filled";

type Values = { location: string; employees: number | null; size: string; publicProfile: boolean };

function Form({ values }: { values: Values }) {
  const field = useServerFilled(useForm<Values>({ defaultValues: values }));
  return (
    <form method="post">
      <input aria-label="Location" {...field("location")} />
      <input aria-label="Employees" type="number" {...field("employees", { setValueAs: (v) => (v === "" ? null : Number(v)) })} />
      <select aria-label="Size" {...field("size")}>
        <option value="">Not given</option>
        <option value="11-50">11–50</option>
      </select>
      <input aria-label="Public" type="checkbox" {...field("publicProfile")} />
    </form>
  );
}

/** The HTML the server sends for an edit form: the stored values, before any script runs (e2e/manage-jobs.spec.ts for the hydration). */
describe("useServerFilled", () => {
  it("puts the stored values into the server's HTML", () => {
    const html = renderToStaticMarkup(<Form values={{ location: "Berlin, Germany", employees: 40, size: "11-50", publicProfile: true }} />);
    expect(html).toContain('aria-label="Location" name="location" value="Berlin, Germany"');
    expect(html).toMatch(/name="employees" value="40"/);
    expect(html).toContain('<option value="11-50" selected="">');
    expect(html).toMatch(/name="publicProfile" checked=""/);
  });

  it("leaves a field with nothing stored empty, and an unticked box unticked", () => {
    const html = renderToStaticMarkup(<Form values={{ location: "", employees: null, size: "", publicProfile: false }} />);
    expect(html).toMatch(/name="location" value=""/);
    expect(html).toMatch(/name="employees" value=""/);
    expect(html).toContain('<option value="" selected="">');
    expect(html).not.toContain("checked");
  });
});
