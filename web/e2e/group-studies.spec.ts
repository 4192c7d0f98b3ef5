import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { failOnConsoleErrors, registerThroughAuthPage, uniqueUsername } from "./support";

/** Serious and critical axe violations on the page as it is now (the card grid, an open dialog). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.slice(0, 3).map((node) => node.target) }));
}

// Issue 18 §2: the leader adds a study; a member opens it, sets In Progress and saves personal notes; the
// leader sees the member's progress (live, without a reload) and never the member's notes.
test("shared studies: the leader adds one, a member keeps progress and notes, the leader sees how far they came", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const leaderContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  const member = await memberContext.newPage();
  const leaderErrors = failOnConsoleErrors(leader);
  const memberErrors = failOnConsoleErrors(member);

  await registerThroughAuthPage(leader);
  const created = await leader.request.post("/api/prayer-groups", {
    data: { name: `Students ${uniqueUsername("g")}`, description: "We study together", isPublic: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const groupId = ((await created.json()) as { id: number }).id;
  const memberName = await registerThroughAuthPage(member);
  const joined = await member.request.post(`/api/prayer-groups/${groupId}/join`, { data: {} });
  expect(joined.status(), await joined.text()).toBe(200);

  // The member first finds nothing, and no way to add.
  await member.goto(`/groups/${groupId}/studies`);
  await expect(member.getByText("Your group leader hasn't added any study materials yet.")).toBeVisible();
  await expect(member.getByRole("button", { name: /Add/ })).toHaveCount(0);

  // The leader adds one.
  await leader.goto(`/groups/${groupId}/studies`);
  await expect(leader.getByRole("heading", { name: "Shared Studies" })).toBeVisible();
  await expect(leader.getByText("No study materials yet")).toBeVisible();
  await leader.getByRole("button", { name: "Add First Study" }).click();
  const add = leader.getByRole("dialog", { name: "Add Study Material" });
  await expect(add.getByLabel("Type")).toHaveValue("devotional");
  await expect(add.getByRole("button", { name: "Add Study" })).toBeDisabled();
  await add.getByLabel("Title").fill("Psalm 91");
  await add.getByLabel("Description").fill("Dwelling in the shelter of the Most High, verse by verse.");
  await add.getByLabel("Content").fill("Read the psalm slowly, twice. Where do you find refuge?");
  await add.getByLabel("Type").selectOption("bible_study");
  await add.getByLabel("Link").fill("https://www.biblegateway.com/passage/?search=Psalm+91");
  await add.getByLabel("Tags").fill("refuge, psalms");
  await add.getByRole("button", { name: "Add Study" }).click();
  await expect(leader.getByText("Study Material Added")).toBeVisible();
  await expect(add).toHaveCount(0);
  const leaderCard = leader.getByRole("article", { name: "Psalm 91" });
  await expect(leaderCard.getByText("Group progress: 0 of 2 completed")).toBeVisible();

  // The member sees it (live), opens it, sets In Progress and saves notes.
  const card = member.getByRole("article", { name: "Psalm 91" });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText("External Link")).toBeVisible();
  await expect(card.getByText("Not Started")).toBeVisible();
  await expect(card.getByText(/Group progress/)).toHaveCount(0);
  await card.getByRole("button", { name: "Psalm 91" }).focus();
  await member.keyboard.press("Enter");
  const dialog = member.getByRole("dialog", { name: "Psalm 91" });
  await expect(dialog.getByText("Where do you find refuge?")).toBeVisible();
  const external = dialog.getByRole("link", { name: /View External Resource/ });
  await expect(external).toHaveAttribute("href", "https://www.biblegateway.com/passage/?search=Psalm+91");
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  await expect(dialog.getByRole("heading", { name: "Topics" })).toBeVisible();
  expect(await seriousViolations(member)).toEqual([]);

  const notes = "Verse 4: his faithfulness is my shield";
  await dialog.getByLabel("Personal notes").fill(notes);
  await dialog.getByLabel("Your progress").selectOption("in_progress");
  await expect(member.getByText("Progress Updated")).toBeVisible();
  await dialog.getByLabel("Personal notes").fill(`${notes} and rampart.`);
  await dialog.getByRole("button", { name: "Save Notes" }).click();
  // The status's toast may still be leaving while the notes' one arrives: the newest says it too.
  await expect(member.getByText("Your study progress has been saved.").last()).toBeVisible();
  await member.keyboard.press("Escape");
  await expect(card.getByText("In Progress")).toBeVisible();
  await member.getByRole("button", { name: "Completed" }).click();
  await expect(member.getByText("No studies match “Completed”.")).toBeVisible();
  await member.getByRole("button", { name: "In Progress" }).click();
  await expect(card).toBeVisible();
  expect(await seriousViolations(member)).toEqual([]);

  // After a reload the notes are still there.
  await member.reload();
  await member.getByRole("article", { name: "Psalm 91" }).getByRole("button", { name: "Psalm 91" }).click();
  await expect(member.getByRole("dialog", { name: "Psalm 91" }).getByLabel("Personal notes")).toHaveValue(
    `${notes} and rampart.`,
  );
  await expect(member.getByRole("dialog", { name: "Psalm 91" }).getByLabel("Your progress")).toHaveValue("in_progress");

  // The leader sees the member's status on the card's study, without a reload, and never the notes.
  await leaderCard.getByRole("button", { name: "Psalm 91" }).click();
  const leaderDialog = leader.getByRole("dialog", { name: "Psalm 91" });
  const progress = leaderDialog.getByRole("list", { name: "Members' progress" });
  const row = progress.getByRole("listitem").filter({ hasText: memberName });
  await expect(row.getByText("In Progress")).toBeVisible();
  await expect(leader.getByText(notes)).toHaveCount(0);
  expect(await seriousViolations(leader)).toEqual([]);

  leaderErrors();
  memberErrors();
  await leaderContext.close();
  await memberContext.close();
});
