import { expect, test } from "@playwright/test";
import { linkIn, startTestSmtpServer, type TestSmtpServer } from "../../server/testing/test-smtp";
import { failOnConsoleErrors, PASSWORD, signInThroughAuthPage, uniqueUsername } from "./support";

// The app's SMTP_URL (playwright.config.ts) points here: a real SMTP server inside this test process.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: SMTP_PORT });
});
test.afterAll(async () => {
  await smtp?.close();
});

test("forgot password: the mailed link sets a new password, which then signs in", async ({ page, baseURL }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const username = uniqueUsername("naomi");
  const email = `${username}@example.com`;
  const newPassword = "whither thou goest";

  // Register with an e-mail on the landing card, then sign out.
  await page.goto("/");
  await page.getByRole("button", { name: "Begin Your Prayer Journey" }).click();
  const card = page.getByRole("region", { name: "Sign in or create an account" });
  await card.getByRole("tab", { name: "Register" }).click();
  const register = card.getByRole("tabpanel", { name: "Register" });
  await register.getByLabel("Username").fill(username);
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password").fill(PASSWORD);
  await register.getByRole("button", { name: /create account|register/i }).click();
  await expect(page.getByText("Welcome to Prayer Journey")).toBeVisible();

  // Reset links go to verified addresses only: open the verification link mailed on registration first.
  const verification = await smtp.nextMail(20_000, email);
  await page.goto(linkIn(verification, baseURL!).toString());
  await expect(page.getByRole("status")).toHaveText("Your e-mail address is verified.");
  await page.goto("/");
  await page.getByRole("button", { name: /log ?out|sign out/i }).click();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();

  // "Forgot password?" on the landing card's login form.
  await page.getByRole("button", { name: "Begin Your Prayer Journey" }).click();
  await card.getByRole("tabpanel", { name: "Login" }).getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Username or email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "we have sent it a link" })).toBeVisible();

  // The real message, sent by the server's mail job over SMTP.
  const mail = await smtp.nextMail(20_000, email);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(email);
  const link = linkIn(mail, baseURL!);
  expect(link.pathname).toBe("/reset-password");

  await page.goto(link.toString());
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The old password no longer works; the new one does.
  await signInThroughAuthPage(page, username, PASSWORD);
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await signInThroughAuthPage(page, username, newPassword);
  await expect(page.getByText("You have successfully signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  noConsoleErrors();

  // The link worked once (its 400 is the one console error this page may log).
  await page.goto(link.toString());
  await page.getByLabel("New password").fill("another long passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText(/has expired, has already been used/).first()).toBeVisible();
});
