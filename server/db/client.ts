import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePostgres, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** connectTimeoutMs: how long a query waits for a connection before the database counts as unavailable. */
  | { kind: "postgres"; url: string; poolMax: number; connectTimeoutMs?: number }
  | { kind: "pglite"; dataDir: string }
  /** In-memory PGlite, for tests; `from` is a data folder dumped before (`dumpDataDir`), copied in at start. */
  | { kind: "pglite-memory"; from?: Blob };

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
  /** Opens every connection the pool may use and runs a query on each, so first requests do not wait. */
  warmUp: () => Promise<void>;
  close: () => Promise<void>;
};

export type ChangeListener = {
  onMessage: (payload: string) => void;
  onReset: () => void;
  onListening: (listening: boolean) => void;
};

const LISTEN_RETRY_MS = 1_000;

/** A LISTEN connection that reconnects after a second whenever it drops. */
async function listenOnPostgres(url: string, connectTimeoutMs: number, channel: string, handlers: ChangeListener) {
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
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
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

/**
 * drizzle-orm 0.45's `transaction` on a pool sends BEGIN before its try/finally, so a BEGIN that fails
 * (PostgreSQL restarted, the connection cut) never gives the connection back: the pool shrinks for
 * good and `pool.end()` waits forever. It also returns a connection whose ROLLBACK failed to the pool.
 * This is the same transaction with both fixed: the connection always goes back, and one that failed
 * BEGIN or ROLLBACK goes back as broken, so the pool closes it and opens a new one.
 */
function releaseConnectionsOfFailedTransactions(db: Database, pool: pg.Pool) {
  type Session = {
    dialect: ConstructorParameters<typeof NodePgTransaction>[0];
    schema: ConstructorParameters<typeof NodePgTransaction>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
    transaction: Database["transaction"];
  };
  const session = (db as unknown as { session: Session }).session;
  session.transaction = async (transaction, config) => {
    const client = await pool.connect();
    const inner = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = new NodePgTransaction(session.dialect, inner, session.schema);
    let broken: Error | undefined;
    try {
      try {
        const configSql = (tx as unknown as { getTransactionConfigSQL: (c: typeof config) => SQL })
          .getTransactionConfigSQL;
        await tx.execute(sql`begin${config ? sql` ${configSql.call(tx, config)}` : undefined}`);
      } catch (error) {
        broken = error as Error;
        throw error;
      }
      try {
        const result = await transaction(tx as never);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackError: unknown) => {
          broken = rollbackError as Error;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const connectTimeout = target.connectTimeoutMs ?? 5_000;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolMax,
      // Without it a request waits forever for a connection while PostgreSQL is down (decision 020).
      connectionTimeoutMillis: connectTimeout,
      keepAlive: true,
      // Connections opened by the warm-up stay open instead of closing after 10 idle seconds.
      min: target.poolMax,
    });
    // An idle client losing its connection must not crash the process; nor may a checked-out one (pg-pool
    // removes its own error listener while a client is lent out, e.g. mid-transaction): the query it is
    // running fails on its own, and the error handler answers 503.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    releaseConnectionsOfFailedTransactions(db, pool);
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
      listen: (channel, handlers) => listenOnPostgres(target.url, connectTimeout, channel, handlers),
      warmUp: async () => {
        const connections = await Promise.all(Array.from({ length: target.poolMax }, () => pool.connect()));
        try {
          await Promise.all(connections.map((connection) => connection.query("SELECT 1")));
        } finally {
          for (const connection of connections) connection.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let releaseLock = () => {};
  if (target.kind === "pglite") {
    mkdirSync(target.dataDir, { recursive: true });
    // PGlite does not stop a second process from opening the same folder; this lock does (decision 020).
    releaseLock = lockDataDir(target.dataDir);
    try {
      client = await PGlite.create(target.dataDir);
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create(target.from ? { loadDataDir: target.from } : {});
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
    warmUp: async () => {
      await client.query("SELECT 1");
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}
