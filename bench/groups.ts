import http from "node:http";
import autocannon from "autocannon";
import pg from "pg";
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
 * The prayer groups' rows of the bench (issue 17 §9):
 *
 * - **The group wall** (`GET /api/prayer-groups/{id}/posts` of a group of 1,000 members with 500 posts, some
 *   pinned, with reactions and comments; signed in as a member): a load scenario in bench/scenarios.ts, whose
 *   data `seedGroupWall` inserts with SQL (the bench is not about posting).
 * - **Group live fan-out** (`runGroupLiveBench`): one post reaching its group's 1,000 members' open
 *   `GET /api/events` streams, spread over two app servers on one fresh PostgreSQL database (in process on
 *   the writing instance, LISTEN/NOTIFY on the other), and never the streams of users outside the group.
 *   Each change is a post by a member through the first instance, one at a time; latency runs from sending
 *   the write to a stream's receipt of its `group.posts.changed` (an upper bound of commit → receipt).
 *   Target p99 ≤ 250 ms (bench/report.ts).
 *
 * Alone, small: `BENCH_GROUP_MEMBERS=200 BENCH_GROUP_POSTS=100 BENCH_ROUNDS=3 npx tsx bench/groups.ts` runs both
 * on one database (the wall for a few seconds with autocannon against a tsx server), prints them and writes
 * nothing. `npm run bench` runs the wall with the load scenarios and the fan-out with the several-instance rows.
 */

/** The sizes: a group of 1,000 members, 500 posts on its wall. */
export const GROUP_BENCH_SIZES = { members: 1_000, posts: 500 } as const;

/** Outsiders' streams beside the members' in the fan-out: none of them may hear the group. */
const OUTSIDER_SHARE = 0.1;
const INSTANCES = 2;
const ROUND_TIMEOUT_MS = 10_000;
const BETWEEN_CHANGES_MS = 100;

const PRAYER =
  "Father, we lift up our city tonight: heal the sick, comfort the grieving, and give wisdom to those who lead. ";

/**
 * A group on its wall: `memberIds` (the first one leads), `posts` posts by its members in turn (every 167th pinned),
 * each with up to 11 reactions of the three kinds and up to 3 comments, all with SQL on a migrated database.
 * Answers the group's id.
 */
export async function seedGroupWall(
  client: pg.Client,
  { memberIds, posts }: { memberIds: number[]; posts: number },
): Promise<number> {
  const [leader] = memberIds;
  if (leader === undefined) throw new Error("seedGroupWall: a group needs a leader");
  const {
    rows: [group],
  } = await client.query<{ id: number }>(
    `INSERT INTO prayer_groups (name, description, created_by, is_public, watch_number, tags)
     VALUES ('Bench Night Watch', 'The bench''s group', $1, true, 2, '["bench","night"]'::jsonb) RETURNING id`,
    [leader],
  );
  const groupId = group!.id;
  await client.query(
    `INSERT INTO group_members (group_id, user_id, role)
     SELECT $1, user_id, CASE WHEN ordinality = 1 THEN 'leader' ELSE 'member' END
     FROM unnest($2::int[]) WITH ORDINALITY AS m(user_id, ordinality)`,
    [groupId, memberIds],
  );
  if (posts === 0) return groupId;
  // Posts one second apart, oldest first; by members in turn.
  const { rows: postRows } = await client.query<{ id: number }>(
    `INSERT INTO group_posts (group_id, user_id, title, content, tags, is_pinned, pinned_at, created_at)
     SELECT $1, ($2::int[])[1 + (n % cardinality($2::int[]))], 'Prayer request ' || n, repeat($3::text, 2),
            '["healing","city"]'::jsonb, n % 167 = 0, CASE WHEN n % 167 = 0 THEN now() END,
            now() - ($4::int - n) * interval '1 second'
     FROM generate_series(1, $4::int) AS n ORDER BY n RETURNING id`,
    [groupId, memberIds, PRAYER, posts],
  );
  const postIds = postRows.map(({ id }) => id);
  // Post i gets i mod 12 reactions (the kinds in turn) and i mod 4 comments, from members in turn.
  await client.query(
    `INSERT INTO group_post_reactions (post_id, type, user_id)
     SELECT p.post_id, (ARRAY['pray','heart','fire'])[1 + (r % 3)], ($2::int[])[1 + ((p.i * 7 + r) % cardinality($2::int[]))]
     FROM unnest($1::int[]) WITH ORDINALITY AS p(post_id, i), generate_series(0, 11) AS r
     WHERE r < p.i % 12
     ON CONFLICT DO NOTHING`,
    [postIds, memberIds],
  );
  await client.query(
    `INSERT INTO group_post_comments (post_id, user_id, content)
     SELECT p.post_id, ($2::int[])[1 + ((p.i * 13 + c) % cardinality($2::int[]))], 'Amen, praying with you. ' || c
     FROM unnest($1::int[]) WITH ORDINALITY AS p(post_id, i), generate_series(0, 2) AS c
     WHERE c < p.i % 4
     ORDER BY p.i, c`,
    [postIds, memberIds],
  );
  await client.query("ANALYZE group_posts, group_post_reactions, group_post_comments, group_members");
  return groupId;
}

