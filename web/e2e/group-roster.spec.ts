import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { failOnConsoleErrors, PASSWORD, uniqueUsername } from "./support";

// Issue 18 §4, §5: two members commit to watches on the group's roster — A to the watch running now, every
// day; B to the next watch — and the coverage shows both and the gaps; B sends an urgent prayer call, and it
// arrives for A, who is on watch (a live toast on A's open roster, A's alerts), and not for B.

const WATCH_NAMES = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth"].map(
  (n) => `${n} Watch`,
);
/** The watch running at a local hour: 18–21 → 1, 21–24 → 2, 0–3 → 3 … 15–18 → 8. */
const watchAtHour = (hour: number) => ((Math.floor(hour / 3) + 2) % 8) + 1;

/**
 * A fixed-offset zone in which the watch running now has at least an hour to go (and began at least an hour
 * ago), so the watch the test reckons with cannot change under it: of the offsets 0, +1 and +2 hours, one
 * puts the local clock in the middle hour of its watch.
 */
function steadyZone(now = new Date()) {
  for (const offset of [0, 1, 2]) {
    const hour = (now.getUTCHours() + offset) % 24;
    if (hour % 3 === 1) {
      return { zone: offset === 0 ? "UTC" : `Etc/GMT-${offset}`, watch: watchAtHour(hour) };
    }
  }
  throw new Error("unreachable");
}

