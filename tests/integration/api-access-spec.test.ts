import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { applications, assistantChats, certificates, conversations, experiences, jobs, privateMessages, storedFiles } from "@/db/schema";
import { contract } from "@/lib/api/contract";
import { dispatch } from "@/lib/api/dispatch";
import { putFile } from "@/lib/storage";
import { makeActor } from "../helpers/actors";

/**
 * Who may call what, written from the spec (§2 routes, §6 roles) and the
 * product's ownership rules — deliberately NOT read from the contract's own
 * `access` column, so a row marked wrongly (say, public instead of
 * recruiter-only) fails here even though the contract-derived matrix agrees
 * with itself. A new row fails "every row has a written expectation" until
 * someone writes down who may call it.
 */
type Who = "public" | "signed-in" | "typed" | "candidate" | "recruiter";
/** What the caller must own for the call to find anything; someone else's object is a 404. */
/** "application": one to the owner's job (the recruiter's side); "candidacy": the candidate's own (to another job, so withdrawing it leaves the first). */
type Owns = "job" | "chat" | "file" | "experience" | "certificate" | "application" | "candidacy" | "conversation";
type Ids = { jobId: number; draftId: number; chatId: string; fileId: string; experienceId: number; certificateId: number; applicationId: number; candidacyId: number; conversationId: number };
type Expectation = { who: Who; owns?: Owns; probe?: (ids: Ids) => { path?: Record<string, string>; query?: Record<string, string>; body?: Record<string, unknown> } };

const byJob = (ids: Ids) => ({ path: { jobId: String(ids.jobId), id: String(ids.jobId) } });
const byChat = (ids: Ids) => ({ body: { chatid: ids.chatId, chatId: ids.chatId } });
const byConversation = (body?: Record<string, unknown>) => (ids: Ids) => ({ path: { chatId: String(ids.conversationId) }, body });

