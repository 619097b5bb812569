/**
 * Role families by job title, each with must-haves a recruiter in that field would name: the example the
 * skills question gives ("React, TypeScript, GraphQL" only to software roles). First match wins, so the
 * narrower families ("Data Engineer", "UX Developer") come before software.
 */
const SKILL_EXAMPLES: [RegExp, string][] = [
  [/\b(nurse|nursing|midwife|carer|caregiver|care (?:assistant|worker)|paramedic|healthcare|clinical|physician|doctor)\b/i, "patient care, medication administration, a professional registration"],
  [/\b(driver|forklift|warehouse|logistics|courier|delivery)\b/i, "a valid driving licence, route planning, safe loading"],
  [/\b(chef|cook|kitchen|barista|bartender|waiter|waitress|housekeeper|hotel)\b|chef de/i, "food hygiene certificate, menu planning, stock control"],
  [/\b(teacher|tutor|lecturer|teaching)\b/i, "a teaching qualification, lesson planning, classroom management"],
  [/\b(electrician|plumber|mechanic|welder|carpenter|technician)\b/i, "a trade certificate, fault finding, reading technical drawings"],
  [/\b(designer|ux|ui)\b/i, "Figma, user research, prototyping"],
  [/\b(data|analyst|analytics|scientist|bi)\b/i, "SQL, Python, Tableau"],
  [/\b(backend|back-end|devops|sre|platform|cloud|infrastructure)\b/i, "Go, PostgreSQL, Docker"],
  [/\b(developer|programmer|software|frontend|front-end|full[- ]?stack|web|mobile|ios|android|react|angular|vue)\b/i, "React, TypeScript, GraphQL"],
  [/\b(sales|account executive|account manager|business development|bdr|sdr)\b/i, "B2B sales, Salesforce, negotiation"],
  [/\b(marketing|marketer|seo|content|social media|growth)\b/i, "SEO, Google Ads, copywriting"],
  [/\b(accountant|accounting|finance|financial|bookkeeper|controller|auditor|payroll)\b|fp&a/i, "Excel, month-end close, IFRS"],
  [/\b(support|customer service|receptionist|call cent(?:re|er))\b/i, "Zendesk, written communication, de-escalation"],
  [/\b(recruiter|recruitment|talent|hr|people partner)\b/i, "sourcing, interviewing, employment law"],
];

/** Must-haves typical of the role's field, or undefined when the title names no field we know. */
export const skillExample = (jobTitle: string | undefined): string | undefined =>
  jobTitle ? SKILL_EXAMPLES.find(([re]) => re.test(jobTitle))?.[1] : undefined;
