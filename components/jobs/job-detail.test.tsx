import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { PublicJobDto } from "@/lib/jobs/dto";

vi.mock("next/navigation", () => ({ usePathname: () => "/jobs/1", useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }));
const { JobCard } = await import("./job-card");
const { JobDetail } = await import("./job-detail");
const { initialsOf } = await import("@/components/profile/profile-parts");

const job = {
  id: 1,
  jobTitle: "Customer Success Manager",
  companyName: "Greyline Analytics",
  location: "Boston, MA, USA",
  jobType: "Remote",
  jobStatus: "Open",
  createdAt: "2026-11-25T00:00:00.000Z",
  updatedAt: "2026-11-26T00:00:00.000Z",
} as PublicJobDto;

/** The letters in a logo's place: the aria-hidden box a name without a picture gets. */
const initialsIn = (html: string) => html.match(/<span aria-hidden="true" class="[^"]*bg-indigo-100[^"]*">([^<]*)<\/span>/)?.[1];

describe("a company without a logo", () => {
  it("shows the same initials on the job's card and on its page", () => {
    const card = renderToStaticMarkup(<JobCard job={{ ...job, companyLogo: null }} href="/jobs/1" />);
    const page = renderToStaticMarkup(
      <JobDetail job={job} org={{ name: "Greyline Analytics", logo: null, profilePath: "/companydetails/2" }} descriptionHtml="" viewer="guest" applied={null} returnPath="/jobs/1" />,
    );
    expect([initialsIn(card), initialsIn(page)]).toEqual(["GA", "GA"]);
  });

  it("names the agency an agency's job for a client comes through, on its card as on its page", () => {
    const card = renderToStaticMarkup(<JobCard job={{ ...job, companyName: "Harbour Pay", companyLogo: null, postedVia: "TalentBridge Recruitment" }} href="/jobs/1" />);
    expect(card).toContain("<bdi>Harbour Pay via TalentBridge Recruitment</bdi>");
  });

  it("takes the first letters of the first two words", () => {
    expect([initialsOf("Greyline Analytics"), initialsOf("  acme  "), initialsOf("Harbour Pay Ltd"), initialsOf("")]).toEqual(["GA", "A", "HP", ""]);
  });

  it("takes each word's first letter or digit, whole, in any script", () => {
    expect(["(Acme) Labs", "Alex <b>x</b>", "😀 Studio", "Ünal Öz", "محلل بيانات", "3M Health", "— ·"].map(initialsOf)).toEqual(["AL", "AB", "S", "ÜÖ", "مب", "3H", ""]);
  });
});
