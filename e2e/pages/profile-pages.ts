import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** /editprofile and /profile(/{id}) as the profile tests drive them. */
export class EditProfilePage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/editprofile");
    await expect(this.page.getByRole("heading", { level: 1 })).toHaveText(/^Edit/);
  }

  /** Picks a file for one of the upload controls (named by its label, e.g. "Resume", "Logo"). */
  async upload(label: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel(new RegExp(`— ${label}$`)).setInputFiles(file);
  }
}

/** The signed-in user's own profile through the API (their id, resume, pictures). */
export async function ownProfile(request: APIRequestContext) {
  const res = await request.get("/api/web/common/profile/getProfile");
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as {
    user: { id: number; photoUrl: string | null; coverPhotoUrl: string | null };
    profile: Record<string, unknown>;
    resume: { url: string; fileName: string } | null;
  };
}
