import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle, Schema } from "./client";

/**
 * Migrations live beside this file in the source tree (server/db/migrations); the
 * server build copies them next to the bundle (dist/server/migrations).
 */
export function defaultMigrationsFolder(): string {
  const candidates = [new URL("./migrations", import.meta.url), new URL("./db/migrations", import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(path)) return path;
  }
  throw new MigrationError("The migrations folder was not found next to the server code.");
}

export class MigrationError extends Error {}

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 727_274_001;

/** Applies every pending migration. Several PostgreSQL instances starting at once take turns. */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = defaultMigrationsFolder()) {
  try {
    if (handle.kind === "postgres") {
      await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, () =>
        migratePostgres(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder }),
      );
    } else {
      await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Database migration failed: ${reason}`, { cause: error });
  }
}
