import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RecruiterCard } from "./recruiter-card";

const recruiter = {
  id: 9,
  name: "Layla Haddad",
  agencyName: "Gulf Talent",
  photo: null,
  specialties: ["Finance"],
  candidatesPlaced: 1250,
  recruiterDegree: "ماجستير",
  location: "Dubai",
  featured: false,
  profilePath: "/profile/9",
};

/** A recruiter card's placements line: the degree is the recruiter's own words, isolated for direction like the rest. */
describe("RecruiterCard", () => {
  it("isolates the placements and the degree", () => {
    expect(renderToStaticMarkup(<RecruiterCard recruiter={recruiter} />)).toContain("<bdi>1,250 candidates placed</bdi> · <bdi>ماجستير</bdi>");
  });

  it("says only the placements when no degree is given", () => {
    const html = renderToStaticMarkup(<RecruiterCard recruiter={{ ...recruiter, recruiterDegree: "" }} />);
    expect(html).toContain("<bdi>1,250 candidates placed</bdi></p>");
  });
});
