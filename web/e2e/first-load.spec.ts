import { expect, test } from "@playwright/test";
import { PASSWORD, uniqueUsername } from "./support";

/**
 * The first load over the real build (issue 19 §1, decision 041): text files go out precompressed and hashed
 * assets are cached for good, and each signed-out page downloads only its own code.
 */

test("the built scripts, styles and page go out as brotli, hashed assets immutable, the page always checked", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script" || sent.resourceType() === "stylesheet") scripts.push(sent.url());
  });
  await page.goto("/landing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The prerendered page shows before any script is fetched (decision 049): wait for the app to take over.
  await expect(page.locator("[data-prerendered]")).toHaveCount(0, { timeout: 15_000 });
  const assets = scripts.filter((url) => new URL(url).pathname.startsWith("/assets/"));
  expect(assets.length).toBeGreaterThan(2);

  const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
  for (const url of assets) {
    const response = await request.get(url, { headers });
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    expect(response.headers().vary, url).toMatch(/accept-encoding/i);
    // Every file above 1 KB has a brotli copy (vite.config.ts, precompress); smaller ones go as they are.
    const encoding = response.headers()["content-encoding"];
    if (encoding === undefined) expect(Number(response.headers()["content-length"]), url).toBeLessThan(1024);
    else expect(encoding, url).toBe("br");
  }
  const mainUrl = assets.find((url) => /\/index-[\w-]+\.js$/.test(url))!;
  const main = await request.get(mainUrl, { headers });
  expect(main.headers()["content-encoding"]).toBe("br");
  for (const path of ["/landing", "/sw.js", "/manifest.webmanifest"]) {
    const response = await request.get(path, { headers });
    expect(response.headers()["cache-control"], path).toBe("no-cache");
    expect(response.headers()["content-encoding"], path).toBe("br");
  }
  const gzip = await request.get(mainUrl, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
});

test.describe("each page loads only what it shows", () => {
  // The service worker precaches every file of the build in the background; only the page's own requests count.
  test.use({ serviceWorkers: "block" });

  test("/landing and /auth download neither the home page nor the Bible, profile or prayer room code", async ({
    page,
  }) => {
    for (const path of ["/landing", "/auth"]) {
      const scripts: string[] = [];
      const listener = (sent: { resourceType: () => string; url: () => string }) => {
        if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
      };
      page.on("request", listener);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // The route's chunks come right after the heading's; give late imports a moment.
      await page.waitForTimeout(1_500);
      page.off("request", listener);
      const names = scripts.map((script) => script.split("/").pop()!);
      expect(names.length, path).toBeGreaterThan(0);
      for (const name of names) {
        expect(name, `${path} loaded ${name}`).not.toMatch(
          /^(home|bible|bible-screen|profile|prayer-room|daily-word|live-updates|journal-analytics-dialog)-/,
        );
      }
    }
  });
});

