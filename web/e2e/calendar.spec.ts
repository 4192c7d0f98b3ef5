import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { failOnConsoleErrors, registerThroughAuthPage, uniqueUsername } from "./support";

/** Serious and critical axe violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.slice(0, 3).map((node) => node.target) }));
}

// Issue 18 §1 'Calendars': a member makes a private calendar link on the schedule page; a calendar app
// (no cookie) fetches the group's event from it; the event's own file downloads; turning the link off ends it.
test("calendars: a private feed made on the schedule page serves the group's events without a cookie, then is turned off", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const noConsoleErrors = failOnConsoleErrors(page);

  await registerThroughAuthPage(page);
  const groupName = `Watchers ${uniqueUsername("g")}`;
  const created = await page.request.post("/api/prayer-groups", {
    data: { name: groupName, description: "We keep the dawn watch", isPublic: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const groupId = ((await created.json()) as { id: number }).id;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const scheduled = await page.request.post(`/api/prayer-groups/${groupId}/events`, {
    data: {
      title: "Dawn prayer",
      description: "",
      date: tomorrow,
      time: "06:00",
      isRecurring: true,
      recurringPattern: "weekly",
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  const eventId = ((await scheduled.json()) as { id: number }).id;

  // The event's own file, as the schedule's link downloads it.
  const file = await page.request.get(`/api/prayer-events/${eventId}/ics`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await file.text()).toContain(`UID:group-event-${eventId}@localhost`);

  await page.goto(`/groups/${groupId}/schedule`);
  await page.getByRole("button", { name: "Calendar Feed" }).click();
  const dialog = page.getByRole("dialog", { name: "Subscribe in Your Calendar" });
  await expect(dialog.getByText("You have no calendar link yet.")).toBeVisible();
  await expect(dialog.getByRole("note")).toContainText("Anyone with the link can see your groups' events");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Create Link" }).click();
  await expect(page.getByText("Calendar Link Ready")).toBeVisible();
  const field = dialog.getByLabel("Your calendar link");
  const url = await field.inputValue();
  expect(url).toMatch(/\/calendar\/pjcal_[A-Za-z0-9_-]{43}\.ics$/);
  await expect(dialog.getByRole("link", { name: "Open in Calendar App" })).toHaveAttribute(
    "href",
    url.replace(/^http:\/\//, "webcal://"),
  );
  expect(await seriousViolations(page)).toEqual([]);

  // A calendar app: no cookie, just the address.
  const calendarApp = await playwright.request.newContext();
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  const text = await feed.text();
  expect(text).toContain("X-WR-CALNAME:Prayer Journey");
  expect(text).toContain(`UID:group-event-${eventId}@localhost`);
  expect(text).toContain(`SUMMARY:Dawn prayer · ${groupName}`);

  // Opened in the browser the app's service worker controls, the address still reaches the server.
  const opened = await page.request.get(new URL(url).pathname);
  expect(opened.status()).toBe(200);

  // Closed and opened again: the link is not shown again, only that it exists.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Calendar Feed" }).click();
  await expect(dialog.getByText(/You have a calendar link, made/)).toBeVisible();
  await expect(dialog.getByLabel("Your calendar link")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Turn Off" }).click();
  await dialog.getByRole("group", { name: "Turn Off" }).getByRole("button", { name: "Turn Off" }).click();
  await expect(page.getByText("Calendar Link Off")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create Link" })).toBeVisible();
  expect((await calendarApp.get(url)).status()).toBe(404);

  await calendarApp.dispose();
  noConsoleErrors();
  await context.close();
});
