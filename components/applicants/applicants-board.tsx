"use client";

import { MessageLink } from "@/components/chat/message-link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/layout/toast";
import { moveOutcome, WITHDRAWN_MEANWHILE } from "./move-outcome";
import { LocalTime } from "@/components/ui/local-time";
import { STATUS_TONE } from "@/components/applications/status-tone";
import { Avatar } from "@/components/profile/profile-parts";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@/db/enums";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { selectLook } from "@/components/ui/select-classes";
import { cn, cx } from "@/lib/utils";
import type { MatchResult } from "@/lib/matching/types";
import { TitleLink, titleLinkClasses } from "@/components/ui/text-link";

export type ApplicantRow = {
  id: number;
  status: ApplicationStatus;
  personalMessage: string;
  appliedAt: string;
  candidate: { id: number; name: string; photoUrl: string | null; headline: string };
  resume: { url: string; fileName: string } | null;
  matchScore: number | null;
  match: MatchResult | null;
  history: { fromStatus: string; toStatus: string; at: string; by: string | null; message: string | null }[];
};

/** What an empty view says: "No applications here yet." for all of them, "No rejected applications." for one status. */
const emptyViewText = (status?: ApplicationStatus) => (status ? `No ${status.toLowerCase()} applications.` : "No applications here yet.");

/**
 * The applicants of one job: select one or several and move them to a status, with
 * an optional message the candidates receive by e-mail. Opening an application
 * (its details) tells the server, which moves Pending to Reviewed once. The page gives
 * each view (status, order, page) its own board.
 */
