import type { ReactNode } from "react";
import { LocalTime } from "@/components/ui/local-time";
import { Card, CardTitle } from "@/components/ui/card";
import { Joined } from "@/components/ui/joined";
import { titleLinkClasses } from "@/components/ui/text-link";
import { cx } from "@/lib/utils";
import type { ExperienceDto, FileRef } from "@/lib/profiles/load";
import { experiencePeriodText } from "./period";

/** Small building blocks of the profile pages (server components, no client code). */


export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardTitle className="mb-4">{title}</CardTitle>
      {children}
    </Card>
  );
}

/**
 * "Greyline Analytics" → "GA": the first letters of the first two words, wherever a name has no picture.
 * A word's first letter or digit, whole ("(Acme) Labs" → "AL", not "(L"; an emoji is neither, and half of
 * one is not a character).
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((first) => first !== undefined)
    .slice(0, 2)
    .map((first) => first.toUpperCase())
    .join("");
}

/** The round picture of a person, or the square one of an organisation; initials when there is none. */
export function Avatar({ url, name, square, size = "lg" }: { url: string | null; name: string; square?: boolean; size?: "lg" | "sm" }) {
  const box = size === "lg" ? "size-24 text-3xl border-4" : "size-10 text-sm border";
  const shape = square ? "rounded-xl" : "rounded-full";
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element -- our own re-encoded WebP with a small variant; no optimiser needed
    return <img src={size === "sm" ? `${url}?size=small` : url} alt={`${name}'s ${square ? "logo" : "photo"}`} className={`${box} ${shape} border-white bg-white object-cover shadow-sm`} />;
  }
  const initials = initialsOf(name);
  return (
    <span aria-hidden="true" className={`${box} ${shape} flex shrink-0 items-center justify-center border-white bg-indigo-100 font-semibold text-indigo-800 shadow-sm`}>
      {initials || "?"}
    </span>
  );
}

export function Chips({ items, label }: { items: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((s) => (
        <li key={s} className="max-w-full rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 [overflow-wrap:anywhere]">
          {s}
        </li>
      ))}
    </ul>
  );
}

/** Definition rows; empty values are left out. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, v]) => v !== "" && v !== null && v !== undefined);
  if (!shown.length) return <p className="text-sm text-slate-600">Nothing added yet.</p>;
  return (
    <dl className="space-y-3 text-sm">
      {shown.map(([k, v]) => (
        <div key={k}>
          <dt className="font-medium text-slate-600">{k}</dt>
          <dd className="text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FileLink({ file, label }: { file: FileRef; label?: string }) {
  const kb = Math.max(1, Math.round(file.size / 1024));
  return (
    <a href={file.url} download={file.fileName} className={cx(titleLinkClasses, "font-medium")}>
      {label ?? file.fileName}
      <span className="ml-1 font-normal text-slate-600">
        ({kb < 1024 ? `${kb} kB` : `${(kb / 1024).toFixed(1)} MB`}, <LocalTime iso={file.uploadedAt} />)
      </span>
    </a>
  );
}

/** Title, company · location and period of one experience (profile, editor and resume review). */
export function ExperienceHeading({ e, emptyPeriod = "" }: { e: Omit<ExperienceDto, "id" | "description">; emptyPeriod?: string }) {
  return (
    // A long word (a title has up to 200 characters) wraps instead of pushing the card's buttons out.
    <div className="min-w-0 break-words">
      <p className="font-semibold text-slate-900">{e.title}</p>
      <p className="text-sm text-slate-700">
        <Joined parts={[e.company, e.location]} />
      </p>
      <p className="text-sm text-slate-600">{experiencePeriodText(e) || emptyPeriod}</p>
    </div>
  );
}

export function ExperienceList({ items }: { items: ExperienceDto[] }) {
  if (!items.length) return <p className="text-sm text-slate-600">No experience added yet.</p>;
  return (
    <ol className="space-y-5" aria-label="Experience">
      {items.map((e) => (
        <li key={e.id} className="border-l-2 border-indigo-200 pl-4">
          <ExperienceHeading e={e} />
          {e.description ? <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{e.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
