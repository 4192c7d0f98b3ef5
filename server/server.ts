import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { MigrationError, runMigrations } from "./db/migrate";
import { loggerOptions } from "./logging";

/** Process entry: config, database, migrations, listen, and a graceful shutdown. */
async function main() {
  const config = loadConfig();
  const database: DatabaseHandle = await openDatabase(config.database);
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({
    config,
    database,
    logger: loggerOptions({ level: config.logLevel }),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const forceExit = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    try {
      await app.close();
    } finally {
      // The database closes last, after in-flight requests have finished.
      await database.close();
      app.log.info("database closed");
      process.exit(0);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  // Warm up before taking traffic: plugins ready (the Bible and its index load on ready), every pool
  // connection open and used once, and the request path run once (decision 020).
  await app.ready();
  await database.warmUp().catch((error: unknown) => app.log.warn({ err: error }, "database warm-up failed"));
  for (const url of ["/api/health", "/api/user"]) await app.inject({ url });

  await app.listen({ host: config.host, port: config.port });
  const where = config.database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.database.dataDir}`;
  app.log.info(`Prayer Journey is running on http://localhost:${config.port} (database: ${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationError || error instanceof DataDirLockedError) {
    console.error(`\nPrayer Journey could not start.\n${error.message}\n`);
  } else {
    console.error("\nPrayer Journey could not start:", error);
  }
  process.exit(1);
});
