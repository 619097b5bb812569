import type { SkillFamily } from "@/lib/assistant/vocabulary/skills";

/**
 * Interview questions with what a strong answer covers, per skill and per skill
 * family (templates with {skill}), and behavioural questions per level.
 */
export type Band = "junior" | "mid" | "senior";
export type BankQuestion = { q: string; a: string; bands: Band[] };

const ALL: Band[] = ["junior", "mid", "senior"];
const UP: Band[] = ["mid", "senior"];

export const BY_SKILL: Record<string, BankQuestion[]> = {
  React: [
    { q: "How do you decide what belongs in component state, in context, or in a store like Redux?", a: "Keeps state as local as possible, lifts it only when siblings need it, uses context for rarely changing app-wide values and a store or server-cache library for shared, frequently updated data; mentions re-render costs.", bands: ALL },
    { q: "A React page has become slow to type into. How would you find and fix the cause?", a: "Profiles with React DevTools before changing code, looks for needless re-renders and expensive work in render, then uses memoisation, splitting components, deferring work (useDeferredValue/transitions) or virtualising long lists.", bands: UP },
    { q: "What does useEffect's dependency array do, and what goes wrong when it is incomplete?", a: "Explains that the effect re-runs when a listed value changes, that missing dependencies cause stale values and bugs, and that many effects are better replaced by derived values or event handlers.", bands: ["junior", "mid"] },
  ],
  TypeScript: [
    { q: "When would you reach for a discriminated union, and how does it help?", a: "Models states that are mutually exclusive (loading/success/error) with a literal tag so the compiler narrows types and flags unhandled cases; mentions exhaustive checks with never.", bands: UP },
    { q: "What is the difference between `unknown` and `any`, and when would you use each?", a: "`unknown` forces narrowing before use and is safe for untrusted input; `any` turns the checker off and should be rare and contained.", bands: ALL },
  ],
  JavaScript: [
    { q: "Explain the event loop and what happens when a promise resolves while a long loop is running.", a: "Describes the call stack, task and microtask queues, that promise callbacks wait until the stack is empty, and why long synchronous work blocks the UI or server.", bands: ALL },
  ],
  "Node.js": [
    { q: "How would you keep a Node.js API responsive when one endpoint does CPU-heavy work?", a: "Recognises the single-threaded event loop, moves heavy work to worker threads, a job queue or another service, and measures event-loop lag.", bands: UP },
    { q: "How do you handle errors in async code in Node.js so that nothing fails silently?", a: "Awaits promises, uses try/catch around awaits, central error middleware, logs with context and treats unhandled rejections as crashes.", bands: ["junior", "mid"] },
  ],
  Python: [
    { q: "How do you structure a Python project so it stays testable as it grows?", a: "Clear modules with small functions, dependency injection over globals, pytest with fixtures, type hints checked by mypy or pyright, and a lock file for dependencies.", bands: ALL },
    { q: "When would you use asyncio, threads or processes in Python?", a: "asyncio for many concurrent I/O waits, threads for blocking I/O libraries, processes for CPU-bound work because of the GIL.", bands: UP },
  ],
  Java: [
    { q: "How do you find the cause of a memory leak in a Java service?", a: "Watches heap metrics, takes heap dumps, analyses retained objects (e.g. with Eclipse MAT), and looks for caches, listeners or static collections that never release.", bands: UP },
  ],
  Go: [
    { q: "How do you stop goroutines from leaking when a request is cancelled?", a: "Passes context.Context through, selects on ctx.Done(), closes channels from the sender side and tests with leak detectors.", bands: UP },
  ],
  SQL: [
    { q: "A query that used to take 50 ms now takes 5 seconds. How do you investigate?", a: "Reads the execution plan (EXPLAIN ANALYZE), checks indexes, statistics and row estimates, looks for changed data volumes or parameter values, and verifies the fix with measurements.", bands: ALL },
  ],
  PostgreSQL: [
    { q: "How would you add a column with a default and an index to a large PostgreSQL table without downtime?", a: "Adds the nullable column, backfills in batches, creates the index CONCURRENTLY, then adds constraints; knows which operations take heavy locks.", bands: UP },
  ],
  GraphQL: [
    { q: "How do you prevent the N+1 query problem in a GraphQL API?", a: "Batches and caches lookups per request with a DataLoader-style layer, and watches resolver-level metrics.", bands: UP },
  ],
  AWS: [
    { q: "Walk me through how you would design a simple, secure deployment on AWS for a web API.", a: "Private subnets for the app and database, a load balancer in front, least-privilege IAM roles, secrets in a manager, infrastructure as code and monitoring with alarms.", bands: UP },
  ],
  Docker: [
    { q: "How do you keep Docker images small and secure?", a: "Multi-stage builds, slim or distroless base images, pinned versions, no secrets in layers, a non-root user and regular vulnerability scans.", bands: ALL },
  ],
  Kubernetes: [
    { q: "A pod keeps restarting in Kubernetes. How do you debug it?", a: "Checks kubectl describe and events, logs of the previous container, liveness/readiness probes, resource limits (OOMKilled) and recent config changes.", bands: ALL },
  ],
  Figma: [
    { q: "How do you set up a Figma file so engineers can build from it without guessing?", a: "Uses components and variants, shared styles and tokens, auto layout, annotated states and edge cases, and reviews the handoff with engineers.", bands: ALL },
  ],
  Salesforce: [
    { q: "How do you keep your Salesforce pipeline accurate enough to forecast from?", a: "Updates opportunities after every call, uses clear stage exit criteria, reviews stale deals weekly and is honest about close dates.", bands: ALL },
  ],
  "Machine Learning": [
    { q: "Your model scores well offline but poorly in production. What could be going on?", a: "Data or concept drift, training/serving skew, leakage in validation, different preprocessing; checks with monitoring and by comparing feature distributions.", bands: UP },
  ],
};