const SPEC: Record<string, Expectation> = {
  // §7 Authentication: sign-in and recovery are for visitors; choosing a type needs an account.
  "POST /web/common/auth/check-email": { who: "public" },
  "POST /web/common/auth/send-otp": { who: "public" },
  "POST /web/common/auth/verify-otp": { who: "public" },
  "POST /web/common/auth/login": { who: "public" },
  "POST /web/common/auth/logout": { who: "public" },
  "POST /web/common/auth/logout-all": { who: "signed-in" },
  "POST /web/common/auth/resetPassword": { who: "public" },
  "POST /web/common/auth/change-password": { who: "public" }, // a reset link's token is the credential
  "POST /web/common/auth/account-type": { who: "signed-in" },
  "GET /web/common/auth/me": { who: "public" },
  "GET /web/common/auth/linkedin/start": { who: "public" },
  "POST /web/common/auth/linkedin": { who: "public" },
  // §2: /managejobs, /jobposting are COMPANY and RECRUIMENTAGENCY screens; a job belongs to its owner.
  "GET /web/common/job/getjobstatuscount": { who: "recruiter" },
  "POST /web/common/job/createjobpost": { who: "recruiter" },
  "GET /web/common/job/getjobsbystatus/:jobStatus/:page": { who: "recruiter" },
  "GET /web/common/job/getJobByIdPrivate/:jobId": { who: "recruiter", owns: "job", probe: byJob },
  "POST /web/common/job/updatejobstatus": { who: "recruiter", owns: "job", probe: (ids) => ({ body: { jobId: ids.jobId, jobStatus: "Closed" } }) },
  "PUT /web/common/jobs/:jobId": { who: "recruiter", owns: "job", probe: (ids) => ({ ...byJob(ids), body: { jobStatus: "Closed" } }) },
  "PATCH /web/common/job/updatealljobfields/:jobId": { who: "recruiter", owns: "job", probe: (ids) => ({ ...byJob(ids), body: { jobTitle: "Taken over" } }) },
  "POST /web/common/job/postonlinkedin": { who: "recruiter", owns: "job", probe: (ids) => ({ body: { jobId: ids.jobId } }) },
  // §2: /agencies is a company/agency screen.
  "GET /web/common/job/get-all-agencies/:page": { who: "recruiter" },
  // §2: /jobs/{jobId} is public (shared links); drafts are their owner's alone.
  "GET /web/common/job/getJobById/:jobId": { who: "public", owns: "job", probe: (ids) => ({ path: { jobId: String(ids.draftId) } }) },
  "GET /web/common/job/getjobbyid/:id": { who: "public", owns: "job", probe: (ids) => ({ path: { id: String(ids.draftId) } }) },
  "GET /web/common/job/getopenjobs": { who: "public" },
  "GET /web/common/job/searchjobsfilter": { who: "public" },
  // §6: "Candidate-only: all-jobs listing, resume upload for a job, apply-for-job".
  "GET /web/candidate/job/get-all-jobs/:page": { who: "candidate" },
  "POST /web/common/candidateJob/ApplytoJob": { who: "candidate" },
  "POST /web/candidate/job/apply-for-job": { who: "candidate" },
  "GET /web/common/candidateJob/get-all-jobs-applied-for-candidate/:page": { who: "candidate" },
  // §6: "Recruiters see applicants through the recruiter applied-jobs call".
  "GET /web/common/candidateJob/get-all-jobs-applied-for-recruiter/:page": { who: "recruiter" },
  // Issue 11: only the job's owner moves its applications.
  "POST /web/common/candidateJob/update-application-status": { who: "recruiter", owns: "application", probe: (ids) => ({ body: { applicationIds: [ids.applicationId], status: "Rejected" } }) },
  "POST /web/common/candidateJob/withdraw-application/:id": { who: "candidate", owns: "candidacy", probe: (ids) => ({ path: { id: String(ids.candidacyId) } }) },
  "POST /web/common/candidateJob/open-application/:id": { who: "recruiter", owns: "application", probe: (ids) => ({ path: { id: String(ids.applicationId) } }) },
  "GET /web/common/candidateJob/recruiter-jobs": { who: "recruiter" },
  "POST /web/common/candidateJob/reject-remaining/:jobId": { who: "recruiter", owns: "job", probe: (ids) => ({ path: { jobId: String(ids.jobId) }, body: {} }) },
  // §2: the assistant lives on /dashboard (COMPANY, RECRUIMENTAGENCY); a chat belongs to its owner.
  "POST /web/common/chat/chatapi": { who: "recruiter", owns: "chat", probe: (ids) => ({ body: { chatid: ids.chatId, message: "hello" } }) },
  "POST /web/common/chat/interview-interaction": { who: "recruiter", owns: "chat", probe: (ids) => ({ body: { chatid: ids.chatId, user_input: "hello" } }) },
  "GET /web/common/chat/user-chats": { who: "recruiter" },
  "POST /web/common/chat/generate-finaljd": { who: "recruiter", owns: "chat", probe: byChat },
  "POST /web/common/chat/generate-questions": { who: "recruiter", owns: "chat", probe: byChat },
  "POST /web/common/chat/history": { who: "recruiter", owns: "chat", probe: byChat },
  "GET /web/common/chat/getskillstags/:jobId": { who: "recruiter", owns: "job", probe: (ids) => ({ path: { jobId: String(ids.jobId) } }) },
  "PUT /web/common/chat/change-chatname": { who: "recruiter", owns: "chat", probe: (ids) => ({ body: { chatid: ids.chatId, chatname: "Mine now" } }) },
  "GET /web/common/job/job-details/:chatId": { who: "recruiter", owns: "chat", probe: (ids) => ({ path: { chatId: ids.chatId } }) },
  "POST /assistant/stream": { who: "recruiter", owns: "chat", probe: (ids) => ({ body: { action: "chat", chatid: ids.chatId, message: "hello" } }) },
  // Issue 10: files are served by one row; a resume is its owner's (and recruiters' they applied to), anyone else gets 404.
  "GET /files/:id": { who: "public", owns: "file", probe: (ids) => ({ path: { id: ids.fileId } }) },
  // Issue 10, §2 /profile, /editprofile: every type has a profile; §7 "Authentication and uploads", "Profile".
  // A profile is the account type's: there is none before the type is chosen.
  "GET /web/common/profile/getProfile": { who: "typed" },
  "PUT /web/common/profile/updateProfile": { who: "typed" },
  "POST /web/common/profile/profile-summary": { who: "typed" },
  "GET /web/common/profile/view/:id": { who: "public" }, // /profile/{id} lies outside the guard; what each viewer sees is decided inside
  "POST /web/common/profile/upload-photo": { who: "candidate" },
  // "Company profile: logo and banner upload" — companies and agencies.
  "POST /web/common/auth/upload/logo": { who: "recruiter" },
  "POST /web/common/auth/upload/banner": { who: "recruiter" },
  // "Candidate profile: resume, experiences, certificates"; an experience or certificate is its owner's.
  "POST /web/common/candidate/upload-resume": { who: "candidate" },
  "POST /web/common/candidate/upload-experiences": { who: "candidate" },
  "PUT /web/common/candidate/resume-proposals": { who: "candidate" },
  "PUT /web/common/candidate/experiences/:id": { who: "candidate", owns: "experience", probe: (ids) => ({ path: { id: String(ids.experienceId) }, body: { title: "Taken", company: "Over", startDate: "2020-01" } }) },
  "DELETE /web/common/candidate/experiences/:id": { who: "candidate", owns: "experience", probe: (ids) => ({ path: { id: String(ids.experienceId) } }) },
  "POST /web/common/candidate/upload-certificate": { who: "candidate" },
  "PUT /web/common/candidate/certificates/:id": { who: "candidate", owns: "certificate", probe: (ids) => ({ path: { id: String(ids.certificateId) }, body: { name: "Taken over" } }) },
  "DELETE /web/common/candidate/certificates/:id": { who: "candidate", owns: "certificate", probe: (ids) => ({ path: { id: String(ids.certificateId) } }) },
  "POST /web/candidate/job/upload-resume": { who: "candidate" },
  // Issue 12 §3: the landing page's and footer's newsletter form is for visitors; the mailed link's token is the credential.
  "POST /web/common/newsletter/subscribe": { who: "public" },
  "POST /web/common/newsletter/confirm": { who: "public" },
  "POST /web/common/newsletter/unsubscribe": { who: "public" },
  "POST /web/common/newsletter/one-click": { who: "public" }, // RFC 8058: the mail client posts it, no session
  // Issue 13, §2 /chat (public), §7 "Chat system": a guest reads the global room; chatting needs an
  // account type; a conversation is its two participants' (the owner and the candidate owner here).
  "GET /web/common/chatsystem/global-history": { who: "public" },
  "POST /web/common/chatsystem/global-messages": { who: "typed" },
  "GET /web/common/chatsystem/chats": { who: "typed" },
  "POST /web/common/chatsystem/chats": { who: "typed" },
  "GET /web/common/chatsystem/chats/:chatId/history": { who: "typed", owns: "conversation", probe: byConversation() },
  "POST /web/common/chatsystem/chats/:chatId/messages": { who: "typed", owns: "conversation", probe: byConversation({ content: "Taken over", clientId: "access-spec-probe" }) },
  "POST /web/common/chatsystem/chats/:chatId/read": { who: "typed", owns: "conversation", probe: byConversation({}) },
  "GET /web/common/chatsystem/search-users": { who: "typed" },
  "GET /web/common/chatsystem/unread-count": { who: "typed" },
  "POST /web/common/chatsystem/blocks": { who: "typed" },
  "DELETE /web/common/chatsystem/blocks/:userId": { who: "typed" },
  // Issue 12 / §2: /getallcompanies and /viewallrecruiter for every account type (§1: candidates browse
  // companies and recruiters too); a company's page and explore recruiters are public.
  "GET /web/common/company/companiesfilter": { who: "typed" },
  "GET /web/common/company/getcompany/:id": { who: "public" },
  "GET /web/common/recruiter/get-all-recruiters": { who: "typed" },
  "GET /web/common/recruiter/recruitersFilter": { who: "typed" },
  "GET /recruiters": { who: "public" },
  "GET /recruiters/featured": { who: "public" },
  "GET /recruiters/:id": { who: "public" },
  "GET /openapi.json": { who: "public" },
  "GET /health": { who: "public" },
  "GET /ready": { who: "public" },
  // Issue 13: the global room is public (guests read it at /chat); a conversation's channel is its two participants' (404 to anyone else).
  "GET /realtime/stream": { who: "public", owns: "conversation", probe: (ids) => ({ query: { channels: `conversation:${ids.conversationId}` } }) },
  "GET /realtime/events": { who: "public", owns: "conversation", probe: (ids) => ({ query: { channels: `conversation:${ids.conversationId}`, after: "0" } }) },
  "GET /realtime/config": { who: "public" },
  "POST /realtime/pusher/auth": { who: "signed-in", owns: "conversation", probe: (ids) => ({ body: { socket_id: "1.2", channel_name: `private-conversation-${ids.conversationId}` } }) },
  // A socket is signed in as the caller, so that ending the caller's sessions can end it.
  "POST /realtime/pusher/user-auth": { who: "signed-in", probe: () => ({ body: { socket_id: "1.2" } }) },
};

