"use client";

import { useHydrated } from "./use-hydrated";

/**
 * Every instant the app shows (posted, updated, applied, message times) goes through here.
 * The server cannot know the viewer's time zone or locale, and public pages must be the same
 * HTML for everyone; so the server (and the hydration pass) writes a neutral text — English,
 * UTC, said so for times — and the browser rewrites it in the viewer's zone and locale once
 * hydrated. Calendar dates without a time (an experience's months) are not instants: see
 * components/profile/period.ts.
 */
export type TimeStyle = "date" | "dateTime" | "auto";

type Zone = { locale?: string; timeZone?: string; now?: Date };

const DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium" };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: "short" };

const dayKey = (d: Date, timeZone?: string) => new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" }).format(d);

/** The text in a given zone and locale (undefined: the runtime's own, i.e. the viewer's in a browser). "auto": the time if today, else the date. */
export function formatInstant(iso: string, style: TimeStyle, { locale, timeZone, now = new Date() }: Zone = {}): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const options = style === "dateTime" ? DATE_TIME : style === "auto" && dayKey(d, timeZone) === dayKey(now, timeZone) ? TIME : DATE;
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(d);
}

/** The neutral text of the server-rendered HTML: fixed locale and UTC, the same for every visitor. */
export function serverInstant(iso: string, style: TimeStyle): string {
  const text = formatInstant(iso, style === "auto" ? "date" : style, { locale: "en-US", timeZone: "UTC" });
  return text && style === "dateTime" ? `${text} UTC` : text;
}

/** A <time> element: the neutral text on the server and while hydrating, the viewer's own right after. */
export function LocalTime({ iso, style = "date", className }: { iso: string; style?: TimeStyle; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className}>
      {hydrated ? formatInstant(iso, style) : serverInstant(iso, style)}
    </time>
  );
}
