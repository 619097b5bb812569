import { COMMON_ABILITY, lookupSkill } from "@/lib/assistant/vocabulary/skills";

/**
 * A duty as the middle of a spoken sentence: "Build the checkout" → "building the
 * checkout", so an interview question can say "a big part of this role is building
 * the checkout" instead of quoting the recruiter's note back at the candidate.
 */
const DUTY_VERBS = new Set([
  "analyse", "analyze", "automate", "build", "coach", "collaborate", "commission", "communicate", "conduct", "configure",
  "coordinate", "create", "debug", "define", "deliver", "deploy", "design", "develop", "document", "drive", "ensure",
  "establish", "evaluate", "grow", "handle", "help", "hire", "implement", "improve", "integrate", "interview", "lead",
  "maintain", "manage", "mentor", "migrate", "monitor", "negotiate", "operate", "optimise", "optimize", "organise",
  "organize", "own", "partner", "plan", "prepare", "present", "prioritise", "prioritize", "prototype", "report",
  "research", "review", "run", "scale", "secure", "sell", "serve", "set", "ship", "shape", "support", "teach", "test",
  "train", "translate", "troubleshoot", "work", "write",
  // Everyday duties outside engineering: support, care, sales, hospitality, operations.
  "advise", "answer", "assist", "audit", "book", "calculate", "check", "clean", "close", "collect", "compile", "contact",
  "cook", "draft", "edit", "engage", "execute", "facilitate", "follow", "forecast", "generate", "guide", "identify",
  "inspect", "install", "investigate", "keep", "launch", "liaise", "log", "market", "measure", "moderate", "onboard",
  "oversee", "pitch", "post", "process", "produce", "promote", "prospect", "provide", "publish", "reconcile", "recruit",
  "refine", "repair", "represent", "resolve", "respond", "schedule", "source", "streamline", "supervise", "track",
  "treat", "triage", "update", "upgrade", "validate", "visit", "welcome",
]);

/** English -ing form of a regular verb (write → writing, run → running, review → reviewing). */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith("ie")) return `${v.slice(0, -2)}ying`;
  if (v.endsWith("e") && !/(ee|ye|oe)$/.test(v)) return `${v.slice(0, -1)}ing`;
  // One syllable ending consonant-vowel-consonant doubles the consonant: run → running, ship → shipping (not open → opening).
  const syllables = v.match(/[aeiou]+/g)?.length ?? 0;
  if (syllables === 1 && /[^aeiou][aeiou][^aeiouwxy]$/.test(v)) return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}

/** A duty as the object of a sentence: "Build the checkout" → "building the checkout", "Patient monitoring" → "patient monitoring". */
export function asTopic(duty: string): string {
  const text = duty
    .trim()
    .replace(/^(?:you(?:'ll| will)|will|to)\s+/i, "")
    .replace(/[.!;:]+$/, "");
  const [first = "", ...rest] = text.split(/\s+/);
  if (DUTY_VERBS.has(first.toLowerCase())) {
    // "Design and run our APIs" → "designing and running our APIs": every verb of the duty takes -ing.
    const tail = rest.join(" ").replace(/\b(and|or|,)\s+([a-z]+)\b/gi, (m, joiner: string, word: string) =>
      DUTY_VERBS.has(word.toLowerCase()) ? `${joiner} ${gerund(word)}` : m,
    );
    return [gerund(first), tail].filter(Boolean).join(" ");
  }
  return keepsCapital(first) ? text : text[0]!.toLowerCase() + text.slice(1);
}

/**
 * A first word that is a name keeps its capital mid-sentence: one with a capital inside it ("HubSpot",
 * "JavaScript", "APIs") or a product of the vocabulary written as the vocabulary writes it ("Salesforce").
 */
function keepsCapital(word: string): boolean {
  const bare = word.replace(/[,.;:!?]+$/, "");
  if (!/^[A-Z]/.test(bare)) return true;
  if (/^.\S*[A-Z]/.test(bare)) return true;
  // An activity reads in lower case mid-sentence even where the vocabulary has it ("Mentoring new starters").
  if (/ing$/i.test(bare)) return false;
  const skill = lookupSkill(bare);
  return skill?.name === bare && !COMMON_ABILITY.test(bare);
}

/** A duty as the middle of a spoken sentence ("a big part of this role is …"): an activity, never a bare noun. */
export function asActivity(duty: string): string {
  const topic = asTopic(duty);
  return /^\S+ing\b/i.test(topic) ? topic : `working on ${topic}`;
}
