import { expect, test } from "@playwright/test";
import { failOnConsoleErrors, registerThroughAuthPage, signInThroughAuthPage } from "./support";

test("appearance applies app-wide, survives a reload and follows the user to another browser", async ({
  page,
  browser,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const username = await registerThroughAuthPage(page);
  const html = page.locator("html");

  await page.goto("/appearance");
  await expect(page.getByRole("heading", { name: /Appearance/ }).first()).toBeVisible();
  await page.getByRole("tab", { name: "Colors & Theme" }).click();
  await page.getByRole("radio", { name: /^Dark/ }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole("radio", { name: /^Green/ }).click();
  await expect(html).toHaveAttribute("data-color-scheme", "green");

  await page.getByRole("tab", { name: "Typography" }).click();
  await page.getByRole("radio", { name: /^Large/ }).click();
  await expect(html).toHaveCSS("font-size", "18px");

  await page.getByRole("button", { name: "Motion Sensitive" }).click();
  const duration = await html.evaluate((el) => getComputedStyle(el).getPropertyValue("--animation-duration").trim());
  expect(duration).toBe("0ms");

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).toHaveAttribute("data-color-scheme", "green");
  await expect(html).toHaveCSS("font-size", "18px");

  // A corrupt saved value is ignored, never a crash.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto("/auth");
  await fresh.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.includes("appearance")) localStorage.setItem(key, "{corrupt");
    }
    localStorage.setItem("prayer-journey:appearance", "{corrupt");
  });
  await fresh.reload();
  await expect(fresh.getByRole("tab", { name: "Sign In" })).toBeVisible();

  // Signing in elsewhere brings the saved appearance along (it is kept on the server).
  await signInThroughAuthPage(fresh, username);
  await expect(fresh.getByText("Welcome back!")).toBeVisible();
  await expect(fresh.locator("html")).toHaveClass(/\bdark\b/);
  await expect(fresh.locator("html")).toHaveAttribute("data-color-scheme", "green");
  await other.close();

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText("Appearance settings have been reset to defaults")).toBeVisible();
  await expect(html).toHaveAttribute("data-color-scheme", "purple");
  noConsoleErrors();
});

test("Quick Theme Selection on /settings applies a preset", async ({ page }) => {
  await registerThroughAuthPage(page);
  await page.goto("/settings");
  await page.getByRole("button", { name: /Minimalist/ }).click();
  await expect(page.locator("html")).toHaveAttribute("data-color-scheme", "teal");
  await expect(page.locator("html")).toHaveAttribute("data-font-family", "roboto");
});
