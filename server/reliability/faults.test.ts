import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { recordFigures } from "./figures";
import { type Client, runLoad, signUpClients, verifyWrites } from "./load-clients";

/**
 * Faults: (a) a PostgreSQL server restarted in the middle of a load — a throw-away cluster this test
 * makes with initdb on a free port, never the machine's shared server; (b) `kill -9` on the real server
 * process running on PGlite while it writes, then a restart on the same folder. In both, nothing the
 * server acknowledged is lost and the server recovers by itself.
 */

const cleanups: { name: string; run: () => Promise<void> | void }[] = [];
const cleanUp = (name: string, run: () => Promise<void> | void) => cleanups.push({ name, run });
afterAll(async () => {
  // Each step has its own time limit, so a step that hangs is named instead of timing the hook out.
  const failures: string[] = [];
  for (const { name, run } of cleanups.reverse()) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        run(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("did not finish within 20 s")), 20_000);
        }),
      ]);
    } catch (error) {
      failures.push(`${name}: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }
  expect(failures, "every clean-up step finished").toEqual([]);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest installed PostgreSQL's bin folder, or null (the test is then skipped). */
function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

/** initdb and postgres refuse to run as root: as root, they run as the postgres user. */
const runningAsRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool without blocking this process (the app under test runs in it). */
async function pgTool(bin: string, tool: string, args: string[]) {
  const command = runningAsRoot ? "runuser" : join(bin, tool);
  const fullArgs = runningAsRoot ? ["-u", "postgres", "--", join(bin, tool), ...args] : args;
  await promisify(execFile)(command, fullArgs, { timeout: 60_000 });
}

/** A throw-away PostgreSQL cluster in a temp folder on a free port. */
async function startThrowawayCluster(bin: string) {
  const folder = mkdtempSync(join(tmpdir(), "pj-pg-"));
  const data = join(folder, "data");
  mkdirSync(data);
  if (runningAsRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(folder, uid, gid);
    chownSync(data, uid, gid);
  }
  const port = await freePort();
  await pgTool(bin, "initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) =>
    pgTool(bin, "pg_ctl", ["-D", data, "-l", join(folder, "log"), "-o", options, ...args]);
  await pgCtl("start", "-w", "-t", "60");
  cleanUp("stop the throw-away cluster", async () => {
    try {
      await pgCtl("stop", "-m", "immediate", "-w");
    } catch {}
    rmSync(folder, { recursive: true, force: true });
  });
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, pgCtl };
}

const bin = postgresBin();

describe.skipIf(!bin)("fault: PostgreSQL restarted in the middle of a load (a throw-away cluster)", () => {
  /** What a request may get while PostgreSQL is down: 503 with Retry-After (issue 14, defect 12). */
  const OUTAGE_ANSWERS = ["503"];

  it("loses nothing acknowledged, answers the outage with 503, recovers without a restart of the app", async () => {
    const cluster = await startThrowawayCluster(bin!);
    const database = await openDatabase({ kind: "postgres", url: cluster.url, poolMax: 10 });
    await runMigrations(database);
    const config = loadConfig({
      NODE_ENV: "test",
      WEB_DIST_DIR: "",
      DATABASE_URL: cluster.url,
      AUTH_RATE_LIMIT_IP_MAX: "1000",
    });
    const app = await buildApp({ config, database });
    cleanUp("close the app and its pool", async () => {
      await app.close();
      await database.close();
    });
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    const clients = await signUpClients(address, 10, "restart_");

    let restart: Promise<void> | null = null;
    let outageMs = 0;
    const probes: {
      write?: { status: number; retryAfter: string | null; body: unknown };
      health?: { status: number; body: unknown };
    } = {};
    let acknowledgedBeforeRestart = 0;
    let acknowledgedTotal = 0;
    const result = await runLoad({
      baseUrl: address,
      clients,
      writesPerClient: 40,
      pauseMs: 40,
      sessionRetries: 30,
      onAcknowledged: (count) => {
        acknowledgedTotal = count;
        if (count !== 100) return;
        acknowledgedBeforeRestart = count;
        // A restart in two steps (stop -m fast, start), so requests certainly meet the outage.
        restart = (async () => {
          const started = performance.now();
          await cluster.pgCtl("stop", "-m", "fast", "-w", "-t", "60");
          probes.write = await fetch(`${address}/api/prayers`, {
            method: "POST",
            headers: { cookie: clients[0]!.cookie, "content-type": "application/json" },
            body: JSON.stringify({ title: "during the outage", content: "x" }),
          }).then(async (r) => ({ status: r.status, retryAfter: r.headers.get("retry-after"), body: await r.json() }));
          probes.health = await fetch(`${address}/api/health`).then(async (r) => ({
            status: r.status,
            body: await r.json(),
          }));
          await sleep(500);
          await cluster.pgCtl("start", "-w", "-t", "60");
          outageMs = performance.now() - started;
        })();
      },
    });
    expect(restart, "the restart happened during the load").not.toBeNull();
    await restart;

    const verification = await verifyWrites(address, clients, result.writes);
    // No connection is still lent out after the outage: a transaction whose BEGIN met the outage gave its
    // connection back (drizzle alone keeps it, and the app then hangs at shutdown).
    const pool = (database.db as unknown as { $client: { totalCount: number; idleCount: number } }).$client;
    expect(pool.totalCount - pool.idleCount, "connections still lent out after the load").toBe(0);
    // The server came back by itself: a new write is acknowledged without restarting it.
    const after = await runLoad({ baseUrl: address, clients: clients.slice(0, 1), writesPerClient: 2 });

    const failureStatuses = [...new Set(result.failures.map((f) => f.status))];
    recordFigures("postgres-restart", {
      requests: result.requests,
      statuses: result.statuses,
      outageMs: Math.round(outageMs),
      failedDuringOutage: result.failures.length,
      writesVerified: verification.checked,
      missing: verification.missing.length,
      duplicated: verification.duplicated.length,
      retryAfterOnAllFailures: result.failures.every((f) => f.retryAfter !== null),
    });

    expect(acknowledgedBeforeRestart).toBe(100);
    expect(acknowledgedTotal).toBeGreaterThan(100);
    expect(verification.missing).toEqual([]);
    expect(verification.duplicated).toEqual([]);
    expect(after.writes.every((w) => w.acknowledged)).toBe(true);
    expect(failureStatuses.filter((s) => !OUTAGE_ANSWERS.includes(s))).toEqual([]);
    expect(result.failures.filter((f) => f.retryAfter === null)).toEqual([]);
    // While it was down: a write answered 503 with Retry-After and the error shape; health says what is down.
    expect(probes.write).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
    expect(probes.write?.body).toMatchObject({ message: expect.any(String) });
    expect(probes.health).toMatchObject({ status: 503, body: { down: ["database"] } });
  });

  it("a connection held by a transaction when PostgreSQL restarts does not crash the process", async () => {
    const cluster = await startThrowawayCluster(bin!);
    const database = await openDatabase({ kind: "postgres", url: cluster.url, poolMax: 2 });
    cleanUp("close the pool", () => database.close());
    // An error event on a pooled connection that nobody listens to is an uncaught exception: in the
    // real server, the end of the process.
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      let held = () => {};
      const holding = new Promise<void>((resolve) => (held = resolve));
      const transaction = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          held();
          await sleep(1_500);
          await tx.execute(sql`SELECT 1`);
        })
        .catch(() => "failed");
      await holding;
      await cluster.pgCtl("restart", "-m", "fast", "-w", "-t", "60");
      expect(await transaction).toBe("failed");
      await sleep(200);
      expect(uncaught.map((e) => String(e))).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});

/** The real process entry on an embedded database folder, as `npm start` runs it (through tsx). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: "",
      HOST: "127.0.0.1",
      TTS_CACHE_DIR: "",
      AUTH_RATE_LIMIT_IP_MAX: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  cleanUp("stop the server process", async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  });
  return { child, exited, output: () => output };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

describe("fault: kill -9 on the server (PGlite) while it writes", () => {
  it("keeps every acknowledged write after a restart on the same folder", async () => {
    const folder = mkdtempSync(join(tmpdir(), "pj-kill-"));
    cleanUp("remove the data folder", () => rmSync(folder, { recursive: true, force: true }));
    const dataDir = join(folder, "data");
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir };

    const first = startServer(env);
    await waitForHealth(baseUrl, first.child, first.output);
    const clients: Client[] = await signUpClients(baseUrl, 8, "killed_");

    let killedAt = 0;
    const result = await runLoad({
      baseUrl,
      clients,
      writesPerClient: 40,
      onAcknowledged: (count) => {
        if (count !== 120) return;
        killedAt = count;
        first.child.kill("SIGKILL");
      },
    });
    await first.exited;
    expect(first.child.signalCode).toBe("SIGKILL");

    // A new process on the same folder: the dead one's lock (if any) is taken over.
    const second = startServer(env);
    await waitForHealth(baseUrl, second.child, second.output);
    const verification = await verifyWrites(baseUrl, clients, result.writes);
    const after = await runLoad({ baseUrl, clients: clients.slice(0, 1), writesPerClient: 2 });
    recordFigures("pglite-kill", {
      requests: result.requests,
      acknowledgedBeforeKill: killedAt,
      writesVerified: verification.checked,
      missing: verification.missing.length,
      duplicated: verification.duplicated.length,
    });

    expect(killedAt).toBe(120);
    expect(verification.checked).toBeGreaterThanOrEqual(120);
    expect(verification.missing).toEqual([]);
    expect(verification.duplicated).toEqual([]);
    expect(after.writes.every((w) => w.acknowledged)).toBe(true);
  });
});
