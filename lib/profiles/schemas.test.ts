import { describe, expect, it } from "vitest";
import { agencyFieldsSchema, companyFormSchema, experienceKey, experienceSchema, sizeOfHeadcount, websiteSchema } from "./schemas";

const year = new Date().getUTCFullYear();
const problems = (input: Record<string, unknown>) => {
  const parsed = experienceSchema.safeParse({ title: "Data Engineer", company: "Atlas", ...input });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("experienceSchema: dates", () => {
  it("needs a start month, in the form and on the server", () => {
    expect(problems({ endDate: `${year - 1}-01` })).toEqual(["startDate: The start month is required"]);
    expect(problems({ startDate: null, current: true })).toEqual(["startDate: The start month is required"]);
  });

  it("refuses a role that starts in the future, current or not", () => {
    expect(problems({ startDate: `${year + 4}-05`, endDate: `${year + 5}-01` })).toEqual(["startDate: The start month cannot be in the future"]);
    expect(problems({ startDate: `${year + 1}-01`, current: true })).toEqual(["startDate: The start month cannot be in the future"]);
  });

  it("takes an end later than this month for a role already begun, and no end for a current one", () => {
    expect(problems({ startDate: `${year - 1}-03`, endDate: `${year + 1}-02` })).toEqual([]);
    expect(experienceSchema.parse({ title: "a", company: "b", startDate: `${year - 1}-03`, endDate: `${year - 1}-09`, current: true }).endDate).toBeNull();
    expect(problems({ startDate: `${year - 1}-05`, endDate: `${year - 2}-01` })).toEqual(["endDate: The end date must be after the start date"]);
  });
});

describe("experienceKey", () => {
  it("is the same for one role written with other case or spacing, and differs by start month", () => {
    const stored = { title: "Senior Data Engineer", company: "Atlas Logistics", startDate: "2021-01-01" };
    expect(experienceKey({ title: " senior  data engineer", company: "ATLAS LOGISTICS ", startDate: "2021-01-01" })).toBe(experienceKey(stored));
    expect(experienceKey({ ...stored, startDate: "2021-01-15" })).toBe(experienceKey(stored));
    expect(experienceKey({ ...stored, startDate: "2020-01-01" })).not.toBe(experienceKey(stored));
  });
});

describe("websiteSchema", () => {
  it("gives a bare domain https:// (it was refused: people type 'acme.example')", () => {
    expect(websiteSchema.parse("qabee.example")).toBe("https://qabee.example");
    expect(websiteSchema.parse(" www.acme.example/jobs?x=1 ")).toBe("https://www.acme.example/jobs?x=1");
    expect(websiteSchema.parse("http://acme.example")).toBe("http://acme.example");
    expect(websiteSchema.parse("")).toBe("");
  });

  it("still refuses what is not a web address", () => {
    for (const bad of ["javascript:alert(1)", "ftp://acme.example", "acme", "not a site.com", "//acme.example"]) {
      expect(websiteSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("names the problem: a space is a space, not a missing http:// (a bare domain is fine without one)", () => {
    const messages = (input: string) => websiteSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages("talent bridge.co.uk")).toEqual(["The website cannot contain spaces, e.g. https://acme.example"]);
    expect(messages("https://acme .example")).toEqual(["The website cannot contain spaces, e.g. https://acme.example"]);
    expect(messages("ftp://acme.example")).toEqual(["The website must be a web address such as https://acme.example"]);
  });
});

describe("a company's size and its headcount", () => {
  it("puts a headcount in the band its label gives", () => {
    expect([1, 50, 51, 500, 501, 5000].map(sizeOfHeadcount)).toEqual(["small", "small", "medium", "medium", "large", "large"]);
  });

  it("refuses a size the headcount contradicts, and takes either one alone", () => {
    const form = { name: "Ada", location: "", companyName: "Acme", industry: "", website: "", about: "" };
    const check = (numberOfEmployees: number | null, companySize: string) => companyFormSchema().safeParse({ ...form, numberOfEmployees, companySize });
    const refused = check(5000, "small");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ["companySize"], message: "The company size must match the number of employees: 5,000 is Large (501+)." });
    expect(check(5000, "large").success).toBe(true);
    expect(check(5000, "").success).toBe(true);
    expect(check(null, "small").success).toBe(true);
    // A headcount that is not one has its own message only (it also said "-5 is Small (1–50)").
    expect(check(-5, "medium").error?.issues.map((i) => i.message)).toEqual(["The number of employees cannot be negative"]);
  });
});

describe("a count left empty", () => {
  it("is required, not 'a whole number' (the form sends nothing for an empty box)", () => {
    const placed = agencyFieldsSchema.shape.candidatesPlaced;
    expect(placed.safeParse(undefined).error?.issues[0]?.message).toBe("Candidates placed is required");
    expect(placed.safeParse(Number.NaN).error?.issues[0]?.message).toBe("Candidates placed is required");
    expect(placed.safeParse("12").error?.issues[0]?.message).toBe("Candidates placed must be a whole number");
    expect(placed.safeParse(1.5).error?.issues[0]?.message).toBe("Candidates placed must be a whole number");
    expect(placed.safeParse(12).success).toBe(true);
  });
});

describe("a company's industry", () => {
  const form = { name: "Ada", location: "", companyName: "Acme", website: "", about: "", numberOfEmployees: null, companySize: "" };
  it("is one of the list in any case, saved as the list spells it, or empty", () => {
    expect(companyFormSchema().parse({ ...form, industry: " real estate " }).industry).toBe("Real Estate");
    expect(companyFormSchema().parse({ ...form, industry: "" }).industry).toBe("");
    expect(companyFormSchema().safeParse({ ...form, industry: "Robotics" }).error?.issues[0]?.message).toBe(
      "Choose an industry from the list (for example Software, Healthcare or Finance)",
    );
  });

  it("may stay as saved before the list existed, but not become another free text", () => {
    expect(companyFormSchema("Robotics").parse({ ...form, industry: "Robotics" }).industry).toBe("Robotics");
    expect(companyFormSchema("Robotics").safeParse({ ...form, industry: "Drones" }).success).toBe(false);
  });
});
