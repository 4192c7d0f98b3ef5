import { expect, test } from "@playwright/test";
import { linkIn, startTestSmtpServer, type TestSmtpServer } from "../../server/testing/test-smtp";
import { failOnConsoleErrors, PASSWORD, uniqueUsername } from "./support";

// The app's SMTP_URL (playwright.config.ts) points here: a real SMTP server inside this test process.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: SMTP_PORT });
});
test.afterAll(async () => {
  await smtp?.close();
});

test("e-mail verification: registering with an e-mail mails a link that verifies it", async ({ page, baseURL }) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const username = uniqueUsername("lydia");
  const email = `${username}@example.com`;

  // Register with an e-mail on the landing card.
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

  // The profile says the address is not verified yet.
  await page.goto("/profile");
  const personal = page.getByRole("region", { name: "Personal Information" });
  await expect(personal.getByText("Not verified")).toBeVisible();
  await expect(personal.getByRole("button", { name: "Send verification link" })).toBeVisible();

  // The real message, sent by the server's mail job over SMTP.
  const mail = await smtp.nextMail(20_000, email);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(email);
  expect(mail.subject).toBe("Verify your e-mail address for Prayer Journey");
  const link = linkIn(mail, baseURL!);
  expect(link.pathname).toBe("/verify-email");

  await page.goto(link.toString());
  await expect(page.getByRole("heading", { name: "Verify your email address" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Your e-mail address is verified.");
  await page.getByRole("link", { name: "Go to Prayer Journey" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/profile");
  await expect(personal.getByText("Verified", { exact: true })).toBeVisible();
  await expect(personal.getByRole("button", { name: "Send verification link" })).toHaveCount(0);
  noConsoleErrors();

  // The link works once (its 400 is the one console error this page may log).
  await page.goto(link.toString());
  await expect(page.getByRole("alert")).toContainText("has already been used");
});
