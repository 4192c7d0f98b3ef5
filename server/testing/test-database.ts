import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";

export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when the project
 * runs on PostgreSQL (TEST_DB_DRIVER=postgres), a new database dropped again at close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const driver = process.env.TEST_DB_DRIVER ?? "pglite";
  if (driver === "pglite") {
    const handle = await openDatabase({ kind: "pglite-memory" });
    await runMigrations(handle);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `pj_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolMax: 5 });
  await runMigrations(handle);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
