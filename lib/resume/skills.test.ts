import { describe, expect, it } from "vitest";
import { proposeLocally } from "./local";
import { collectSkills, listedSkills } from "./skills";

describe("skills", () => {
  it("splits lists on commas, bullets, pipes and wide gaps, dropping labels, levels and bullet marks", () => {
    expect(listedSkills(["Frontend: React, Vue.js | Tailwind", "• Python (expert)   SQL", "Languages: English - fluent; German", "- CI/CD / Docker"])).toEqual([
      "React",
      "Vue.js",
      "Tailwind CSS",
      "Python",
      "SQL",
      "English",
      "German",
      "CI/CD",
      "Docker",
    ]);
  });

  it("uses the vocabulary's spelling for the same skill, and keeps a narrower word the vocabulary files under a broader one", () => {
    expect(listedSkills(["postgres, k8s, nodejs, Prometheus, Scrum, bash"])).toEqual(["PostgreSQL", "Kubernetes", "Node.js", "Prometheus", "Scrum", "bash"]);
  });

  it("searches a sentence in a skills list for known skills", () => {
    expect(listedSkills(["Comfortable with Kubernetes and Terraform across several production clusters"])).toEqual(["Kubernetes", "Terraform"]);
  });

  it("adds skills mentioned in prose after the listed ones, once each, at most 50", () => {
    expect(collectSkills(["Prometheus", "Go"], "Ran Grafana and Prometheus monitoring; wrote services in Go and Rust.")).toEqual(["Prometheus", "Go", "Rust"]);
    expect(collectSkills(Array.from({ length: 70 }, (_, i) => `Skill ${i}`), "")).toHaveLength(50);
  });

  it("stays fast on long hostile text (the vocabulary matcher is quadratic on one long string)", () => {
    const hostile = `${"E X P E R I E N C E C R ".repeat(3)}\n`.repeat(4000) + `${"C R Go ".repeat(20_000)}\n`;
    const started = performance.now();
    proposeLocally(hostile.slice(0, 100_000));
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
