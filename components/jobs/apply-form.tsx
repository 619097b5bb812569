"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/layout/toast";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { useUnsavedWarning } from "@/components/page/use-unsaved-warning";
import { CharCount } from "@/components/ui/char-count";
import { Field } from "@/components/ui/field";
import { MAX_PERSONAL_MESSAGE, applySchema } from "@/lib/applications/schemas";
import { apiUpload, errorMessage } from "@/lib/client/api";
import { fileInputClasses } from "@/components/ui/input";
import { FILE_CAPS, formatCap } from "@/lib/files/limits";
import { APPLIED_NOTICE_ID, focusWhenShown } from "./applied-notice";
import { postApplication } from "./apply-request";

export type ApplicantInfo = { id: number; resume: { fileName: string; url: string } | null };
type ResumeChoice = "profile" | "upload" | "none";

/** A resume uploaded for this application only; its id goes with the application. */
async function uploadForApplication(file: File, userId: number): Promise<string> {
  const form = new FormData();
  form.append("resume", file);
  form.append("userId", String(userId));
  const answer = await apiUpload<{ resume: { id: string } }>("/web/candidate/job/upload-resume", form);
  return answer.resume.id;
}

/**
 * Validated with the API's own schema: the same texts and limits as the server. The
 * recruiter receives a resume with the application: the profile's, one uploaded for
 * this job, or none, as the candidate chooses.
 */
export function ApplyForm({ jobId, applicant }: { jobId: string; applicant: ApplicantInfo }) {
  const router = useRouter();
  const [choice, setChoice] = useState<ResumeChoice>(applicant.resume ? "profile" : "none");
  const [file, setFile] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof applySchema>, unknown, z.output<typeof applySchema>>({
    resolver: zodResolver(applySchema),
    defaultValues: { jobId, personalMessage: "" },
  });

  const message = useWatch({ control, name: "personalMessage" }) ?? "";
  useUnsavedWarning(message.trim() !== "");

  const onSubmit = handleSubmit(async (values) => {
    let resumeFileId: string | null | undefined = choice === "none" ? null : undefined;
    if (choice === "upload") {
      if (!file) return setError("root", { message: "Choose the resume to send, or choose to send none." });
      if (file.size > FILE_CAPS.resume) return setError("root", { message: `The file is too large: the limit is ${formatCap(FILE_CAPS.resume)}.` });
      try {
        resumeFileId = await uploadForApplication(file, applicant.id);
      } catch (error) {
        toast.error(errorMessage(error));
        return setError("root", { message: errorMessage(error) });
      }
    }
    const result = await postApplication({ ...values, resumeFileId });
    if (result.ok) {
      toast.success(result.message);
      router.refresh(); // the page now shows "You applied on …" instead of the form
      focusWhenShown(APPLIED_NOTICE_ID);
      return;
    }
    toast.error(result.message);
    if (result.status === 409) router.refresh();
    else setError("root", { message: result.message });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Apply to this job">
      <input type="hidden" {...register("jobId")} />
      {errors.jobId ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.jobId.message}
        </p>
      ) : null}
      <Field label="Personal message" error={errors.personalMessage?.message} hint="Optional: why you are a good fit.">
        {(p) => (
          <textarea
            {...p}
            {...register("personalMessage")}
            rows={5}
            maxLength={MAX_PERSONAL_MESSAGE}
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-solid focus-visible:outline-indigo-600"
          />
        )}
      </Field>
      {/* The box stops at the cap; the count says how near it is. */}
      <p className="-mt-3 text-right text-xs text-slate-600">
        <CharCount length={message.length} max={MAX_PERSONAL_MESSAGE} data-testid="personal-message-count" />
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Resume sent with your application</legend>
        {applicant.resume ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="resumeChoice" checked={choice === "profile"} onChange={() => setChoice("profile")} className="accent-indigo-700" />
            My profile&apos;s resume ({applicant.resume.fileName})
          </label>
        ) : null}
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name="resumeChoice" checked={choice === "upload"} onChange={() => setChoice("upload")} className="accent-indigo-700" />
          Upload a resume for this job
        </label>
        {choice === "upload" ? (
          <div className="pl-6">
            <label className="sr-only" htmlFor={`resume-${jobId}`}>
              Resume file for this job
            </label>
            <input id={`resume-${jobId}`} type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} accept=".pdf,.docx" className={fileInputClasses} aria-describedby={`resume-${jobId}-hint`} />
            <p id={`resume-${jobId}-hint`} className="text-xs text-slate-600">
              PDF or Word (.docx), up to {formatCap(FILE_CAPS.resume)}. Your profile&apos;s resume stays as it is.
            </p>
          </div>
        ) : null}
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name="resumeChoice" checked={choice === "none"} onChange={() => setChoice("none")} className="accent-indigo-700" />
          Send no resume
        </label>
      </fieldset>
      {errors.root ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        Apply
      </Button>
    </form>
  );
}
