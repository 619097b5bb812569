import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ResumeProposals } from "../lib/resume/types";
import { APPLICATION_STATUSES, FILE_KINDS, HISTORY_MESSAGE_TYPES, JOB_STATUSES, OTP_PURPOSES, USER_TYPES } from "./enums";

/**
 * The whole data model of the spec (§3). Column names are snake_case in the
 * database (the client is created with casing: "snake_case").
 * Search vectors are generated columns; `immutable_array_to_string` and pg_trgm
 * come from the custom migration 0000 (drizzle-kit never writes CREATE EXTENSION).
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** A 64-bit transaction id (Postgres' xid8): which transaction last wrote a row. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });
const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updated = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export { USER_TYPES, JOB_STATUSES, APPLICATION_STATUSES, HISTORY_MESSAGE_TYPES, OTP_PURPOSES, FILE_KINDS } from "./enums";

export const userType = pgEnum("user_type", USER_TYPES);
export const jobStatus = pgEnum("job_status", JOB_STATUSES);
export const applicationStatus = pgEnum("application_status", APPLICATION_STATUSES);
export const historyMessageType = pgEnum("history_message_type", HISTORY_MESSAGE_TYPES);
export const messageRole = pgEnum("message_role", ["user", "assistant"]);
export const otpPurpose = pgEnum("otp_purpose", OTP_PURPOSES);
export const fileKind = pgEnum("file_kind", FILE_KINDS);

export type { ApplicationStatus, JobStatus, UserType } from "./enums";

// ── Accounts ────────────────────────────────────────────────────────────────

export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Always stored lower-cased and trimmed. */
    email: text().notNull(),
    passwordHash: text(),
    /** Empty (null) until the user chooses an account type. */
    userType: userType(),
    name: text().notNull().default(""),
    /** The name folded (lib/people/names.ts): people search matches it by part and by typo, accents or not. */
    nameKey: text().generatedAlwaysAs(sql`fold_place(name)`),
    photoUrl: text(),
    coverPhotoUrl: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    linkedinId: text(),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_linkedin_id_key").on(t.linkedinId),
    index("users_type_name_idx").on(t.userType, t.name),
    index("users_name_key_trgm_idx").using("gin", t.nameKey.op("gin_trgm_ops")),
  ],
);

/**
 * One row per signed-in browser or API client. The session cookie (a next-auth
 * JWT) carries only this row's id; every API call and page render looks the row
 * up (primary key, joined with its user), so deleting it signs that client out.
 */
export const sessions = pgTable(
  "sessions",
  {
    /** 32 random bytes, base64url. Only ever inside the encrypted session cookie. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: created(),
    /** Moved forward at most once an hour: the idle window is counted from it. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, set at sign-in. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_last_seen_idx").on(t.lastSeenAt), index("sessions_expires_idx").on(t.expiresAt)],
);

export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: fileKind().notNull(),
    /** Key in the local upload directory or the S3 bucket. */
    storageKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: created(),
  },
  (t) => [index("stored_files_owner_idx").on(t.ownerId, t.kind)],
);

export const candidateProfiles = pgTable("candidate_profiles", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  headline: text().notNull().default(""),
  profileSummary: text().notNull().default(""),
  location: text().notNull().default(""),
  skills: text().array().notNull().default(sql`'{}'::text[]`),
  /** The candidate chose to let search engines and guests see the profile (off by default). */
  publicProfile: boolean().notNull().default(false),
  resumeFileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
  /**
   * What was read from the profile's resume and not yet accepted or dropped (lib/profiles/resume-proposals.ts):
   * the review is there again after a reload, until the candidate has been through it. Null when there is none.
   */
  resumeProposals: jsonb().$type<ResumeProposals>(),
  updatedAt: updated(),
});

export const experiences = pgTable(
  "experiences",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    company: text().notNull(),
    location: text().notNull().default(""),
    startDate: date(),
    endDate: date(),
    /** The candidate still holds this role (end date empty). */
    current: boolean().notNull().default(false),
    description: text().notNull().default(""),
    createdAt: created(),
  },
  (t) => [index("experiences_user_idx").on(t.userId, t.startDate)],
);

