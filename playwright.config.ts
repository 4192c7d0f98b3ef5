import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  // Fail loudly: end-to-end tests are part of `npm test` and must never be skipped silently.
  throw new Error(`Chromium was not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/prayer-journey-e2e-${process.pid}`;
/** The SMTP server web/e2e/password-reset.spec.ts starts inside the test process; the app sends its mail there. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);

export default defineConfig({
  testDir: "web/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // No service worker unless a spec asks for one (pwa.spec.ts, push-from-server.spec.ts): installing it
    // downloads and caches the whole app shell (165 files, 2.3 MB) in every new browser context, which cost
    // CI's two cores minutes across the run and is tested by those specs (decision 055).
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
  // The built app, exactly as `npm start` serves it, on a throw-away embedded database.
  webServer: {
    command: `rm -rf ${DATA_DIR} && node dist/server/server.js`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_IP_MAX: "1000",
      AUTH_RATE_LIMIT_USERNAME_MAX: "1000",
      SMTP_URL: `smtp://e2e:e2e@127.0.0.1:${SMTP_PORT}`,
      APP_URL: `http://localhost:${PORT}`,
      E2E_SMTP_PORT: String(SMTP_PORT),
    },
  },
});
