import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { failOnConsoleErrors, registerThroughAuthPage } from "./support";

test("a one-minute session: pause, resume, finish, then find it in the journal and export it", async ({ page }) => {
  test.setTimeout(60_000);
  const noConsoleErrors = failOnConsoleErrors(page);
  await registerThroughAuthPage(page);
  // The page's own clock drives the countdown, so the test moves time exactly.
  await page.clock.install();
  await page.goto("/?pray=1");

  const session = page.getByRole("region", { name: "Active Prayer Session" });
  const countdown = session.getByRole("timer", { name: "Time remaining" });
  await expect(countdown).toHaveText("15:00");
  const slider = session.getByRole("slider", { name: "Session duration (minutes)" });
  await slider.focus();
  await page.keyboard.press("Home");
  await expect(countdown).toHaveText("1:00");
  await expect(session.getByRole("region", { name: "Today's Scripture" })).toBeVisible();

  await session.getByRole("button", { name: "Start", exact: true }).click();
  await expect(slider).toHaveCount(0); // setup controls only while untouched
  await page.clock.runFor(20_000);
  await expect(countdown).toHaveText("0:40");

  await session.getByRole("button", { name: "Pause", exact: true }).click();
  await page.clock.runFor(30_000);
  await expect(countdown).toHaveText("0:40");
  await session.getByRole("button", { name: "Resume", exact: true }).click();

  await session.getByRole("textbox", { name: "Prayer notes" }).fill("Prayed for my mother's healing");
  await session.getByRole("button", { name: "Save Notes" }).click();

  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/api/prayer-sessions"),
  );
  await page.clock.runFor(41_000);
  await expect(session.getByTestId("session-outcome").getByText("Session Completed")).toBeVisible();
  expect((await saved).status()).toBe(201);
  await page.clock.runFor(3_000);
  await expect(page).toHaveURL(/tab=journal/);

  // The journal lists it (from the server: a reload shows it too).
  await page.reload();
  const entries = page.getByTestId("journal-entry");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Prayed for my mother's healing");
  await expect(entries.first()).toContainText("First Watch");
  await expect(page.getByText("No Prayer Sessions Found")).toHaveCount(0);

  await page.getByRole("button", { name: "Export Journal" }).click();
  const download = page.waitForEvent("download");
  await page
    .getByRole("button", { name: "Download CSV" })
    .or(page.getByRole("menuitem", { name: "Download CSV" }))
    .click();
  const file = await (await download).path();
  const csv = await readFile(file, "utf8");
  expect(csv.split("\n")[0]).toMatch(/watch/i);
  expect(csv).toContain("Prayed for my mother's healing");

  // Delete it from the account, with confirmation; a reload shows it is gone from the server.
  await entries
    .first()
    .getByRole("button", { name: /^Delete session from First Watch/ })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this prayer session?" });
  await expect(confirm).toContainText("from your account on every device");
  const deleted = page.waitForResponse(
    (response) => response.request().method() === "DELETE" && response.url().includes("/api/prayer-sessions/"),
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  expect((await deleted).status()).toBe(204);
  await expect(entries).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("No Prayer Sessions Found")).toBeVisible();
  noConsoleErrors();
});
