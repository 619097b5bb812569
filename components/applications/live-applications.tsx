"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo } from "react";
import { toast } from "@/components/layout/toast";
import { useRealtime, type ReceivedEvent } from "@/lib/realtime/client";
import { APPLICATIONS_CHANGED_EVENT, channel, type ApplicationsChanged } from "@/lib/realtime/channels";
import { describeChanges } from "./describe-changes";
import { ownerNews } from "./owner-news";

/** What each side hears on its own channel, and what it says of it (null: not for this page). */
const heard = {
  /** /appliedjobs: a recruiter moved applications of the candidate's. */
  candidate: (event: ReceivedEvent) => {
    if (event.type !== APPLICATIONS_CHANGED_EVENT) return null;
    const { applications } = event.data as ApplicationsChanged;
    return applications?.length ? describeChanges(applications) : null;
  },
  /** The owner's job and applicant lists: a candidate applied to one of their jobs, or withdrew from one. */
  owner: (event: ReceivedEvent) => {
    const news = ownerNews(event);
    if (!news) return null;
    return news.kind === "received" ? `New application for ${news.jobTitle}.` : `An application for ${news.jobTitle} was withdrawn.`;
  },
};

/**
 * Keeps a server-rendered list of applications current while it is open: what the user's own channel
 * says changed reads the page again (`router.refresh()`, which keeps what the page holds in the browser)
 * and is said in a polite toast; after the connection comes back from a drop the page is read again, as
 * whatever happened meanwhile was not heard. `since` is the realtime log's newest id when the page
 * read its data (`latestEventId()` first): a change made while the page was on its way, before this
 * subscribed, is heard too.
 */
export function LiveApplications({ userId, side, since }: { userId: number; side: keyof typeof heard; since: number }) {
  const router = useRouter();
  const channels = useMemo(() => [channel.user(userId)], [userId]);
  const { readAt } = useRealtime(channels, (event) => {
    const said = heard[side](event);
    if (said === null) return;
    toast.info(said);
    router.refresh();
  }, since);
  useEffect(() => {
    if (readAt > 1) router.refresh();
  }, [readAt, router]);
  return null;
}
