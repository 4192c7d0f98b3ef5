import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { defaultReminderSettings, type ReminderSettings } from "@common/reminders";
import { WATCHES } from "@common/watches";
import pg from "pg";
import { type FakePushService, startFakePushService } from "../server/testing/fake-push-service";
import {
  type Child,
  type Harness,
  insertSignedInUsers,
  isEntryPoint,
  now,
  request,
  runAlone,
  sleep,
  startInstance,
  stopChild,
  withBenchDatabase,
} from "./instances";
import { type PushBenchResult, percentile } from "./report";

/**
 * The push row of issue 16's bench: 10,000 users whose reminders fall on the same watch start, each with one
 * push subscription on a fake push service, the reminders fired by two app instances' jobs. Target: every push
 * handed to the push service within 30 s of its time, each endpoint once (checked in bench/report.ts).
 *
 * - The fake push service (`server/testing/fake-push-service.ts`) runs in this process over HTTPS with a
 *   self-signed certificate; the instances trust it through `NODE_EXTRA_CA_CERTS`. It checks each push as a
 *   browser vendor's service would (VAPID JWT, aes128gcm body decrypted with the subscriber's keys) and
 *   records its endpoint and arrival.
 * - Two app servers (the built server when `npm run bench` runs it, else `server/server.ts` through tsx) on a
 *   fresh PostgreSQL database, jobs on (`JOBS_RUN=true`, default poll interval and concurrency); the VAPID
 *   keys are the ones the first instance generates and keeps in the database.
 * - Users, their sessions and their push subscriptions are inserted with SQL (the bench is about firing, not
 *   signing up); each user's reminder settings are saved through `PUT /api/reminder-settings`, half through
 *   each instance, as the Alerts tab does, so the reminders feature plans them its own way.
 * - The settings: reminders on for one watch only, a lead time and a whole-hour time zone (`Etc/GMT…`) chosen
 *   so the reminder falls on the first whole minute after the time the setup needs; quiet hours off. That
 *   time is estimated from a pilot: the first PILOT_USERS users save settings with no watch selected, and
 *   their rate (× SETUP_SAFETY, + SETUP_SLACK_MS) gives the time everyone's will take. If the setup is not
 *   done by the reminders' time anyway, the row fails rather than measure a reminder planned late.
 * - A push's lag is its arrival at the fake service minus the reminder's time. The bench waits until every
 *   endpoint has one, at most GIVE_UP_SECONDS after the time (then the row says how many were reached),
 *   then DUPLICATE_WAIT_MS more for duplicates.
 *
 * Alone: `npx tsx bench/push.ts` (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * BENCH_PUSH_USERS for fewer users). Alone it prints the result and writes nothing.
 */

export type PushBenchOptions = { users?: number; instances?: number };

const PILOT_USERS = 100;
const SETUP_SAFETY = 1.6;
const SETUP_SLACK_MS = 15_000;
const GIVE_UP_SECONDS = 120;
const DUPLICATE_WAIT_MS = 5_000;
const SETTINGS_CONCURRENCY = 16;
const MINUTE_MS = 60_000;

/** Raised when the build has no reminders to fire: the row is reported as not run, with this message. */
export class PushBenchUnavailable extends Error {}

/**
 * A reminder at `at` (a whole minute, UTC): the watch starting `lead` minutes later, in a whole-hour zone
 * where that start is a watch's start hour (watches start every three hours, local time).
 */
export function reminderAt(at: Date): { timeZone: string; watchNumber: number; leadMinutes: number } {
  if (at.getTime() % MINUTE_MS !== 0) throw new Error("a reminder falls on a whole minute");
  const leadMinutes = (60 - at.getUTCMinutes()) % 60;
  const start = new Date(at.getTime() + leadMinutes * MINUTE_MS);
  const ahead = (3 - (start.getUTCHours() % 3)) % 3;
  // Etc/GMT-2 is two hours AHEAD of UTC (the POSIX sign).
  const timeZone = ahead === 0 ? "UTC" : `Etc/GMT-${ahead}`;
  const localHour = (start.getUTCHours() + ahead) % 24;
  const watch = WATCHES.find((candidate) => candidate.startHour === localHour);
  if (!watch) throw new Error(`no watch starts at ${localHour}:00`);
  return { timeZone, watchNumber: watch.number, leadMinutes };
}

type BenchUser = { id: number; cookie: string; endpoint: string };

/** Users, their sessions and one push subscription each, in a few statements. */
async function insertUsers(databaseUrl: string, push: FakePushService, count: number): Promise<BenchUser[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users = (await insertSignedInUsers(client, count, "bench_push")).map((user) => ({
      ...user,
      subscription: push.newSubscription(),
    }));
    for (let start = 0; start < users.length; start += 2_000) {
      const slice = users.slice(start, start + 2_000);
      await client.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])`,
        [
          slice.map((user) => user.id),
          slice.map((user) => user.subscription.endpoint),
          slice.map((user) => user.subscription.keys.p256dh),
          slice.map((user) => user.subscription.keys.auth),
        ],
      );
    }
    return users.map(({ id, cookie, subscription }) => ({ id, cookie, endpoint: subscription.endpoint }));
  } finally {
    await client.end();
  }
}

/** Saves every user's settings through the API, `SETTINGS_CONCURRENCY` at a time, alternating instances. */
async function saveSettings(ports: number[], users: BenchUser[], settings: ReminderSettings): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      const user = users[index];
      if (!user) return;
      const port = ports[index % ports.length]!;
      const saved = await request(port, "PUT", "/api/reminder-settings", { cookie: user.cookie, body: settings });
      if (saved.status !== 200) {
        throw new Error(`PUT /api/reminder-settings answered ${saved.status}: ${saved.text.slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: SETTINGS_CONCURRENCY }, worker));
}

