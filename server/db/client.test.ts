import { sql } from "drizzle-orm";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-database";

const onPostgres = process.env.TEST_DB_DRIVER === "postgres";

describe.skipIf(!onPostgres)("transactions on a PostgreSQL pool", () => {
  it("give the connection back when BEGIN fails on a cut connection, so the pool neither shrinks nor hangs at close", async () => {
    const database = await createTestDatabase();
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    try {
      // The next connection the pool lends out is cut before the transaction's BEGIN, as when
      // PostgreSQL restarts between two requests.
      const connect = pool.connect.bind(pool);
      pool.connect = (async () => {
        pool.connect = connect;
        const client = await connect();
        const ended = new Promise((resolve) => client.once("end", resolve));
        (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
        await ended;
        return client;
      }) as typeof pool.connect;

      await expect(database.db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
      // Nothing is still lent out: drizzle 0.45 alone keeps this connection for ever.
      expect(pool.totalCount - pool.idleCount).toBe(0);

      // The pool still works, with a new connection in place of the broken one.
      const result = (await database.db.transaction(async (tx) => tx.execute(sql`SELECT 1 AS one`))) as {
        rows: unknown[];
      };
      expect(result.rows).toEqual([{ one: 1 }]);
      expect(pool.totalCount - pool.idleCount).toBe(0);
    } finally {
      // Without the fix this waits for ever for the lent-out connection.
      await Promise.race([
        database.close(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("the pool did not close")), 10_000)),
      ]);
    }
  });
});
