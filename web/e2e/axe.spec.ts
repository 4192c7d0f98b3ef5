import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { PASSWORD, uniqueUsername } from "./support";

/**
 * axe-core on every route of the app, in the three looks a user can choose (issue 19 §7, decision 041):
 * light, dark and Vision Friendly (large text, high contrast, reduced motion). A serious or critical
 * violation fails the test, named with the elements it was found on; lesser ones are left to review.
 */

const APPEARANCE_STORAGE_KEY = "prayer-journey:appearance";
const DEFAULTS = {
  theme: "auto",
  colorScheme: "purple",
  fontSize: "medium",
  fontFamily: "inter",
  compactMode: false,
  animations: true,
  transparencyEffects: true,
  highContrast: false,
  reducedMotion: false,
  backgroundPattern: "gradient",
  borderRadius: "rounded",
};
const LOOKS = {
  light: { ...DEFAULTS, theme: "light" },
  dark: { ...DEFAULTS, theme: "dark" },
  // The Vision Friendly preset (common/appearance.ts): large text, high contrast, reduced motion.
  "vision friendly": { ...DEFAULTS, theme: "light", fontSize: "large", highContrast: true, reducedMotion: true },
} as const;
type Look = keyof typeof LOOKS;

/** Shown without signing in. */
const SIGNED_OUT_ROUTES = [
  "/landing",
  "/auth",
  "/forgot-password",
  "/reset-password?token=not-a-real-token",
  "/verify-email?token=not-a-real-token",
  "/prayer-room/1",
  "/no/such/page",
];

/** The dashboard's tabs (web/src/app/routes/home.tsx) and the prayer room's (room-tabs.ts). */
const DASHBOARD_TABS = [
  "watches",
  "journal",
  "word",
  "bible",
  "groups",
  "fasting",
  "plans",
  "mentors",
  "partners",
  "offline",
  "notifications",
  "profile",
];
const ROOM_TABS = ["wall", "strategy", "space", "community"];

const SIGNED_IN_ROUTES = [
  "/",
  ...DASHBOARD_TABS.map((tab) => `/?tab=${tab}`),
  // The active prayer session (the dashboard's Pray Now).
  "/?pray=1",
  ...ROOM_TABS.map((tab) => `/prayer-room/1?tab=${tab}`),
  "/prayer-room/7",
  "/settings",
  "/appearance",
  "/tutorial",
  "/bible",
  "/daily-word",
  "/profile",
  "/community",
];

/** The group pages, for a group the signed-in user leads (groups are issue 17's, built now by others). */
const GROUP_PAGES = ["prayer-wall", "schedule", "studies", "alerts", "roster"];

type Account = { cookies: Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"]; groupId: number | null };

/** A new account with this look saved on the server (a signed-in user's appearance follows the account). */
async function createAccount(baseURL: string, look: Look): Promise<Account> {
  const api = await request.newContext({ baseURL });
  try {
    const registered = await api.post("/api/register", {
      data: { username: uniqueUsername("axe"), password: PASSWORD },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const saved = await api.put("/api/appearance", { data: LOOKS[look] });
    expect(saved.ok(), await saved.text()).toBe(true);
    const group = await api.post("/api/prayer-groups", {
      data: { name: `Axe group ${randomBytes(3).toString("hex")}`, description: "Praying for the city" },
    });
    const groupId = group.status() === 201 ? ((await group.json()) as { id: number }).id : null;
    return { cookies: (await api.storageState()).cookies, groupId };
  } finally {
    await api.dispose();
  }
}

/** Opens a route in a look: the saved appearance in this browser (and on the account), colours and motion. */
async function open(page: Page, look: Look, path: string, account: Account | null) {
  const settings = LOOKS[look];
  // Reduced motion from the system in every look: entrance animations end at once, so the colours axe
  // measures are the final ones without waiting for them (the look's own setting is saved as it is).
  await page.emulateMedia({ colorScheme: settings.theme === "dark" ? "dark" : "light", reducedMotion: "reduce" });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    APPEARANCE_STORAGE_KEY,
    JSON.stringify({ version: 1, data: settings }),
  ] as const);
  if (account) await page.context().addCookies(account.cookies);
  await page.goto(path);
  await expect(page.getByText("Loading Prayer Journey...")).toHaveCount(0);
  // The page asked for, not a redirect (to /auth when the session did not take, say).
  expect(new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
  await expect(page.locator("main").first()).toBeVisible();
  // Lazy parts and data settle; then entrance animations (off with reduced motion) have finished.
  await page.waitForLoadState("load");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(150);
  const html = page.locator("html");
  if (settings.theme === "dark") await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(html).toHaveAttribute("data-high-contrast", String(settings.highContrast));
}

/**
 * The rules whose answer can differ between looks of the same page: colours, sizes and spacing. A look
 * changes no markup, so names, roles, labels and headings are checked in full once, in the light look; the
 * dark look and Vision Friendly are checked with these (which keeps the run within CI's time).
 */
const LOOK_RULES = [
  "color-contrast",
  "link-in-text-block",
  "scrollable-region-focusable",
  "avoid-inline-spacing",
  "meta-viewport",
];

/** The serious and critical violations on the page (or inside `include`), described for the failure message. */
async function seriousViolations(page: Page, include?: string, look: Look = "light") {
  let builder = new AxeBuilder({ page });
  if (look !== "light") builder = builder.withRules(LOOK_RULES);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(" "),
        summary: node.failureSummary?.split("\n").slice(0, 3).join(" "),
      })),
    }));
}

