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
  close: () => Promise<void>;
};

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
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
