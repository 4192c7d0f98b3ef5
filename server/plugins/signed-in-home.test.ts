import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../testing/test-app";

/**
 * The signed-in home rendered on the server (decision 053), with a client build in miniature: the app's page,
 * the build's template with its three markers, and a render module that draws what it is given. The real
 * module (web/src/render-home.tsx) is exercised by the end-to-end tests on the real build.
 */
const APP_PAGE = "<!doctype html><title>Prayer Journey</title><div id=root>Loading Prayer Journey...</div>";
const TEMPLATE =
  '<!doctype html><title><!--ssr-title--></title><div id="root" data-prerendered="home"><!--ssr-html--></div><!--ssr-boot--></body>';
const RENDER_MODULE = `
export const BOOT_PATHS = ["/api/session", "/api/watch-settings", "/api/preferences"];
export const BOOT_ELEMENT_ID = "pj-boot";
export const BOOT_NOW = "renderedAt";
export const BOOT_ZONE = "renderedInZone";
export const BOOT_REMINDER_PROMPT = "renderedReminderPrompt";
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => "&#" + c.charCodeAt(0) + ";");
export async function renderSignedInHome({ url, answers, deviceTimeZone, now, reminderPrompt }) {
  const user = answers["/api/session"]?.user;
  if (!user) return null;
  if (user.firstName === "Explode") throw new Error("the render failed");
  const zone = answers["/api/watch-settings"]?.homeTimeZone ?? deviceTimeZone;
  return {
    title: "Home &middot; Prayer Journey",
    html: "<h1>Welcome, " + escape(user.firstName ?? user.username) + "</h1><p id=zone>" + escape(zone) + "</p><p id=url>" + escape(url) + "</p><p id=now>" + now + "</p>" + (reminderPrompt ? "<p id=reminders>Prayer Reminders</p>" : ""),
  };
}
`;

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "signed-in-home-"));
  mkdirSync(join(dir, ".ssr"));
  writeFileSync(join(dir, "index.html"), APP_PAGE);
  writeFileSync(join(dir, "signed-in.html"), TEMPLATE);
  writeFileSync(join(dir, ".ssr", "render-home.mjs"), RENDER_MODULE);
  t = await buildTestApp({ WEB_DIST_DIR: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const home = (cookie?: string, url = "/", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

/** The answers the page carries for the app. */
function bootAnswers(body: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="pj-boot">([\s\S]*?)<\/script>/.exec(body)?.[1];
  if (json === undefined) throw new Error("the page carries no answers");
  return JSON.parse(json);
}

describe("GET / for a signed-in user", () => {
  it("sends the home rendered from the user's own answers, with those answers in the page, never cached", async () => {
    const { cookie, user } = await registerUser(t.app);
    await requestAs(t.app, "PUT", "/api/watch-settings", cookie, { homeTimeZone: "Asia/Tokyo" });
    const response = await home(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.body).toContain("<title>Home &middot; Prayer Journey</title>");
    expect(response.body).toContain(`<h1>Welcome, ${user.username}</h1>`);
    expect(response.body).toContain("<p id=zone>Asia/Tokyo</p>");
    const answers = bootAnswers(response.body);
    expect(answers["/api/session"]).toEqual({ user });
    expect(answers["/api/watch-settings"]).toMatchObject({ homeTimeZone: "Asia/Tokyo" });
    expect(answers).toHaveProperty("/api/preferences");
    // None of the markers is left for the browser.
    expect(response.body).not.toContain("<!--ssr-");
  });

  it("draws the watches in the zone the browser reported, and ignores a zone that does not exist", async () => {
    const { cookie } = await registerUser(t.app);
    const reported = await home(`${cookie}; pj_tz=America/New_York`);
    expect(reported.body).toContain("<p id=zone>America/New_York</p>");
    const invented = await home(`${cookie}; pj_tz=Mars/Olympus_Mons`);
    const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(invented.body).toContain(`<p id=zone>${serverZone}</p>`);
    // The zone drawn in goes in the page with the instant drawn at: the app hydrates the page in the same zone,
    // at the same instant (decision 054).
    expect(bootAnswers(reported.body).renderedInZone).toBe("America/New_York");
    expect(bootAnswers(invented.body).renderedInZone).toBe(serverZone);
    const before = Date.now();
    const answers = bootAnswers((await home(cookie)).body);
    expect(answers.renderedAt).toBeGreaterThanOrEqual(before);
    expect(answers.renderedAt).toBeLessThanOrEqual(Date.now());
  });

  it("draws the Prayer Reminders card unless this device said it does not show it", async () => {
    const { cookie } = await registerUser(t.app);
    for (const [cookies, shown] of [
      [cookie, true],
      [`${cookie}; pj_rp=1`, true],
      [`${cookie}; pj_rp=0`, false],
    ] as const) {
      const body = (await home(cookies)).body;
      expect(body.includes("<p id=reminders>"), cookies).toBe(shown);
      expect(bootAnswers(body).renderedReminderPrompt, cookies).toBe(shown);
    }
  });

  it("keeps what the user typed from ending the answers' script or the page's markup", async () => {
    const { cookie } = await registerUser(t.app);
    const name = "</script><script>alert(1)</script>";
    expect((await requestAs(t.app, "PATCH", "/api/user", cookie, { firstName: name })).statusCode).toBe(200);
    const response = await home(cookie);
    expect(response.body).not.toContain("<script>alert(1)");
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect((bootAnswers(response.body)["/api/session"] as { user: { firstName: string } }).user.firstName).toBe(name);
  });

  it("is sent compressed when the browser accepts it", async () => {
    const { cookie, user } = await registerUser(t.app);
    const response = await home(cookie, "/", { "accept-encoding": "gzip, deflate, br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(`Welcome, ${user.username}`);
  });

  it("renders only the home's first screen: any other view of `/` is the app's page", async () => {
    const { cookie, user } = await registerUser(t.app);
    expect((await home(cookie, "/?tab=watches")).body).toContain(`Welcome, ${user.username}`);
    for (const url of ["/?tab=journal", "/?tab=watches&watch=3", "/?session=1"]) {
      expect((await home(cookie, url)).body, url).toBe(APP_PAGE);
    }
  });
});

describe("GET / otherwise", () => {
  it("sends a visitor, a forged session and an ended one the app's page, and tells the browser to drop the cookie", async () => {
    expect((await home()).body).toBe(APP_PAGE);
    const forged = await home("pj_session=not-a-session");
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toBe(APP_PAGE);
    expect(String(forged.headers["set-cookie"])).toMatch(/^pj_session=;/);

    const { cookie } = await registerUser(t.app);
    expect((await requestAs(t.app, "POST", "/api/logout", cookie)).statusCode).toBeLessThan(300);
    expect((await home(cookie)).body).toBe(APP_PAGE);
  });

  it("sends the app's page when the render fails", async () => {
    const { cookie } = await registerUser(t.app);
    await requestAs(t.app, "PATCH", "/api/user", cookie, { firstName: "Explode" });
    const response = await home(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_PAGE);
  });

  it("never sends the render module or the template", async () => {
    for (const url of ["/.ssr/render-home.mjs", "/signed-in.html"]) {
      const response = await t.app.inject({ url });
      expect(response.body, url).not.toContain("renderSignedInHome");
      expect(response.body, url).not.toContain("<!--ssr-html-->");
    }
  });
});