// Each test opens its own page and reads nothing another changes: the run spreads them over the workers
// `npm run test:e2e` gives this file (package.json), while the other specs run one at a time.
test.describe.configure({ mode: "parallel" });

for (const look of Object.keys(LOOKS) as Look[]) {
  test.describe(`axe, ${look}`, () => {
    test.describe.configure({ timeout: 60_000 });

    for (const path of SIGNED_OUT_ROUTES) {
      test(`${path} (signed out) has no serious or critical violation`, async ({ page }) => {
        await open(page, look, path, null);
        expect(await seriousViolations(page, undefined, look)).toEqual([]);
      });
    }

    let account: Account;
    test.beforeAll(async ({ baseURL }) => {
      account = await createAccount(baseURL!, look);
    });

    for (const path of SIGNED_IN_ROUTES) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await open(page, look, path, account);
        expect(await seriousViolations(page, undefined, look)).toEqual([]);
      });
    }

    for (const groupPage of GROUP_PAGES) {
      test(`/groups/{id}/${groupPage} has no serious or critical violation`, async ({ page }) => {
        expect(account.groupId, "POST /api/prayer-groups created the test's group").not.toBeNull();
        await open(page, look, `/groups/${account.groupId}/${groupPage}`, account);
        expect(await seriousViolations(page, undefined, look)).toEqual([]);
      });
    }

    test("an error toast and a success toast are readable (contrast) and named", async ({ page }) => {
      await open(page, look, "/auth", null);
      const panel = page.getByRole("tabpanel", { name: "Sign In" });
      const username = uniqueUsername("toast");
      const api = await request.newContext({ baseURL: new URL(page.url()).origin });
      expect((await api.post("/api/register", { data: { username, password: PASSWORD } })).status()).toBe(201);
      await api.dispose();

      await panel.getByLabel("Username").fill(username);
      await panel.getByLabel("Password").fill("not-the-password");
      await panel.getByRole("button", { name: "Sign In" }).click();
      const toast = page.locator("[data-sonner-toast]");
      await expect(toast.filter({ hasText: "Sign in failed" })).toBeVisible();
      await expect(toast.first()).toHaveAttribute("data-type", "error");
      await page.waitForTimeout(450);
      expect(await seriousViolations(page, "[data-sonner-toaster]")).toEqual([]);

      await panel.getByLabel("Password").fill(PASSWORD);
      await panel.getByRole("button", { name: "Sign In" }).click();
      await expect(toast.filter({ hasText: "Welcome back!" })).toBeVisible();
      await expect(toast.filter({ hasText: "Welcome back!" })).toHaveAttribute("data-type", "success");
      await page.waitForTimeout(450);
      expect(await seriousViolations(page, "[data-sonner-toaster]")).toEqual([]);
    });
  });
}