export const BY_FAMILY: Partial<Record<SkillFamily, BankQuestion[]>> & { default: BankQuestion[] } = {
  frontend: [{ q: "How do you make sure an interface built with {skill} is accessible to keyboard and screen-reader users?", a: "Semantic HTML first, visible focus, labelled controls, ARIA only where needed, and testing with a keyboard, a screen reader and automated checks like axe.", bands: ALL }],
  backend: [{ q: "How would you design and version a public API built with {skill} so clients don't break?", a: "Clear resource design, validation and consistent errors, additive changes by default, explicit versioning or deprecation windows, and contract tests.", bands: UP }],
  language: [{ q: "What is a part of {skill} that people often misuse, and how do you avoid it in code review?", a: "Names a concrete pitfall of the language, explains why it bites, and how tooling, conventions or tests prevent it.", bands: ALL }],
  data: [{ q: "How do you check that the data you work with in {skill} is trustworthy before you draw conclusions?", a: "Validates sources, checks for duplicates, nulls and outliers, reconciles totals with known figures and documents assumptions.", bands: ALL }],
  devops: [{ q: "Tell me how you would roll out a risky change with {skill} and roll it back if it goes wrong.", a: "Small, reviewed changes, staged or canary rollout, health checks and alerts, a tested rollback path and a short write-up afterwards.", bands: ALL }],
  cloud: [{ q: "How do you keep costs under control on {skill} as usage grows?", a: "Tags and budgets, right-sizing, autoscaling, reserved or spot capacity where it fits, and regular reviews of the bill with the team.", bands: UP }],
  mobile: [{ q: "How do you handle poor connectivity in mobile apps built with {skill}?", a: "Offline-first storage, retries with backoff, optimistic UI with conflict handling and clear states for the user.", bands: ALL }],
  testing: [{ q: "How do you decide what to automate with {skill} and what to leave to manual testing?", a: "Automates stable, high-value, repetitive paths; keeps exploratory and rapidly changing areas manual; watches flakiness and run time.", bands: ALL }],
  design: [{ q: "Walk me through a design decision you made with {skill} that changed after user feedback.", a: "Describes the original reasoning, how feedback was gathered, what changed and how the result was measured.", bands: ALL }],
  product: [{ q: "How do you use {skill} to decide what the team works on next?", a: "Ties work to outcomes, weighs impact against effort, involves the team and stakeholders, and revisits priorities with evidence.", bands: ALL }],
  sales: [{ q: "Tell me about a deal where {skill} made the difference.", a: "Specific situation, what they did, numbers on the outcome and what they learned.", bands: ALL }],
  marketing: [{ q: "How do you measure whether your {skill} work is paying off?", a: "Sets goals up front, picks metrics tied to revenue or pipeline, uses attribution carefully and acts on the results.", bands: ALL }],
  finance: [{ q: "How do you make sure your work in {skill} is accurate before it goes to decision makers?", a: "Reconciliations, checks against source data, peer review, version control of models and clearly stated assumptions.", bands: ALL }],
  people: [{ q: "Give an example of how you have used {skill} to move a difficult situation forward.", a: "A concrete story with the situation, their actions, the result and what they would do differently.", bands: ALL }],
  security: [{ q: "How would you approach {skill} for a new web application?", a: "Threat modelling, secure defaults, authentication and authorisation checks, dependency scanning, secrets handling and logging for detection.", bands: ALL }],
  default: [
    { q: "Tell me about a recent piece of work where {skill} mattered most. What would you do differently now?", a: "A specific example with their own role, the decisions they made, the outcome, and honest reflection.", bands: ALL },
    { q: "What is the hardest situation you have handled that called for {skill}, and how did you approach it?", a: "Breaks the problem down, explains the options they weighed, and shows the result and what they learned.", bands: ALL },
    { q: "How do you keep getting better at {skill}, and what changed in how you work over the last year?", a: "Concrete habits (courses, practice, feedback, reading), and a real example of applying something new.", bands: ALL },
  ],
};

