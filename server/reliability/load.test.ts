import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/test-app";
import { recordFigures } from "./figures";
import { runLoad, signUpClients, verifyWrites } from "./load-clients";

/**
 * Load with verification, on PostgreSQL (CI gives one through TEST_DATABASE_URL): many clients over
 * real HTTP, mixed writes and reads, some sessions sent twice at once; then every acknowledged write is
 * read back, present exactly once.
 */
const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const CLIENTS = 20;
const WRITES_PER_CLIENT = 30;

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe.skipIf(!onPostgres)("load with verification (PostgreSQL)", () => {
  it(`${CLIENTS} clients × ${WRITES_PER_CLIENT} writes with reads: every acknowledged write present once`, async () => {
    const testApp = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "1000", DATABASE_POOL_MAX: "10" });
    closers.push(testApp.close);
    const address = await testApp.app.listen({ host: "127.0.0.1", port: 0 });

    const clients = await signUpClients(address, CLIENTS, `load${Date.now() % 100_000}_`);
    const result = await runLoad({
      baseUrl: address,
      clients,
      writesPerClient: WRITES_PER_CLIENT,
      racingDuplicates: true,
    });
    const verification = await verifyWrites(address, clients, result.writes);
    recordFigures("load", {
      clients: CLIENTS,
      requests: result.requests + CLIENTS,
      statuses: result.statuses,
      writesVerified: verification.checked,
      missing: verification.missing.length,
      duplicated: verification.duplicated.length,
    });

    expect(result.failures).toEqual([]);
    expect(verification.checked).toBe(CLIENTS * WRITES_PER_CLIENT);
    expect(verification.missing).toEqual([]);
    expect(verification.duplicated).toEqual([]);

    // The check itself: a write acknowledged but never stored is reported.
    const lost = { user: 0, kind: "prayer" as const, key: "acknowledged-but-never-stored", acknowledged: true };
    expect((await verifyWrites(address, clients.slice(0, 1), [lost])).missing).toEqual([lost]);
  });
});
