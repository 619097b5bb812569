/** Employment type from everyday wording ("FT", "permanent", "B2B", "6-month contract", "20h a week"). */
const TYPES: [RegExp, string][] = [
  [/\b(intern(ship)?|working student)\b/i, "Internship"],
  // "B2B" is a contract type in many European ads, but also a market ("B2B SaaS deals"); "B2B possible" is an option, not the type.
  [/\b(freelance|freelancer|self-employed|b2b(?!\s+(?:possible|optional|also|is (?:also )?(?:possible|fine|ok)|saas|sales|deals?|marketing|software|clients?|customers?|markets?|e-?commerce|products?|companies|businesses|space|platforms?)\b))\b/i, "Freelance"],
  [/\b(contract|contractor|fixed[- ]term|\d+[- ]months?\b(?! notice)|interim|consultancy)\b/i, "Contract"],
  [/\b(temporary|temp|seasonal|maternity cover)\b/i, "Temporary"],
  [/\b(part[- ]?time|pt|0?[.,]\d+\s*fte|teilzeit|\d{1,2}\s*(h|hrs?|hours)\s*(a|per|\/)\s*week|\d{1,2}\s*days? a week)\b/i, "Part-time"],
  [/\b(full[- ]?time|ft|permanent|perm|40\s*(h|hours)|salaried|fte|vollzeit|unbefristet)\b/i, "Full-time"],
];

export function parseEmploymentType(text: string): string | undefined {
  for (const [re, type] of TYPES) {
    if (!re.test(text)) continue;
    // "3 days a week in the office" is a hybrid pattern, not part-time.
    if (type === "Part-time" && /days? a week (in|at) (the )?office/i.test(text)) continue;
    return type;
  }
  return undefined;
}

/** Shifts an ad names ("full-time nights", "rotating shifts"); "2 nights in a hotel" is not a shift. */
const SHIFTS: [RegExp, string][] = [
  [/\b(?:rotating|rotational|rota) shifts?\b|\bdays and nights\b/i, "Rotating shifts"],
  [/\bnight[- ]?shifts?\b|(?<!\d\s*|\b(?:one|two|three|few|some)\s+)\bnights\b/i, "Night shifts"],
  [/\bday shifts?\b|\bdays only\b/i, "Day shifts"],
  [/\b(?:12|twelve)[- ]hour shifts?\b/i, "12-hour shifts"],
];

/** A shift pattern ("4 on 4 off", "4-on/4-off", "3on3off"): candidates weigh it as much as the hours. */
const ROTATION = /\b(\d{1,2})\s*-?\s*on\s*[-,/]?\s*(\d{1,2})\s*-?\s*off\b/i;

/** The shifts and their pattern: "nights, 4 on 4 off" → "Night shifts, 4 on 4 off". */
export function parseSchedule(text: string): string | undefined {
  const rotation = text.match(ROTATION);
  const parts = [SHIFTS.find(([re]) => re.test(text))?.[1], rotation && `${rotation[1]} on ${rotation[2]} off`].filter(Boolean);
  return parts.length ? parts.join(", ") : undefined;
}