/** Questions about a duty the recruiter gave ({duty}: "patient monitoring"), for roles without tools to ask about. */
export const BY_DUTY: BankQuestion[] = [
  { q: "Walk me through how you approach {duty}, step by step. What do you check along the way?", a: "A clear, practised routine with the checks that matter, how they adapt it to the situation, and how they record or hand over their work.", bands: ALL },
  { q: "What can go wrong with {duty}, and how do you catch it early?", a: "Realistic risks from their own experience, the early signs they watch for, and what they do and whom they involve when something goes wrong.", bands: ALL },
];

/** Questions about the work itself for any role, when neither skills nor duties give a topic: never the title. */
export const PROFESSIONAL: BankQuestion[] = [
  { q: "Which part of this job do you know best from your own experience, and how do you make sure it is done well?", a: "A specific area, the standards they hold themselves to, and how they check their own work.", bands: ALL },
  { q: "What do you check first when you take over work from a colleague, and why?", a: "A sensible order of checks based on risk, clear questions to the colleague, and recording what they found.", bands: ALL },
  { q: "Tell me about a mistake you caught, or made, in your work. What did you change afterwards?", a: "Owns the mistake, explains how it was found and fixed, and names a lasting change to how they work.", bands: ALL },
];

/** General questions for any role, used when skills alone do not give enough. */
export const GENERAL: (BankQuestion & { kind: "technical" | "behavioural" })[] = [
  { q: "What does doing this job really well look like to you after the first six months?", a: "A clear, realistic picture of success tied to the role's goals, with ways to measure it.", bands: ALL, kind: "behavioural" },
  { q: "Walk me through how you would approach your first month in this role.", a: "Learns the context and people first, finds early wins, and sets priorities with their manager.", bands: ALL, kind: "technical" },
  { q: "What kind of team and manager help you do your best work?", a: "Self-aware, specific and compatible with how the team actually works.", bands: ALL, kind: "behavioural" },
];

/** Level-specific questions first, so each level's own questions are picked before the general ones. */
const BEHAVIOURAL_ALL: BankQuestion[] = [
  { q: "Tell me about a time you received critical feedback. What did you do with it?", a: "Listens without getting defensive, asks clarifying questions, makes a concrete change and follows up.", bands: ALL },
  { q: "Describe a problem you could not solve on your own. How did you get unstuck?", a: "Tried sensible steps first, asked for help with context, and learned something reusable.", bands: ["junior", "mid"] },
  { q: "Tell me about a time you disagreed with a teammate on an approach. How was it resolved?", a: "Argues with evidence, listens, separates people from the problem and commits once a decision is made.", bands: ALL },
  { q: "Walk me through a project that did not go as planned. What did you learn?", a: "Owns their part, explains causes without blaming, and shows what they changed afterwards.", bands: ALL },
  { q: "How do you prioritise when several people need something from you at the same time?", a: "Clarifies urgency and impact, communicates trade-offs early and keeps people informed.", bands: ["mid", "senior"] },
  { q: "Tell me about someone you helped grow. What did you do and what changed for them?", a: "Specific coaching actions, room for the other person to own work, and a visible outcome.", bands: ["senior"] },
  { q: "Describe a decision you made with incomplete information. How did it turn out?", a: "Frames the risk, decides reversibly where possible, sets checkpoints and learns from the result.", bands: ["senior"] },
  { q: "What are you most proud of from your studies, side projects or first jobs, and why?", a: "Shows motivation, ownership and what they learned, even on a small project.", bands: ["junior"] },
];

export const BEHAVIOURAL: BankQuestion[] = [...BEHAVIOURAL_ALL].sort((a, b) => a.bands.length - b.bands.length);

export const bandOf = (level: string | undefined): Band =>
  level === "Internship" || level === "Junior" ? "junior" : level === "Mid-level" || !level ? "mid" : "senior";
