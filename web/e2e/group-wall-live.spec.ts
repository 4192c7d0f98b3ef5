import { expect, type Page, test } from "@playwright/test";
import { linkIn, startTestSmtpServer, type TestSmtpServer } from "../../server/testing/test-smtp";
import { failOnConsoleErrors, PASSWORD, registerThroughAuthPage, uniqueUsername } from "./support";

// The app's SMTP_URL (playwright.config.ts) points here: a real SMTP server inside this test process
// (the port is shared by the specs that send mail; they run one at a time, workers = 1).
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: SMTP_PORT });
});
test.afterAll(async () => {
  await smtp?.close();
});

/** Changes made in the other browser must show here without a reload, within a few seconds (issue 17 §5). */
const LIVE = { timeout: 5_000 };

/** Fails if the page reloads or navigates after this call (a live update must not need one). */
function noNavigation(page: Page) {
  const url = page.url();
  let navigations = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  return () => {
    expect(navigations, "the page navigated or reloaded").toBe(0);
    expect(page.url()).toBe(url);
  };
}

// Issue 17 §8: create a group in a prayer room → invite by e-mail (SMTP in the test) → the invitee registers
// from the link and lands on the group's wall → posts → the leader's open wall shows it live → the leader's
// reaction, comment and pin reach the invitee's open wall live; the invitee has no Pin control.
test("a group wall shared live: created in a room, invitee by e-mail posts, leader reacts, comments and pins", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const leaderContext = await browser.newContext();
  const inviteeContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  const invitee = await inviteeContext.newPage();
  const leaderErrors = failOnConsoleErrors(leader);
  const inviteeErrors = failOnConsoleErrors(invitee);
  const groupName = `Night Watch ${uniqueUsername("g")}`;
  const leaderName = await registerThroughAuthPage(leader, uniqueUsername("deborah"));

  // (1) The prayer room's Community tab: the Create Group dialog.
  await leader.goto("/prayer-room/3?tab=community");
  await leader.getByRole("button", { name: "Create Group" }).click();
  const create = leader.getByRole("dialog", { name: "Create Prayer Group" });
  await expect(create.getByLabel("Prayer Watch")).toHaveValue("3");
  await create.getByLabel("Group Name").fill(groupName);
  await create.getByRole("button", { name: "Create Group" }).click();
  await expect(leader.getByText("Group Created Successfully!")).toBeVisible();
  const roomCard = leader.getByRole("article", { name: groupName });
  await expect(roomCard).toBeVisible();

  // (2) Invite by e-mail from the card's Invite.
  await roomCard.getByRole("button", { name: `Invite to ${groupName}` }).click();
  const inviteDialog = leader.getByRole("dialog", { name: `Invite to ${groupName}` });
  const email = `${uniqueUsername("ruth")}@example.com`;
  await inviteDialog.getByLabel("Email address").fill(email);
  await inviteDialog.getByRole("button", { name: "Send" }).click();
  await expect(leader.getByText(`We e-mailed an invitation to ${email}.`)).toBeVisible();

  // The real message, sent by the server's mail job over SMTP (skipping any other mail).
  const mail = await smtp.nextMail(30_000, email);
  expect(mail.text).toContain(`"${groupName}"`);
  const link = linkIn(mail, baseURL!);
  expect(link.pathname).toMatch(/^\/invite\/i_/);

  // (3) The second browser, with no account: the link, Create Account, back to the link, Join Group.
  await invitee.goto(link.toString());
  await expect(invitee.getByRole("heading", { name: `Join ${groupName}` })).toBeVisible();
  await invitee.getByRole("link", { name: "Create Account" }).click();
  const panel = invitee.getByRole("tabpanel", { name: "Create Account" });
  const inviteeName = uniqueUsername("ruth");
  await panel.getByLabel("Username").fill(inviteeName);
  await panel.getByLabel("Password").fill(PASSWORD);
  await panel.getByRole("button", { name: "Create Account" }).click();
  await expect(invitee).toHaveURL(new RegExp(`${link.pathname}$`));
  await invitee.getByRole("button", { name: "Join Group" }).click();
  await expect(invitee).toHaveURL(/\/groups\/\d+\/prayer-wall$/);
  const groupId = Number(/\/groups\/(\d+)\/prayer-wall$/.exec(invitee.url())![1]);
  await expect(invitee.getByText("Joined Group Successfully!")).toBeVisible();
  await expect(invitee.getByRole("heading", { name: "No prayers yet" })).toBeVisible();

  // (4) The leader opens the same wall and keeps it open from here on.
  await leader.goto(`/groups/${groupId}/prayer-wall`);
  await expect(leader.getByRole("heading", { name: "No prayers yet" })).toBeVisible();
  const leaderStays = noNavigation(leader);

  // (5) The invitee shares a prayer; the leader's open wall shows it without a reload.
  const title = `Healing for my mother ${uniqueUsername("p")}`;
  await invitee.getByRole("button", { name: "New Prayer" }).click();
  const share = invitee.getByRole("dialog", { name: "Share a Prayer" });
  await share.getByLabel("Title").fill(title);
  await share.getByLabel("Prayer").fill("Please pray for her recovery this week.");
  await share.getByLabel("Tags").fill("healing, family");
  await share.getByRole("button", { name: "Share Prayer" }).click();
  await expect(invitee.getByText("Prayer Posted")).toBeVisible();
  await expect(share).toBeHidden();
  const inviteeStays = noNavigation(invitee);
  const inviteePost = invitee.getByRole("article", { name: title });
  await expect(inviteePost).toBeVisible();

  const leaderPost = leader.getByRole("article", { name: title });
  await expect(leaderPost).toBeVisible(LIVE);
  await expect(leaderPost.getByText(inviteeName, { exact: true })).toBeVisible();
  await expect(leaderPost.getByText("Please pray for her recovery this week.")).toBeVisible();
  await expect(leaderPost.getByText("#healing")).toBeVisible();
  await expect(leader.getByRole("heading", { name: "Prayers (1)" })).toBeVisible();

  // The invitee is a member: no Pin control on the wall, and the post is not pinned.
  await expect(inviteePost.getByRole("button", { name: "Pin", exact: true })).toHaveCount(0);
  await expect(inviteePost.getByText("Pinned")).toHaveCount(0);

  // (6) The leader prays over the post; the invitee's open wall shows the count and who.
  await leaderPost.getByRole("button", { name: "Pray (0)" }).click();
  await expect(leaderPost.getByRole("button", { name: "Pray (1)" })).toHaveAttribute("aria-pressed", "true");
  const inviteePray = inviteePost.getByRole("button", { name: "Pray (1)" });
  await expect(inviteePray).toBeVisible(LIVE);
  await expect(inviteePray).toHaveAttribute("aria-pressed", "false");
  await expect(inviteePray).toHaveAccessibleDescription(`Praying: ${leaderName}`);

  // … and comments; the comment appears on the invitee's wall.
  const comment = `Standing with you in prayer ${uniqueUsername("c")}`;
  await leaderPost.getByRole("button", { name: "Comment", exact: true }).click();
  await leaderPost.getByLabel("Add a comment").fill(comment);
  await leaderPost.getByRole("button", { name: "Post Comment" }).click();
  await expect(leaderPost.getByRole("list", { name: "Comments" }).getByText(comment)).toBeVisible();
  const inviteeComments = inviteePost.getByRole("list", { name: "Comments" });
  await expect(inviteeComments.getByText(comment)).toBeVisible(LIVE);
  await expect(inviteeComments.getByText(leaderName, { exact: true })).toBeVisible();
  await expect(inviteePost.getByRole("button", { name: "Comment (1)" })).toBeVisible();

  // (7) The leader pins it; the invitee sees it pinned, still with no Pin or Unpin of their own.
  await leaderPost.getByRole("button", { name: "Pin", exact: true }).click();
  await expect(leader.getByText("Post Pinned")).toBeVisible();
  await expect(leaderPost.getByRole("button", { name: "Unpin", exact: true })).toBeVisible();
  await expect(inviteePost.getByText("Pinned", { exact: true })).toBeVisible(LIVE);
  await expect(inviteePost.getByRole("button", { name: /^(Pin|Unpin)$/ })).toHaveCount(0);
  await expect(invitee.getByRole("button", { name: /^(Pin|Unpin)$/ })).toHaveCount(0);

  leaderStays();
  inviteeStays();
  leaderErrors();
  inviteeErrors();
  await leaderContext.close();
  await inviteeContext.close();
});
