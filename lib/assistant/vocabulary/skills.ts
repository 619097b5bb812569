import { escapeRegExp } from "@/lib/escape-reg-exp";

/**
 * The skills vocabulary: canonical name, the ways people type it, and a family
 * used to pick interview questions and related nice-to-haves. `strict` names are
 * ordinary English words ("Go", "R", "Swift") and only count when written with a
 * capital letter or inside a list answer.
 */
export type SkillFamily =
  | "frontend"
  | "backend"
  | "language"
  | "data"
  | "devops"
  | "cloud"
  | "mobile"
  | "testing"
  | "design"
  | "product"
  | "sales"
  | "marketing"
  | "finance"
  | "people"
  | "security";

export type SkillEntry = { name: string; aliases: string[]; family: SkillFamily; strict?: boolean; related?: string[] };

export const SKILLS: SkillEntry[] = [
  { name: "JavaScript", aliases: ["js", "javascript", "java script", "ecmascript", "es6"], family: "language", related: ["TypeScript"] },
  { name: "TypeScript", aliases: ["ts", "typescript", "type script"], family: "language", related: ["Node.js"] },
  { name: "Python", aliases: ["python", "python3", "py"], family: "language", related: ["Django", "FastAPI"] },
  { name: "Java", aliases: ["java"], family: "language", related: ["Spring Boot", "Kotlin"] },
  { name: "Kotlin", aliases: ["kotlin"], family: "language", related: ["Android"] },
  { name: "C#", aliases: ["c#", "csharp", "c sharp"], family: "language", related: [".NET"] },
  { name: "C++", aliases: ["c++", "cpp", "cplusplus"], family: "language" },
  { name: "C", aliases: ["C"], family: "language", strict: true },
  { name: "Go", aliases: ["golang", "Go"], family: "language", strict: true, related: ["Kubernetes", "gRPC"] },
  { name: "Rust", aliases: ["rust", "rustlang"], family: "language" },
  { name: "Ruby", aliases: ["ruby"], family: "language", related: ["Ruby on Rails"] },
  { name: "PHP", aliases: ["php"], family: "language", related: ["Laravel"] },
  { name: "Swift", aliases: ["Swift", "swiftui"], family: "mobile", strict: true, related: ["iOS"] },
  { name: "Scala", aliases: ["scala"], family: "language", related: ["Apache Spark"] },
  { name: "R", aliases: ["R"], family: "data", strict: true },
  { name: "Elixir", aliases: ["elixir"], family: "language" },
  { name: "Dart", aliases: ["dart"], family: "language", related: ["Flutter"] },
  { name: "SQL", aliases: ["sql"], family: "data", related: ["PostgreSQL"] },
  { name: "HTML", aliases: ["html", "html5"], family: "frontend", related: ["CSS"] },
  { name: "CSS", aliases: ["css", "css3", "scss", "sass"], family: "frontend", related: ["Tailwind CSS"] },
  { name: "React", aliases: ["react", "reactjs", "react.js", "react js"], family: "frontend", related: ["Next.js", "TypeScript"] },
  { name: "Next.js", aliases: ["next", "nextjs", "next.js", "next js"], family: "frontend", related: ["React"] },
  { name: "Vue.js", aliases: ["vue", "vuejs", "vue.js", "vue js"], family: "frontend", related: ["Nuxt"] },
  { name: "Nuxt", aliases: ["nuxt", "nuxtjs", "nuxt.js"], family: "frontend" },
  { name: "Angular", aliases: ["angular", "angularjs", "angular.js"], family: "frontend", related: ["RxJS"] },
  { name: "Svelte", aliases: ["svelte", "sveltekit"], family: "frontend" },
  { name: "Redux", aliases: ["redux", "redux toolkit"], family: "frontend" },
  { name: "RxJS", aliases: ["rxjs"], family: "frontend" },
  { name: "Tailwind CSS", aliases: ["tailwind", "tailwindcss", "tailwind css"], family: "frontend" },
  { name: "Node.js", aliases: ["node", "nodejs", "node.js", "node js"], family: "backend", related: ["TypeScript", "PostgreSQL"] },
  { name: "Express", aliases: ["express", "expressjs", "express.js"], family: "backend" },
  { name: "NestJS", aliases: ["nest", "nestjs", "nest.js"], family: "backend" },
  { name: "Django", aliases: ["django"], family: "backend", related: ["PostgreSQL"] },
  { name: "Flask", aliases: ["flask"], family: "backend" },
  { name: "FastAPI", aliases: ["fastapi", "fast api"], family: "backend" },
  { name: "Spring Boot", aliases: ["spring", "spring boot", "springboot"], family: "backend" },
  { name: ".NET", aliases: [".net", "dotnet", "asp.net", "net core", ".net core"], family: "backend" },
  { name: "Ruby on Rails", aliases: ["rails", "ruby on rails", "ror"], family: "backend" },
  { name: "Laravel", aliases: ["laravel"], family: "backend" },
  { name: "GraphQL", aliases: ["graphql", "gql"], family: "backend" },
  { name: "REST APIs", aliases: ["rest", "rest api", "rest apis", "restful", "restful apis"], family: "backend" },
  { name: "gRPC", aliases: ["grpc"], family: "backend" },
  { name: "Microservices", aliases: ["microservices", "micro services", "microservice architecture"], family: "backend" },
  { name: "PostgreSQL", aliases: ["postgres", "postgresql", "psql", "pg"], family: "data" },
  { name: "MySQL", aliases: ["mysql", "mariadb"], family: "data" },
  { name: "MongoDB", aliases: ["mongo", "mongodb"], family: "data" },
  { name: "Redis", aliases: ["redis"], family: "data" },
  { name: "Elasticsearch", aliases: ["elasticsearch", "elastic search", "opensearch"], family: "data" },
  { name: "Kafka", aliases: ["kafka", "apache kafka"], family: "data" },
  { name: "Apache Spark", aliases: ["spark", "pyspark", "apache spark"], family: "data" },
  { name: "Airflow", aliases: ["airflow", "apache airflow"], family: "data" },
  { name: "dbt", aliases: ["dbt"], family: "data" },
  { name: "Snowflake", aliases: ["snowflake"], family: "data" },
  { name: "Pandas", aliases: ["pandas"], family: "data" },
  { name: "Machine Learning", aliases: ["machine learning", "ml"], family: "data", related: ["Python", "PyTorch"] },
  { name: "PyTorch", aliases: ["pytorch", "torch"], family: "data" },
  { name: "TensorFlow", aliases: ["tensorflow", "tf"], family: "data" },
  { name: "LLMs", aliases: ["llm", "llms", "large language models", "genai", "generative ai"], family: "data" },
  { name: "Data Analysis", aliases: ["data analysis", "data analytics", "analytics"], family: "data" },
  { name: "Power BI", aliases: ["power bi", "powerbi"], family: "data" },
  { name: "Tableau", aliases: ["tableau"], family: "data" },
  { name: "Excel", aliases: ["excel", "ms excel", "microsoft excel", "spreadsheets"], family: "finance" },
  { name: "Docker", aliases: ["docker", "containers", "containerization"], family: "devops", related: ["Kubernetes"] },
  { name: "Kubernetes", aliases: ["kubernetes", "k8s", "kube"], family: "devops", related: ["Terraform", "Helm"] },
  { name: "Helm", aliases: ["helm"], family: "devops" },
  { name: "Terraform", aliases: ["terraform", "tf modules"], family: "devops" },
  { name: "Ansible", aliases: ["ansible"], family: "devops" },
  { name: "CI/CD", aliases: ["ci/cd", "cicd", "ci cd", "continuous integration", "continuous delivery"], family: "devops" },
  { name: "GitHub Actions", aliases: ["github actions", "gh actions"], family: "devops" },
  { name: "Jenkins", aliases: ["jenkins"], family: "devops" },
  { name: "Linux", aliases: ["linux", "unix", "bash", "shell scripting"], family: "devops" },
  { name: "Git", aliases: ["git", "version control"], family: "devops" },
  { name: "Observability", aliases: ["observability", "monitoring", "prometheus", "grafana", "datadog"], family: "devops" },
  { name: "AWS", aliases: ["aws", "amazon web services", "ec2", "s3", "lambda"], family: "cloud", related: ["Terraform"] },
  { name: "Azure", aliases: ["azure", "microsoft azure"], family: "cloud" },
  { name: "Google Cloud", aliases: ["gcp", "google cloud", "google cloud platform"], family: "cloud" },
  { name: "iOS", aliases: ["ios"], family: "mobile", related: ["Swift"] },
  { name: "Android", aliases: ["android"], family: "mobile", related: ["Kotlin"] },
  { name: "React Native", aliases: ["react native", "react-native", "rn"], family: "mobile" },
  { name: "Flutter", aliases: ["flutter"], family: "mobile" },
  { name: "Jest", aliases: ["jest"], family: "testing" },
  { name: "Cypress", aliases: ["cypress"], family: "testing" },
  { name: "Playwright", aliases: ["playwright"], family: "testing" },
  { name: "Selenium", aliases: ["selenium"], family: "testing" },
  { name: "Test Automation", aliases: ["test automation", "automated testing", "qa automation"], family: "testing" },
  { name: "Figma", aliases: ["figma"], family: "design", related: ["Prototyping"] },
  { name: "UX Research", aliases: ["ux research", "user research", "usability testing"], family: "design" },
  { name: "UI Design", aliases: ["ui design", "visual design", "interface design"], family: "design" },
  { name: "Prototyping", aliases: ["prototyping", "wireframing", "wireframes"], family: "design" },
  { name: "Product Management", aliases: ["product management", "product strategy", "roadmapping"], family: "product" },
  { name: "Agile", aliases: ["agile", "scrum", "kanban"], family: "product" },
  { name: "Jira", aliases: ["jira"], family: "product" },
  { name: "Project Management", aliases: ["project management", "pm", "pmp"], family: "product" },
  { name: "Stakeholder Management", aliases: ["stakeholder management", "stakeholder communication"], family: "people" },
  { name: "Communication", aliases: ["communication", "communication skills"], family: "people" },
  { name: "Leadership", aliases: ["leadership", "team leadership", "people management"], family: "people" },
  { name: "Mentoring", aliases: ["mentoring", "coaching"], family: "people" },
  { name: "Recruiting", aliases: ["recruiting", "recruitment", "talent acquisition", "sourcing"], family: "people" },
  { name: "Salesforce", aliases: ["salesforce", "sfdc"], family: "sales" },
  { name: "HubSpot", aliases: ["hubspot"], family: "marketing" },
  { name: "CRM", aliases: ["crm"], family: "sales" },
  { name: "B2B Sales", aliases: ["b2b sales", "enterprise sales", "saas sales"], family: "sales" },
  { name: "Negotiation", aliases: ["negotiation", "negotiating"], family: "sales" },
  { name: "Account Management", aliases: ["account management", "key account management"], family: "sales" },
  { name: "Lead Generation", aliases: ["lead generation", "lead gen", "prospecting"], family: "sales" },
  // Its own skill: a sales team hiring for the phone asks for it by name.
  { name: "Cold Calling", aliases: ["cold calling", "cold-calling", "cold calls"], family: "sales" },
  { name: "SEO", aliases: ["seo", "search engine optimization", "search engine optimisation"], family: "marketing" },
  { name: "Content Marketing", aliases: ["content marketing", "copywriting", "content writing"], family: "marketing" },
  { name: "Google Ads", aliases: ["google ads", "adwords", "sem", "ppc"], family: "marketing" },
  { name: "Social Media", aliases: ["social media", "social media marketing"], family: "marketing" },
  { name: "Accounting", aliases: ["accounting", "bookkeeping"], family: "finance" },
  { name: "Financial Modelling", aliases: ["financial modelling", "financial modeling", "fp&a"], family: "finance" },
  { name: "SAP", aliases: ["sap"], family: "finance" },
  { name: "Cybersecurity", aliases: ["cybersecurity", "cyber security", "infosec", "information security"], family: "security" },
  { name: "Penetration Testing", aliases: ["penetration testing", "pentesting", "pen testing"], family: "security" },
  { name: "OAuth", aliases: ["oauth", "oauth2", "openid connect", "oidc"], family: "security" },
];

