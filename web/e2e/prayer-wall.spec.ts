import { expect, type Locator, type Page, test } from "@playwright/test";
import { failOnConsoleErrors, registerThroughAuthPage } from "./support";

const wallButton = (page: Page) => page.getByRole("button", { name: /^Prayer Wall\s*\(/ });
const testimoniesButton = (page: Page) => page.getByRole("button", { name: /^Wall of Testimonies\s*\(/ });
const note = (page: Page, title: string) => page.getByRole("article", { name: title });

/** The note's place on the grid, relative to the grid (so scrolling does not change it). */
async function placeOf(locator: Locator) {
  // Notes glide into place (a CSS transition): read the place once it stops changing.
  let last = await rawPlaceOf(locator);
  for (let attempt = 0; attempt < 20; attempt++) {
    await locator.page().waitForTimeout(150);
    const now = await rawPlaceOf(locator);
    if (now.x === last.x && now.y === last.y) return now;
    last = now;
  }
  return last;
}

function rawPlaceOf(locator: Locator) {
  return locator.evaluate((element) => {
    const grid = element.closest(".prayer-grid")?.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    if (!grid) throw new Error("the note is not on the grid");
    return { x: Math.round(box.x - grid.x), y: Math.round(box.y - grid.y) };
  });
}

test("a strategy with suggestions becomes a generated prayer on the wall: answered, back, dragged, deleted", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const noConsoleErrors = failOnConsoleErrors(page);
  await registerThroughAuthPage(page);
  await page.goto("/prayer-room/2?tab=strategy");

  // Create a strategy, with a scripture and a prayer point suggested by the built-in composer.
  const form = page.getByRole("form", { name: "Create Prayer Strategy" });
  await form.getByRole("button", { name: "Save Strategy" }).click();
  await expect(page.getByText("Please provide a title and focus for your prayer strategy.").first()).toBeVisible();
  await form.getByLabel("Strategy Title").fill("Night Shield");
  await form.getByLabel("Prayer Focus").fill("protection for my family at night");
  await form.getByRole("button", { name: "Get Scripture Suggestions" }).click();
  const scriptures = page.getByRole("region", { name: "Suggested Scriptures" });
  const firstScripture = scriptures.getByRole("button", { name: /^Add / }).first();
  const reference = (
    (await firstScripture.getAttribute("aria-label")) ??
    (await firstScripture.textContent()) ??
    ""
  ).replace(/^Add /, "");
  await firstScripture.click();
  await expect(page.getByText("Scripture Added").first()).toBeVisible();
  await expect(scriptures.getByRole("button", { name: `${reference} added` })).toBeDisabled();
  await form.getByRole("button", { name: "Get Prayer Point Suggestions" }).click();
  await page
    .getByRole("region", { name: "Suggested Prayer Points" })
    .getByRole("button", { name: "Add prayer point 1" })
    .click();
  await expect(page.getByText("Prayer Point Added").first()).toBeVisible();
  const escaped = reference.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(form.getByLabel("Scripture 1", { exact: true })).toHaveValue(new RegExp(`^${escaped} - "`));
  await form.getByRole("button", { name: "Add Reminder Time" }).click();
  await form.getByLabel("Reminder time 1", { exact: true }).fill("21:30");
  await form.getByRole("button", { name: "Save Strategy" }).click();
  await expect(page.getByText("Strategy Created").first()).toBeVisible();
  const saved = page.getByRole("region", { name: "Saved Strategies" }).getByRole("article", { name: "Night Shield" });
  await expect(saved).toContainText("21:30");

  // Use it in the Prayer Space: generate the five-stage prayer and post it to the wall.
  await saved.getByRole("button", { name: "Use This Strategy" }).click();
  await expect(page).toHaveURL(/tab=space/);
  const space = page.getByRole("region", { name: "Sacred Prayer Space" });
  await expect(space.getByRole("heading", { name: "Night Shield" })).toBeVisible();
  await space.getByRole("button", { name: "Generate Prayer" }).click();
  const template = page.getByRole("dialog", { name: "Complete Prayer Template" });
  for (const stage of ["1. Thanksgiving", "2. Declare God's Word", "5. Speaking in Tongues"]) {
    await expect(template.getByRole("heading", { name: stage })).toBeVisible();
  }
  // Read aloud by the server's built-in voice (text-to-speech), then stopped.
  const speech = page.waitForResponse((response) => response.url().endsWith("/api/text-to-speech"));
  await template.getByRole("button", { name: "Read Aloud" }).click();
  const audio = await speech;
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toBe("audio/mpeg");
  await template.getByRole("button", { name: "Stop Reading" }).click();
  await expect(template.getByRole("button", { name: "Read Aloud" })).toBeVisible();
  await template.getByRole("button", { name: "Post to Prayer Wall" }).click();
  await expect(page.getByText("Your structured prayer has been added to the prayer wall").first()).toBeVisible();
  await expect(template).toBeHidden();

  // On the wall: AI Generated, unanswered; answered moves it to the Wall of Testimonies, and back.
  await page.getByRole("tab", { name: "Prayer Wall" }).click();
  const posted = note(page, "Night Shield");
  await expect(posted).toContainText("AI Generated");
  await expect(posted.getByRole("img", { name: "Unanswered" })).toBeVisible();
  await posted.getByRole("button", { name: "Prayer options" }).click();
  await page.getByRole("menuitem", { name: "Mark as Answered" }).click();
  await expect(posted).toBeHidden();
  await testimoniesButton(page).click();
  await expect(posted).toContainText("Answered");
  await expect(posted.getByRole("img", { name: "Answered" })).toBeVisible();
  await page.reload();
  await testimoniesButton(page).click();
  await posted.hover();
  await posted.getByRole("button", { name: "Move to Prayer Wall" }).click();
  await expect(posted).toBeHidden();
  await wallButton(page).click();
  await expect(posted.getByRole("img", { name: "Unanswered" })).toBeVisible();

  // A personal note of our own, dragged to another place; after a reload it is still there.
  await page.getByRole("button", { name: "Add Prayer" }).click();
  const adding = page.getByRole("dialog", { name: "Add a Prayer" });
  await adding.getByLabel("Title").fill("For my city");
  await adding.getByLabel("Prayer").fill("Lord, visit our streets with Your peace.");
  await adding.getByRole("button", { name: "Add to Wall" }).click();
  const city = note(page, "For my city");
  await expect(city).toBeVisible();
  const before = await placeOf(city);
  const handle = city.getByRole("button", { name: "Move For my city" });
  const grip = await handle.boundingBox();
  if (!grip) throw new Error("no drag handle");
  const saving = page.waitForResponse(
    (response) => response.request().method() === "PATCH" && /\/api\/prayers\/\d+$/.test(response.url()),
  );
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(grip.x + grip.width / 2 + step * 45, grip.y + grip.height / 2 + step * 30);
  }
  await page.mouse.up();
  expect((await saving).status()).toBe(200);
  const dragged = await placeOf(city);
  expect(dragged).not.toEqual(before);
  await page.reload();
  await expect(city).toBeVisible();
  expect(await placeOf(city)).toEqual(dragged);

  // The keyboard moves a note too.
  const keyed = page.waitForResponse((response) => response.request().method() === "PATCH");
  await city.getByRole("button", { name: "Move For my city" }).focus();
  await page.keyboard.press("ArrowLeft");
  expect((await keyed).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: /For my city/ })).toBeVisible();

  // Delete with the spec's confirmation.
  await city.hover();
  await city.getByRole("button", { name: "Remove prayer" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Prayer" });
  await expect(confirm).toContainText('Remove "For my city" from Prayer Wall? This action cannot be undone.');
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Prayer Deleted").first()).toBeVisible();
  await page.reload();
  await expect(note(page, "Night Shield")).toBeVisible();
  await expect(city).toHaveCount(0);
  noConsoleErrors();
});

