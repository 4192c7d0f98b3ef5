import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export const uniqueUsername = (prefix = "watchman") => `${prefix}_${randomBytes(4).toString("hex")}`;
export const PASSWORD = "pray-without-ceasing";

/** Fails the test on any console error or uncaught exception in the page. */
export function failOnConsoleErrors(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 401/.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return () => expect(problems, "console errors in the page").toEqual([]);
}

export async function registerThroughAuthPage(page: Page, username = uniqueUsername()) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Create Account" }).click();
  const panel = page.getByRole("tabpanel", { name: "Create Account" });
  await panel.getByLabel("Username").fill(username);
  await panel.getByLabel("Password").fill(PASSWORD);
  await panel.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Your account has been created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  return username;
}

export async function signInThroughAuthPage(page: Page, username: string, password = PASSWORD) {
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Username").fill(username);
  await panel.getByLabel("Password").fill(password);
  await panel.getByRole("button", { name: "Sign In" }).click();
}
