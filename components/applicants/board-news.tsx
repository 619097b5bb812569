"use client";

import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { changesBoard, describeBoardNews, ownerNews, type OwnerNews } from "@/components/applications/owner-news";
import { Button } from "@/components/ui/button";
import { useRealtime } from "@/lib/realtime/client";
import { channel } from "@/lib/realtime/channels";
import { cn } from "@/lib/utils";

/**
 * One job's applicants board hears its job's news (a candidate applied, or withdrew) on the owner's
 * channel but does not read itself again: the rows would move under a recruiter choosing from them.
 * It says what arrived ("2 new applications since this list was loaded.", floating over the foot of
 * the screen, so nothing on the page moves) and reads the list when asked ("Show the latest").
 * `since` is the realtime log's newest id when the page read the list: news up to it is already on
 * the board, so a new read (the button, or the board's own move) clears it; news the board already
 * holds (an event logged after the render) or that its view leaves out is none.
 * A dropped connection needs nothing of its own: both transports replay the log's events after the
 * last one heard when they are back.
 */
export function BoardNews({ ownerId, jobId, since, shown, takesNew }: { ownerId: number; jobId: number; since: number; shown: number[]; takesNew: boolean }) {
  const router = useRouter();
  const region = useRef<HTMLDivElement>(null);
  const [heard, setHeard] = useState<{ id: number; kind: OwnerNews["kind"] }[]>([]);
  const board = useMemo(() => ({ shown: new Set(shown), takesNew }), [shown, takesNew]);
  const channels = useMemo(() => [channel.user(ownerId)], [ownerId]);
  useRealtime(
    channels,
    (event) => {
      const news = ownerNews(event);
      // useRealtime calls the handler of the latest render: `board` and `since` are the list on screen.
      if (news?.jobId !== jobId || !changesBoard(news, board)) return;
      // What a newer read of the list already holds is dropped as the next news comes.
      setHeard((h) => [...h.filter((n) => n.id > since), { id: event.id, kind: news.kind }]);
    },
    since,
  );
  const fresh = heard.filter((n) => n.id > since).map((n) => n.kind);
  const text = fresh.length ? describeBoardNews(fresh) : "";
  const show = () => {
    // The button leaves with the news: focus waits on the notice's place, just before the board.
    region.current?.focus();
    router.refresh();
  };
  // The notice floats over the foot of the screen: in the page's flow it pushed the board and its Move bar
  // down as it arrived, under a recruiter's pointer (an e2e's click on Move landed beside it).
  return (
    <div ref={region} tabIndex={-1} className="outline-none">
      <div
        className={cn(
          "fixed inset-x-4 bottom-4 z-40 mx-auto max-w-xl",
          text && "flex flex-wrap items-center justify-between gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-950 shadow-lg",
        )}
      >
        <p role="status">{text}</p>
        {text ? (
          <Button size="sm" variant="outline" onClick={show}>
            Show the latest
          </Button>
        ) : null}
      </div>
    </div>
  );
}
