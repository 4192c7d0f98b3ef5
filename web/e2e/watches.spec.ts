import { expect, type Page, test } from "@playwright/test";
import { failOnConsoleErrors, registerThroughAuthPage } from "./support";

// Watches follow the wall clock; a fixed zone and a fixed browser clock make every time of day testable.
test.use({ timezoneId: "UTC" });

const at = (time: string) => new Date(`2025-06-01T${time}:00Z`);

/** Registers (which lands on /), then sets the browser clock and reloads the dashboard. */
async function dashboardAt(page: Page, time: string, path = "/") {
  await registerThroughAuthPage(page);
  await page.clock.setFixedTime(at(time));
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The server's page is drawn at the server's time; the app, once it has taken the page over, at this browser's
  // (decision 054). The browser's clock is set to `time` here, so wait for the app before acting.
  if (path !== "/") return;
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
  await expect(page.getByTestId("header-time")).toHaveText(clock);
}

const header = (page: Page) => page.getByLabel("Current watch and time", { exact: true });
const hero = (page: Page) => page.locator("section.watch-hero");
const grid = (page: Page) => page.getByRole("region", { name: /^(Current|All|Night|Day) Prayer Watch(es)?$/ });
const gridCard = (page: Page, name: string) => grid(page).getByRole("article", { name, exact: true });

