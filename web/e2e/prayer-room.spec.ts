import { expect, test } from "@playwright/test";
import { failOnConsoleErrors, registerThroughAuthPage } from "./support";

test("the prayer room: reading, stopwatch, tabs in the URL and Exit", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await registerThroughAuthPage(page);
  // The browser's own clock drives the stopwatch, so the test can move time on by exactly 65 seconds.
  await page.clock.install();
  await page.goto("/prayer-room/3");

  await expect(page.getByRole("heading", { level: 1, name: "Breakthrough and Warfare" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Breakthrough and Warfare" })).toContainText(
    "Prayer Room · Third Watch · 12-3 AM",
  );
  await expect(page.getByRole("tab", { name: "Prayer Wall" })).toHaveAttribute("aria-selected", "true");

  // A key scripture opens the passage dialog.
  await page
    .getByRole("complementary", { name: "Key Scriptures" })
    .getByRole("button", { name: "Ephesians 6:12" })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Ephesians 6:12" })).toBeVisible();
  await expect(dialog).toContainText("principalities");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const timer = page.getByRole("timer", { name: "Stopwatch" });
  await expect(timer).toHaveText("00:00:00");
  await page.getByRole("button", { name: "Start" }).click();
  await page.clock.runFor(65_000);
  await expect(timer).toHaveText("00:01:05");

  await page.getByRole("button", { name: "Pause" }).click();
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText("00:01:05");
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(timer).toHaveText("00:00:00");
  await expect(page.getByRole("button", { name: "Start" })).toBeVisible();

  await page.getByRole("tab", { name: "Prayer Strategy" }).click();
  await expect(page).toHaveURL(/\/prayer-room\/3\?tab=strategy$/);
  await expect(
    page.getByRole("tabpanel", { name: "Prayer Strategy" }).getByRole("form", { name: "Create Prayer Strategy" }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Prayer Strategy" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Community" }).click();
  // The groups of this watch (issue 17): its heading, Create Group and the Community Features panel.
  const community = page.getByRole("tabpanel", { name: "Community" });
  await expect(community.getByRole("heading", { name: /^Prayer Groups for the / })).toBeVisible();
  await expect(community.getByRole("button", { name: "Create Group" })).toBeVisible();
  await expect(community).toContainText("Community Features");

  await page.getByRole("link", { name: "Exit Prayer Room" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /^Welcome/ })).toBeVisible();
  noConsoleErrors();
});

test("a room outside watches 1-8 is not found, and /prayer-room opens the first watch", async ({ page }) => {
  await registerThroughAuthPage(page);
  await page.goto("/prayer-room/9");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await page.goto("/prayer-room");
  await expect(page.getByRole("heading", { level: 1, name: "Healing and Reflection" })).toBeVisible();
});
