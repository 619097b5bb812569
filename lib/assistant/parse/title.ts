import { lookupSkill } from "@/lib/assistant/vocabulary/skills";
import { findPlaces } from "./location";

/** Job title and company name from answers like "we're hiring a senior react dev at Acme". */
const ROLE_NOUNS =
  "engineer|developer|dev|programmer|manager|designer|analyst|scientist|architect|specialist|consultant|administrator|admin|lead|director|officer|coordinator|assistant|accountant|recruiter|writer|copywriter|marketer|representative|rep|executive|nurse|technician|tester|intern|owner|strategist|researcher|editor|agent|advisor|adviser|associate|sre|cto|cfo|ceo|coo|teacher|chef|driver|cashier|clerk|controller|auditor|lawyer|paralegal|therapist|pharmacist|mechanic|electrician|operator|planner|buyer|trainer|coach|support|producer|photographer|animator|economist|statistician|librarian|receptionist|bookkeeper|partner|generalist|hacker|steward|translator|eng|engs|mgr|supervisor|foreman|operative|picker|packer|cook|barista|waiter|waitress|cleaner|carer|caregiver|porter|dispatcher|estimator|surveyor|inspector|installer|welder|plumber|carpenter|labourer|laborer|merchandiser|hairdresser|dentist|physician|surgeon|midwife|paramedic|psychologist|counsellor|counselor|tutor|lecturer|instructor|housekeeper|concierge";
// A role noun is a whole word ("Projektmanager" has none); the phrase runs on through further role nouns,
// so "Lead .NET Engineer", "Customer Support Specialist" and "Team Lead Customer Support" stay whole.
const ROLE_WORD = String.raw`(?<![\p{L}])(?:head of \p{L}+|vp of \p{L}+|${ROLE_NOUNS})s?(?![\p{L}])`;
// A word of the phrase may hold a dash ("Full-Stack") but is not one: "Nordlicht Energy - a Data Analyst" is a company, then the title.
const PHRASE_WORD = String.raw`[\p{L}+#./&][\p{L}+#./&-]*`;
const ROLE_PHRASE = new RegExp(String.raw`((?:${PHRASE_WORD}\s+){0,4}?${ROLE_WORD}(?:\s+(?:${PHRASE_WORD}\s+){0,2}?${ROLE_WORD})*)`, "iu");
const HIRING_LEAD = /\b(?:hiring|looking for|need|needs|searching for|seeking|recruiting|want|to hire|find me|role of|position of|job of|title is|title:)\s+(?:an?\s+|the\s+|one\s+|two\s+|\d+\s+|some\s+)?/i;
const STOP_WORDS = new Set(["a", "an", "the", "we", "we're", "are", "is", "it's", "our", "new", "for", "to", "hire", "need", "looking", "as"]);
const ACRONYMS: Record<string, string> = {
  qa: "QA", ux: "UX", ui: "UI", "ux/ui": "UX/UI", "ui/ux": "UI/UX", sre: "SRE", devops: "DevOps", hr: "HR", it: "IT", ai: "AI", ml: "ML", seo: "SEO", cto: "CTO",
  cfo: "CFO", ceo: "CEO", coo: "COO", vp: "VP", bi: "BI", sdet: "SDET", dev: "Developer", devs: "Developers", eng: "Engineer", engs: "Engineers", mgr: "Manager", rep: "Representative", sr: "Senior", jr: "Junior",
  fullstack: "Full-Stack", "full-stack": "Full-Stack", frontend: "Frontend", "front-end": "Frontend", backend: "Backend", "back-end": "Backend", ios: "iOS",
};
const SMALL = new Set(["of", "and", "for", "in", "on", "the", "to", "with", "de", "du", "des", "la", "le", "et", "der", "die", "das", "und", "von", "del", "y"]);

export function titleCase(phrase: string): string {
  return phrase
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => {
      const lower = w.toLowerCase();
      if (ACRONYMS[lower]) return ACRONYMS[lower];
      // "Sr." and "Jr." are written out.
      if (/^(sr|jr)\.$/.test(lower)) return ACRONYMS[lower.slice(0, 2)]!;
      if (i > 0 && SMALL.has(lower)) return lower;
      const skill = lookupSkill(w);
      // A word typed with its own capitals ("FP&A") stays as typed; a lower-case alias gets the skill's name ("react" → "React").
      if (skill && !skill.strict && (w === w.toLowerCase() || skill.name.toLowerCase() === lower)) return skill.name;
      return /^[a-z]/.test(w) ? w[0]!.toUpperCase() + w.slice(1) : w;
    })
    .join(" ");
}