export const certificates = pgTable(
  "certificates",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    createdAt: created(),
  },
  (t) => [index("certificates_user_idx").on(t.userId, t.createdAt)],
);

export const companyProfiles = pgTable(
  "company_profiles",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text().notNull(),
    /**
     * fold_place(company_name) — lower case, accents dropped (migration 0019's function) — kept by Postgres:
     * names are matched by part with a plain LIKE on it, so "zurich" finds "Zürich" (lib/people/names.ts).
     */
    nameKey: text().generatedAlwaysAs(sql`fold_place(company_name)`),
    industry: text().notNull().default(""),
    numberOfEmployees: integer(),
    /** Lower-case band, e.g. "small", "medium", "large" (spec §5: sent lower-case). */
    companySize: text().notNull().default(""),
    about: text().notNull().default(""),
    website: text().notNull().default(""),
    location: text().notNull().default(""),
    profileSummary: text().notNull().default(""),
    updatedAt: updated(),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', search_text(coalesce(company_name, ''))), 'A') || setweight(to_tsvector('english', search_text(coalesce(industry, ''))), 'B') || setweight(to_tsvector('english', search_text(coalesce(about, ''))), 'C')`,
    ),
  },
  (t) => [
    // The companies directory (lib/directories/companies.ts) lists A–Z: the whole list and each
    // filter walk an index in that order, and the filter columns ride along so a combination is
    // tested from the index alone; counting stops at a cap. company_profiles_directory_idx and
    // company_profiles_size_idx are written by hand in migrations 0016 and 0017 (drizzle has no
    // INCLUDE): they carry the lower-case name and the search vector too, so a text search walks
    // them without visiting the table.
    index("company_profiles_industry_idx").on(sql`lower(${t.industry})`, t.companyName, t.userId),
    index("company_profiles_employees_idx").on(t.numberOfEmployees),
    index("company_profiles_search_idx").using("gin", t.searchVector),
    index("company_profiles_name_key_trgm_idx").using("gin", t.nameKey.op("gin_trgm_ops")),
    // Typos of an industry ("Helthcare") in the directory search.
    index("company_profiles_industry_trgm_idx").using("gin", t.industry.op("gin_trgm_ops")),
  ],
);

/** Recruitment agencies are the platform's recruiters (explore recruiters, recruiter filters). */
export const agencyProfiles = pgTable(
  "agency_profiles",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    agencyName: text().notNull(),
    /** fold_place(agency_name), kept by Postgres (see company_profiles.name_key). */
    nameKey: text().generatedAlwaysAs(sql`fold_place(agency_name)`),
    candidatesPlaced: integer().notNull().default(0),
    recruiterDegree: text().notNull().default(""),
    yearsInBusiness: integer(),
    specialties: text().array().notNull().default(sql`'{}'::text[]`),
    about: text().notNull().default(""),
    website: text().notNull().default(""),
    location: text().notNull().default(""),
    profileSummary: text().notNull().default(""),
    featured: boolean().notNull().default(false),
    updatedAt: updated(),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', search_text(coalesce(agency_name, ''))), 'A') || setweight(to_tsvector('english', search_text(immutable_array_to_string(specialties, ' '))), 'B') || setweight(to_tsvector('english', search_text(coalesce(about, ''))), 'C')`,
    ),
  },
  (t) => [
    // The recruiters directory lists most placements first (a candidatesPlaced range walks it in
    // order; the degree, the agency name and the search vector are tested from the index:
    // agency_profiles_directory_idx, written by hand in migrations 0016 and 0017 as drizzle has no INCLUDE);
    // featured recruiters come from the flagged few.
    index("agency_profiles_featured_idx").on(t.candidatesPlaced.desc(), t.userId.desc()).where(sql`featured`),
    index("agency_profiles_search_idx").using("gin", t.searchVector),
    index("agency_profiles_name_key_trgm_idx").using("gin", t.nameKey.op("gin_trgm_ops")),
  ],
);

// ── Jobs and applications ──────────────────────────────────────────────────

