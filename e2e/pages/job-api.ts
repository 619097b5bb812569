import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { BASE_URL, storageStateFor } from "../support/paths";

/** The demo company's API session (its signed-in storage state), for setting up jobs. */
export async function companyApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: BASE_URL, storageState: storageStateFor("company") });
}

export type CreatedJob = { id: number; jobTitle: string; companyName: string; location: string };

/** A fresh job of the demo company with a unique title, so tests never share one. */
export async function createJob(api: APIRequestContext, jobStatus: "Open" | "Closed" | "Paused" | "Drafted", tag: string): Promise<CreatedJob> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const fields = {
    jobTitle: `E2E ${tag} Engineer ${unique}`,
    companyName: "E2E Widgets Ltd",
    location: "Berlin, Germany",
    jobType: "Hybrid",
    employmentType: "Full-time",
    experienceLevel: "Senior",
    salaryRange: "€70,000 – €90,000 per year",
    requiredSkills: ["TypeScript", "Playwright"],
    tags: ["e2e"],
    jobDescription: "## About the role\n\nYou will **test** everything.",
    jobStatus,
  };
  const res = await api.post("/api/web/common/job/createjobpost", { data: fields });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { job: { id: number } };
  return { id: body.job.id, jobTitle: fields.jobTitle, companyName: fields.companyName, location: fields.location };
}

export async function setJobStatus(api: APIRequestContext, jobId: number, jobStatus: string): Promise<void> {
  const res = await api.post("/api/web/common/job/updatejobstatus", { data: { jobId, jobStatus } });
  expect(res.status(), await res.text()).toBe(200);
}
