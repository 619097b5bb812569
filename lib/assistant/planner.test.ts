import { describe, expect, it } from "vitest";
import { describedFields, isReady, planTurn } from "./planner";
import { emptyState, type Grade, type InterviewState, type JobFields } from "./types";
import { TOPIC_SPECS } from "./topics";
import { READY_SENTENCE } from "./wording";

/** The interview rules shared by both engines. */
const grade = (g: Partial<Grade>): Grade => ({ category: "answered", fields: {}, skipped: [], explanation: null, nextQuestion: null, ...g });
const at = (current: InterviewState["current"]): InterviewState => ({ ...emptyState(), current });

const almost: JobFields = {
  jobTitle: "Nurse", companyName: "St Mary's", experienceLevel: "Mid-level", employmentType: "Part-time", jobType: "On-site",
  location: "Dublin, Ireland", salaryRange: "€45,000 a year", requiredSkills: ["Patient care"], niceToHaves: ["ICU experience"], benefits: ["Pension plan"], tags: ["healthcare"],
};

describe("planTurn", () => {
  it("asks topics in order and skips what an answer already covered", () => {
    const out = planTurn({}, at("jobTitle"), grade({ fields: { jobTitle: "Chef", companyName: "Bistro 9", employmentType: "Full-time" } }));
    expect(out.state.current).toBe("experienceLevel");
    expect(out.message).toMatch(/^.*that covers a lot.*How senior should the Chef be/);
  });

  it("says exactly the ready sentence when the last essential topic is answered", () => {
    const out = planTurn(almost, at("responsibilities"), grade({ fields: { responsibilities: ["Care for patients on the ward"] } }));
    expect(out).toMatchObject({ isFinal: true, message: READY_SENTENCE, nextQuestion: null });
    expect(out.state.current).toBeNull();
  });

  it("asks a skipped essential topic again at the end, then falls back to an editable default", () => {
    const rest: JobFields = { ...almost, experienceLevel: undefined };
    let out = planTurn(rest, at("experienceLevel"), grade({ category: "skip", skipped: ["experienceLevel"] }));
    expect(out.state.current).toBe("responsibilities");
    out = planTurn(out.fields, out.state, grade({ fields: { responsibilities: ["Run the ward handover"] } }));
    expect(out.state.current).toBe("experienceLevel");
    expect(out.nextQuestion).toMatch(/^I still need the experience level/);
    out = planTurn(out.fields, out.state, grade({ category: "skip", skipped: ["experienceLevel"] }));
    expect(out.fields.experienceLevel).toBe("Mid-level");
    expect(out.explanation).toMatch(/I'll put "Mid-level" as the experience level for now/);
    expect(out.isFinal).toBe(true);
  });

  it("suggests tags when the user skips them", () => {
    const out = planTurn({ ...almost, tags: undefined, responsibilities: ["Care"] }, at("tags"), grade({ category: "skip", skipped: ["tags"] }));
    expect(out.isFinal).toBe(true);
    expect(out.fields.tags).toEqual(["patient care", "mid-level", "on-site", "part-time", "dublin"]);
    // The question promised suggestions for "skip": the reply gives them, it does not say the tags are left open.
    expect(out.explanation).toBe("I've suggested tags for search: patient care, mid-level, on-site, part-time, dublin.");
  });

  it.each(["requiredSkills", "location", "experienceLevel", "jobTitle"] as const)(
    "says at the first skip that the %s is needed, instead of accepting the skip and insisting later",
    (topic) => {
      const known: JobFields = { ...almost, [topic]: undefined };
      const out = planTurn(known, at(topic), grade({ category: "skip", skipped: [topic] }));
      expect(out.message).not.toMatch(/skip that one|leave that open|leave that out/);
      expect(out.message).toMatch(new RegExp(`^I need the ${TOPIC_SPECS[topic].label} to write the post, so I'll ask for ${topic === "requiredSkills" ? "them" : "it"} again at the end\\. `));
    },
  );

  it("asks at once, without a promise to come back, when the needed topic skipped is the only one left", () => {
    const out = planTurn({ ...almost, requiredSkills: undefined, responsibilities: ["Care"] }, at("requiredSkills"), grade({ category: "skip", skipped: ["requiredSkills"] }));
    expect(out.state.current).toBe("requiredSkills");
    expect(out.message).toMatch(/^I still need the required skills before I can write the post\. Which skills/);
  });

  it("suggests no requirement phrase of an ad as a tag, only skills", () => {
    const out = planTurn({ ...almost, tags: undefined, responsibilities: ["Care"], requiredSkills: ["NMC registration", "2 years ICU experience", "Patient care"] }, at("tags"), grade({ category: "skip", skipped: ["tags"] }));
    expect(out.fields.tags).toEqual(["patient care", "mid-level", "on-site", "part-time", "dublin"]);
  });

  it("keeps the tags question's promise: a skip is answered with suggestions even while a needed topic is still open", () => {
    const open: JobFields = { ...almost, tags: undefined, responsibilities: undefined };
    const state: InterviewState = { ...at("tags"), skipped: ["responsibilities"], skips: { responsibilities: 1 } };
    const out = planTurn(open, state, grade({ category: "skip", skipped: ["tags"] }));
    expect(out.fields.tags).toEqual(["patient care", "mid-level", "on-site", "part-time", "dublin"]);
    expect(out.message).toMatch(/^I've suggested tags for search: patient care, mid-level, on-site, part-time, dublin\. I still need the responsibilities/);
    expect(out.message).not.toMatch(/leave that open|skip that one|leave that out/);
  });

  it("stays on the topic for follow-ups, small talk and questions, and counts follow-ups", () => {
    const out = planTurn({}, at("salaryRange"), grade({ category: "follow_up", nextQuestion: "What range?" }));
    expect(out).toMatchObject({ category: "follow_up", message: "What range?", nextQuestion: "What range?", explanation: null });
    expect(out.state.followUps.salaryRange).toBe(1);
    const off = planTurn({}, at("salaryRange"), grade({ category: "off_topic", explanation: "Back to the job post: what range?" }));
    expect(off).toMatchObject({ message: "Back to the job post: what range?", isFinal: false });
    expect(off.state.current).toBe("salaryRange");
  });

  it("is ready only when every essential topic has a value", () => {
    expect(isReady(almost)).toBe(false);
    expect(isReady({ ...almost, responsibilities: ["Care"] })).toBe(true);
    expect(isReady({ ...almost, responsibilities: ["Care"], salaryRange: undefined })).toBe(true);
  });
});

describe("describedFields", () => {
  it("turns declined nice-to-haves into an empty list, and leaves given or unasked ones alone", () => {
    const declined: InterviewState = { ...emptyState(), skipped: ["niceToHaves"] };
    expect(describedFields({ jobTitle: "Nurse" }, declined)).toEqual({ jobTitle: "Nurse", niceToHaves: [] });
    expect(describedFields({ jobTitle: "Nurse", niceToHaves: ["ICU"] }, declined)).toEqual({ jobTitle: "Nurse", niceToHaves: ["ICU"] });
    expect(describedFields({ jobTitle: "Nurse" }, emptyState())).toEqual({ jobTitle: "Nurse" });
  });
});
