import { describe, expect, it } from "vitest";
import { candidate, job } from "@/tests/helpers/match";
import { matchSkills, skillsCriterion } from "./skills";

const found = (required: string[], c: Parameters<typeof matchSkills>[1]) =>
  Object.fromEntries(matchSkills(required, c).map((m) => [m.name, m.sources.join("+") || "-"]));

describe("skills", () => {
  it("knows a skill by any of the vocabulary's names, on either side", () => {
    const c = candidate({ skills: ["k8s", "Postgres", "JS", "Node"] });
    expect(found(["Kubernetes", "PostgreSQL", "JavaScript", "Node.js"], c)).toEqual({ Kubernetes: "profile", PostgreSQL: "profile", JavaScript: "profile", "Node.js": "profile" });
    const d = candidate({ skills: ["Kubernetes", "PostgreSQL", "JavaScript", "Node.js"] });
    expect(found(["k8s", "postgres", "js", "node"], d)).toEqual({ Kubernetes: "profile", PostgreSQL: "profile", JavaScript: "profile", "Node.js": "profile" });
  });

  it("looks in the headline, summary, work history and resume, and says where", () => {
    const c = candidate({
      headline: "Go developer",
      profileSummary: "I run services on Kubernetes.",
      experiences: [{ title: "Engineer", company: "A", startDate: null, endDate: null, current: false, description: "Moved billing to gRPC" }],
      resumeText: "Skills\nGo, Terraform",
    });
    expect(found(["Go", "Kubernetes", "gRPC", "Terraform", "Rust"], c)).toEqual({ Go: "profile+resume", Kubernetes: "profile", gRPC: "profile", Terraform: "resume", Rust: "-" });
  });

  it("finds a skill said with its years in a resume or a message (\"8 years Go, PostgreSQL\", \"go + postgres\")", () => {
    // A company saw "missing: Go" for an applicant whose resume said "8 years Go, PostgreSQL, Kubernetes, AWS".
    const c = candidate({ resumeText: "Backend engineer\n8 years Go, PostgreSQL, Kubernetes, AWS" });
    expect(found(["Go", "PostgreSQL", "Kubernetes"], c)).toEqual({ Go: "resume", PostgreSQL: "resume", Kubernetes: "resume" });
    expect(found(["Go", "PostgreSQL"], candidate({ profileSummary: "Mostly go + postgres lately." }))).toEqual({ Go: "profile", PostgreSQL: "profile" });
  });

  it("does not take everyday words for skills (Go ahead, the rest)", () => {
    const c = candidate({ profileSummary: "I always go ahead and do the rest myself.", resumeText: "Go ahead with the rest of the plan." });
    expect(found(["Go", "REST APIs"], c)).toEqual({ Go: "-", "REST APIs": "-" });
  });

  it("searches a skill the vocabulary does not know as written, in any case", () => {
    const c = candidate({ resumeText: "Integrated STRIPE payments and wrote Protobuf schemas." });
    expect(found(["Stripe", "protobuf", "Kafka Streams"], c)).toEqual({ Stripe: "resume", protobuf: "resume", "Kafka Streams": "-" });
  });

  it("counts a narrower skill for the broader one, not the other way round", () => {
    expect(found(["Observability"], candidate({ skills: ["Prometheus"] }))).toEqual({ Observability: "profile" });
    expect(found(["Observability"], candidate({ resumeText: "Summary\nBuilt dashboards in Grafana for on-call" }))).toEqual({ Observability: "resume" });
    expect(found(["Prometheus"], candidate({ skills: ["Grafana"] }))).toEqual({ Prometheus: "-" });
    expect(found(["Prometheus"], candidate({ resumeText: "Dashboards in Grafana and Prometheus" }))).toEqual({ Prometheus: "resume" });
  });

  it("finds a list-only name in prose when written with its capital", () => {
    expect(found(["Express"], candidate({ resumeText: "Built APIs with Express and Node.js" }))).toEqual({ Express: "resume" });
    expect(found(["Express"], candidate({ resumeText: "express delivery of features" }))).toEqual({ Express: "-" });
  });

  it("counts a required skill once however often the job lists it", () => {
    expect(matchSkills(["Postgres", "PostgreSQL", " ", "postgresql"], candidate())).toHaveLength(1);
  });

  it("scores found over required, names them with their place, and the missing ones", () => {
    const c = candidate({ skills: ["Go", "PostgreSQL"], resumeText: "Go, Kubernetes, gRPC" });
    const { criterion, note } = skillsCriterion(job(), c);
    expect(criterion).toMatchObject({ points: 40, max: 50, counted: true });
    expect(criterion.evidence).toBe("4 of 5 required skills: Go (in profile and resume), PostgreSQL (in profile), Kubernetes, gRPC (in resume); missing: Terraform");
    expect(note).toBe("strong match on skills");
  });

  it("leaves the criterion out when the job lists no skills", () => {
    expect(skillsCriterion(job({ requiredSkills: [] }), candidate()).criterion).toMatchObject({ counted: false, points: 0, evidence: "The job lists no required skills" });
  });

  it("shortens long lists", () => {
    const required = Array.from({ length: 12 }, (_, i) => `Tool${i}`);
    expect(skillsCriterion(job({ requiredSkills: required }), candidate()).criterion.evidence).toBe("0 of 12 required skills; missing: Tool0, Tool1, Tool2, Tool3, Tool4, Tool5, Tool6, Tool7 and 4 more");
  });

  it("reads a very long resume within bounds", () => {
    const long = `${"Worked on payments and reports with the team every week. ".repeat(4000)}\nKubernetes`;
    const started = performance.now();
    const result = matchSkills(["Kubernetes", "Go", "Stripe"], candidate({ resumeText: long }));
    expect(performance.now() - started).toBeLessThan(3000);
    // Beyond the bound (30,000 characters) nothing is read.
    expect(result.find((m) => m.name === "Kubernetes")!.sources).toEqual([]);
  });
});