export async function runPushBench(harness: Harness, options: PushBenchOptions = {}): Promise<PushBenchResult> {
  const count = options.users ?? 10_000;
  const instanceCount = options.instances ?? 2;
  const push = await startFakePushService();
  const certificateDir = mkdtempSync(join(os.tmpdir(), "pj-bench-push-"));
  harness.onCleanup?.(`remove ${certificateDir}`, async () => rmSync(certificateDir, { recursive: true, force: true }));
  try {
    const certificateFile = join(certificateDir, "fake-push-service.pem");
    writeFileSync(certificateFile, push.certificate);
    return await withBenchDatabase(harness, "pj_bench_push", async (url) => {
      const instances: Child[] = [];
      try {
        const ports: number[] = [];
        // The first instance runs the migrations and makes the VAPID keys before the second starts.
        for (let i = 0; i < instanceCount; i++) {
          const { child, port } = await startInstance(harness, `push instance ${i + 1}`, url, {
            JOBS_RUN: "true",
            NODE_EXTRA_CA_CERTS: certificateFile,
          });
          instances.push(child);
          ports.push(port);
        }
        const probe = await request(ports[0]!, "GET", "/api/reminder-settings");
        if (probe.status === 404) {
          throw new PushBenchUnavailable(
            "not run: this build has no reminder settings API (GET /api/reminder-settings answered 404)",
          );
        }

        const users = await insertUsers(url, push, count);
        // The pilot: settings saved with reminders on but no watch, to time the API on this machine.
        const pilot = users.slice(0, Math.min(PILOT_USERS, users.length));
        const pilotStart = now();
        const quiet = { ...defaultReminderSettings("UTC"), enabled: true, selectedWatches: [] };
        await saveSettings(ports, pilot, quiet);
        const perUserMs = (now() - pilotStart) / pilot.length;
        const setupMs = perUserMs * count * SETUP_SAFETY + SETUP_SLACK_MS;
        const due = new Date(Math.ceil((Date.now() + setupMs) / MINUTE_MS) * MINUTE_MS);
        const { timeZone, watchNumber, leadMinutes } = reminderAt(due);
        const settings: ReminderSettings = {
          ...defaultReminderSettings(timeZone),
          enabled: true,
          selectedWatches: [watchNumber] as ReminderSettings["selectedWatches"],
          reminderMinutes: leadMinutes,
          quietHours: { enabled: false, start: "22:00", end: "06:00" },
          watchNotificationsEnabled: true,
          personalRemindersEnabled: false,
        };

        harness.log?.(
          `bench: push: ${count} users, watch ${watchNumber} in ${timeZone} with a ${leadMinutes}-minute lead: due at ${due.toISOString()}; saving their settings …`,
        );
        const setupStart = now();
        await saveSettings(ports, users, settings);
        const saved = now();
        harness.log?.(`bench: push: settings saved in ${((saved - setupStart) / 1000).toFixed(1)} s`);
        if (saved > due.getTime() - 1_000) {
          throw new Error(
            `the setup ended at ${new Date(saved).toISOString()}, too close to the reminders' time ${due.toISOString()}: raise SETUP_SAFETY in bench/push.ts`,
          );
        }

        const endpoints = new Set(users.map((user) => user.endpoint));
        const giveUp = due.getTime() + GIVE_UP_SECONDS * 1000;
        const reached = () => new Set(push.deliveries.map((delivery) => delivery.endpoint)).size;
        while (Date.now() < due.getTime()) await sleep(50);
        // The fake push service runs in this process: its CPU time while the pushes arrive says whether
        // it (checking and decrypting each push) could be what holds them up.
        const cpuBefore = process.cpuUsage();
        const firingStart = now();
        while (Date.now() < giveUp && reached() < endpoints.size) await sleep(200);
        const cpu = process.cpuUsage(cpuBefore);
        harness.log?.(
          `bench: push: this process (the fake push service) used ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU ` +
            `in the ${((now() - firingStart) / 1000).toFixed(1)} s the pushes took`,
        );
        await sleep(DUPLICATE_WAIT_MS);

        const ours = push.deliveries.filter((delivery) => endpoints.has(delivery.endpoint));
        const lags = ours.map((delivery) => (delivery.receivedAt.getTime() - due.getTime()) / 1000);
        if (push.refused.length > 0) {
          const reasons = [...new Set(push.refused.map((refusal) => `${refusal.status} ${refusal.reason}`))];
          harness.log?.(`bench: push: the push service refused ${push.refused.length}: ${reasons.join("; ")}`);
        }
        return {
          instances: instanceCount,
          users: count,
          endpoints: endpoints.size,
          deliveries: ours.length,
          endpointsReached: new Set(ours.map((delivery) => delivery.endpoint)).size,
          refused: push.refused.length,
          firstSeconds: lags.length === 0 ? Number.NaN : Math.min(...lags),
          lastSeconds: lags.length === 0 ? Number.NaN : Math.max(...lags),
          p50Seconds: percentile(lags, 50),
          p99Seconds: percentile(lags, 99),
          decrypted: true,
          waitedSeconds: GIVE_UP_SECONDS,
        };
      } finally {
        await Promise.all(instances.map((instance) => stopChild(instance)));
      }
    });
  } finally {
    await push.close();
    rmSync(certificateDir, { recursive: true, force: true });
  }
}

if (isEntryPoint(import.meta.url)) {
  runAlone("push", (harness) => runPushBench(harness, { users: Number(process.env.BENCH_PUSH_USERS ?? 10_000) }));
}
