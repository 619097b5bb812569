"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { selectLook } from "@/components/ui/select-classes";
import { Avatar } from "@/components/profile/profile-parts";
import { ApiError } from "@/lib/client/api";
import { cx } from "@/lib/utils";
import { chatApi, ROLE_LABELS } from "./chat-api";
import type { PersonHit } from "./types";

type Role = keyof typeof ROLE_LABELS;
const ROLES = Object.keys(ROLE_LABELS) as Role[];

/** Whom a searcher most likely looks for first: a candidate companies, a company or an agency candidates. */
export const firstSearchRole = (viewer: string | null | undefined): Role => (viewer === "COMPANY" || viewer === "RECRUIMENTAGENCY" ? "CANDIDATE" : "COMPANY");

/** Find someone by account type and name (search-users?role&name) and open the conversation with them. */
export function UserSearch({ viewerRole, onPick }: { viewerRole: string | null; onPick: (user: PersonHit) => void }) {
  const id = useId();
  const [role, setRole] = useState<Role>(() => firstSearchRole(viewerRole));
  const [name, setName] = useState("");
  const [state, setState] = useState<{ status: "idle" | "loading" | "succeeded" | "failed"; users: PersonHit[]; error?: string }>({ status: "idle", users: [] });

  async function search() {
    if (!name.trim()) return;
    setState({ status: "loading", users: [] });
    try {
      const answer = await chatApi.search(role, name.trim());
      setState({ status: "succeeded", users: answer.users });
    } catch (error) {
      // Spec §8: "User search failure defaults to 'Unknown error'".
      setState({ status: "failed", users: [], error: error instanceof ApiError && error.message ? error.message : "Unknown error" });
    }
  }

  return (
    <div className="space-y-3 border-b border-slate-200 p-3">
      <form
        method="get"
        role="search"
        aria-label="Find people to message"
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <label htmlFor={`${id}-name`} className="sr-only">
          Name
        </label>
        <Input id={`${id}-name`} type="search" value={name} onChange={(e) => setName(e.target.value)} placeholder="Name" maxLength={100} />
        <div className="flex gap-2">
          <label htmlFor={`${id}-role`} className="sr-only">
            Account type
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            className={cx(selectLook, "h-10 min-w-0 flex-1 px-2")}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          <Button type="submit" loading={state.status === "loading"} disabled={!name.trim()}>
            Search
          </Button>
        </div>
      </form>
      {state.status === "failed" ? (
        <Alert tone="error" title="Search failed">
          {state.error}
        </Alert>
      ) : null}
      {state.status === "succeeded" && state.users.length === 0 ? <p className="text-sm text-slate-600">No one found with that name.</p> : null}
      {state.users.length ? (
        <ul aria-label="People found" className="space-y-1">
          {state.users.map((u) => (
            <li key={u.id} className="flex items-center gap-2">
              <Avatar url={u.photoUrl} name={u.name} size="sm" square={u.role !== "CANDIDATE"} />
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{u.name}</span>
              <Button size="sm" variant="outline" onClick={() => onPick(u)} aria-label={`Message ${u.name}`}>
                Message
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
