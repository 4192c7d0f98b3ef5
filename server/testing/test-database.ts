import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { defaultMigrationsFolder, runMigrations } from "../db/migrate";

export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when the project
 * runs on PostgreSQL (TEST_DB_DRIVER=postgres), a new database dropped again at close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const driver = process.env.TEST_DB_DRIVER ?? "pglite";
  if (driver === "pglite") {
    const handle = await openDatabase({ kind: "pglite-memory", from: await migratedPgliteTemplate() });
    // A no-op on the template, which is already migrated: kept so a database is never handed out unmigrated.
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

let template: Promise<Blob> | undefined;

/**
 * A migrated PGlite data folder, dumped once and copied into each test's database. Starting PGlite from
 * scratch (its initdb) and applying every migration took 1.2–2.2 s per database on these machines, and the
 * API tests open a few hundred; loading the dump takes about a third of that (decision 055).
 *
 * The dump is kept in the system's temporary folder, named by a hash of the migrations and the PGlite
 * version, so the test files of one run (each in its own module scope) and of later runs share it, and a
 * changed migration makes a new one. It is written under a temporary name and renamed, so two workers
 * making it at once never read half a file.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const migrations = defaultMigrationsFolder();
    const hash = createHash("sha256");
    hash.update(pgliteVersion());
    for (const file of listFiles(migrations)) hash.update(file).update(readFileSync(join(migrations, file)));
    const path = join(tmpdir(), `pj-test-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
    try {
      return new Blob([readFileSync(path)]);
    } catch {
      // Not made yet: made below.
    }
    const client = await PGlite.create();
    let dump: Blob;
    try {
      await migrate(drizzle(client), { migrationsFolder: migrations });
      dump = await client.dumpDataDir("none");
    } finally {
      await client.close();
    }
    const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, path);
    return dump;
  })();
  return template;
}

/** Every file under `folder` (the migrations and their journal), in a stable order. */
function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

/** The installed PGlite's version: a dump is only loaded by the PGlite that made it. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite"); // …/pglite/dist/index.cjs
  const manifest = JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8")) as { version: string };
  return manifest.version;
}
