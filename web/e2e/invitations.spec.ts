import { expect, test } from "@playwright/test";
import { linkIn, startTestSmtpServer, type TestSmtpServer } from "../../server/testing/test-smtp";
import { failOnConsoleErrors, PASSWORD, registerThroughAuthPage, uniqueUsername } from "./support";

// The app's SMTP_URL (playwright.config.ts) points here: a real SMTP server inside this test process.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: SMTP_PORT });
});
test.afterAll(async () => {
  await smtp?.close();
});

test("an e-mailed invitation: the invitee registers from the link and lands on the private group's wall", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const noConsoleErrors = failOnConsoleErrors(page);
  await registerThroughAuthPage(page, uniqueUsername("deborah"));
  const groupName = `Dawn Intercessors ${uniqueUsername("g")}`;
  const created = await page.request.post("/api/prayer-groups", {
    data: { name: groupName, description: "", isPublic: false, watchNumber: 4 },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const groupId: number = (await created.json()).id;

  // The Groups tab's Invite opens the invitations dialog.
  await page.goto("/?tab=groups");
  await page
    .getByRole("button", { name: `Invite to ${groupName}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: `Invite to ${groupName}` });
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter an email address first")).toBeVisible();
  const email = `${uniqueUsername("ruth")}@example.com`;
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(`We e-mailed an invitation to ${email}.`)).toBeVisible();
  noConsoleErrors();

  // The real message, sent by the server's mail job over SMTP, skipping other tests' mail.
  const mail = await smtp.nextMail(20_000, email);
  expect(mail.text).toContain(`"${groupName}"`);
  const link = linkIn(mail, baseURL!);
  expect(link.pathname).toMatch(/^\/invite\/i_/);

  // A second browser, with no account yet.
  const invitee = await (await browser.newContext()).newPage();
  const inviteeErrors = failOnConsoleErrors(invitee);
  await invitee.goto(link.toString());
  await expect(invitee.getByRole("heading", { name: `Join ${groupName}` })).toBeVisible();
  await invitee.getByRole("link", { name: "Create Account" }).click();
  const panel = invitee.getByRole("tabpanel", { name: "Create Account" });
  await panel.getByLabel("Username").fill(uniqueUsername("ruth"));
  await panel.getByLabel("Password").fill(PASSWORD);
  await panel.getByRole("button", { name: "Create Account" }).click();
  await expect(invitee).toHaveURL(new RegExp(`${link.pathname}$`));
  await invitee.getByRole("button", { name: "Join Group" }).click();
  await expect(invitee).toHaveURL(new RegExp(`/groups/${groupId}/prayer-wall$`));
  await expect(invitee.getByText("Joined Group Successfully!")).toBeVisible();
  inviteeErrors();

  // Used up: the link says so now.
  await invitee.goto(link.toString());
  await expect(invitee.getByText("You are already a member of this group.")).toBeVisible();
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(link.toString());
  await expect(stranger.getByText("This invitation has already been used.", { exact: false })).toBeVisible();
});