export function ApplicantsBoard({ applicants, status: view }: { applicants: ApplicantRow[]; /** The view's status filter, if any. */ status?: ApplicationStatus }) {
  const router = useRouter();
  const rows = useOpenedStay(applicants);
  const [selected, setSelected] = useState<number[]>([]);
  const [status, setStatus] = useState<ApplicationStatus>("Reviewed");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  // An application its candidate withdrew leaves the selection once the board is read again (one opened here stays).
  const chosen = selected.filter((id) => rows.list.some((a) => a.id === id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  async function apply() {
    setBusy(true);
    try {
      const answer = await api.post<{ message: string; applications: unknown[] }>("/web/common/candidateJob/update-application-status", {
        applicationIds: chosen,
        status,
        message: message.trim() || undefined,
      });
      const outcome = moveOutcome(answer.applications.length, chosen.length, status);
      toast[outcome.tone](outcome.text);
      // Nothing moved, nobody was mailed: the selection and the words stay for the status meant.
      if (answer.applications.length > 0) {
        rows.forget(chosen);
        setSelected([]);
        setMessage("");
      }
      router.refresh();
    } catch (error) {
      // The move is all or nothing: one application gone since the board was read (withdrawn by its candidate) moves none.
      if (error instanceof ApiError && error.status === 404) {
        toast.error(WITHDRAWN_MEANWHILE);
        router.refresh();
      } else toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  const opened = (row: ApplicantRow) => {
    if (row.status !== "Pending") return;
    rows.keep({ ...row, status: "Reviewed" });
    void api.post(`/web/common/candidateJob/open-application/${row.id}`).then(() => router.refresh(), () => undefined);
  };

  // The last one opened in this view stays too, so the view is empty only when nothing was here or everything moved.
  if (!rows.list.length) return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{emptyViewText(view)}</p>;
  return (
    <div className="space-y-4">
      <section aria-label="Move selected applications" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 md:flex-row md:items-end">
        <div className="space-y-1 md:w-44">
          <SelectAll count={chosen.length} of={rows.list.length} onChange={(all) => setSelected(all ? rows.list.map((a) => a.id) : [])} />
          <p className="text-sm text-slate-700">{chosen.length ? `${chosen.length} selected` : "Select applicants to move them."}</p>
        </div>
        <label className="text-sm font-medium text-slate-800">
          Move to
          <select value={status} onChange={(e) => setStatus(e.target.value as ApplicationStatus)} className={cx(selectLook, "mt-1 block h-9 px-2")}>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label className="flex-1 text-sm font-medium text-slate-800">
          Message to the candidates (optional)
          <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={1} maxLength={2000} className="mt-1" />
        </label>
        <Button onClick={() => void apply()} loading={busy} disabled={!chosen.length}>
          Move
        </Button>
      </section>

      <ul aria-label="Applicants" className="space-y-3">
        {rows.list.map((a) => (
          <li key={a.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={`applicant-${a.id}`}>
            <div className="flex items-start gap-3">
              <input type="checkbox" checked={selected.includes(a.id)} onChange={() => toggle(a.id)} aria-label={`Select ${a.candidate.name}`} className="mt-3 size-4 accent-indigo-700" />
              <Avatar url={a.candidate.photoUrl} name={a.candidate.name} size="sm" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <TitleLink href={`/profile/${a.candidate.id}`} className="font-semibold">
                    {a.candidate.name}
                  </TitleLink>
                  <span className="flex items-center gap-2">
                    <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_TONE[a.status])}>{a.status}</span>
                    <MessageLink userId={a.candidate.id} name={a.candidate.name} size="sm" />
                  </span>
                </div>
                {a.candidate.headline ? <p className="text-sm text-slate-700">{a.candidate.headline}</p> : null}
                <p className="text-sm text-slate-600">
                  Applied <LocalTime iso={a.appliedAt} />
                  {a.matchScore !== null ? ` · match ${a.matchScore}/100` : ""}
                  {a.resume ? (
                    <>
                      {" · "}
                      <a href={a.resume.url} download={a.resume.fileName} className={cx(titleLinkClasses, "font-medium")}>
                        Resume ({a.resume.fileName})
                      </a>
                    </>
                  ) : null}
                </p>
                <details className="mt-2 text-sm" onToggle={(e) => e.currentTarget.open && opened(a)}>
                  <summary className="cursor-pointer font-medium text-slate-800">Open application</summary>
                  <div className="mt-2 space-y-3">
                    <blockquote className="border-l-2 border-slate-300 pl-3 whitespace-pre-line text-slate-800">{a.personalMessage || "No personal message."}</blockquote>
                    {a.match ? (
                      <div>
                        <p className="font-medium text-slate-800">Match {a.match.score}/100 — help for reading the application, not a decision</p>
                        <ul className="mt-1 list-disc pl-5 text-slate-700">
                          {a.match.criteria
                            .filter((c) => c.counted)
                            .map((c) => (
                              <li key={c.key}>
                                {c.label}: {c.evidence}
                              </li>
                            ))}
                        </ul>
                      </div>
                    ) : null}
                    {a.history.length ? (
                      <ol aria-label="Status history" className="text-slate-600">
                        {a.history.map((h, i) => (
                          <li key={i}>
                            <LocalTime iso={h.at} />: {h.fromStatus} → {h.toStatus}
                            {h.by ? ` by ${h.by}` : ""}
                            {h.message ? ` — “${h.message}”` : ""}
                          </li>
                        ))}
                      </ol>
                    ) : null}
                  </div>
                </details>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One box for every card of the page: checked when all are selected, mixed when some are. */
function SelectAll({ count, of, onChange }: { count: number; of: number; onChange: (all: boolean) => void }) {
  const all = count === of;
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        checked={all}
        ref={(box) => {
          if (box) box.indeterminate = count > 0 && !all;
        }}
        onChange={() => onChange(!all)}
        className="size-4 accent-indigo-700"
      />
      Select all on this page
    </label>
  );
}

/**
 * The rows a view shows: the server's, in the order the view first had them, plus each application opened here
 * although the refreshed list has left it out. Opening moves Pending to Reviewed, and the Pending view's refresh
 * took the card away before it could be read; it stays (as Reviewed) until the view is left or it is moved.
 */
function useOpenedStay(applicants: ApplicantRow[]) {
  const [order] = useState(() => applicants.map((a) => a.id));
  const [kept, setKept] = useState<ReadonlyMap<number, ApplicantRow>>(new Map());
  const fresh = new Map(applicants.map((a) => [a.id, a]));
  const list = [
    ...order.flatMap((id) => fresh.get(id) ?? kept.get(id) ?? []),
    ...applicants.filter((a) => !order.includes(a.id)),
  ];
  return {
    list,
    keep: (row: ApplicantRow) => setKept((k) => new Map(k).set(row.id, row)),
    forget: (ids: number[]) => setKept((k) => new Map([...k].filter(([id]) => !ids.includes(id)))),
  };
}