test.describe("the watch dashboard through the day", () => {
  test("19:30: the First Watch is half done with 1h 30m to go", async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await dashboardAt(page, "19:30");

    const status = header(page);
    await expect(status).toContainText("First Watch");
    await expect(status).toContainText("7:30 PM");
    await expect(status).toContainText("1h 30m remaining");
    await expect(status).toContainText("Device time zone: UTC");

    await expect(hero(page).getByRole("heading", { name: "First Watch" })).toBeVisible();
    await expect(hero(page)).toContainText("6 PM-9 PM");
    await expect(hero(page)).toContainText("50% completed");
    await expect(hero(page)).toContainText("Healing and Reflection");
    await expect(hero(page)).toContainText("Psalm 141:2");
    await expect(hero(page).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");

    await expect(page.getByRole("heading", { name: "Current Prayer Watch" })).toBeVisible();
    await expect(grid(page).getByRole("article")).toHaveCount(1);
    await expect(page.getByTestId("currently-showing")).toHaveText("Currently showing: First Watch (6 PM-9 PM)");

    await page.getByRole("button", { name: "Show All Watches" }).click();
    await expect(page.getByRole("tab", { name: "All Watches" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "All Prayer Watches" })).toBeVisible();
    await expect(grid(page).getByRole("article")).toHaveCount(8);
    const first = gridCard(page, "First Watch");
    await expect(first).toHaveAttribute("data-status", "active");
    await expect(first).toContainText("1h 30m remaining");
    await expect(first.getByRole("link", { name: "Room" })).toHaveAttribute("href", "/prayer-room/1");
    await expect(first.getByRole("button", { name: "Quick" })).toBeVisible();
    for (const name of ["Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth"]) {
      await expect(gridCard(page, `${name} Watch`)).toHaveAttribute("data-status", "upcoming");
    }

    // Preview Watch opens the watch's whole guide.
    await gridCard(page, "Second Watch").getByRole("button", { name: "Preview Watch" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: /^Second Watch: / })).toBeVisible();
    await expect(dialog).toContainText("Divine Visitation and Protection");
    await expect(dialog.getByRole("heading", { name: "Thanksgiving Prayer Points" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Strategic Purposes" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await hero(page).getByRole("link", { name: "Enter Prayer Room" }).click();
    await expect(page).toHaveURL(/\/prayer-room\/1$/);
    noConsoleErrors();
  });

  test("01:00: the Third Watch, with the First and Second completed", async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await dashboardAt(page, "01:00");
    await expect(header(page)).toContainText("Third Watch");
    await expect(header(page)).toContainText("2h 0m remaining");
    await expect(hero(page).getByRole("heading", { name: "Third Watch" })).toBeVisible();
    await expect(hero(page)).toContainText("12-3 AM");
    await expect(hero(page)).toContainText("33% completed");

    await page.getByRole("tab", { name: "Night Watches" }).click();
    await expect(page.getByRole("heading", { name: "Night Prayer Watches" })).toBeVisible();
    await expect(grid(page).getByRole("article")).toHaveCount(4);
    await expect(gridCard(page, "First Watch")).toHaveAttribute("data-status", "completed");
    await expect(gridCard(page, "Second Watch")).toHaveAttribute("data-status", "completed");
    await expect(gridCard(page, "Third Watch")).toHaveAttribute("data-status", "active");
    await expect(gridCard(page, "Fourth Watch")).toHaveAttribute("data-status", "upcoming");
    await expect(gridCard(page, "First Watch").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

    await page.getByRole("tab", { name: "Day Watches" }).click();
    await expect(page.getByRole("heading", { name: "Day Prayer Watches" })).toBeVisible();
    await expect(grid(page).getByRole("article")).toHaveCount(4);

    await page.getByRole("tab", { name: "Night Watches" }).click();
    await gridCard(page, "Second Watch").getByRole("link", { name: "Enter Prayer Room" }).click();
    await expect(page).toHaveURL(/\/prayer-room\/2$/);
    noConsoleErrors();
  });

  test("10:15: the Sixth Watch; the detailed guide and its switch", async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await dashboardAt(page, "10:15");
    await expect(header(page)).toContainText("Sixth Watch");
    await expect(header(page)).toContainText("10:15 AM");
    await expect(header(page)).toContainText("1h 45m remaining");
    await expect(hero(page).getByRole("heading", { name: "Sixth Watch" })).toBeVisible();
    await expect(hero(page)).toContainText("Marketplace Intercession");
    await expect(hero(page)).toContainText("42% completed");

    await page.getByRole("tab", { name: "All Watches" }).click();
    const onlyCurrent = page.getByRole("switch", { name: "Show Only Current Watch" });
    await expect(onlyCurrent).toBeChecked();
    await expect(grid(page).getByRole("article")).toHaveCount(1);
    await onlyCurrent.click();
    await expect(grid(page).getByRole("article")).toHaveCount(8);
    for (const name of ["First", "Second", "Third", "Fourth", "Fifth"]) {
      await expect(gridCard(page, `${name} Watch`)).toHaveAttribute("data-status", "completed");
    }

    const guide = page.getByRole("region", { name: "Detailed Prayer Watch Guide" });
    const details = guide.getByRole("button", { name: "Details" });
    await details.nth(0).click();
    await expect(details.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(guide.getByRole("heading", { name: "Additional Scriptures" })).toHaveCount(1);
    await details.nth(5).click();
    await expect(details.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(details.nth(5)).toHaveAttribute("aria-expanded", "true");
    await details.nth(5).click();
    await expect(guide.getByRole("heading", { name: "Additional Scriptures" })).toHaveCount(0);
    noConsoleErrors();
  });
});

test("Quick Prayer and Voice Guide open the Active Prayer Session; Return to Watches closes it", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await dashboardAt(page, "19:30");
  await hero(page).getByRole("button", { name: "Quick Prayer" }).click();
  await expect(page).toHaveURL(/\/\?pray=1$/);
  const session = page.getByRole("region", { name: "Active Prayer Session" });
  await expect(session).toContainText("First Watch");
  await expect(session).toContainText("Healing and Reflection");
  await expect(page.getByRole("tablist", { name: "Dashboard sections" })).toHaveCount(0);

  await page.reload();
  await expect(session).toContainText("First Watch");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Current Prayer Watch" })).toBeVisible();

  await hero(page).getByRole("button", { name: "Voice Guide" }).click();
  await expect(page).toHaveURL(/\/\?pray=1&voice=1$/);
  await expect(session.getByText("Voice guide", { exact: true })).toBeVisible();
  await session.getByRole("button", { name: "Return to Watches" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("tab", { name: "Watches", exact: true })).toHaveAttribute("aria-selected", "true");
  noConsoleErrors();
});

test("the selected tab lives in the URL and survives a reload", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await dashboardAt(page, "19:30");
  await page.getByRole("tab", { name: "Journal" }).click();
  await expect(page).toHaveURL(/\/\?tab=journal$/);
  await expect(page.getByRole("heading", { name: "Prayer Journal" })).toBeVisible();
  await expect(page.getByText("No Prayer Sessions Found")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("tab", { name: "Journal" })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Watches", exact: true })).toHaveAttribute("aria-selected", "true");
  await page.goForward();
  await expect(page.getByRole("tab", { name: "Journal" })).toHaveAttribute("aria-selected", "true");

  await page.goto("/?tab=nonsense");
  await expect(page.getByRole("tab", { name: "Watches", exact: true })).toHaveAttribute("aria-selected", "true");
  noConsoleErrors();
});

test("a pinned home time zone moves the watches and is saved to the account", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await dashboardAt(page, "19:30", "/settings");
  const card = page.getByRole("region", { name: "Home time zone" });
  await expect(card.getByRole("radio", { name: "Follow this device (UTC)" })).toBeChecked();
  await card.getByRole("radio", { name: "Pin a home time zone" }).click();
  await card.getByRole("combobox", { name: "Home time zone" }).fill("Asia/Tokyo");
  await card.getByRole("button", { name: "Save home time zone" }).click();
  await expect(page.getByText("Settings Saved")).toBeVisible();
  await expect
    .poll(async () => (await page.request.get("/api/watch-settings")).json())
    .toMatchObject({ homeTimeZone: "Asia/Tokyo" });

  await page.goto("/");
  // 19:30 UTC is 04:30 in Tokyo: the Fourth Watch.
  await expect(header(page)).toContainText("Fourth Watch");
  await expect(header(page)).toContainText("4:30 AM");
  await expect(header(page)).toContainText("Home time zone: Asia/Tokyo");
  await expect(hero(page).getByRole("heading", { name: "Fourth Watch" })).toBeVisible();
  noConsoleErrors();
});

test("Prayer Reminders: Later hides the card for good", async ({ page }) => {
  await dashboardAt(page, "19:30");
  const reminders = page.getByRole("region", { name: "Prayer Reminders" });
  await expect(reminders).toBeVisible();
  await reminders.getByRole("button", { name: "Later" }).click();
  await expect(reminders).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Current Prayer Watch" })).toBeVisible();
  await expect(reminders).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the tabs are a menu showing the current tab", async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await dashboardAt(page, "19:30");
    await expect(page.getByRole("tablist", { name: "Dashboard sections" })).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Dashboard sections" });
    const toggle = menu.getByRole("button", { name: /^Section:/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("button", { name: "Bible" }).click();
    await expect(page).toHaveURL(/\/\?tab=bible$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toContainText("Bible");
    await expect(page.getByRole("heading", { name: "Bible Reading" })).toBeVisible();

    await page.goBack();
    await expect(toggle).toContainText("Watches");
    await expect(hero(page).getByRole("heading", { name: "First Watch" })).toBeVisible();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    noConsoleErrors();
  });
});