/**
 * One way a skill is typed. `listOnly`: an everyday word, trusted in a list, not in prose; `acronym`: such a word that
 * is also the acronym its skill is named by ("SAP", "REST"), so written in capitals it counts in prose too.
 */
type Alias = { key: string; entry: SkillEntry; caseSensitive: boolean; listOnly: boolean; acronym: boolean };

/** Aliases that are also everyday words ("the rest", "next year", "5pm"): trusted in a skills list, not in prose. */
const LIST_ONLY = new Set(["rest", "next", "express", "spring", "pm", "rn", "pg", "py", "tf", "ml", "sem", "nest", "helm", "spark", "ror", "kube", "torch", "go", "sap"]);

/** Two capitals can still be something else ("5 PM"): only an acronym of three letters or more counts. */
const isAcronymOf = (key: string, entry: SkillEntry) => key.length >= 3 && `${entry.name} `.startsWith(`${key.toUpperCase()} `);

// Longest aliases first so "react native" wins over "react" and "ruby on rails" over "ruby".
// A strict name typed in lower case ("go", "swift", "r") is the word, except inside a list.
const ALIASES: Alias[] = SKILLS.flatMap((entry) => {
  const keys = [entry.name, ...entry.aliases].map((key) => {
    const caseSensitive = Boolean(entry.strict) && /^[A-Z]/.test(key);
    const listOnly = !caseSensitive && LIST_ONLY.has(key.toLowerCase());
    return { key, entry, caseSensitive, listOnly, acronym: listOnly && isAcronymOf(key, entry) };
  });
  const lower = keys.filter((k) => k.caseSensitive).map((k) => ({ key: k.key.toLowerCase(), entry, caseSensitive: false, listOnly: true, acronym: false }));
  return [...keys, ...lower];
}).sort((a, b) => b.key.length - a.key.length);

