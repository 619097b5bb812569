"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState, type ReactNode } from "react";
import { PageContainer } from "@/components/page/page-header";
import { buttonClasses } from "@/components/ui/button-classes";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { createSendQueue } from "@/lib/client/send-queue";
import { BANNER_FAILED, BANNER_UPLOADED, LOGO_FAILED, LOGO_UPLOADED } from "@/lib/profiles/messages";
import type { ProfilePage } from "@/lib/profiles/view";
import type { ResumeProposals } from "@/lib/resume/types";
import { CertificatesEditor } from "./certificates-editor";
import { DetailsForm, type DetailsFormHandle } from "./details-form";
import { EDIT_SECTIONS, type EditSection } from "./edit-sections";
import { ExperiencesEditor } from "./experiences-editor";
import { FileUpload } from "./file-upload";
import { Avatar, FileLink } from "./profile-parts";
import { ResumeReview } from "./resume-review";
import { useSave } from "./use-save";
import { useSectionFromHash } from "./use-section-from-hash";

const TITLES = { candidate: "Edit your profile", company: "Edit company profile", agency: "Edit recruitment agency profile" } as const;

/**
 * `headingId`: the heading takes focus when what the panel lists is gone (the last item deleted).
 * `section`: the panel's id, which the profile page's links name (clear of the sticky header when scrolled to).
 */
function Panel({ title, description, headingId, section, children }: { title: string; description?: string; headingId?: string; section?: EditSection; children: ReactNode }) {
  return (
    <Card id={section ? EDIT_SECTIONS[section] : undefined} className={section ? "scroll-mt-20" : undefined}>
      <CardHeader>
        <CardTitle id={headingId} tabIndex={headingId ? -1 : undefined}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      {children}
    </Card>
  );
}

/** /editprofile for every type: the fields, the pictures and, for candidates, resume, experience and certificates. */
export function EditProfileScreen({ page, testId }: { page: ProfilePage; testId: string }) {
  const { profile, user } = page;
  const { refreshing } = useSave();
  const { kind, ...values } = profile;
  const details = useRef<DetailsFormHandle>(null);
  useSectionFromHash();
  return (
    <PageContainer
      title={TITLES[kind]}
      description="Changes are saved section by section."
      actions={
        <Link href="/profile" className={buttonClasses("outline")}>
          View profile
        </Link>
      }
    >
      <div data-testid={testId} aria-busy={refreshing || undefined} className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel title={kind === "candidate" ? "About you" : "Details"} section="about">
            <DetailsForm ref={details} kind={kind} values={{ ...values, name: user.name }} />
          </Panel>
          {kind === "candidate" ? <CandidateSections page={page} onSaved={(fields) => details.current?.applySaved(fields)} /> : null}
        </div>
        <aside className="space-y-6">{kind === "candidate" ? <PhotoPanel page={page} /> : <ImagesPanel page={page} />}</aside>
      </div>
    </PageContainer>
  );
}

/** `onSaved`: profile fields a resume proposal saved, for the "About you" form to show. */
function CandidateSections({ page, onSaved }: { page: ProfilePage; onSaved: (fields: Record<string, unknown>) => void }) {
  // What is left of the last resume's review, kept by the server until the candidate is through it.
  const [proposals, setProposals] = useState<ResumeProposals | null>(page.resumeProposals);
  const [readMessage, setReadMessage] = useState<string | null>(null);
  const { refresh } = useRefresh();
  const skills = page.profile.kind === "candidate" ? page.profile.skills : [];
  // Each accepted or dropped item is remembered: a reload shows only the rest. A failure costs only that
  // (the review goes on here; after a reload the item would be offered again), so it says nothing.
  // One save at a time, in order: an older one arriving last would bring back what was dropped after it.
  const [enqueue] = useState(createSendQueue);
  const keepRest = (rest: ResumeProposals | null) =>
    void enqueue(() => api.put("/web/common/candidate/resume-proposals", { proposals: rest })).catch(() => undefined);
  return (
    <>
      <Panel title="Resume" section="resume" description="Recruiters you apply to receive it. We read it and propose experience, skills and a summary for you to review.">
        <div className="space-y-4">
          {page.resume ? (
            <p className="text-sm">
              Current resume: <FileLink file={page.resume} />
            </p>
          ) : (
            <p className="text-sm text-slate-600">No resume yet.</p>
          )}
          <FileUpload<{ message?: string; proposals: ResumeProposals | null; readMessage: string | null }>
            label="Resume"
            kind="resume"
            path="/web/common/candidate/upload-resume"
            field="resume"
            buttonText={page.resume ? "Replace resume" : "Upload resume"}
            onUploaded={(answer) => {
              setProposals(answer.proposals);
              setReadMessage(answer.readMessage);
              // The section names the new file at once; the proposals above are this component's state and stay.
              refresh();
            }}
          />
          {readMessage ? (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {readMessage}
            </p>
          ) : null}
          {proposals ? (
            <ResumeReview
              // A new resume's proposals start a new review.
              key={JSON.stringify(proposals)}
              proposals={proposals}
              currentSkills={skills}
              currentExperiences={page.experiences}
              onSaved={onSaved}
              onRest={keepRest}
              onDone={() => {
                setProposals(null);
                keepRest(null);
              }}
            />
          ) : null}
        </div>
      </Panel>
      <Panel title="Experience" headingId="experience-heading" section="experience">
        <ExperiencesEditor items={page.experiences} />
      </Panel>
      <Panel title="Certificates" headingId="certificates-heading" section="certificates">
        <CertificatesEditor items={page.certificates} />
      </Panel>
    </>
  );
}

function PhotoPanel({ page }: { page: ProfilePage }) {
  const { refresh } = useRefresh();
  return (
    <Panel title="Photo" description="Shown on your profile and in chat.">
      <div className="flex items-center gap-4">
        <Avatar url={page.user.photoUrl} name={page.user.name} />
        <FileUpload label="Photo" kind="photo" path="/web/common/profile/upload-photo" field="photo" buttonText="Upload photo" onUploaded={refresh} />
      </div>
    </Panel>
  );
}

function ImagesPanel({ page }: { page: ProfilePage }) {
  const { refresh } = useRefresh();
  const name = page.profile.kind === "company" ? page.profile.companyName : page.profile.kind === "agency" ? page.profile.agencyName : page.user.name;
  return (
    <>
      <Panel title="Logo" description="Shown on your profile and beside every job you post.">
        <div className="flex items-center gap-4">
          <Avatar url={page.user.photoUrl} name={name} square />
          <FileUpload label="Logo" kind="logo" path="/web/common/auth/upload/logo" field="companyLogo" buttonText="Upload logo" successToast={LOGO_UPLOADED} failureToast={LOGO_FAILED} onUploaded={refresh} />
        </div>
      </Panel>
      <Panel title="Banner" description="The wide picture at the top of your profile.">
        <div className="space-y-3">
          {page.user.coverPhotoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- our own re-encoded WebP
            <img src={page.user.coverPhotoUrl} alt={`${name}'s banner`} className="h-24 w-full rounded-md object-cover" />
          ) : null}
          <FileUpload label="Banner" kind="banner" path="/web/common/auth/upload/banner" field="companyBanner" buttonText="Upload banner" successToast={BANNER_UPLOADED} failureToast={BANNER_FAILED} onUploaded={refresh} />
        </div>
      </Panel>
    </>
  );
}

/** After a picture changes, the server-rendered page (header, avatar) is read again. */
function useRefresh() {
  const router = useRouter();
  return { refresh: () => router.refresh() };
}