/** Objects a candidate owns; the rest are the company owner's. */
const CANDIDATE_OWNED: Owns[] = ["experience", "certificate", "candidacy"];

/** Every probe gets a session of its own: some rows end sessions (sign-out everywhere, choosing a type). */
type Caller = { label: string; userType: "CANDIDATE" | "COMPANY" | "RECRUIMENTAGENCY" | null; newToken?: () => Promise<string> };
const callers: Caller[] = [{ label: "guest", userType: null }, { label: "no type", userType: null }, { label: "CANDIDATE", userType: "CANDIDATE" }, { label: "COMPANY", userType: "COMPANY" }, { label: "RECRUIMENTAGENCY", userType: "RECRUIMENTAGENCY" }];

function admitted(who: Who, c: Caller): boolean {
  if (who === "public") return true;
  if (c.label === "guest") return false;
  if (who === "signed-in") return true;
  if (who === "typed") return c.userType !== null;
  return who === "candidate" ? c.userType === "CANDIDATE" : c.userType === "COMPANY" || c.userType === "RECRUIMENTAGENCY";
}

let owner: Awaited<ReturnType<typeof makeActor>>;
let candidateOwner: Awaited<ReturnType<typeof makeActor>>;
let ids: Ids;

beforeAll(async () => {
  for (const c of callers.slice(1)) c.newToken = (await makeActor(c.userType, c.label)).newToken;
  owner = await makeActor("COMPANY", "Owner");
  const db = await getDb();
  const [chat] = await db.insert(assistantChats).values({ ownerId: owner.id, chatName: "Owner's chat" }).returning();
  const [job] = await db.insert(jobs).values({ ownerId: owner.id, jobTitle: "Owner's job", jobStatus: "Open", chatId: chat!.id }).returning();
  const [draft] = await db.insert(jobs).values({ ownerId: owner.id, jobTitle: "Owner's draft", jobStatus: "Drafted" }).returning();
  const storageKey = `resume/${owner.id}/access-spec`;
  await putFile(storageKey, Readable.from([Buffer.from("%PDF-1.4 owner's resume")]), { contentType: "application/pdf" });
  const [file] = await db.insert(storedFiles).values({ ownerId: owner.id, kind: "resume", storageKey, fileName: "cv.pdf", contentType: "application/pdf", size: 23 }).returning();
  candidateOwner = await makeActor("CANDIDATE", "Candidate owner");
  const [experience] = await db.insert(experiences).values({ userId: candidateOwner.id, title: "Engineer", company: "Acme" }).returning();
  const certKey = `certificate/${candidateOwner.id}/access-spec`;
  await putFile(certKey, Readable.from([Buffer.from("%PDF-1.4 certificate")]), { contentType: "application/pdf" });
  const [certFile] = await db.insert(storedFiles).values({ ownerId: candidateOwner.id, kind: "certificate", storageKey: certKey, fileName: "c.pdf", contentType: "application/pdf", size: 20 }).returning();
  const [certificate] = await db.insert(certificates).values({ userId: candidateOwner.id, name: "AWS", fileId: certFile!.id }).returning();
  const [application] = await db.insert(applications).values({ jobId: job!.id, candidateId: candidateOwner.id }).returning();
  const [secondJob] = await db.insert(jobs).values({ ownerId: owner.id, jobTitle: "Owner's second job", jobStatus: "Open" }).returning();
  const [candidacy] = await db.insert(applications).values({ jobId: secondJob!.id, candidateId: candidateOwner.id }).returning();
  const [userAId, userBId] = [owner.id, candidateOwner.id].sort((a, b) => a - b) as [number, number];
  const [conversation] = await db.insert(conversations).values({ userAId, userBId, startedById: owner.id }).returning();
  await db.insert(privateMessages).values({ conversationId: conversation!.id, senderId: candidateOwner.id, content: "Private to the owner" });
  ids = {
    jobId: job!.id,
    draftId: draft!.id,
    chatId: chat!.id,
    fileId: file!.id,
    experienceId: experience!.id,
    certificateId: certificate!.id,
    applicationId: application!.id,
    candidacyId: candidacy!.id,
    conversationId: conversation!.id,
  };
});