const BY_KEY = new Map<string, SkillEntry>();
for (const a of ALIASES) {
  if (!a.caseSensitive) BY_KEY.set(a.key.toLowerCase(), a.entry);
}

/** The canonical entry for one typed skill ("js" → JavaScript), or undefined. */
export function lookupSkill(typed: string): SkillEntry | undefined {
  const key = typed.trim().replace(/\s+/g, " ");
  const exact = SKILLS.find((s) => s.name === key || (s.strict && s.aliases.includes(key)));
  const lower = key.toLowerCase();
  // In a list answer "go" or "r" can only mean the language.
  return exact ?? BY_KEY.get(lower) ?? SKILLS.find((s) => s.strict && [s.name, ...s.aliases].some((a) => a.toLowerCase() === lower));
}

/** Skills of the vocabulary mentioned anywhere in free text, in order of appearance. */
export function findSkills(text: string): SkillEntry[] {
  const found: { at: number; entry: SkillEntry }[] = [];
  const taken: [number, number][] = [];
  for (const alias of ALIASES) {
    // Word edges that allow "c#", "c++", ".net", "node.js".
    const re = new RegExp(`(?<![\\w.#+])${escapeRegExp(alias.key)}(?![\\w#+]|\\.\\w)`, alias.caseSensitive ? "g" : "gi");
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      if (alias.caseSensitive && !looksLikeSkillMention(text, start, end)) continue;
      // An everyday word counts in prose only as its skill's acronym ("SAP", never "the sap" or "NEXT STEPS"), or inside
      // a list said in a sentence: joined by "+" ("go + postgres") or after "skills"/"stack" ("skills go and postgres").
      if (alias.listOnly && !((alias.acronym && m[0] === alias.key.toUpperCase()) || inProseList(text, start, end))) continue;
      taken.push([start, end]);
      found.push({ at: start, entry: alias.entry });
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.entry)
    .filter((e) => (seen.has(e.name) ? false : (seen.add(e.name), true)));
}