/**
 * The wall scenario's data on the bench's PostgreSQL app: a group of `members` (the run's user among them,
 * not its leader) with `posts` posts. Answers the wall's path.
 */
export async function prepareGroupWall(
  databaseUrl: string,
  runUserId: number,
  sizes: { members: number; posts: number } = groupBenchSizes(),
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const others = await insertSignedInUsers(client, Math.max(1, sizes.members - 1), "bench_wall");
    const groupId = await seedGroupWall(client, {
      memberIds: [others[0]!.id, runUserId, ...others.slice(1).map(({ id }) => id)],
      posts: sizes.posts,
    });
    return `/api/prayer-groups/${groupId}/posts`;
  } finally {
    await client.end();
  }
}

/** The sizes of this run: the issue's, or smaller ones (BENCH_GROUP_MEMBERS, BENCH_GROUP_POSTS). */
export function groupBenchSizes(): { members: number; posts: number } {
  const read = (name: string, fallback: number) => {
    const raw = process.env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
    return value;
  };
  return {
    members: read("BENCH_GROUP_MEMBERS", GROUP_BENCH_SIZES.members),
    posts: read("BENCH_GROUP_POSTS", GROUP_BENCH_SIZES.posts),
  };
}

/** One browser's stream: when each group post's event arrived, by post id, and how many group events it heard. */
type Stream = { instance: number; member: boolean; received: Map<number, number>; close: () => void };

function openStream(port: number, instance: number, member: boolean, cookie: string, agent: http.Agent) {
  return new Promise<Stream>((resolveStream, reject) => {
    const received = new Map<number, number>();
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
          const match = /"type":"group\.posts\.changed".*"postId":(\d+)/.exec(buffer.slice(0, end));
          if (match) received.set(Number(match[1]), at);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      });
      res.on("error", () => {});
      res.once("data", () => resolveStream({ instance, member, received, close: () => req.destroy() }));
    });
    req.on("error", reject);
  });
}

