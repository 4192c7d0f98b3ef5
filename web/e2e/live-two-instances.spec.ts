import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { failOnConsoleErrors, PASSWORD, uniqueUsername } from "./support";

/**
 * Issue 15: a change made through one server instance appears in a browser connected to another. Two built
 * servers (`dist/server/server.js`, as `npm start` runs it) on one fresh PostgreSQL database; Chromium on
 * the second; a prayer posted through the first. Needs PostgreSQL (TEST_DATABASE_URL, which CI sets).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORTS = [E2E_PORT + 20, E2E_PORT + 21] as const;
const database = `pj_e2e_live_${randomBytes(5).toString("hex")}`;
const servers: ChildProcess[] = [];

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function startServer(port: number, url: string) {
  const child = spawn(process.execPath, ["dist/server/server.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_IP_MAX: "1000",
      AUTH_RATE_LIMIT_USERNAME_MAX: "1000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  servers.push(child);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on ${port} did not become healthy:\n${output}`);
}

test.describe("live updates across two instances", () => {
  test.skip(!adminUrl, "needs PostgreSQL (TEST_DATABASE_URL)");

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    // One after the other: the first applies the migrations.
    for (const port of PORTS) await startServer(port, url.toString());
  });

  test.afterAll(async () => {
    for (const child of servers) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    }
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test("a prayer posted through the first instance appears on the wall open in a browser on the second", async ({
    page,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    const [first, second] = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];

    // Signed in on the second instance (sessions live in the shared database).
    const registered = await page.request.post(`${second}/api/register`, {
      data: { username: uniqueUsername("elijah"), password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    const cookie = (await page.context().cookies(second)).map(({ name, value }) => `${name}=${value}`).join("; ");

    await page.goto(`${second}/prayer-room/3`);
    await expect(page.getByRole("button", { name: /^Prayer Wall\s*\(/ })).toBeVisible();
    await expect(page.getByRole("article", { name: "Posted elsewhere" })).toHaveCount(0);

    // The same account writes through the first instance, as another device of the user would.
    const posted = await fetch(`${first}/api/prayers`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ title: "Posted elsewhere", content: "Watch and pray", watchNumber: 3 }),
    });
    expect(posted.status).toBe(201);

    // No reload: the second instance heard it (PostgreSQL NOTIFY) and told the browser (Server-Sent Events).
    await expect(page.getByRole("article", { name: "Posted elsewhere" })).toBeVisible({ timeout: 10_000 });
    noConsoleErrors();
  });
});
