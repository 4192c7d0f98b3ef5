import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./testing/test-database";

/** The real process entry, started the way `npm start` starts it (through tsx instead of the bundle). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", WEB_DIST_DIR: "", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error("server exited early");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return response.json();
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function databaseEnv(): Promise<Record<string, string>> {
  if (process.env.TEST_DB_DRIVER === "postgres") {
    const database: TestDatabase = await createTestDatabase();
    cleanups.push(() => database.close());
    return { DATABASE_URL: database.url! };
  }
  const dataDir = join(mkdtempSync(join(tmpdir(), "pj-data-")), "data");
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir };
}

describe("server process", () => {
  it("starts on a new database, keeps data across a graceful restart", async () => {
    const env = await databaseEnv();
    const port = String(await freePort());

    const first = startServer({ ...env, PORT: port });
    await waitForHealth(Number(port), first.child);
    const register = await fetch(`http://127.0.0.1:${port}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "restart_check", password: "mustard-seed-1" }),
    });
    expect(register.status).toBe(201);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("database closed");

    const second = startServer({ ...env, PORT: port });
    await waitForHealth(Number(port), second.child);
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "restart_check", password: "mustard-seed-1" }),
    });
    expect(login.status).toBe(200);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  }, 60_000);

  it.skipIf(process.env.TEST_DB_DRIVER === "postgres")(
    "a second server on the same PGlite folder refuses to start, naming the folder; the first keeps serving",
    async () => {
      const dataDir = join(mkdtempSync(join(tmpdir(), "pj-data-")), "data");
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const firstPort = await freePort();
      const first = startServer({ DATA_DIR: dataDir, PORT: String(firstPort) });
      cleanups.push(() => void first.child.kill("SIGKILL"));
      await waitForHealth(firstPort, first.child);

      const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `The database folder ${dataDir} is already in use by process ${first.child.pid}`,
      );

      expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).status).toBe(200);
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
    },
    60_000,
  );

  it("refuses to start with a clear message when the environment is wrong", async () => {
    const run = startServer({ PORT: "not-a-port", DATABASE_URL: "mysql://nope" });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain("Invalid environment configuration");
    expect(run.output()).toContain("PORT");
    expect(run.output()).toContain("DATABASE_URL");
  }, 30_000);
});
