import http from "node:http";
import pg from "pg";
import { LIVE_STREAMS_PER_USER_MAX } from "../server/platform/live";
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
import { type LiveBenchResult, percentile } from "./report";

/**
 * The live-update row of issue 15's bench: 1,000 connected browsers across two instances, and changes
 * delivered to them. Two servers (the app's server, each its own process, as deployed) on one fresh
 * PostgreSQL database; 1,000 `GET /api/events` streams spread evenly over both.
 *
 * Whose streams (decision 033): events are per user today (decision 022: a user reads only events about
 * themselves), and one user may hold at most LIVE_STREAMS_PER_USER_MAX streams on an instance (10, issue
 * 14), so 1,000 streams of one user are impossible and no event yet has 1,000 readers (a group's will). The
 * streams belong to 100 users, 5 on each instance each (as tabs and devices). Each change is a prayer
 * created by one user through instance 1 (`POST /api/prayers`), one change at a time, every user in turn:
 * each instance checks it against every stream it holds (the policy is asked per stream at every delivery,
 * as in production) and delivers it to that user's 10 — 5 in process after the commit on the writing
 * instance, 5 through LISTEN/NOTIFY on the other. 100 changes give 1,000 deliveries; a delivery to another
 * user's stream is counted as misdelivered (it must never happen).
 *
 * Latency is measured from the moment the write request is sent (the commit happens during it, so this is
 * an upper bound on commit → receipt; the write's own round trip is reported beside it). Each change is
 * waited for at most ROUND_TIMEOUT_MS; target p99 ≤ 250 ms (bench/report.ts). `npm run bench` runs it after
 * the load scenarios; alone: `npx tsx bench/live.ts` (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; BENCH_STREAMS, BENCH_ROUNDS). Alone it prints the result and
 * writes nothing.
 */

export type LiveBenchOptions = { streams?: number; changes?: number };

const INSTANCES = 2;
const ROUND_TIMEOUT_MS = 10_000;
/** Streams each user holds on each instance: half the cap, so none is ever ended for a newer one. */
const STREAMS_PER_USER_PER_INSTANCE = Math.max(1, Math.floor(LIVE_STREAMS_PER_USER_MAX / 2));
/** A pause between two changes, so each is measured on its own. */
const BETWEEN_CHANGES_MS = 50;

/** One browser's stream: the time each `prayers.changed` arrived. */
type Stream = { instance: number; user: number; received: number[]; close: () => void };

function openStream(port: number, instance: number, user: number, cookie: string, agent: http.Agent): Promise<Stream> {
  return new Promise((resolveStream, reject) => {
    const received: number[] = [];
    const req = http.get({ host: "127.0.0.1", port, path: "/api/events", headers: { cookie }, agent }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream on ${port}: ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        const at = now();
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          if (buffer.slice(0, end).includes('"type":"prayers.changed"')) received.push(at);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      });
      res.on("error", () => {});
      // Headers and the first `retry:` line arrived: connected.
      res.once("data", () => resolveStream({ instance, user, received, close: () => req.destroy() }));
    });
    req.on("error", reject);
  });
}

export async function runLiveBench(harness: Harness, options: LiveBenchOptions = {}): Promise<LiveBenchResult> {
  const streamCount = options.streams ?? 1_000;
  const perUser = STREAMS_PER_USER_PER_INSTANCE * INSTANCES;
  const userCount = Math.ceil(streamCount / perUser);
  const changes = options.changes ?? userCount;
  return withBenchDatabase(harness, "pj_bench_live", async (url) => {
    const instances: Child[] = [];
    const streams: Stream[] = [];
    const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
    try {
      const ports: number[] = [];
      // The first instance runs the migrations before the second starts.
      for (let i = 0; i < INSTANCES; i++) {
        const { child, port } = await startInstance(harness, `live instance ${i + 1}`, url, {
          DATABASE_POOL_MAX: "5",
        });
        instances.push(child);
        ports.push(port);
      }

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const users = await insertSignedInUsers(client, userCount, "bench_live").finally(() => client.end());

      for (let i = 0; i < streamCount; i += 50) {
        const batch = [];
        for (let j = i; j < Math.min(streamCount, i + 50); j++) {
          const user = Math.floor(j / perUser);
          batch.push(openStream(ports[j % INSTANCES]!, j % INSTANCES, user, users[user]!.cookie, agent));
        }
        streams.push(...(await Promise.all(batch)));
      }
      harness.log?.(
        `bench: live: ${streams.length} streams of ${userCount} users on ${INSTANCES} instances, ${changes} changes …`,
      );
      await sleep(1_000);

      const latencies: number[][] = [[], []];
      const writes: number[] = [];
      let missing = 0;
      let misdelivered = 0;
      for (let round = 0; round < changes; round++) {
        const user = round % userCount;
        const mine = streams.filter((stream) => stream.user === user);
        const before = streams.map((stream) => stream.received.length);
        const sent = now();
        const created = await request(ports[0]!, "POST", "/api/prayers", {
          cookie: users[user]!.cookie,
          body: { title: `Bench ${round + 1}`, content: "One change, heard on every instance." },
        });
        writes.push(now() - sent);
        if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
        const deadline = Date.now() + ROUND_TIMEOUT_MS;
        const waiting = () => mine.some((stream) => stream.received.length <= before[streams.indexOf(stream)]!);
        while (waiting() && Date.now() < deadline) await sleep(5);
        await sleep(BETWEEN_CHANGES_MS);
        streams.forEach((stream, i) => {
          const at = stream.received[before[i]!];
          if (stream.user !== user) {
            misdelivered += stream.received.length - before[i]!;
          } else if (at === undefined) missing++;
          else latencies[stream.instance]!.push(at - sent);
        });
      }

      const writing = latencies[0]!;
      const other = latencies[1]!;
      const all = [...writing, ...other];
      return {
        instances: INSTANCES,
        streams: streams.length,
        users: userCount,
        changes,
        deliveries: all.length,
        missing,
        misdelivered,
        p50Ms: percentile(all, 50),
        p99Ms: percentile(all, 99),
        maxMs: all.length === 0 ? Number.NaN : Math.max(...all),
        writingInstance: { p50Ms: percentile(writing, 50), p99Ms: percentile(writing, 99) },
        otherInstances: { p50Ms: percentile(other, 50), p99Ms: percentile(other, 99) },
        writeP50Ms: percentile(writes, 50),
      };
    } finally {
      for (const stream of streams) stream.close();
      agent.destroy();
      await Promise.all(instances.map((instance) => stopChild(instance)));
    }
  });
}

if (isEntryPoint(import.meta.url)) {
  runAlone("live", (harness) =>
    runLiveBench(harness, {
      streams: Number(process.env.BENCH_STREAMS ?? 1_000),
      ...(process.env.BENCH_ROUNDS ? { changes: Number(process.env.BENCH_ROUNDS) } : {}),
    }),
  );
}
