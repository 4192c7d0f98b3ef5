import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-database";
import { defaultMigrationsFolder, MigrationError, runMigrations } from "./migrate";

describe("runMigrations", () => {
  it("creates every table and is a no-op the second time", async () => {
    const database = await createTestDatabase();
    try {
      await runMigrations(database);
      await database.execute("SELECT id, username, email, first_name, last_name, password_hash, created_at FROM users");
      await database.execute("SELECT id, user_id, expires_at FROM sessions");
      await database.execute("SELECT user_id, settings, updated_at FROM user_appearance");
      await database.execute("SELECT user_id, home_time_zone, updated_at FROM user_watch_settings");
    } finally {
      await database.close();
    }
  });

  it("stops with a clear MigrationError when a migration fails", async () => {
    const folder = mkdtempSync(join(tmpdir(), "pj-migrations-"));
    mkdirSync(join(folder, "meta"));
    writeFileSync(join(folder, "0000_broken.sql"), "CREATE TABLE broken (id integer PRIMARY KEY, oops nonsense_type);");
    writeFileSync(
      join(folder, "meta", "_journal.json"),
      JSON.stringify({
        version: "7",
        dialect: "postgresql",
        entries: [{ idx: 0, version: "7", when: 9_999_999_999_999, tag: "0000_broken", breakpoints: true }],
      }),
    );
    const database = await createTestDatabase();
    try {
      await expect(runMigrations(database, folder)).rejects.toThrow(MigrationError);
      await expect(runMigrations(database, folder)).rejects.toThrow(/Database migration failed: .*nonsense_type/s);
    } finally {
      await database.close();
    }
  });

  it("finds the committed migrations", () => {
    expect(defaultMigrationsFolder()).toMatch(/server\/db\/migrations$/);
  });
});
