/** The address of one page of /recruitersocial (the server's redirect and the browser's history use it). */
export function explorePageUrl(search: string, page: number): string {
  const p = new URLSearchParams();
  if (search) p.set("search", search);
  if (page > 1) p.set("page", String(page));
  const qs = p.toString();
  return qs ? `/recruitersocial?${qs}` : "/recruitersocial";
}