async function call(method: string, path: string, options: { token?: string; body?: Record<string, unknown>; query?: Record<string, string>; form?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (method !== "GET" && method !== "DELETE") {
    headers["content-type"] = options.form ? "application/x-www-form-urlencoded" : "application/json";
    body = options.form ? new URLSearchParams(options.body as Record<string, string>).toString() : JSON.stringify(options.body ?? {});
  }
  const query = options.query ? `?${new URLSearchParams(options.query)}` : "";
  const res = await dispatch(new Request(`http://localhost/api${path}${query}`, { method, headers, body }), path);
  return { status: res.status, body: res.headers.get("content-type")?.includes("json") ? await res.json() : null };
}

const fill = (path: string, params: Record<string, string> = {}) => path.replace(/:([A-Za-z]+)/g, (_m, n: string) => params[n] ?? "1");

describe("authorization written from the spec (independent of the contract's access column)", () => {
  it("has a written expectation for every row, and none for rows that do not exist", () => {
    const keys = contract.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((k) => !SPEC[k]), "rows without a written expectation").toEqual([]);
    expect(Object.keys(SPEC).filter((k) => !keys.includes(k)), "expectations for rows that do not exist").toEqual([]);
  });

  for (const row of contract) {
    const spec = SPEC[`${row.method} ${row.path}`];
    if (!spec) continue;
    for (const c of callers) {
      const allowed = admitted(spec.who, c);
      it(`${row.method} ${row.path} as ${c.label} → ${allowed ? "admitted" : "refused"}`, async () => {
        const { status, body } = await call(row.method, fill(row.path), { token: await c.newToken?.(), form: row.body?.type === "form" });
        if (allowed) {
          expect(status).not.toBe(401);
          expect(status === 403 && /account type/.test(body?.message ?? "")).toBe(false);
          expect(status).toBeLessThan(500);
        } else {
          expect(status).toBe(c.label === "guest" ? 401 : 403);
        }
      });
    }
  }
});

describe("ownership: someone else's job, chat, resume, experience, certificate, application or conversation is a 404, whoever asks", () => {
  for (const row of contract) {
    const spec = SPEC[`${row.method} ${row.path}`];
    if (!spec?.owns || !spec.probe) continue;
    for (const c of callers) {
      if (!admitted(spec.who, c)) continue;
      it(`${row.method} ${row.path} on the owner's ${spec.owns} as ${c.label} → 404`, async () => {
        const probe = spec.probe!(ids);
        const { status, body } = await call(row.method, fill(row.path, probe.path), { token: await c.newToken?.(), body: probe.body, query: probe.query, form: row.body?.type === "form" });
        expect(status).toBe(404);
        expect(body?.error?.code).toBe("NOT_FOUND");
      });
    }
    it(`${row.method} ${row.path}: the owner reaches it`, async () => {
      const probe = spec.probe!(ids);
      const rightful = CANDIDATE_OWNED.includes(spec.owns!) ? candidateOwner : owner;
      const { status } = await call(row.method, fill(row.path, probe.path), { token: await rightful.newToken(), body: probe.body, query: probe.query, form: row.body?.type === "form" });
      expect(status).not.toBe(404);
      expect(status).toBeLessThan(500);
    });
  }
});