test("signed out, prayers stay in the browser and are imported once at sign-in", async ({ page, browser }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await page.goto("/prayer-room/1");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add Prayer" }).click();
  const adding = page.getByRole("dialog", { name: "Add a Prayer" });
  await adding.getByLabel("Title").fill("Kept in this browser");
  await adding.getByLabel("Prayer").fill("Father, remember this while I am signed out.");
  await adding.getByRole("button", { name: "Add to Wall" }).click();
  await expect(note(page, "Kept in this browser")).toBeVisible();
  await page.reload();
  await expect(note(page, "Kept in this browser")).toBeVisible();

  const username = await registerThroughAuthPage(page);
  await page.goto("/prayer-room/1");
  const offer = page.getByRole("region", { name: /prayers? saved in this browser while signed out/ });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Import" }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(note(page, "Kept in this browser")).toHaveCount(1);
  await expect(page.getByRole("region", { name: /saved in this browser while signed out/ })).toHaveCount(0);

  // On another device (a fresh browser), the imported prayer is in the account.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto("/auth");
  const panel = second.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Username").fill(username);
  await panel.getByLabel("Password").fill("pray-without-ceasing");
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(second).toHaveURL(/\/$/);
  await second.goto("/prayer-room/1");
  await expect(note(second, "Kept in this browser")).toHaveCount(1);
  await other.close();
  noConsoleErrors();
});
