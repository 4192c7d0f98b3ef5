import { writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

/**
 * One Lighthouse run, in its own process (bench/lighthouse.ts): Debian's Chromium driven by puppeteer-core (the
 * version Lighthouse itself uses), the session cookie, when given, put in the browser's cookie jar as a real
 * signed-in browser holds it, then Lighthouse 12 with its default mobile settings on that page. Lighthouse keeps
 * cookies when it resets storage. (Its CLI can only send a cookie as an extra header, which the browser replaces
 * with its own jar's as soon as the page sets a cookie of its own, as the app does: decision 053.)
 *
 * Usage: lighthouse-child.ts <url> <report.json> <chromium> <flags> [cookie name=value]
 */
const [url, output, chromium, flags, cookie] = process.argv.slice(2);
if (!url || !output || !chromium || flags === undefined) {
  throw new Error("usage: lighthouse-child.ts <url> <report.json> <chromium> <flags> [cookie]");
}

const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: flags.split(" ").filter((flag) => flag && !flag.startsWith("--headless")),
  defaultViewport: null,
});
try {
  const page = await browser.newPage();
  if (cookie) {
    const split = cookie.indexOf("=");
    await browser.setCookie({
      name: cookie.slice(0, split),
      value: cookie.slice(split + 1),
      domain: new URL(url).hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    });
  }
  const result = await lighthouse(
    url,
    { output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] },
    undefined,
    page,
  );
  if (!result) throw new Error(`lighthouse ${url} gave no result`);
  writeFileSync(output, typeof result.report === "string" ? result.report : result.report.join(""));
} finally {
  await browser.close();
}