/** An account for this test (signing up through the page is auth.spec's business), signed in in the page's context. */
async function register(page: Page) {
  const username = uniqueUsername();
  const response = await page.request.post("/api/register", { data: { username, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return username;
}

async function keepWatch(page: Page, watch: number) {
  await page.getByRole("button", { name: "Keep a watch" }).click();
  const dialog = page.getByRole("dialog", { name: "Keep a watch" });
  await dialog.getByLabel("Watch").selectOption(String(watch));
  await expect(dialog.getByRole("checkbox", { name: "Every day" })).toBeChecked();
  await dialog.getByRole("button", { name: "Keep Watch" }).click();
  await expect(page.getByText("Watch Committed")).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = page.getByRole("region", { name: "My watches" });
  await expect(mine.getByText(WATCH_NAMES[watch - 1] as string, { exact: true })).toBeVisible();
  await expect(mine.getByText("Every day")).toBeVisible();
}

/** Serious and critical accessibility violations (axe) on the page as it stands: keepers, notes, dialogs. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
}

/** The keepers shown in a row of the coverage, with this name (read out; shown on hover and focus). */
const keepersNamed = (page: Page, watch: number, name: string) =>
  coverageRow(page, watch).getByRole("listitem").filter({ hasText: name });

/** The coverage row of a watch (the table: the test runs on a wide screen). */
const coverageRow = (page: Page, watch: number) =>
  page
    .getByRole("table", { name: /Who keeps each watch/ })
    .getByRole("row", { name: new RegExp(`^${WATCH_NAMES[watch - 1]}`) });

test("the watch roster: two members commit, the coverage shows them and the gaps, an urgent call reaches the one on watch", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { zone, watch: current } = steadyZone();
  const next = (current % 8) + 1;
  const untouched = (next % 8) + 1;

  // Members elsewhere than the group: A in New York, B in Kolkata (+05:30).
  const aContext = await browser.newContext({ timezoneId: "America/New_York" });
  const bContext = await browser.newContext({ timezoneId: "Asia/Kolkata" });
  const a = await aContext.newPage();
  const b = await bContext.newPage();
  const aErrors = failOnConsoleErrors(a);
  const bErrors = failOnConsoleErrors(b);
  const aName = await register(a);
  const bName = await register(b);

  const created = await a.request.post("/api/prayer-groups", {
    data: { name: `Watchmen ${uniqueUsername("r")}`, timeZone: zone, isPublic: true },
  });
  expect(created.ok()).toBe(true);
  const group = (await created.json()) as { id: number; timeZone: string };
  expect(group.timeZone).toBe(zone);
  expect((await b.request.post(`/api/prayer-groups/${group.id}/join`, { data: {} })).ok()).toBe(true);

  // A: nobody keeps the running watch yet; A commits to it, every day.
  await a.goto(`/groups/${group.id}/roster`);
  const aNow = a.getByRole("region", { name: "On watch now" });
  await expect(aNow.getByText(`${WATCH_NAMES[current - 1]} ·`)).toBeVisible();
  await expect(aNow.getByText("No one keeps this watch today.")).toBeVisible();
  await expect(a.getByText("56 gaps this week")).toBeVisible();
  await expect(a.getByRole("button", { name: `Group time (${zone})` })).toHaveAttribute("aria-pressed", "true");
  await keepWatch(a, current);
  await expect(aNow.getByText("You are on watch.")).toBeVisible();
  await expect(aNow.getByRole("list", { name: "Keepers on watch now" })).toContainText(`${aName} (you)`);
  await expect(keepersNamed(a, current, `${aName} (you)`)).toHaveCount(7);
  await expect(a.getByText("49 gaps this week")).toBeVisible();

  // B: the urgent call needs someone else on watch; B keeps the next watch, every day.
  await b.goto(`/groups/${group.id}/roster`);
  const bNow = b.getByRole("region", { name: "On watch now" });
  await expect(bNow.getByRole("list", { name: "Keepers on watch now" })).toContainText(aName);
  await keepWatch(b, next);
  await expect(keepersNamed(b, next, `${bName} (you)`)).toHaveCount(7);
  await expect(keepersNamed(b, current, aName)).toHaveCount(7);
  await expect(coverageRow(b, untouched).getByText("Gap", { exact: true })).toHaveCount(7);
  await expect(b.getByText("42 gaps this week")).toBeVisible();

  // A's open roster follows B's commitment live (group.roster.changed).
  await expect(keepersNamed(a, next, bName)).toHaveCount(7);
  await expect(a.getByText("42 gaps this week")).toBeVisible();
  // The populated roster (keepers, the running cell, the hand-over form), in the viewer's time too.
  await a.getByRole("button", { name: /^My time/ }).click();
  expect(await seriousViolations(a)).toEqual([]);

  // B calls those on watch now: A.
  const call = bNow.getByRole("button", { name: "Urgent prayer call" });
  await expect(call).toBeEnabled();
  await expect(call).toHaveAccessibleDescription("Goes to the 1 member on watch now.");
  await call.click();
  const dialog = b.getByRole("dialog", { name: "Urgent prayer call" });
  await expect(dialog.getByText(/the 1 member on watch now/)).toBeVisible();
  const message = `Pray now for the hospital ${uniqueUsername("c")}`;
  await dialog.getByLabel("Message").fill(message);
  await expect(dialog.getByText(`${message.length}/280 characters`)).toBeVisible();
  expect(await seriousViolations(b)).toEqual([]);
  await dialog.getByRole("button", { name: "Send Urgent Call" }).click();
  await expect(b.getByText("Urgent Call Sent")).toBeVisible();
  await expect(b.getByText("Your urgent call was sent to 1 member on watch.")).toBeVisible();

  // A second call at once is refused (the browser logs the 429, so B's console is checked before), and the
  // dialog says why.
  bErrors();
  await call.click();
  await dialog.getByLabel("Message").fill("Again");
  await dialog.getByRole("button", { name: "Send Urgent Call" }).click();
  await expect(dialog.getByRole("alert")).toContainText("You can send one urgent call every 10 minutes.");
  await b.keyboard.press("Escape");

  // It arrived for A, live on A's open roster: a toast with B's message that stays until dismissed…
  const toast = a.getByRole("listitem").filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("button", { name: "Open roster" })).toBeVisible();
  // …in A's alerts of the group…
  await expect(async () => {
    const response = await a.request.get(`/api/prayer-groups/${group.id}/notifications`);
    expect(response.ok()).toBe(true);
    const alerts = (await response.json()) as { type: string; message: string; createdByName: string | null }[];
    expect(alerts).toContainEqual(expect.objectContaining({ type: "urgent_call", message }));
  }).toPass({ timeout: 15_000 });
  // …and not for B, who sent it.
  const bAlerts = (await (await b.request.get(`/api/prayer-groups/${group.id}/notifications`)).json()) as {
    type: string;
  }[];
  expect(bAlerts.filter((alert) => alert.type === "urgent_call")).toEqual([]);
  // …and on A's Alerts page.
  await a.goto(`/groups/${group.id}/alerts`);
  await expect(a.getByText(message)).toBeVisible();

  aErrors();
  await aContext.close();
  await bContext.close();
});

test("the watch roster: a substitute takes a watch and shows on it; a hand-over note reaches the next watch's keeper", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { zone, watch: current } = steadyZone();
  const next = (current % 8) + 1;
  // Members elsewhere than the group: A in New York, B in Kolkata (+05:30).
  const aContext = await browser.newContext({ timezoneId: "America/New_York" });
  const bContext = await browser.newContext({ timezoneId: "Asia/Kolkata" });
  const a = await aContext.newPage();
  const b = await bContext.newPage();
  const aErrors = failOnConsoleErrors(a);
  const bErrors = failOnConsoleErrors(b);
  const aName = await register(a);
  const bName = await register(b);
  const created = await a.request.post("/api/prayer-groups", {
    data: { name: `Watchmen ${uniqueUsername("s")}`, timeZone: zone, isPublic: true },
  });
  const group = (await created.json()) as { id: number };
  expect((await b.request.post(`/api/prayer-groups/${group.id}/join`, { data: {} })).ok()).toBe(true);

  await a.goto(`/groups/${group.id}/roster`);
  await keepWatch(a, current);
  await b.goto(`/groups/${group.id}/roster`);
  await keepWatch(b, next);

  // A, on watch, leaves a note for the next watch; B, who keeps it, sees it on B's open roster.
  const note = `Keep praying for the council ${uniqueUsername("n")}`;
  await a.getByLabel(`Hand-over note for the ${WATCH_NAMES[next - 1]}`).fill(note);
  await a.getByRole("button", { name: "Leave Note" }).click();
  await expect(a.getByText("Hand-over Note Left")).toBeVisible();
  const forNext = b.getByRole("region", { name: "For your next watch" });
  await expect(forNext.getByText(note)).toBeVisible();
  await expect(forNext.getByText(`From the ${WATCH_NAMES[current - 1]}`)).toBeVisible();

  // B asks for a substitute for one of next week's watches (all still to come).
  await b.getByRole("button", { name: "Next week" }).click();
  const upcoming = b.getByRole("region", { name: /^Coming up/ });
  await expect(upcoming.getByRole("listitem")).toHaveCount(7);
  const first = upcoming.getByRole("listitem").first();
  await first.getByRole("button", { name: /^Ask for a substitute/ }).click();
  const ask = b.getByRole("dialog", { name: "Ask for a substitute" });
  await ask.getByLabel("Note (optional)").fill("Travelling that day");
  await ask.getByRole("button", { name: "Ask for a Substitute" }).click();
  await expect(b.getByText("Substitute Requested")).toBeVisible();
  const bSubs = b.getByRole("region", { name: "Substitutes" });
  await expect(bSubs.getByText("You asked for a substitute: “Travelling that day”")).toBeVisible();
  await expect(upcoming.getByRole("listitem")).toHaveCount(6);

  // A takes it (A's roster lists every open request still to come, whatever week is shown).
  const aSubs = a.getByRole("region", { name: "Substitutes" });
  await expect(aSubs.getByText(`${bName} asked for a substitute: “Travelling that day”`)).toBeVisible();
  await aSubs.getByRole("button", { name: /^Take this watch/ }).click();
  await expect(a.getByText("Watch Taken")).toBeVisible();
  // Taken, it is no longer open: it is listed with its week.
  await a.getByRole("button", { name: "Next week" }).click();
  await expect(aSubs.getByText("Covered by you")).toBeVisible();
  await expect(keepersNamed(a, next, `${aName} (you) (substitute)`)).toHaveCount(1);

  // B's roster shows A on that day of B's watch, marked as the substitute; B keeps the other six.
  await expect(bSubs.getByText(`Covered by ${aName}`)).toBeVisible();
  await expect(keepersNamed(b, next, `${aName} (substitute)`)).toHaveCount(1);
  await expect(keepersNamed(b, next, `${bName} (you)`)).toHaveCount(6);

  aErrors();
  bErrors();
  await aContext.close();
  await bContext.close();
});