test.describe("the signed-in home loads only its first tab (decision 052)", () => {
  test.use({ serviceWorkers: "block" });

  test("the Watches tab downloads no other tab's code, the landing page or the prayer session; a tab's code comes when it is opened", async ({
    page,
  }) => {
    const registered = await page.request.post("/api/register", {
      data: { username: uniqueUsername("first"), password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    const scripts: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname.split("/").pop()!);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole("heading", { name: /The Eight Prayer Watches/ })).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(scripts.some((name) => name.startsWith("home-"))).toBe(true);
    for (const name of scripts) {
      expect(name, `the home loaded ${name}`).not.toMatch(
        /^(landing|bible-screen|daily-word-screen|profile|prayer-journal|home-groups-tab|alerts-panel|prayer-session-screen|journal-analytics-dialog|group-alerts)-/,
      );
    }
    // Opening a tab loads its code, and shows it.
    await page.goto("/?tab=bible");
    await expect(page.getByRole("heading", { name: "Bible", level: 2 })).toBeVisible();
    expect(scripts.some((name) => name.startsWith("bible-screen-"))).toBe(true);
  });
});

test.describe("a visitor's pages log no error (Lighthouse best practices, decision 049)", () => {
  test("/landing and /auth ask GET /api/session (200), never the 401 of GET /api/user, and log nothing red", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const answers: { path: string; status: number }[] = [];
    page.on("response", (answer) => {
      const path = new URL(answer.url()).pathname;
      if (path.startsWith("/api/")) answers.push({ path, status: answer.status() });
    });
    for (const path of ["/landing", "/auth"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    expect(answers.filter((answer) => answer.path === "/api/session").length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
    expect(answers.map((answer) => answer.path)).not.toContain("/api/user");
    expect(problems).toEqual([]);
  });

  test("a session from before still signs in silently: / opens the home page, not the landing page", async ({
    page,
    request,
  }) => {
    const username = `first${Date.now().toString(36)}`;
    const registered = await request.post("/api/register", { data: { username, password: "mustard-seed-1" } });
    expect(registered.status()).toBe(201);
    // The request context's session cookie, handed to the browser as a returning visitor's.
    const cookies = (await request.storageState()).cookies;
    expect(cookies.some((cookie) => cookie.name === "pj_session")).toBe(true);
    await page.context().addCookies(cookies);
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(username).first()).toBeVisible();
    await page.goto("/landing");
    // A signed-in user on the landing page is sent home (RequireSignedOut).
    await expect(page).not.toHaveURL(/\/landing$/);
  });
});

test.describe("/landing and /auth are prerendered at build (decision 049)", () => {
  test.use({ serviceWorkers: "block" });

  test("the server sends their text in the page, the stylesheet inline and the app's script started after the first paint", async ({
    request,
  }) => {
    for (const [path, heading, title] of [
      [
        "/landing",
        "Pray through the eight watches of the day and night",
        "Prayer Journey · Pray through the eight watches",
      ],
      ["/auth", "Stand watch in prayer, <span", "Sign In · Prayer Journey"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("no-cache");
      const html = await response.text();
      expect(html, path).toContain(`data-prerendered="${path.slice(1)}"`);
      expect(html, path).toContain(heading);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).not.toContain("Loading Prayer Journey...");
      // Nothing but the page itself before the first paint: no stylesheet to fetch, no module script in the head.
      // The stylesheet's link is there, disabled, for the lazy chunks' loader to see (decision 054).
      expect(html, path).toMatch(/<style>[^<]*@font-face/);
      expect(html, path).toMatch(/<link rel="stylesheet" href="\/assets\/index-[\w-]+\.css" disabled>/);
      expect(html, path).not.toMatch(
        /<link rel="stylesheet"(?![^>]*disabled)|<script type="module"|rel="modulepreload"/,
      );
      expect(html, path).toMatch(/<script src="\/appearance-boot\.js" data-app-entry="\/assets\/index-[\w-]+\.js"/);
    }
    // Any other page, and the sign-in page opened on its Create Account tab, is the app's page with its loading screen.
    for (const path of ["/", "/tutorial", "/auth?tab=create-account"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain("data-prerendered");
      expect(html, path).toContain("Loading Prayer Journey...");
      expect(html, path).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    }
  });

  test("without scripts the prerendered pages show their text; with them the app takes over in place", async ({
    browser,
    page,
  }) => {
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScripts.newPage();
    await still.goto("/landing");
    await expect(still.getByRole("heading", { level: 1, name: "Pray through the eight watches" })).toBeVisible();
    await still.goto("/auth");
    await expect(still.getByRole("heading", { level: 1, name: /Stand watch in prayer/ })).toBeVisible();
    await expect(still.getByRole("textbox", { name: "Username" })).toBeVisible();
    await noScripts.close();

    await page.goto("/landing");
    await expect(page.locator("[data-prerendered]")).toHaveCount(0);
    await expect(page.locator("#root")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // The app's own page: its buttons work.
    await page.getByRole("button", { name: "Begin Your Prayer Journey" }).click();
    await expect(page.getByRole("region", { name: "Sign in or create an account" })).toBeVisible();
  });

  /** Holds the app's script back until `release()`: the visitor acts on the prerendered page meanwhile. */
  async function holdTheApp(page: import("@playwright/test").Page) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  test("what is typed and sent before the app takes over is kept and sent by the app, never as a GET", async ({
    page,
    request,
  }) => {
    const username = `early${Date.now().toString(36)}`;
    expect((await request.post("/api/register", { data: { username, password: "mustard-seed-1" } })).status()).toBe(
      201,
    );
    const release = await holdTheApp(page);
    await page.goto("/auth");
    await expect(page.locator('[data-prerendered="auth"]')).toBeVisible();
    await page.getByRole("textbox", { name: "Username" }).fill(username);
    await page.getByLabel("Password").fill("mustard-seed-1");
    await page.getByLabel("Password").press("Enter");
    // The prerendered form never sends itself (a GET would put the password in the address).
    expect(new URL(page.url()).search).toBe("");
    await expect(page.locator('[data-prerendered="auth"]')).toBeVisible();
    release();
    // The app takes over with what was typed, and sends its own form: signed in, at home.
    await expect(page.locator("[data-prerendered]")).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(username).first()).toBeVisible();
  });

  test("a button pressed before the app takes over is pressed again by the app", async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto("/landing");
    await page.getByRole("button", { name: "Begin Your Prayer Journey" }).click();
    await expect(page.getByRole("region", { name: "Sign in or create an account" })).toHaveCount(0);
    release();
    await expect(page.getByRole("region", { name: "Sign in or create an account" })).toBeVisible();

    // The sign-in page's Create Account tab, chosen early, is the tab shown.
    const releaseAuth = await holdTheApp(page);
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Create Account" }).click();
    releaseAuth();
    await expect(page.getByRole("tab", { name: "Create Account" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("[data-prerendered]")).toHaveCount(0);
  });
});

test.describe("the signed-in home is rendered by the server (decision 053)", () => {
  test.use({ serviceWorkers: "block", timezoneId: "America/New_York" });

  test("its text is in the page before any script; the app hydrates it in place without asking who is signed in", async ({
    page,
  }) => {
    const username = uniqueUsername("ssr");
    expect((await page.request.post("/api/register", { data: { username, password: PASSWORD } })).status()).toBe(201);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const asked: string[] = [];
    page.on("request", (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith("/api/") || path.endsWith(".css")) asked.push(path);
    });

    // The app's script held back: what shows is the server's page.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await expect(page.locator('[data-prerendered="home"]')).toBeVisible();
    await expect(page.getByRole("heading", { name: `Welcome, ${username}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: /The Eight Prayer Watches/ })).toBeVisible();
    await expect(page).toHaveTitle("Home · Prayer Journey");
    await expect(page.locator("#pj-boot")).toHaveCount(1);
    // A mark on the server's heading: hydrated in place, the app keeps the server's elements (decision 054).
    await page.locator("h1").evaluate((heading) => heading.setAttribute("data-from-server", ""));
    release();

    // The app takes the page over in place, started from the answers in the page.
    await expect(page.locator("[data-prerendered]")).toHaveCount(0);
    await expect(page.locator("#pj-boot")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: `Welcome, ${username}` })).toBeVisible();
    await expect(page.locator("h1[data-from-server]")).toHaveCount(1);
    const introduction = page.getByRole("button", { name: "Read introduction" });
    await introduction.click();
    await expect(page.getByRole("button", { name: "Hide introduction" })).toHaveAttribute("aria-expanded", "true");
    await page.waitForLoadState("networkidle");
    expect(asked).not.toContain("/api/session");
    expect(asked).not.toContain("/api/user");
    // The stylesheet is in the page: the home's code, loaded as the app takes over, never asks for it again
    // (decision 054).
    expect(asked.filter((path) => path.endsWith(".css"))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the server draws the watches in the zone this browser reported, as the app does", async ({ page }) => {
    const username = uniqueUsername("zone");
    expect((await page.request.post("/api/register", { data: { username, password: PASSWORD } })).status()).toBe(201);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    // The first visit: the server does not know this browser's zone yet and draws in its own; the app hydrates
    // that page as drawn, without an error, then shows this device's zone (decision 054).
    await page.goto("/");
    await expect(page.locator("[data-prerendered]")).toHaveCount(0);
    await expect(page.getByTestId("header-time-zone")).toHaveText("Device time zone: America/New_York");
    expect(problems).toEqual([]);
    const shown = (await page.locator("#current-watch-heading").textContent())?.trim();
    expect(shown).toMatch(/Watch$/);
    // The app told the server this browser's zone (not the server's: this browser is in New York).
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "pj_tz")?.value).toBe(encodeURIComponent("America/New_York"));
    const html = await (await page.request.get("/")).text();
    expect(html).toContain('data-prerendered="home"');
    expect(/id="current-watch-heading"[^>]*>([^<]*)</.exec(html)?.[1]).toBe(shown);
  });

  test("a visitor, and a session that ended, get the app's page", async ({ page }) => {
    const username = uniqueUsername("ended");
    expect((await page.request.post("/api/register", { data: { username, password: PASSWORD } })).status()).toBe(201);
    expect(await (await page.request.get("/")).text()).toContain('data-prerendered="home"');
    expect((await page.request.post("/api/logout")).status()).toBeLessThan(300);
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("data-prerendered");
    expect(html).toContain("Loading Prayer Journey...");
  });
});
