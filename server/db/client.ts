import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolMax: number }
  | { kind: "pglite"; dataDir: string }
  /** In-memory PGlite, for tests. */
  | { kind: "pglite-memory" };

export type DatabaseHandle = {
  db: Database;
  kind: "postgres" | "pglite";
  /** Runs raw SQL; used by health checks and tests. */
  execute: (sql: string) => Promise<void>;
  /** Runs fn while holding a PostgreSQL advisory lock on one connection (PGlite has one connection anyway). */
  withAdvisoryLock: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  /**
   * Tells every other server process on this database (PostgreSQL NOTIFY) that something changed;
   * a no-op on PGlite, which only this process can open. Asynchronously committed: it is a hint.
   */
  notify: (channel: string, payload: string) => Promise<void>;
  /**
   * Hears other processes' notifications on one dedicated connection. `onReset` is called whenever
   * notifications may have been missed (the connection dropped, or came back), so caches start over;
   * `listening()` says whether notifications are arriving now. Returns a stop function.
   */
  listen: (channel: string, handlers: ChangeListener) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type ChangeListener = {
  onMessage: (payload: string) => void;
  onReset: () => void;
  onListening: (listening: boolean) => void;
};

const LISTEN_RETRY_MS = 1_000;

/** A LISTEN connection that reconnects after a second whenever it drops. */
async function listenOnPostgres(url: string, channel: string, handlers: ChangeListener) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const identifier = `"${channel.replaceAll('"', '""')}"`;

  const lost = () => {
    handlers.onListening(false);
    handlers.onReset();
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = null;
    if (!stopped && !retry) retry = setTimeout(connect, LISTEN_RETRY_MS);
  };

  async function connect() {
    retry = null;
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on("error", lost);
    next.on("end", () => {
      if (client === next) lost();
    });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${identifier}`);
      // Whatever changed while we were not listening is unknown: start over.
      handlers.onReset();
      handlers.onListening(true);
    } catch {
      if (client === next) lost();
    }
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    handlers.onListening(false);
    current?.removeAllListeners();
    await current?.end().catch(() => {});
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      execute: async (sql) => {
        await pool.query(sql);
      },
      withAdvisoryLock: async (key, fn) => {
        const connection = await pool.connect();
        try {
          await connection.query("SELECT pg_advisory_lock($1)", [key]);
          try {
            return await fn();
          } finally {
            await connection.query("SELECT pg_advisory_unlock($1)", [key]);
          }
        } finally {
          connection.release();
        }
      },
      notify: async (channel, payload) => {
        await pool.query("SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)", [channel, payload]);
      },
      listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (target.kind === "pglite") {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    execute: async (sql) => {
      await client.exec(sql);
    },
    withAdvisoryLock: (_key, fn) => fn(),
    notify: async () => {},
    listen: async (_channel, handlers) => {
      handlers.onListening(true);
      return async () => handlers.onListening(false);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
