import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompanyCard } from "./company-card";

const company = {
  id: 7,
  name: "Northwind Labs",
  logo: null,
  industry: "برمجيات",
  companySize: "medium",
  numberOfEmployees: 1200,
  location: "Berlin, Germany",
  openJobs: 3,
  profilePath: "/companydetails/7",
};

/** A company card's line of facts: each fact isolated for direction, the empty ones left out. */
describe("CompanyCard", () => {
  it("isolates each fact, so an Arabic industry beside an English place keeps the line's order", () => {
    const html = renderToStaticMarkup(<CompanyCard company={company} />);
    expect(html).toContain("<bdi>برمجيات</bdi> · <bdi>Medium (51–500)</bdi> · <bdi>1,200 employees</bdi> · <bdi>Berlin, Germany</bdi>");
  });

  it("leaves out what the company has not said, and the line when it has said nothing", () => {
    expect(renderToStaticMarkup(<CompanyCard company={{ ...company, industry: "", numberOfEmployees: null }} />)).toContain(
      "<bdi>Medium (51–500)</bdi> · <bdi>Berlin, Germany</bdi>",
    );
    const bare = renderToStaticMarkup(<CompanyCard company={{ ...company, industry: "", companySize: "", numberOfEmployees: null, location: "" }} />);
    expect(bare).not.toContain("<bdi>");
    expect(bare).toContain("3 open jobs");
  });
});
