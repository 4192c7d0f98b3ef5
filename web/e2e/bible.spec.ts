import { expect, type Page, test } from "@playwright/test";
import { failOnConsoleErrors, registerThroughAuthPage } from "./support";

const passageDialog = (page: Page) => page.getByRole("dialog");

async function openBible(page: Page) {
  await registerThroughAuthPage(page);
  await page.goto("/bible");
  await expect(page.getByRole("heading", { level: 1, name: "Bible Reading" })).toBeVisible();
  await expect(page.getByText("Engage with Scripture through daily verses, search, and reading plans")).toBeVisible();
}

test("search, open a result, next chapter, favourite; the favourite survives a reload", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await openBible(page);
  await expect(page.getByTestId("daily-verse")).not.toBeEmpty();

  // A blank search sends nothing and shows nothing.
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search the Bible" }).fill("the lord is my shepherd");
  await page.keyboard.press("Enter");
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.getByRole("listitem").first()).toContainText("Psalm 23:1");
  await results.getByRole("button", { name: "Psalm 23:1", exact: true }).click();

  const dialog = passageDialog(page);
  await expect(dialog.getByRole("heading", { name: "Psalm 23:1" })).toBeVisible();
  await expect(dialog).toContainText("King James Version (KJV)");
  await expect(dialog.getByTestId("verse-text").first()).toContainText("The LORD is my shepherd; I shall not want.");
  // The translators' added word is italic, and no markup shows as text.
  await expect(dialog.getByTestId("verse-text").first().locator("em")).toHaveText("is");
  await expect(dialog).not.toContainText("<i>");

  await dialog.getByRole("button", { name: "Next chapter" }).click();
  await expect(dialog.getByRole("heading", { name: "Psalm 24" })).toBeVisible();
  await expect(dialog.getByTestId("verse-text").first()).toContainText("The earth is the LORD'S");
  const favorite = dialog.getByRole("button", { name: "Favorite" });
  await expect(favorite).toHaveAttribute("aria-pressed", "false");
  await favorite.click();
  await expect(favorite).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Added to favorites")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.reload();
  const favorites = page.getByRole("list", { name: "Favorite passages" });
  await expect(favorites.getByRole("button", { name: "Psalm 24", exact: true })).toBeVisible();
  await favorites.getByRole("button", { name: "Psalm 24", exact: true }).click();
  await expect(dialog.getByRole("heading", { name: "Psalm 24" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true");
  noConsoleErrors();
});

test("quick references open the passage; Previous is disabled at chapter 1", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await openBible(page);
  await page.getByRole("button", { name: "John 3:16", exact: true }).click();
  const dialog = passageDialog(page);
  await expect(dialog.getByRole("heading", { name: "John 3:16" })).toBeVisible();
  await expect(dialog).toContainText("For God so loved the world");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Genesis 1", exact: true }).click();
  await expect(dialog.getByRole("heading", { name: "Genesis 1" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Previous chapter" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Next chapter" })).toBeEnabled();
  noConsoleErrors();
});

test("a reference typed into search finds its verse", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await openBible(page);
  await page.getByRole("searchbox", { name: "Search the Bible" }).fill("John 3:16");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Search results" })).toContainText("For God so loved the world");
  noConsoleErrors();
});

test("a reading plan shows 12 days, then more; a day marked read is saved", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await openBible(page);
  const plan = page.getByRole("list", { name: "Canonical plan" });
  await expect(plan.getByRole("listitem")).toHaveCount(12);
  await expect(plan.getByRole("listitem").first()).toContainText("Day 1 · Genesis");
  await page.getByRole("checkbox", { name: "Mark Day 1 read" }).click();
  await expect(page.getByRole("checkbox", { name: "Mark Day 1 read" })).toBeChecked();
  await expect(page.getByText(/^1 of \d+ days read$/)).toBeVisible();
  await page.getByRole("button", { name: "Show more" }).click();
  expect(await plan.getByRole("listitem").count()).toBeGreaterThan(300);

  await page.getByRole("tab", { name: "Chronological" }).click();
  await expect(page.getByRole("list", { name: "Chronological plan" }).getByRole("listitem")).toHaveCount(12);

  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Mark Day 1 read" })).toBeChecked();
  await expect(page.getByText(/^1 of \d+ days read$/)).toBeVisible();
  noConsoleErrors();
});

test("the watch guide's scripture opens in the passage dialog", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await registerThroughAuthPage(page);
  const hero = page.locator("section.watch-hero");
  const reference = hero.locator("figcaption").getByRole("button");
  const name = (await reference.textContent())!.trim();
  await reference.click();
  const book = /^(.+?) \d+/.exec(name)?.[1] ?? name;
  await expect(passageDialog(page).getByRole("heading", { level: 2 })).toContainText(book);
  await expect(passageDialog(page).getByTestId("verse-text").first()).toBeVisible();
  noConsoleErrors();
});

test("Daily Word: scripture, reflection and three prayer points; Loved survives a reload", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await registerThroughAuthPage(page);
  await page.goto("/daily-word");
  await expect(page.getByRole("heading", { level: 1, name: "Daily Word" })).toBeVisible();
  await expect(page.getByTestId("daily-scripture")).not.toBeEmpty();
  await expect(page.getByTestId("daily-reflection")).not.toBeEmpty();
  await expect(page.getByRole("region", { name: "Prayer Points" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByTestId("daily-word-date")).toContainText("Today");
  await expect(page.getByRole("list", { name: "Days of this week" }).getByRole("button")).toHaveCount(7);

  const love = page.getByRole("button", { name: /^Loved?$/ });
  await expect(love).toHaveText("Love");
  await love.click();
  await expect(love).toHaveText("Loved");
  await expect(love).toHaveAttribute("aria-pressed", "true");

  const complete = page.getByRole("button", { name: "Mark Today Complete" });
  await complete.click();
  await expect(page.getByRole("button", { name: "Completed", exact: true })).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(page.getByRole("button", { name: "Loved", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Completed", exact: true })).toBeVisible();

  // The scripture's reference opens the passage; the arrows move a day and put it in the URL.
  const reference = (await page.getByTestId("daily-scripture").locator("xpath=..").getByRole("button").textContent())!;
  await page.getByRole("button", { name: reference.trim(), exact: true }).click();
  await expect(passageDialog(page).getByTestId("verse-text").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Previous day" }).click();
  await expect(page).toHaveURL(/\/daily-word\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId("daily-word-date")).not.toContainText("Today");
  await expect(page.getByRole("button", { name: "Love", exact: true })).toBeVisible();
  noConsoleErrors();
});

test("the dashboard's Word and Bible tabs show the same screens", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await registerThroughAuthPage(page);
  await page.getByRole("tab", { name: "Word" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Daily Word" })).toBeVisible();
  await expect(page.getByTestId("daily-scripture")).not.toBeEmpty();
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(page).toHaveURL(/\/\?tab=word&date=\d{4}-\d{2}-\d{2}$/);

  await page.getByRole("tab", { name: "Bible" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Bible Reading" })).toBeVisible();
  await page.getByRole("button", { name: "Psalm 23", exact: true }).click();
  await expect(passageDialog(page).getByRole("heading", { name: "Psalm 23" })).toBeVisible();
  noConsoleErrors();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the Bible page and the passage dialog fit the screen", async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await openBible(page);
    await page.getByRole("button", { name: "Psalm 23", exact: true }).click();
    const dialog = passageDialog(page);
    await expect(dialog.getByTestId("verse-text")).toHaveCount(6);
    await expect(dialog.getByRole("button", { name: "Next chapter" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    noConsoleErrors();
  });
});
