"use client";

import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { toast } from "@/components/layout/toast";
import { buttonClasses, focusWithinRing } from "@/components/ui/button-classes";
import { apiUpload, errorMessage } from "@/lib/client/api";
import { FILE_CAPS, formatCap, type FileKind } from "@/lib/files/limits";
import { cn } from "@/lib/utils";

export const ACCEPT: Record<FileKind, string> = {
  resume: ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  certificate: ".pdf,.docx,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg",
  attachment: ".pdf,.docx,.png,.jpg,.jpeg",
  logo: "image/png,image/jpeg,image/webp",
  banner: "image/png,image/jpeg,image/webp",
  photo: "image/png,image/jpeg,image/webp",
};

const TYPES_TEXT: Record<FileKind, string> = {
  resume: "PDF or Word (.docx)",
  certificate: "PDF, Word (.docx), PNG or JPEG",
  attachment: "PDF, Word (.docx), PNG or JPEG",
  logo: "PNG, JPEG or WebP",
  banner: "PNG, JPEG or WebP",
  photo: "PNG, JPEG or WebP",
};

/** "PDF or Word (.docx), up to 10 MB" — the same limits the server enforces. */
export const limitsText = (kind: FileKind) => `${TYPES_TEXT[kind]}, up to ${formatCap(FILE_CAPS[kind])}`;

/** The browser's own check of a file's size before sending it (the server checks again): the problem to show, or null. */
export const oversize = (kind: FileKind, file: File): string | null =>
  file.size > FILE_CAPS[kind] ? `The file is too large: the limit is ${formatCap(FILE_CAPS[kind])}.` : null;

type Props<T> = {
  label: string;
  kind: FileKind;
  /** API path under /api. */
  path: string;
  /** The multipart field the row expects (e.g. "companyLogo"). */
  field: string;
  /** Toasts: success shows the server's message unless given; failure shows `failureToast` (spec §8) or the server's message. */
  successToast?: string;
  failureToast?: string;
  onUploaded: (answer: T) => void;
  buttonText?: string;
};

/**
 * Picks a file and uploads it at once, with a progress bar for large files, the
 * limits stated beside the control, and the server's message when it refuses.
 * The file is checked by the server (magic bytes, size); the browser checks the
 * size first only to save the wait.
 */
export function FileUpload<T extends { message?: string }>({ label, kind, path, field, successToast, failureToast, onUploaded, buttonText = "Choose file" }: Props<T>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    const tooLarge = oversize(kind, file);
    setProblem(tooLarge);
    if (tooLarge) {
      toast.error(failureToast ?? "The file is too large.");
      return;
    }
    const form = new FormData();
    form.append(field, file);
    setProgress(0);
    try {
      const answer = await apiUpload<T>(path, form, { onProgress: setProgress });
      toast.success(successToast ?? answer.message ?? "Uploaded.");
      onUploaded(answer);
    } catch (error) {
      setProblem(errorMessage(error));
      toast.error(failureToast ?? errorMessage(error));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  /** Each picked file is sent once: a change React replays after hydrating and the early pick below may both see it. */
  const taken = useRef(new WeakSet<File>());
  const take = (file: File | undefined) => {
    if (!file || taken.current.has(file)) return;
    taken.current.add(file);
    void upload(file);
  };
  // A file picked before the page's scripts ran (a slow phone, a page still hydrating) raised a change
  // nobody heard: the input holds it, so it is uploaded once the control comes alive.
  const pickedEarly = useEffectEvent(() => take(input.current?.files?.[0]));
  useEffect(() => {
    pickedEarly();
  }, []);

  const busy = progress !== null;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={cn(buttonClasses("outline", "sm"), "cursor-pointer", focusWithinRing, busy && "pointer-events-none opacity-70")}>
        {busy ? "Uploading…" : buttonText}
        <span className="sr-only"> — {label}</span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT[kind]}
          className="sr-only"
          aria-describedby={`${id}-limits ${id}-problem`}
          // Not `disabled` while uploading: that would drop keyboard focus to <body>. It says it is off and opens no picker.
          aria-disabled={busy || undefined}
          onClick={(e) => busy && e.preventDefault()}
          onChange={(e) => take(e.target.files?.[0])}
        />
      </label>
      <p id={`${id}-limits`} className="text-xs text-slate-600">
        {limitsText(kind)}
      </p>
      {busy ? (
        <div className="space-y-1">
          <progress className="h-2 w-full max-w-xs overflow-hidden rounded accent-indigo-700" max={1} value={progress} aria-label={`Uploading ${label.toLowerCase()}`} />
          <p className="text-xs text-slate-600" aria-live="polite">
            {Math.round(progress * 100)} %
          </p>
        </div>
      ) : null}
      <p id={`${id}-problem`} role={problem ? "alert" : undefined} className="text-sm font-medium text-red-700">
        {problem}
      </p>
    </div>
  );
}
