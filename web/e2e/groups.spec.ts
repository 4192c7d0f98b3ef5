import { expect, test } from "@playwright/test";
import { failOnConsoleErrors, registerThroughAuthPage, uniqueUsername } from "./support";

// Issue 17 §1, §2, §6: a group made in a prayer room is found on /community by another account, which joins
// it; the member's running stopwatch makes the group 'Live' on the leader's Groups tab, and pausing it ends
// that; the leader makes the group private, and it disappears from a third account's discovery.
test("a group: create in the room, find and join on /community, Live while a member prays, then private", async ({
  browser,
}) => {
  // Three accounts and two waits for the server's presence: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  const leaderContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  const member = await memberContext.newPage();
  const leaderErrors = failOnConsoleErrors(leader);
  const memberErrors = failOnConsoleErrors(member);
  const groupName = `Watchers ${uniqueUsername("g")}`;
  const tag = uniqueUsername("city").slice(0, 30);

  await registerThroughAuthPage(leader);
  await leader.goto("/?tab=groups");
  await expect(leader.getByText("You are not in a prayer group yet")).toBeVisible();

  await leader.goto("/prayer-room/6?tab=community");
  await leader.getByRole("button", { name: "Create Group" }).click();
  const create = leader.getByRole("dialog", { name: "Create Prayer Group" });
  await expect(create.getByLabel("Prayer Watch")).toHaveValue("6");
  await expect(create.getByRole("button", { name: "Create Group" })).toBeDisabled();
  await create.getByLabel("Group Name").fill(groupName);
  await create.getByLabel("Tags (optional)").fill(`marketplace, ${tag}`);
  await create.getByRole("button", { name: "Create Group" }).click();
  await expect(leader.getByText("Group Created Successfully!")).toBeVisible();
  const roomCard = leader.getByRole("article", { name: groupName });
  await expect(roomCard.getByText("Public")).toBeVisible();
  await roomCard.getByRole("button", { name: `Open ${groupName}` }).click();
  const details = leader.getByRole("dialog", { name: groupName });
  await expect(details.getByText("Group Leader", { exact: true })).toBeVisible();
  await expect(details.getByText("Admin")).toBeVisible();
  await expect(details.getByText(/\(You\)$/)).toBeVisible();
  await expect(details.getByRole("link", { name: "Prayer Wall" })).toHaveAttribute(
    "href",
    /\/groups\/\d+\/prayer-wall\?from=%2Fprayer-room%2F6%3Ftab%3Dcommunity$/,
  );
  await leader.keyboard.press("Escape");

  await registerThroughAuthPage(member);
  await member.goto("/community");
  await member.getByRole("searchbox", { name: "Tag" }).fill(tag);
  const found = member.getByRole("article", { name: groupName });
  await found.getByRole("button", { name: "Join Group" }).click();
  await expect(found.getByRole("button", { name: "In Group" })).toBeDisabled();
  await expect(member.getByText("Joined Group Successfully!")).toBeVisible();

  await leader.goto("/?tab=groups");
  const card = leader.getByRole("article", { name: groupName });
  await expect(card.getByText("2 members")).toBeVisible();
  await expect(card.getByText(/Live/)).toHaveCount(0);

  await member.goto("/prayer-room/6");
  await member.getByRole("button", { name: "Start" }).click();
  await expect(async () => {
    await leader.reload();
    await expect(leader.getByRole("article", { name: groupName }).getByText("Live · 1 praying")).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });

  await member.getByRole("button", { name: "Pause" }).click();
  await expect(async () => {
    await leader.reload();
    await expect(leader.getByRole("article", { name: groupName }).getByText("2 members")).toBeVisible({
      timeout: 5_000,
    });
    await expect(leader.getByRole("article", { name: groupName }).getByText(/Live/)).toHaveCount(0);
  }).toPass({ timeout: 30_000 });

  await leader.getByRole("button", { name: `Manage ${groupName}` }).click();
  const manage = leader.getByRole("dialog", { name: `Manage ${groupName}` });
  await manage.getByRole("radio", { name: "Private (members must request)" }).click();
  await manage.getByRole("button", { name: "Save Settings" }).click();
  await expect(leader.getByText("Group Updated")).toBeVisible();
  await leader.keyboard.press("Escape");
  await expect(leader.getByRole("article", { name: groupName }).getByText("Private")).toBeVisible();

  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();
  await registerThroughAuthPage(outsider);
  await outsider.goto("/community");
  await outsider.getByRole("searchbox", { name: "Tag" }).fill(tag);
  await expect(outsider.getByText("No prayer groups match")).toBeVisible();

  leaderErrors();
  memberErrors();
  await leaderContext.close();
  await memberContext.close();
  await outsiderContext.close();
});
