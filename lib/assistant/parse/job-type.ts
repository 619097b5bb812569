/** Workplace type: "Remote", "Hybrid" or "On-site" (the jobs table's values). */
const HYBRID = /\b(hybrid|partly remote|partially remote|part remote|remote[- ]first with|flexible (working|location)|\d\s*(days?|x)\s*(a|per|\/)\s*week (in|at) (the )?office|\d days? (in|at) (the )?office|office \d days?)\b/i;
const REMOTE = /\b(remote|fully remote|100% remote|wfh|work(ing)? from home|home[- ]based|distributed|anywhere|telecommute|remotely)\b/i;
// Also the ways jobs away from a desk say it ("in store", "on the road", "WFO" in India, "presencial").
const ONSITE = /\b(on[- ]?site|onsite|in[- ]office|in the office|office[- ]based|in[- ]person|at our office|on location|on premises|no remote|wfo|work(?:ing)? from (?:the )?office|in[- ]store|on the road|on the shop floor|field[- ]based|presencial|stacjonarn\w*|vor ort)\b/i;

export function parseJobType(text: string): "Remote" | "Hybrid" | "On-site" | undefined {
  if (HYBRID.test(text)) return "Hybrid";
  // "not remote" / "no remote" mean on-site.
  if (/\b(not|no|isn't|is not|never)\s+(fully\s+)?remote\b/i.test(text)) return "On-site";
  const remote = REMOTE.test(text);
  const onsite = ONSITE.test(text);
  if (remote && onsite) return "Hybrid";
  if (remote) return "Remote";
  if (onsite) return "On-site";
  return undefined;
}