function trimLead(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  while (words.length > 1 && STOP_WORDS.has(words[0]!.toLowerCase())) words.shift();
  return words.join(" ");
}

/** A speciality in brackets right after a title ("Staff Nurse (ICU)", "Developer (PHP)"); a band, a gender note or a place ("(UK)") is none. */
const SPECIALITY = /^\s*\(([A-Z][A-Z&/+#]{1,5})\)/;

function withSpeciality(title: string, after: string): string {
  const speciality = after.match(SPECIALITY)?.[1];
  return speciality && !findPlaces(speciality) ? `${title} (${speciality})` : title;
}

/** A job title in prose: the words before a role noun ("senior react dev" → "Senior React Developer"). */
export function findTitle(text: string): string | undefined {
  const lead = text.match(HIRING_LEAD);
  const scope = lead ? text.slice(lead.index! + lead[0].length) : text.split(/[,.;\n]|\s[-–]\s/)[0] ?? "";
  const m = scope.match(ROLE_PHRASE);
  if (!m) return undefined;
  const phrase = trimLead(m[1]!.replace(/\bs$/, ""));
  if (/^(product )?owner$/i.test(phrase) && !/product/i.test(phrase)) return undefined;
  return withSpeciality(titleCase(phrase), scope.slice(m.index! + m[0].length));
}

const ANSWER_LEAD = /^(?:(?:it'?s|it is|that'?s|the (?:job )?title is|the role is|the position is|title:|role:|we(?:'re| are) (?:hiring|looking for)(?: for)?|we need|looking for|hiring)\s+)+(?:an?\s+|the\s+)?/i;

/** "(m/w/d)", "(m/f/d)", "(f/m/x)": the gender note of German-speaking ads, not part of the title. */
const GENDER_NOTE = /\s*\((?:[mfwdx]\s*\/\s*)+[mfwdx]\)/gi;
/** A greeting, or a label in front of the title ("Hi,", "Urgent requirement:", "Hiring -", "Vaga:"). */
const OPENING =
  /^(?:(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|thanks|thank you|ok(?:ay)?|so)\b[\s,!.:-]*)*(?:(?:urgent(?:ly)?\s+)?(?:requirement|opening|hiring|vacancy|position|role|job|title|vaga|stelle|oferta|we(?:'re| are) hiring)\s*[:\-–—]\s*)?/i;
/** Words of a sentence, not of a title: such an answer is read for its role phrase instead. */
const SENTENCE = /\b(?:we|we're|our|i|i'm|is|are|need|needs|looking|recruiting|hiring|want|wants|seeking|suchen|einen|buscamos|procuramos|szukamy)\b/i;
/** Where a short answer's title ends: a place, a company, a workplace or pay after it ("… in Berlin", "… at Acme, remote"). */
const TITLE_END = /\s+(?:in|at|for|with|based|from|located|near)\s+|[,;(]/i;
/** What may follow a dash in a title: a team or a speciality ("Backend Engineer – Payments"), not a place, workplace or pay. */
const NOT_A_SPECIALITY = /^(?:remote|hybrid|on-?site|full|part|contract|freelance|temporary|[$€£\d])/i;

function headOf(cleaned: string): string {
  const head = cleaned.split(TITLE_END)[0]!.trim();
  const [title, after] = head.split(/\s[-–—]\s+/, 2);
  // "Sous Chef - London", "Data Scientist – Zürich": a place after the dash is where, not what.
  const keepAfter = after !== undefined && !NOT_A_SPECIALITY.test(after) && !findPlaces(after);
  return (keepAfter ? head : title!).replace(/\s+(?:role|position|job|opening|vacancy)$/i, "").trim();
}

/**
 * The answer to "What role are you hiring for?". A short answer is the title as written, up to a place or
 * a company after it ("Chef de Partie", "Backend Engineer – Payments", "Lead .NET Engineer"), after any
 * greeting or label in front ("Hi, …", "Urgent requirement: …"); a sentence gives its role phrase ("we're
 * hiring a senior react dev to own checkout" → "Senior React Developer"), or nothing, and the question
 * is asked again.
 */
export function parseTitleAnswer(text: string): string | undefined {
  const cleaned = text.trim().replace(GENDER_NOTE, "").replace(OPENING, "").replace(/[.!]+$/, "").replace(ANSWER_LEAD, "").trim();
  if (!cleaned || SENTENCE.test(cleaned)) return findTitle(text);
  const head = headOf(cleaned);
  const words = head.split(/\s+/).filter(Boolean);
  const after = cleaned.slice(cleaned.indexOf(head) + head.length);
  if (head && words.length <= 6 && !/[?]/.test(head) && !/\d/.test(head)) return withSpeciality(titleCase(trimLead(head)), after);
  return findTitle(text);
}

const COMPANY_PATTERNS = [
  /\b(?:company(?: name)? is|company:|we are|we're|i'?m (?:hiring )?(?:at|from|with)|i work (?:at|for)|hiring for|on behalf of|client is|our client,?)\s+([A-Z][\w&.'’-]*(?:\s+(?:[A-Z][\w&.'’-]*|&|of|and))*)/,
  /\b(?:at|for|join)\s+([A-Z][\w&.'’-]*(?:\s+(?:[A-Z][\w&.'’-]*|&))*)/,
  /^([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)*)\s+(?:is|are)\s+hiring\b/,
];
const NOT_COMPANY = /^(?:I|We|Our|The|A|An|It|This|That|Remote|Hybrid|On-site|Senior|Junior|Full|Part|Monday|Friday|Europe|EU|US|UK)$/;

/** A capitalised company name in prose ("at Acme Corp", "we're Globex"). Places and role words are not companies. */
export function findCompany(text: string): string | undefined {
  for (const re of COMPANY_PATTERNS) {
    const m = text.match(re);
    const name = m?.[1]?.replace(/\s+(?:and|of|&)$/i, "").trim();
    if (!name || NOT_COMPANY.test(name) || findPlaces(name) === name || findTitle(name) || lookupSkill(name)) continue;
    return name;
  }
  return undefined;
}

const COMPANY_LEAD = /^(?:(?:it'?s|it is|we(?:'re| are)|the company is|company(?: name)? is|company:|called|named|our company is|i work (?:at|for)|we work for|the client is|our client is|client:|klient:|hiring for|for)\s+)+/i;
/** Where a company's name ends: a comma, a bracket, a dash, or a full stop that is not an abbreviation's ("St. Mary's", "Acme Inc. …"). */
const NAME_END = /[,;(]|\s[-–—]\s|(?<!\b(?:St|Mt|Dr|Inc|Co|Ltd|Corp|Bros|Ft|Jr|Sr))\.\s/;

/**
 * A client kept anonymous and described instead, as the agency's question invites: "Confidential - a fast-growing
 * fintech in Berlin", "can't say, a Series B healthtech startup" → the description is the employer shown.
 */
const DESCRIBED_CLIENT =
  /^(?:(?:it'?s|it is|the client is|our client is|client is)\s+)?(?:confidential|anonymous|undisclosed|not disclosed|can'?t say|cannot say|can'?t name (?:them|it))(?:\s+client)?\s*[-–—:,;.]?\s*(?:(?:it'?s|they'?re|they are|but|so|just say)\s+)?(an?\s+.+?)[.!]*$/i;

/** The answer to "Which company is hiring?": "We're Acme Corp, a fintech startup" → "Acme Corp"; "It's for St. Mary's, but …" → "St. Mary's". */
export function parseCompanyAnswer(text: string): string | undefined {
  const described = text.trim().match(DESCRIBED_CLIENT)?.[1];
  if (described && described.split(/\s+/).length <= 12) return described[0]!.toUpperCase() + described.slice(1);
  const cleaned = text.trim().replace(COMPANY_LEAD, "").split(NAME_END)[0]!.replace(/[.!]+$/, "").trim();
  const words = cleaned.split(/\s+/).filter(Boolean);
  if (!cleaned || words.length > 6 || /\?/.test(cleaned)) return findCompany(text);
  return /^[a-z]/.test(cleaned) && words.length <= 3 ? titleCase(cleaned) : cleaned;
}