export const jobs = pgTable(
  "jobs",
  {
    /** Integer ids: the spec requires jobId to parse as a whole number. */
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chatId: uuid().references(() => assistantChats.id, { onDelete: "set null" }),
    companyName: text(),
    jobTitle: text().notNull(),
    experienceLevel: text(),
    employmentType: text(),
    requiredSkills: text().array(),
    salaryRange: text(),
    /** On-site, Hybrid or Remote. */
    jobType: text(),
    location: text(),
    tags: text().array(),
    jobDescription: text(),
    jobStatus: jobStatus().notNull().default("Drafted"),
    // Filter facets, derived from the free-text fields on every write (lib/jobs/facets.ts).
    /** remote, hybrid or onsite. */
    workplace: text(),
    /** full-time, part-time, contract, internship or temporary. */
    employment: text(),
    /** entry, junior, mid, senior or lead. */
    level: text(),
    /** ISO 4217 code of the salary, and its range per year in that currency. */
    salaryCurrency: text(),
    salaryMinYearly: integer(),
    salaryMaxYearly: integer(),
    /**
     * The location lower-cased and without accents (fold_place, migration 0019), for the location filter:
     * a substring test with LIKE costs a fifth of ILIKE's (which lower-cases every row it reads, measured
     * on 300k rows), and "zurich" finds "Zürich".
     */
    locationKey: text().generatedAlwaysAs(sql`fold_place(location)`),
    /** When the owner last opened the job's applicants: later applications count as new. */
    applicantsSeenAt: timestamp({ withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
    /**
     * The transaction that last wrote the row (set by the jobs_index_xid trigger, migration 0026): the open-jobs
     * index (lib/jobs/open-index) reads what changed since it last looked by this, not by a clock or a sequence,
     * which a transaction that commits late would slip under.
     */
    indexXid: xid8().notNull().default(sql`pg_current_xact_id()`),
    /**
     * What the job search matches (lib/jobs/search.ts): the title (A), skills and tags (B), the company, place,
     * workplace, employment type and level as written (C) and the description (D), each spelled by
     * search_text() first (migration 0027: "C++" → cplusplus).
     */
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', search_text(coalesce(job_title, ''))), 'A') || setweight(to_tsvector('english', search_text(immutable_array_to_string(required_skills, ' ') || ' ' || immutable_array_to_string(tags, ' '))), 'B') || setweight(to_tsvector('english', search_text(coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(job_type, '') || ' ' || coalesce(employment_type, '') || ' ' || coalesce(experience_level, ''))), 'C') || setweight(to_tsvector('english', search_text(coalesce(job_description, ''))), 'D')`,
    ),
  },
  (t) => [
    // Public lists: Open jobs newest first, keyset (updated_at, id).
    index("jobs_status_updated_idx").on(t.jobStatus, t.updatedAt.desc(), t.id.desc()),
    index("jobs_status_created_idx").on(t.jobStatus, t.createdAt.desc(), t.id.desc()),
    // Manage jobs: one owner's jobs per status tab.
    index("jobs_owner_status_idx").on(t.ownerId, t.jobStatus, t.updatedAt.desc(), t.id.desc()),
    index("jobs_chat_idx").on(t.chatId),
    // Search and the job seekers' filters are answered by the open-jobs index in memory (lib/jobs/open-index);
    // migration 0026 dropped the GIN and partial indexes that served them here.
    index("jobs_index_xid_idx").on(t.indexXid),
  ],
);

/**
 * Deleted jobs, for the open-jobs index (lib/jobs/open-index): a row per deleted job, written by the
 * jobs_index_removed trigger (migration 0026) in the deleting transaction. Rows older than any index's last
 * look are removed by the purge (lib/maintenance/purge.ts).
 */
export const jobIndexRemovals = pgTable(
  "job_index_removals",
  {
    jobId: integer().notNull(),
    xid: xid8().notNull().default(sql`pg_current_xact_id()`),
    removedAt: created(),
  },
  (t) => [index("job_index_removals_xid_idx").on(t.xid)],
);

/**
 * Every word the jobs' text has ever contained (the job search's vocabulary), kept
 * by triggers on jobs (migration 0018): the typo step corrects a typed word to its
 * nearest words here (lib/jobs/typos.ts) instead of comparing the query with every
 * job's title. Words are only added: one no job has any more just finds nothing.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text().primaryKey() },
  (t) => [
    // "Is any word spelled like this so far?" (LIKE 'w%') and "which words are close to it?" (%).
    index("search_words_prefix_idx").on(t.word.op("text_pattern_ops")),
    index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
  ],
);

/**
 * How many jobs each owner has per status, kept by a trigger on jobs (migration
 * 0010), so the manage-jobs tab counts are four primary-key reads at any size.
 */
export const jobStatusCounts = pgTable(
  "job_status_counts",
  {
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobStatus: jobStatus().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.jobStatus] })],
);

