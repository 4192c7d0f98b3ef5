import { type ChildProcess, spawn } from "node:child_process";
import { hash as digest, randomBytes } from "node:crypto";
import http from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";

/**
 * What the several-instance rows (bench/jobs.ts, bench/live.ts, bench/push.ts) share: a fresh PostgreSQL
 * database per row, child processes that are always stopped, and the app's server started as deployed.
 */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const START_TIMEOUT_MS = 90_000;

export type Harness = {
  /** A PostgreSQL URL allowed to create and drop databases (BENCH_DATABASE_URL). */
  adminUrl: string;
  /** Node arguments that start the app's server; default: `server/server.ts` through tsx. */
  serverArgs?: string[];
  /** Told of every child process started, so an interrupted run can still stop it. */
  track?: (child: ChildProcess) => void;
  /** Told of every database created, with how to drop it, for the same reason. */
  onCleanup?: (label: string, run: () => Promise<void>) => void;
  log?: (line: string) => void;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes of this machine. */
export const now = () => performance.timeOrigin + performance.now();

export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `fn` on a database created for it (`<prefix>_<random>`), dropped afterwards whatever happens. */
export async function withBenchDatabase<T>(
  harness: Harness,
  prefix: string,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await adminQuery(harness.adminUrl, `CREATE DATABASE "${name}"`);
  const drop = () => adminQuery(harness.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  harness.onCleanup?.(`drop database ${name}`, drop);
  const url = new URL(harness.adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await drop().catch((error: unknown) => harness.log?.(`bench: could not drop ${name}: ${String(error)}`));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = http.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export type Child = { process: ChildProcess; tail: () => string; exited: Promise<void> };

/** Starts `node <args>` in the checkout, keeping its last lines of output for error messages. */
export function startChild(harness: Harness, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  harness.track?.(child);
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim() === "") continue;
      lines.push(line);
      if (lines.length > 30) lines.shift();
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((r) => {
    child.once("close", () => r());
    child.once("error", (error) => {
      lines.push(`spawn error: ${error.message}`);
      r();
    });
  });
  return { process: child, tail: () => lines.join("\n"), exited };
}

/** SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child: Child, graceMs = 12_000): Promise<void> {
  const { process: p } = child;
  if (p.exitCode !== null || p.signalCode !== null) return;
  p.kill("SIGTERM");
  await Promise.race([child.exited, sleep(graceMs)]);
  if (p.exitCode === null && p.signalCode === null) {
    p.kill("SIGKILL");
    await Promise.race([child.exited, sleep(5_000)]);
  }
}

/** The environment of one app instance: nothing inherited but PATH, as bench/run.ts does for its servers. */
export function instanceEnv(databaseUrl: string, port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: "",
    JOBS_RUN: "false",
    COOKIE_SECURE: "false",
    SMTP_URL: "",
    AUTH_RATE_LIMIT_IP_MAX: "100000",
    AUTH_RATE_LIMIT_USERNAME_MAX: "100000",
    ...extra,
  };
}

/** One app server on the database, ready when `GET /api/health` answers 200. */
export async function startInstance(
  harness: Harness,
  name: string,
  databaseUrl: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<{ child: Child; port: number }> {
  const port = await freePort();
  const args = harness.serverArgs ?? ["--import", "tsx", join(ROOT, "server/server.ts")];
  const child = startChild(harness, args, instanceEnv(databaseUrl, port, extra));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${name} exited before it was ready. Its last output:\n${child.tail()}`);
    }
    const ok = await request(port, "GET", "/api/health").then(
      ({ status }) => status === 200,
      () => false,
    );
    if (ok) return { child, port };
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${name} was not ready within ${START_TIMEOUT_MS / 1000} s. Its last output:\n${child.tail()}`);
    }
    await sleep(250);
  }
}

/**
 * `count` users with a session each, inserted with SQL on a migrated database (the bench is not about
 * signing up): their ids and `pj_session` cookies, in id order. The password hash is not a hash: nobody
 * signs in with a password.
 */
export async function insertSignedInUsers(
  client: pg.Client,
  count: number,
  prefix: string,
): Promise<Array<{ id: number; cookie: string }>> {
  const tag = randomBytes(3).toString("hex");
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO users (username, password_hash)
     SELECT $2::text || '_' || $3::text || '_' || n, 'not-a-password-hash' FROM generate_series(1, $1::int) AS n
     RETURNING id`,
    [count, prefix, tag],
  );
  const users = rows.map(({ id }) => ({ id, token: randomBytes(32).toString("base64url") }));
  for (let start = 0; start < users.length; start += 2_000) {
    const slice = users.slice(start, start + 2_000);
    await client.query(
      `INSERT INTO sessions (id, user_id, expires_at)
       SELECT id, user_id, now() + interval '1 day' FROM unnest($1::text[], $2::int[]) AS s(id, user_id)`,
      [slice.map((user) => digest("sha256", user.token, "hex")), slice.map((user) => user.id)],
    );
  }
  return users.map(({ id, token }) => ({ id, cookie: `pj_session=${token}` }));
}

export function request(
  port: number,
  method: string,
  path: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolveResponse, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolveResponse({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}

/** True when the module at `moduleUrl` is the script node was asked to run (`npx tsx bench/jobs.ts`). */
export function isEntryPoint(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && pathToFileURL(resolve(entry)).href === moduleUrl;
}

/** Runs a row on its own from the command line: prints its result as JSON, or the error, and exits. */
export function runAlone<T>(name: string, run: (harness: Harness) => Promise<T>): void {
  const children = new Set<ChildProcess>();
  const harness: Harness = {
    adminUrl: process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL,
    track: (child) => children.add(child),
    log: (line) => console.log(line),
  };
  process.once("exit", () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));
  run(harness).then(
    (result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(`bench ${name} failed:`, error);
      process.exit(1);
    },
  );
}
