import { test } from "@playwright/test";
import { storageStateFor } from "./support/paths";
import { interviewToPublishedJob } from "./pages/assistant-flow";

test.use({ storageState: storageStateFor("agency") });

test("a recruitment agency interviews with the assistant, publishes the job and finds the chat again", async ({ page }) => {
  test.setTimeout(120_000);
  await interviewToPublishedJob(page, { company: "Globex" });
});