export const applications = pgTable(
  "applications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    candidateId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: applicationStatus().notNull().default("Pending"),
    personalMessage: text().notNull().default(""),
    resumeFileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    /** How well the candidate fits the job, 0–100 (lib/matching), and its criteria with evidence; null until scored. */
    matchScore: integer(),
    match: jsonb().$type<Record<string, unknown>>(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("applications_job_candidate_key").on(t.jobId, t.candidateId),
    index("applications_job_score_idx").on(t.jobId, t.matchScore.desc(), t.id.desc()),
    // One job's applicants newest first (any status): the page's ids come from this index alone.
    index("applications_job_newest_idx").on(t.jobId, t.createdAt.desc(), t.id.desc()),
    // A candidate's applications newest first (/appliedjobs), in the list's whole order; nothing filters them by status.
    index("applications_candidate_idx").on(t.candidateId, t.createdAt.desc(), t.id.desc()),
    index("applications_job_idx").on(t.jobId, t.status, t.createdAt.desc()),
    // Who received a resume (lib/files/visibility.ts), and the foreign key's "set null" when a file goes.
    index("applications_resume_file_idx").on(t.resumeFileId).where(sql`${t.resumeFileId} is not null`),
  ],
);

/**
 * Every application status change: who moved it, when, from what to what, with the
 * recruiter's optional message. The candidate is told by e-mail after the change is
 * committed; `notified_at` stays empty until that mail went out (retried until then).
 */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStatus: applicationStatus().notNull(),
    toStatus: applicationStatus().notNull(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    message: text(),
    createdAt: created(),
    notifiedAt: timestamp({ withTimezone: true }),
    notifyAttempts: integer().notNull().default(0),
  },
  (t) => [
    index("application_events_application_idx").on(t.applicationId, t.id),
    index("application_events_unnotified_idx").on(t.createdAt).where(sql`notified_at is null`),
  ],
);

// ── AI job-post assistant ──────────────────────────────────────────────────

export const assistantChats = pgTable(
  "assistant_chats",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Name the user gave (rename). */
    chatName: text().notNull().default("New chat"),
    /** Name derived from the interview (e.g. the job title). */
    name: text().notNull().default(""),
    /** Fields the interviewer extracted so far (title, skills, salary…). */
    enhancedData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    questions: jsonb().$type<{ question: string }[]>().notNull().default([]),
    /** Engine state: which topics were asked, answered or skipped. */
    state: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    isFinalJD: boolean().notNull().default(false),
    isInterviewQuestionsReady: boolean().notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("assistant_chats_owner_idx").on(t.ownerId, t.updatedAt.desc())],
);

export const assistantMessages = pgTable(
  "assistant_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    chatId: uuid()
      .notNull()
      .references(() => assistantChats.id, { onDelete: "cascade" }),
    role: messageRole().notNull(),
    messageType: historyMessageType().notNull().default("message"),
    content: text().notNull(),
    /** Grade of a user answer (answered, follow_up, skip, off_topic…). */
    category: text(),
    createdAt: created(),
  },
  (t) => [index("assistant_messages_chat_idx").on(t.chatId, t.id.desc())],
);

// ── People chat ────────────────────────────────────────────────────────────

