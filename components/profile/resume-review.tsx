"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useFocusStaysWithin } from "@/components/ui/use-return-focus";
import { api } from "@/lib/client/api";
import { experienceKey, type Experience } from "@/lib/profiles/schemas";
import type { ProposedExperience, ResumeProposals } from "@/lib/resume/types";
import { ExperienceForm, toDraft } from "./experience-form";
import { ExperienceHeading } from "./profile-parts";
import { useSave } from "./use-save";

type Props = {
  proposals: ResumeProposals;
  currentSkills: string[];
  currentExperiences: Parameters<typeof experienceKey>[0][];
  /** Profile fields an accepted proposal saved, for the profile form on the page to show. */
  onSaved: (fields: { skills?: string[]; profileSummary?: string }) => void;
  /** What is left to review, after each item accepted or dropped (the page keeps it for a reload). */
  onRest: (rest: ResumeProposals) => void;
  onDone: () => void;
};

/**
 * What we read from the resume, for the candidate to accept, edit or drop one by
 * one. Nothing is saved until they accept it; what the profile has already (a skill,
 * a role) is not offered again.
 */
export function ResumeReview({ proposals, currentSkills, currentExperiences, onSaved, onRest, onDone }: Props) {
  const { save, refreshing } = useSave();
  const listed = new Set(currentExperiences.map(experienceKey));
  // Keyed by their place among the proposals, which is how what is left is told back (onRest).
  const [experiences, setExperiences] = useState(proposals.experiences.map((e, key) => ({ ...e, key })).filter((e) => !listed.has(experienceKey(e))));
  const [editing, setEditing] = useState<number | null>(null);
  const known = new Set(currentSkills.map((s) => s.toLowerCase()));
  const [skills, setSkills] = useState(proposals.skills.filter((s) => !known.has(s.toLowerCase())));
  const [summary, setSummary] = useState(proposals.summary);

  const drop = (key: number) => setExperiences((list) => list.filter((e) => e.key !== key));
  const accept = async (key: number, experience: Experience | ProposedExperience) => {
    const result = await save(() => api.post("/web/common/candidate/upload-experiences", experience));
    if (result.ok) drop(key);
    return result.ok ? null : result.message;
  };
  // A skill is added by sending the whole list: until one save's list is back on the page (`refreshing`
  // covers the page's new data), another would send a list without it and undo it.
  const [addingSkill, setAddingSkill] = useState(false);
  const acceptSkill = async (skill: string) => {
    const skills = [...currentSkills, skill];
    setAddingSkill(true);
    const result = await save(() => api.put("/web/common/profile/updateProfile", { skills }), `Skill “${skill}” added.`);
    setAddingSkill(false);
    if (!result.ok) return;
    setSkills((list) => list.filter((s) => s !== skill));
    onSaved({ skills });
  };
  const acceptSummary = async () => {
    const result = await save(() => api.post<{ message: string; profileSummary: string }>("/web/common/profile/profile-summary", { profileSummary: summary }), "Summary saved.");
    if (!result.ok) return;
    setSummary(null);
    onSaved({ profileSummary: result.answer.profileSummary });
  };

  // Told after each change, not on the first render: what the profile already had is left out there too.
  const told = useRef(false);
  useEffect(() => {
    if (!told.current) {
      told.current = true;
      return;
    }
    onRest({ ...proposals, summary, skills, experiences: experiences.map((e) => proposals.experiences[e.key]!) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of what is left is news
  }, [experiences, skills, summary]);

  const empty = !experiences.length && !skills.length && !summary;
  // An accepted or dropped item takes its buttons with it: focus stays in the review, not on <body>.
  // Items only ever leave the review, so their number changes exactly when one goes.
  const keepFocus = useFocusStaysWithin<HTMLElement>(experiences.length + skills.length + (summary ? 1 : 0));
  return (
    <section {...keepFocus} aria-labelledby="resume-review-title" className="space-y-5 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 rounded-xl border border-indigo-200 bg-indigo-50/60 p-5" data-testid="resume-review">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id="resume-review-title" className="font-semibold text-slate-900">
            What we read from your resume
          </h3>
          <p className="text-sm text-slate-700">Accept, edit or drop each item. Nothing is added to your profile until you accept it.</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {empty ? "Close" : "Drop the rest"}
        </Button>
      </div>

      {summary ? (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-800">Summary</h4>
          <p className="rounded-md bg-white p-3 text-sm whitespace-pre-line text-slate-800">{summary}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void acceptSummary()}>
              Use as my summary
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSummary(null)}>
              Drop summary
            </Button>
          </div>
        </div>
      ) : null}

      {experiences.length ? (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-800">Experience</h4>
          <ul className="space-y-3" aria-label="Proposed experience">
            {experiences.map((e) =>
              editing === e.key ? (
                <li key={e.key}>
                  <ExperienceForm
                    label={`Edit proposed ${e.title}`}
                    initial={toDraft(e)}
                    submitLabel="Add experience"
                    onSubmit={(x) => accept(e.key, x).then((m) => (m ? m : (setEditing(null), null)))}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li key={e.key} className="flex flex-col gap-2 rounded-lg bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
                  <ExperienceHeading e={e} emptyPeriod="Dates not found" />
                  <div className="flex gap-2">
                    {e.startDate ? (
                      <Button size="sm" onClick={() => void accept(e.key, e)} aria-label={`Accept ${e.title} at ${e.company}`}>
                        Accept
                      </Button>
                    ) : (
                      // A role needs its start month: the form asks for it.
                      <Button size="sm" onClick={() => setEditing(e.key)} aria-label={`Add dates to ${e.title} at ${e.company}`}>
                        Add dates
                      </Button>
                    )}
                    <Button size="sm" variant="outline" onClick={() => setEditing(e.key)} aria-label={`Edit ${e.title} at ${e.company}`}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => drop(e.key)} aria-label={`Drop ${e.title} at ${e.company}`}>
                      Drop
                    </Button>
                  </div>
                </li>
              ),
            )}
          </ul>
        </div>
      ) : null}

      {skills.length ? (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-800">Skills</h4>
          <ul className="flex flex-wrap gap-2" aria-label="Proposed skills">
            {skills.map((s) => (
              <li key={s} className="inline-flex items-center gap-1 rounded-full bg-white py-1 pr-1 pl-3 text-sm text-slate-800 shadow-sm">
                {s}
                <Button size="sm" variant="ghost" className="h-6 px-2" disabled={refreshing || addingSkill} onClick={() => void acceptSkill(s)} aria-label={`Add skill ${s}`}>
                  Add
                </Button>
                <Button size="sm" variant="ghost" className="h-6 px-2" onClick={() => setSkills((l) => l.filter((x) => x !== s))} aria-label={`Drop skill ${s}`}>
                  ×
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {empty ? <p className="text-sm text-slate-700">All done: everything you accepted is on your profile.</p> : null}
    </section>
  );
}
