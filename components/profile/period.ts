/** "Mar 2021 – Present": an experience's period as every profile screen shows it (UTC, fixed locale: same on server and browser). */
const MONTH = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

export const formatMonth = (iso: string | null) => (iso ? MONTH.format(new Date(`${iso.slice(0, 7)}-01T00:00:00Z`)) : "");

export function experiencePeriodText(e: { startDate: string | null; endDate: string | null; current: boolean }): string {
  const start = formatMonth(e.startDate);
  const end = e.current ? "Present" : formatMonth(e.endDate);
  return [start, end].filter(Boolean).join(" – ");
}