export const conversations = pgTable(
  "conversations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The pair is stored ordered (user_a_id < user_b_id) so it is unique. */
    userAId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userBId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who opened it: an empty conversation is listed for them only. */
    startedById: integer().references(() => users.id, { onDelete: "set null" }),
    /** Read markers: the newest message id each participant has seen (0 = none). */
    userALastReadId: integer().notNull().default(0),
    userBLastReadId: integer().notNull().default(0),
    createdAt: created(),
    /**
     * The last message each participant can see: a message withheld from a blocker moves the sender's time only,
     * so the blocker's list neither reorders nor dates it (one shared time told the blocker that the blocked kept writing).
     */
    userALastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userBLastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_pair_key").on(t.userAId, t.userBId),
    // The list walks each side newest first by that side's time, in the list's whole order (lib/chat/conversations.ts).
    index("conversations_b_idx").on(t.userBId, t.userBLastMessageAt.desc(), t.id.desc()),
    index("conversations_a_idx").on(t.userAId, t.userALastMessageAt.desc(), t.id.desc()),
  ],
);

export const privateMessages = pgTable(
  "private_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text().notNull(),
    /** The sender's own id for the message (idempotent send); null for seeded rows. */
    clientId: text(),
    /** Sent while the recipient blocked the sender: shown to the sender only (README "Chat"). */
    withheld: boolean().notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index("private_messages_conversation_idx").on(t.conversationId, t.id.desc()),
    uniqueIndex("private_messages_client_key").on(t.senderId, t.clientId),
  ],
);

export const globalMessages = pgTable(
  "global_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text().notNull(),
    clientId: text(),
    createdAt: created(),
  },
  (t) => [index("global_messages_created_idx").on(t.createdAt.desc()), uniqueIndex("global_messages_client_key").on(t.senderId, t.clientId)],
);

/** Who blocked whom: no new messages either way between the two (README "Chat"). */
export const chatBlocks = pgTable(
  "chat_blocks",
  {
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("chat_blocks_blocked_idx").on(t.blockedId)],
);

// ── Newsletter, mail, codes, security records ──────────────────────────────

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export const newsletterStatus = pgEnum("newsletter_status", NEWSLETTER_STATUSES);

/**
 * One row per address (double opt-in, lib/newsletter): pending until the mailed
 * link is confirmed; only confirmed rows are subscribers. Links carry an HMAC of
 * the row's `link_key` under AUTH_SECRET, so no usable token is stored; a new key
 * voids every earlier link.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Trimmed and lower-cased. */
    email: text().notNull(),
    status: newsletterStatus().notNull().default("pending"),
    linkKey: text().notNull().default(sql`gen_random_uuid()::text`),
    /** The last confirmation mail; a pending row's link works for 7 days after it. */
    confirmationSentAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    index("newsletter_subscribers_pending_idx").on(t.confirmationSentAt).where(sql`status = 'pending'`),
  ],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** "outbox" (embedded default) or "smtp". */
    transport: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.id.desc())],
);

export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    purpose: otpPurpose().notNull(),
    /** HMAC-SHA256 of the code under the server secret; the code itself is never stored. */
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index("one_time_codes_email_idx").on(t.email, t.purpose, t.createdAt.desc()), index("one_time_codes_expires_idx").on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the random token sent in the link. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
    index("password_reset_tokens_expires_idx").on(t.expiresAt),
  ],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    method: text().notNull(),
    success: boolean().notNull(),
    createdAt: created(),
  },
  (t) => [index("login_attempts_email_idx").on(t.email, t.createdAt.desc()), index("login_attempts_created_idx").on(t.createdAt)],
);

/** Fixed-window counters shared by every server instance (assistant calls, sends). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

/**
 * Every realtime event, in publish order (lib/realtime): the id is the SSE event id,
 * so a client that reconnects with Last-Event-ID (or a Pusher client after a
 * reconnect) gets exactly what it missed. Kept 24 hours (lib/maintenance/purge.ts).
 */
export const realtimeEvents = pgTable(
  "realtime_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text().notNull(),
    type: text().notNull(),
    payload: jsonb().$type<unknown>(),
    createdAt: created(),
  },
  (t) => [index("realtime_events_channel_idx").on(t.channel, t.id), index("realtime_events_created_idx").on(t.createdAt)],
);