export async function runGroupLiveBench(
  harness: Harness,
  options: { members?: number; changes?: number } = {},
): Promise<LiveBenchResult> {
  const members = options.members ?? GROUP_BENCH_SIZES.members;
  const outsiders = Math.max(1, Math.round(members * OUTSIDER_SHARE));
  const changes = options.changes ?? 5;
  return withBenchDatabase(harness, "pj_bench_group_live", async (url) => {
    const instances: Child[] = [];
    const streams: Stream[] = [];
    const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
    try {
      const ports: number[] = [];
      for (let i = 0; i < INSTANCES; i++) {
        const { child, port } = await startInstance(harness, `group live instance ${i + 1}`, url, {
          DATABASE_POOL_MAX: "5",
        });
        instances.push(child);
        ports.push(port);
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { people, groupId } = await (async () => {
        const people = await insertSignedInUsers(client, members + outsiders, "bench_group_live");
        const groupId = await seedGroupWall(client, {
          memberIds: people.slice(0, members).map(({ id }) => id),
          posts: 0,
        });
        return { people, groupId };
      })().finally(() => client.end());

      for (let i = 0; i < people.length; i += 50) {
        const batch = [];
        for (let j = i; j < Math.min(people.length, i + 50); j++) {
          batch.push(openStream(ports[j % INSTANCES]!, j % INSTANCES, j < members, people[j]!.cookie, agent));
        }
        streams.push(...(await Promise.all(batch)));
      }
      harness.log?.(
        `bench: group live: ${members} members' and ${outsiders} outsiders' streams on ${INSTANCES} instances, ${changes} posts …`,
      );
      await sleep(1_000);

      const latencies: number[][] = [[], []];
      const writes: number[] = [];
      let missing = 0;
      let misdelivered = 0;
      for (let round = 0; round < changes; round++) {
        const author = people[round % members]!;
        const sent = now();
        const created = await request(ports[0]!, "POST", `/api/prayer-groups/${groupId}/posts`, {
          cookie: author.cookie,
          body: { title: `Bench ${round + 1}`, content: "One post, heard by every member.", tags: ["bench"] },
        });
        writes.push(now() - sent);
        if (created.status !== 201) throw new Error(`post: ${created.status} ${created.text}`);
        const postId = (JSON.parse(created.text) as { id: number }).id;
        const deadline = Date.now() + ROUND_TIMEOUT_MS;
        const waiting = () => streams.some((stream) => stream.member && !stream.received.has(postId));
        while (waiting() && Date.now() < deadline) await sleep(5);
        await sleep(BETWEEN_CHANGES_MS);
        for (const stream of streams) {
          const at = stream.received.get(postId);
          if (!stream.member) {
            if (at !== undefined) misdelivered++;
          } else if (at === undefined) missing++;
          else latencies[stream.instance]!.push(at - sent);
        }
      }

      const writing = latencies[0]!;
      const other = latencies[1]!;
      const all = [...writing, ...other];
      return {
        instances: INSTANCES,
        streams: streams.length,
        users: people.length,
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

/** The wall row alone: one app server (tsx), the wall seeded, autocannon for a few seconds. */
async function runGroupWallAlone(harness: Harness, seconds: number) {
  const sizes = groupBenchSizes();
  return withBenchDatabase(harness, "pj_bench_group_wall", async (url) => {
    const { child, port } = await startInstance(harness, "group wall instance", url);
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const [reader] = await insertSignedInUsers(client, 1, "bench_wall_reader").finally(() => client.end());
      const path = await prepareGroupWall(url, reader!.id, sizes);
      const first = await request(port, "GET", path, { cookie: reader!.cookie });
      if (first.status !== 200) throw new Error(`GET ${path}: ${first.status} ${first.text}`);
      const posts = JSON.parse(first.text) as unknown[];
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${path}`,
        headers: { cookie: reader!.cookie, "accept-encoding": "gzip, deflate, br, zstd" },
        connections: 10,
        duration: seconds,
      });
      return {
        members: sizes.members,
        posts: posts.length,
        bytes: first.text.length,
        requestsPerSecond: result["2xx"] / result.duration,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx + result.errors + result.timeouts,
      };
    } finally {
      await stopChild(child);
    }
  });
}

if (isEntryPoint(import.meta.url)) {
  runAlone("groups", async (harness) => {
    const sizes = groupBenchSizes();
    const wall = await runGroupWallAlone(harness, Number(process.env.BENCH_DURATION ?? 5));
    const live = await runGroupLiveBench(harness, {
      members: sizes.members,
      changes: Number(process.env.BENCH_ROUNDS ?? 5),
    });
    return { wall, live };
  });
}
