import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { failOnConsoleErrors, PASSWORD, uniqueUsername } from "./support";

/** Serious and critical axe violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.slice(0, 3).map((node) => node.target) }));
}

/** A new account signed in on this page's context (the auth page itself has its own specs). */
async function register(page: Page) {
  const username = uniqueUsername();
  const response = await page.request.post("/api/register", { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

/** A local date `days` from today in the browser's zone, YYYY-MM-DD. */
async function localDate(page: Page, days: number) {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
  }, days);
}

// Issue 18 §1: the leader schedules a weekly prayer event; it shows in the week and in Upcoming; the leader
// confirms the next occurrence (Confirm → a disabled 'Confirmed'); a second member sees the confirmation.
test("group schedule: schedule a weekly event, see it in the week and Upcoming, confirm it, a member sees it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const leaderContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  const member = await memberContext.newPage();
  const leaderErrors = failOnConsoleErrors(leader);
  const memberErrors = failOnConsoleErrors(member);

  const leaderName = await register(leader);
  const created = await leader.request.post("/api/prayer-groups", {
    data: { name: `Watchers ${uniqueUsername("g")}`, description: "We pray at dawn", isPublic: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const groupId = ((await created.json()) as { id: number }).id;
  await register(member);
  const joined = await member.request.post(`/api/prayer-groups/${groupId}/join`, { data: {} });
  expect(joined.status(), await joined.text()).toBe(200);

  await leader.goto(`/groups/${groupId}/schedule`);
  await expect(leader.getByRole("heading", { name: "Group Schedule" })).toBeVisible();
  await expect(leader.getByText("No prayer events scheduled")).toBeVisible();
  const today = leader.getByRole("list", { name: "Days of the week" }).locator('> li[aria-current="date"]');
  await expect(today).toHaveCount(1);

  await leader.getByRole("button", { name: "Schedule Prayer", exact: true }).click();
  const dialog = leader.getByRole("dialog", { name: "Schedule Prayer Event" });
  const submit = dialog.getByRole("button", { name: "Schedule Event" });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByLabel("Duration")).toHaveValue("60");
  const tomorrow = await localDate(leader, 1);
  await dialog.getByLabel("Title").fill("Dawn watch");
  await dialog.getByLabel("Description").fill("For the city and its leaders");
  await dialog.getByLabel("Date").fill(tomorrow);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Time").fill("06:00");
  await dialog.getByRole("switch", { name: "Repeat" }).click();
  await dialog.getByLabel("Repeats").selectOption("weekly");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(leader.getByText("Event Created")).toBeVisible();
  await expect(leader.getByText("Prayer event has been scheduled for the group.")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // In the week (tomorrow is next week's Sunday when today is Saturday).
  if ((await leader.evaluate(() => new Date().getDay())) === 6) {
    await leader.getByRole("button", { name: "Next Week" }).click();
  }
  const week = leader.getByRole("list", { name: "Days of the week" });
  await expect(week.getByRole("article", { name: "Dawn watch" })).toHaveCount(1);

  // In Upcoming: weekly, so five occurrences, the first tomorrow.
  const upcoming = leader.getByRole("list", { name: "Upcoming prayer events" });
  await expect(upcoming.getByRole("article")).toHaveCount(5);
  const first = upcoming.getByRole("article").first();
  await expect(first.getByRole("heading", { name: "Dawn watch" })).toBeVisible();
  await expect(first.getByText("Repeats weekly")).toBeVisible();
  await expect(first.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(first.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    /^\/api\/prayer-events\/\d+\/ics$/,
  );

  await first.getByRole("button", { name: /^Confirm attendance: Dawn watch/ }).click();
  await expect(leader.getByText("Attendance Confirmed")).toBeVisible();
  await expect(first.getByRole("button", { name: "Confirmed" })).toBeDisabled();
  await expect(first.getByText(`1 confirmed: ${leaderName}`)).toBeVisible();
  await expect(first.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  // The same occurrence in the week is confirmed too; the next week's is not.
  await expect(
    week.getByRole("article", { name: "Dawn watch" }).getByRole("button", { name: "Confirmed" }),
  ).toBeDisabled();
  await expect(
    upcoming
      .getByRole("article")
      .nth(1)
      .getByRole("button", { name: /^Confirm attendance/ }),
  ).toBeEnabled();
  expect(await seriousViolations(leader)).toEqual([]);

  // A second member (in the dark look: the default follows the system) sees who comes, and may confirm too.
  await member.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  await member.goto(`/groups/${groupId}/schedule`);
  await expect(member.locator("html")).toHaveClass(/\bdark\b/);
  const memberFirst = member.getByRole("list", { name: "Upcoming prayer events" }).getByRole("article").first();
  await expect(memberFirst.getByText(`1 confirmed: ${leaderName}`)).toBeVisible();
  await expect(memberFirst.getByRole("button", { name: /^Confirm attendance: Dawn watch/ })).toBeEnabled();
  // Not theirs to change.
  await expect(memberFirst.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await memberFirst.getByRole("button", { name: /^Confirm attendance: Dawn watch/ }).click();
  await expect(memberFirst.getByText(/^2 confirmed: /)).toBeVisible();
  expect(await seriousViolations(member)).toEqual([]);

  // The leader's open page hears it live.
  await expect(first.getByText(/^2 confirmed: /)).toBeVisible();

  leaderErrors();
  memberErrors();
  await leaderContext.close();
  await memberContext.close();
});
