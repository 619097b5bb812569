import fs from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { storageStateFor, type Role } from "./support/paths";
import { LoginPage } from "./pages/login-page";

// One signed-in browser state per demo role, made through the real /login form.
for (const role of Object.keys(DEMO) as Role[]) {
  setup(`sign in as the ${role} demo account`, async ({ page }) => {
    const { email, password, home } = DEMO[role];
    const login = new LoginPage(page);
    await login.goto();
    await login.signInWithPassword(email, password);
    await expect(page).toHaveURL((url) => url.pathname === home);
    const file = storageStateFor(role);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.context().storageState({ path: file });
  });
}
