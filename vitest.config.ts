import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = {
  "@common": fileURLToPath(new URL("./common", import.meta.url)),
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
};

const apiTests = ["server/**/*.test.ts"];
/** The reliability suite (docs/RELIABILITY.md): its own project, on PostgreSQL when CI gives one. */
const reliabilityTests = ["server/reliability/**/*.test.ts"];

/**
 * API tests run once per database: always on PGlite, and on PostgreSQL as well when
 * TEST_DATABASE_URL is set (CI sets it). Each test file gets a fresh database or schema.
 */
const databaseProjects = [
  { name: "api-pglite", driver: "pglite" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "api-postgres", driver: "postgres" }] : []),
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "common",
          environment: "node",
          include: ["common/**/*.test.ts", "bench/**/*.test.ts"],
        },
      },
      ...databaseProjects.map(({ name, driver }) => ({
        resolve: { alias },
        test: {
          name,
          environment: "node",
          include: apiTests,
          exclude: reliabilityTests,
          setupFiles: ["server/testing/setup.ts"],
          env: { TEST_DB_DRIVER: driver },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        resolve: { alias },
        test: {
          name: "reliability",
          environment: "node",
          include: reliabilityTests,
          setupFiles: ["server/testing/setup.ts"],
          env: { TEST_DB_DRIVER: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["web/src/testing/setup.ts"],
          css: false,
        },
      },
    ],
  },
});
