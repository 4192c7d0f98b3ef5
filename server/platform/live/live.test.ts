import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { LIVE_STREAM_BUFFER_MAX_BYTES, LIVE_STREAMS_PER_USER_MAX, writeOrDrop } from ".";

/**
 * GET /api/events on a real listening server (inject() does not stream). The HTTP time limits are
 * short and the heartbeat longer than them, so a stream the limits would cut shows it.
 */
const env = {
  LIVE_HEARTBEAT_MS: "1500",
  LIVE_REPLAY_EVENTS: "10",
  HTTP_HEADERS_TIMEOUT_MS: "1000",
  HTTP_REQUEST_TIMEOUT_MS: "1000",
  HTTP_IDLE_TIMEOUT_MS: "1000",
  HTTP_KEEP_ALIVE_TIMEOUT_MS: "1000",
};

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp(env);
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Frame = { id?: string; data?: unknown; comment?: string };

/** A browser's EventSource, by hand: reads the stream and keeps every frame. */
async function stream(url: string, cookie: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  let ended = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame: Frame = {};
          for (const line of buffer.slice(0, end).split("\n")) {
            if (line.startsWith(":")) frame.comment = line.slice(1).trim();
            else if (line.startsWith("id: ")) frame.id = line.slice(4);
            else if (line.startsWith("data: ")) frame.data = JSON.parse(line.slice(6));
          }
          frames.push(frame);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  const events = () => frames.filter((frame) => frame.data !== undefined);
  return {
    response,
    frames,
    events,
    data: () => events().map((frame) => frame.data),
    ended: () => ended,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
const soon = { timeout: 5_000, interval: 20 };
const post = (app: App, cookie: string, title: string) =>
  requestAs(app, "POST", "/api/prayers", cookie, { title, content: "Amen" });

describe("GET /api/events", () => {
  it("refuses a signed-out caller with 401 and the one error shape", async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
    const bad = await fetch(`${base}/api/events`, { headers: { cookie: "pj_session=made-up" } });
    expect(bad.status).toBe(401);
  });

  it("is not in the OpenAPI document, so the reliability fuzz never waits on a stream", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(document.paths)).not.toContain("/api/events");
  });

  it("?replayMs: a page's first stream hears what changed while the page loaded; a bad value is a 400", async () => {
    const { cookie, user } = await registerUser(t.app);
    // This instance must be older than the page (else it cannot tell what happened before it started).
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    // Posted from elsewhere while this page was loading, before its stream opened.
    await post(t.app, cookie, "While loading");
    const live = await stream(`${base}/api/events?replayMs=1500`, cookie);
    try {
      await vi.waitFor(() => expect(live.data()).toContainEqual({ type: "prayers.changed", userId: user.id }), soon);
      // Then its place, an id with no data (what the browser sends as Last-Event-ID if it drops).
      await vi.waitFor(() => expect(live.frames.at(-1)).toEqual({ id: expect.stringMatching(/\.\d+$/) }), soon);
    } finally {
      await live.close();
    }
    for (const bad of ["abc", "-1", "1.5", String(31 * 86_400_000)]) {
      const response = await fetch(`${base}/api/events?replayMs=${bad}`, { headers: { cookie } });
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it("streams the user's own change events, each with an id, and nobody else's; outlives the HTTP time limits", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const live = await stream(`${base}/api/events`, alice.cookie);
    try {
      expect(live.response.status).toBe(200);
      expect(live.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(live.response.headers.get("cache-control")).toBe("no-store");
      await vi.waitFor(() => expect(t.app.liveUpdates.size).toBeGreaterThan(0), soon);
      await post(t.app, bob.cookie, "Bob's");
      await post(t.app, alice.cookie, "Alice's");
      await vi.waitFor(() => expect(live.events()).toHaveLength(1), soon);
      expect(live.data()).toEqual([{ type: "prayers.changed", userId: alice.user.id }]);
      expect(live.events()[0]!.id).toMatch(/^[0-9a-f]+\.\d+$/);

      // Longer than every request, idle and keep-alive limit (1 s), and than the heartbeat (1.5 s).
      await vi.waitFor(() => expect(live.frames.some((frame) => frame.comment === "heartbeat")).toBe(true), soon);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(live.ended()).toBe(false);
      await post(t.app, alice.cookie, "Later");
      await vi.waitFor(() => expect(live.events()).toHaveLength(2), soon);
    } finally {
      await live.close();
    }
  });

  it("replays what a reconnecting browser missed (Last-Event-ID), or tells it to refetch", async () => {
    const { cookie, user } = await registerUser(t.app);
    const first = await stream(`${base}/api/events`, cookie);
    await vi.waitFor(() => expect(t.app.liveUpdates.size).toBeGreaterThan(0), soon);
    await post(t.app, cookie, "One");
    await vi.waitFor(() => expect(first.events()).toHaveLength(1), soon);
    const lastSeen = first.events()[0]!.id!;
    await first.close();
    await vi.waitFor(() => expect(t.app.liveUpdates.size).toBe(0), soon);

    await post(t.app, cookie, "Two");
    await requestAs(t.app, "PATCH", "/api/user", cookie, { firstName: "Changed" });
    const again = await stream(`${base}/api/events`, cookie, lastSeen);
    try {
      await vi.waitFor(() => expect(again.events()).toHaveLength(2), soon);
      expect(again.data()).toEqual([
        { type: "prayers.changed", userId: user.id },
        { type: "user.sessions.changed", userId: user.id },
      ]);
      // A replayed sessions event does not end the stream: the cookie was checked as it opened.
      expect(again.ended()).toBe(false);
    } finally {
      await again.close();
    }

    // An id of another instance (or run): refetch everything.
    const stranger = await stream(`${base}/api/events`, cookie, "0123abcd.5");
    await vi.waitFor(() => expect(stranger.data()).toEqual([{ type: "refetch" }]), soon);
    await stranger.close();

    // Older than the window (10 events): refetch too.
    for (let i = 0; i < 11; i++) await post(t.app, cookie, `More ${i}`);
    const late = await stream(`${base}/api/events`, cookie, lastSeen);
    await vi.waitFor(() => expect(late.data()).toEqual([{ type: "refetch" }]), soon);
    await late.close();
  });

  it("keeps at most LIVE_STREAMS_PER_USER_MAX streams of one user: a new one ends their oldest, not another user's", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const bobs = await stream(`${base}/api/events`, bob.cookie);
    const alices: Awaited<ReturnType<typeof stream>>[] = [];
    try {
      for (let i = 0; i < LIVE_STREAMS_PER_USER_MAX; i++) {
        alices.push(await stream(`${base}/api/events`, alice.cookie));
        await vi.waitFor(() => expect(t.app.liveUpdates.size).toBe(i + 2), soon);
      }
      expect(alices.some((live) => live.ended())).toBe(false);
      alices.push(await stream(`${base}/api/events`, alice.cookie));
      await vi.waitFor(() => expect(alices[0]!.ended()).toBe(true), soon);
      expect(alices.slice(1).some((live) => live.ended())).toBe(false);
      expect(bobs.ended()).toBe(false);
      expect(t.app.liveUpdates.size).toBe(LIVE_STREAMS_PER_USER_MAX + 1);
    } finally {
      for (const live of [bobs, ...alices]) await live.close();
    }
  });

  it("ends the stream when the user signs out; the next connection is refused", async () => {
    const { cookie } = await registerUser(t.app);
    const live = await stream(`${base}/api/events`, cookie);
    await vi.waitFor(() => expect(t.app.liveUpdates.size).toBeGreaterThan(0), soon);
    expect((await requestAs(t.app, "POST", "/api/logout", cookie)).statusCode).toBe(204);
    await vi.waitFor(() => expect(live.ended()).toBe(true), soon);
    expect((await fetch(`${base}/api/events`, { headers: { cookie } })).status).toBe(401);
  });
});

/** A change made through one instance reaches a browser connected to the other. Only on PostgreSQL. */
describe("a stream opened with a session that later expires", () => {
  it("ends after LIVE_MAX_STREAM_MS, and the browser's reconnection is refused once the session has expired", async () => {
    // No session cache: as on an instance that has not seen this session lately.
    const short = await buildTestApp({ ...env, LIVE_MAX_STREAM_MS: "1000", SESSION_CACHE_SECONDS: "0" });
    try {
      await short.app.listen({ host: "127.0.0.1", port: 0 });
      const url = `http://127.0.0.1:${(short.app.server.address() as AddressInfo).port}/api/events`;
      const alice = await registerUser(short.app);
      const live = await stream(url, alice.cookie);
      expect(live.response.status).toBe(200);
      // The session runs out without anybody signing out (no change event tells the stream).
      await short.database.execute("UPDATE sessions SET expires_at = now() - interval '1 second'");
      await vi.waitFor(() => expect(live.ended()).toBe(true), { timeout: 5_000, interval: 50 });
      await live.close();
      // The reconnection's cookie is checked again, and refused.
      const again = await fetch(url, { headers: { cookie: alice.cookie } });
      expect(again.status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("live updates across two instances (PostgreSQL)", () => {
  let secondDatabase: DatabaseHandle;
  let second: App;
  let secondBase: string;

  beforeAll(async () => {
    secondDatabase = await openDatabase({ kind: "postgres", url: t.database.url!, poolMax: 2 });
    second = await buildApp({
      config: loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "", ...env }),
      database: secondDatabase,
    });
    await second.listen({ host: "127.0.0.1", port: 0 });
    secondBase = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    await vi.waitFor(() => expect(second.events.listening).toBe(true), soon);
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  it("a prayer posted through the first instance reaches a browser connected to the second", async () => {
    const { cookie, user } = await registerUser(t.app);
    const live = await stream(`${secondBase}/api/events`, cookie);
    try {
      await vi.waitFor(() => expect(second.liveUpdates.size).toBeGreaterThan(0), soon);
      expect((await post(t.app, cookie, "From the first")).statusCode).toBe(201);
      await vi.waitFor(() => expect(live.data()).toEqual([{ type: "prayers.changed", userId: user.id }]), soon);
    } finally {
      await live.close();
    }
  });

  it("closing an instance ends its open streams instead of waiting for them", async () => {
    const { cookie } = await registerUser(t.app);
    const live = await stream(`${secondBase}/api/events`, cookie);
    await vi.waitFor(() => expect(second.liveUpdates.size).toBeGreaterThan(0), soon);
    await second.close();
    await vi.waitFor(() => expect(live.ended()).toBe(true), soon);
    await live.close();
  });
});

describe("writeOrDrop", () => {
  it("drops a stream whose browser stopped reading once its unsent bytes pass LIVE_STREAM_BUFFER_MAX_BYTES", () => {
    // A socket nobody reads: every write stays in its buffer.
    const socket = {
      writableLength: 0,
      write(chunk: string) {
        this.writableLength += Buffer.byteLength(chunk);
        return false;
      },
    };
    let dropped = 0;
    const chunk = `data: ${"x".repeat(1_000)}\n\n`;
    let writes = 0;
    while (dropped === 0 && writes < 1_000) {
      writeOrDrop(socket, chunk, () => dropped++);
      writes++;
    }
    expect(dropped).toBe(1);
    expect(socket.writableLength).toBeGreaterThan(LIVE_STREAM_BUFFER_MAX_BYTES);
    expect(socket.writableLength).toBeLessThanOrEqual(LIVE_STREAM_BUFFER_MAX_BYTES + chunk.length);
  });

  it("keeps a stream whose browser reads", () => {
    const socket = { writableLength: 0, write: () => true };
    let dropped = false;
    for (let i = 0; i < 10_000; i++) writeOrDrop(socket, "data: {}\n\n", () => (dropped = true));
    expect(dropped).toBe(false);
  });
});
