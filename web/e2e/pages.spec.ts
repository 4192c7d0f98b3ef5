import { expect, test } from "@playwright/test";
import { failOnConsoleErrors, registerThroughAuthPage } from "./support";

test("an unknown path shows the not-found page", async ({ page }) => {
  const response = await page.goto("/this/path/does/not/exist");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});

test("an unknown API path is a JSON 404, not the app", async ({ request }) => {
  const response = await request.get("/api/this/does/not/exist");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
});

test("the tutorial walk: six steps, visited steps complete, Start Praying", async ({ page }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  await registerThroughAuthPage(page);
  await page.goto("/tutorial");
  await expect(page.getByRole("heading", { name: "Watchmen Prayer Journey Tutorial" })).toBeVisible();
  const progress = page.getByRole("progressbar");

  const titles = [
    "Understanding Prayer Watches",
    "Creating Prayer Strategies",
    "AI-Powered Prayer Guidance",
    "5-Stage Prayer Generation",
    "Bible Study Tools",
    "Prayer Groups & Partners",
  ];
  await expect(page.getByRole("heading", { name: titles[0] })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  for (const title of titles.slice(1)) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);

  // Jump back with a step button, then Previous.
  await page.getByRole("button", { name: new RegExp(titles[1]!) }).click();
  await expect(page.getByRole("heading", { name: titles[1] })).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByRole("heading", { name: titles[0] })).toBeVisible();
  // Every step was visited, so every step button is marked complete.
  for (const title of titles) {
    await expect(page.getByRole("button", { name: new RegExp(title) })).toHaveAccessibleName(/complete/i);
  }

  await page.getByRole("button", { name: new RegExp(titles[5]!) }).click();
  await page.getByRole("link", { name: "Start Praying" }).click();
  await expect(page).toHaveURL(/\/prayer-room\/1$/);

  await page.goto("/tutorial");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  noConsoleErrors();
});

test("/community finds prayer groups; /profile is the profile", async ({ page }) => {
  await registerThroughAuthPage(page);
  await page.goto("/community");
  await expect(page.getByRole("heading", { name: "Find a Prayer Group" })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Prayer Stats" })).toBeVisible();
});
