import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { PushMessage } from "@common/push";
import { expect, type Page, type PlaywrightWorkerArgs, test } from "@playwright/test";
import { deliverPush, registerThroughAuthPage } from "./support";

/** The installable app (issue 16 §1, decision 029): manifest, worker, offline shell, pushes, updates. */

// The service worker is this file's subject (the other specs run without one: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** The worker the server under test serves (playwright.config.ts starts it on the default WEB_DIST_DIR). */
const BUILT_WORKER = resolve(process.env.WEB_DIST_DIR ?? "dist/web", "sw.js");

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("ascii"), "a PNG file").toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker is active and controls the page (its precache is then complete). */
async function waitForWorker(page: Page): Promise<string | undefined> {
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scriptUrl;
}

test("the manifest is served, complete and points at real icons and pages", async ({ page, request }) => {
  await page.goto("/auth");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: "Prayer Journey",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#1e1538",
    background_color: "#1e1538",
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(15);

  const found: string[] = [];
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe(icon.type);
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    found.push(`${icon.sizes} ${icon.purpose ?? "any"}`);
  }
  expect(found).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png");

  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
    "/prayer-room/current",
    "/?tab=journal",
    "/bible",
  ]);
});

/** A browser with a profile on disk: Chromium never offers installing in an incognito-like context (Playwright's default). */
function launchWithProfile(
  playwright: PlaywrightWorkerArgs["playwright"],
  profile: string,
  baseURL: string | undefined,
) {
  return playwright.chromium.launchPersistentContext(profile, {
    baseURL,
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}

// Lighthouse 12 dropped its installability audit; it asked Chromium exactly this.
test("Chromium finds the app installable", async ({ playwright, baseURL }, testInfo) => {
  const context = await launchWithProfile(playwright, testInfo.outputPath("profile"), baseURL);
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/auth`);
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the Watches tab offers 'Install Prayer App' when Chromium can install it; Not now hides it for the session", async ({
  playwright,
  baseURL,
}, testInfo) => {
  const context = await launchWithProfile(playwright, testInfo.outputPath("profile"), baseURL);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/auth`);
    await waitForWorker(page);
    await registerThroughAuthPage(page);
    const card = page.getByRole("region", { name: "Install Prayer App" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("button", { name: "Install", exact: true })).toBeEnabled();
    await card.getByRole("button", { name: "Not now" }).click();
    await expect(card).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Prayer Watches" }).first()).toBeVisible();
    await expect(card).toBeHidden();
  } finally {
    await context.close();
  }
});

test("the Prayer Room shortcut opens the current watch's room", async ({ page }) => {
  await registerThroughAuthPage(page);
  await page.goto("/prayer-room/current");
  await expect(page).toHaveURL(/\/prayer-room\/[1-8]$/);
  const watchNumber = Number(new URL(page.url()).pathname.split("/").pop());
  // The same watch the dashboard calls current, in the browser's own time zone.
  const expected = await page.evaluate(() => Math.floor(((new Date().getHours() + 6) % 24) / 3) + 1);
  expect(watchNumber).toBe(expected);
  await expect(page.getByText("Exit Prayer Room")).toBeVisible();
});

test("the worker controls the page, the app opens offline, and /api/ is never answered by the worker", async ({
  page,
  context,
}) => {
  await registerThroughAuthPage(page);
  const scriptUrl = await waitForWorker(page);
  expect(scriptUrl).toMatch(/\/sw\.js$/);

  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  await context.setOffline(true);
  try {
    // A reload and a first visit to another page both come from the precached shell.
    await page.reload();
    await expect(page.locator("#root")).not.toBeEmpty();
    await expect(page).toHaveTitle(/Prayer Journey/);
    await page.goto("/tutorial");
    await expect(page.getByRole("heading", { name: "Watchmen Prayer Journey Tutorial" })).toBeVisible();

    // The API is the network's or nothing: no HTML page in its place.
    const answer = await page.evaluate(() =>
      fetch("/api/user").then(
        (response) => `answered ${response.headers.get("content-type")}`,
        () => "network error",
      ),
    );
    expect(answer).toBe("network error");
    await expect(page.goto("/api/user")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  } finally {
    await context.setOffline(false);
  }
});

test("a push delivered to the real worker is shown as a notification with its page and action", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(["notifications"], { origin });
  await page.goto("/auth");
  await waitForWorker(page);

  const message: PushMessage = {
    kind: "watch",
    title: "Third Watch begins in 5 minutes",
    body: "12:00 AM – 3:00 AM",
    tag: "e2e-watch-3",
    url: "/prayer-room/3",
    watchNumber: 3,
    sound: true,
    vibration: false,
  };
  await deliverPush(page, origin, JSON.stringify(message), message.tag);

  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications({ tag: "e2e-watch-3" })).map((shown) => ({
          title: shown.title,
          body: shown.body,
          data: shown.data as unknown,
          silent: shown.silent,
          actions: (shown as Notification & { actions?: { action: string; title: string }[] }).actions?.map(
            (action) => ({ action: action.action, title: action.title }),
          ),
        }));
      }),
    )
    .toEqual([
      {
        title: "Third Watch begins in 5 minutes",
        body: "12:00 AM – 3:00 AM",
        data: { url: "/prayer-room/3", watchNumber: 3 },
        silent: false,
        actions: [{ action: "start-praying", title: "Start praying" }],
      },
    ]);
});

test("a new version waits until the page's Reload, which switches to it", async ({ page }) => {
  await page.goto("/auth");
  await waitForWorker(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBeNull();
  await expect(page.getByText("A new version is available")).toBeHidden();

  // A deploy: the built worker with other bytes (the browser fetches worker scripts itself, past any
  // Playwright route), put back afterwards. The code is the same, so a concurrent run is not affected.
  const original = readFileSync(BUILT_WORKER, "utf8");
  // The server sends the build's brotli or gzip copy when there is one (decision 041): those change too.
  const copies = [
    { file: `${BUILT_WORKER}.br`, compress: (text: string) => brotliCompressSync(text) },
    { file: `${BUILT_WORKER}.gz`, compress: (text: string) => gzipSync(text) },
  ]
    .filter(({ file }) => existsSync(file))
    .map((copy) => ({ ...copy, original: readFileSync(copy.file) }));
  const next = `${original}\n// e2e: a new version\n`;
  writeFileSync(BUILT_WORKER, next);
  for (const { file, compress } of copies) writeFileSync(file, compress(next));
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const prompt = page.getByRole("status").filter({ hasText: "A new version is available" });
    await expect(prompt).toBeVisible();
    // It waits: the old worker still controls the page.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting?.state)).toBe("installed");

    await Promise.all([page.waitForEvent("load"), prompt.getByRole("button", { name: "Reload" }).click()]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBeNull();
    await expect(page.getByText("A new version is available")).toBeHidden();
  } finally {
    writeFileSync(BUILT_WORKER, original);
    for (const copy of copies) writeFileSync(copy.file, copy.original);
  }
});