/** A word joined to the next by "+" ("go + postgres"), or within a clause that starts with "skills"/"stack" ("skills go and postgres"). */
function inProseList(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start);
  const after = text.slice(end);
  if (/^-/.test(after)) return false;
  if (/(?<!\+)\+\s*$/.test(before) || /^\s*\+(?!\+)/.test(after)) return true;
  return /\b(?:skills?|stack|tech stack|tools?)\s*:?\s+(?:[\w.#+]+(?:\s*(?:,|\/|&|\+|and)\s*|\s+))*$/i.test(before);
}

const LEADS = new Set(["use", "uses", "using", "in", "with", "and", "or", "know", "knows", "plus", "also", "of", "like", "experience", "years", "yrs"]);
const NOT_AFTER = new Set(["ahead", "to", "for", "on", "back", "through", "is", "are", "was", "will", "out", "live"]);

/** "Go"/"R"/"C" count only as a list item or after words like "in"/"with", never as "Go ahead" or "R&D". */
function looksLikeSkillMention(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const prevWord = before.match(/(\w+)\s+$/)?.[1]?.toLowerCase();
  const nextWord = after.match(/^\s+(\w+)/)?.[1]?.toLowerCase();
  const leadOk = /(^|[,;/(:\n]\s*)$/.test(before) || (prevWord !== undefined && LEADS.has(prevWord));
  const tailOk = /^(\s|$|[,;/).!?])/.test(after) && !(nextWord && NOT_AFTER.has(nextWord));
  return leadOk && tailOk;
}

export const skillFamily = (name: string): SkillFamily | undefined => lookupSkill(name)?.family;

/** Common abilities that read in lower case mid-sentence ("a deal where negotiation made the difference"). */
export const COMMON_ABILITY =
  /^(empathy|communication|negotiation|leadership|teamwork|patience|resilience|creativity|organisation|organization|attention to detail|problem[- ]solving|time management|stakeholder management|customer service|copywriting|storytelling|social media|patient care|latte art|people management|sales|public speaking|presentation skills?)$/i;

/**
 * Requirements that are not a tool or a skill to ask about: languages (tested by speaking them),
 * licences and qualifications ("ACCA/CIMA qualified", "CDL Class A"), and plain nouns ("Portfolio").
 */
export const NOT_A_TOPIC =
  /\b(english|german|deutsch|french|français|spanish|español|italian|dutch|polish|portuguese|arabic|mandarin|chinese|japanese|hindi|fluent|fließend|native|written|spoken|[abc][12]|qualified|qualification|certified|certificate|certification|degree|licen[cs]e[ds]?|diploma|driving|registered|preferred|portfolio|references|cv|resume|cdl|b\.?sc|m\.?sc|gnm|or)\b/i;

/**
 * A tool or skill a description can say "experience with" and an interview can ask about: one of the
 * vocabulary's, or one capitalised word that is none of the above ("Zendesk", "Canva": a product's name).
 */
export const isToolName = (skill: string): boolean =>
  Boolean(lookupSkill(skill)) || (/^[\p{Lu}][\p{L}\d.+#-]*$/u.test(skill.trim()) && !NOT_A_TOPIC.test(skill) && !COMMON_ABILITY.test(skill));
