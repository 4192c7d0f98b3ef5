import { CreatePrayerInputSchema } from "@common/prayers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { prayers } from "../../db/schema";
import { createPrayer, deletePrayer } from "../../features/prayers";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { type ChangeEvent, EventBus, PAYLOAD_MAX_BYTES, serializeEvent } from ".";

/** The change-event bus (decision 022), on the whole app: PGlite always, PostgreSQL in api-postgres. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every event the bus delivers to its subscribers, from now on. */
function recorder(events: EventBus) {
  const heard: ChangeEvent[] = [];
  const stop = events.subscribe(["prayers.changed", "user.sessions.changed"], {
    onEvent: (event) => heard.push(event),
  });
  return { heard, stop };
}

const note = (title: string) => CreatePrayerInputSchema.parse({ title, content: "Amen" });

/** A user's context for calling service verbs directly, as a job or another feature would. */
const contextOf = (app: App, user: { id: number }) => ({
  db: app.db,
  user: {
    id: user.id,
    username: "x",
    email: null,
    firstName: null,
    lastName: null,
    createdAt: "",
    emailVerified: false,
  },
  events: app.events,
});

describe("change events", () => {
  it("are heard once after the commit, and never when the transaction rolls back", async () => {
    const { heard, stop } = recorder(t.app.events);
    try {
      await expect(
        t.app.events.transaction(t.app.db, async (_tx, emit) => {
          emit({ type: "prayers.changed", userId: 41 });
          expect(heard).toEqual([]); // not before the commit
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      expect(heard).toEqual([]);

      await t.app.events.transaction(t.app.db, async (_tx, emit) => {
        emit({ type: "prayers.changed", userId: 42 });
        emit({ type: "prayers.changed", userId: 42 }); // the same change twice is one event
        expect(heard).toEqual([]);
      });
      expect(heard).toEqual([{ type: "prayers.changed", userId: 42 }]);
    } finally {
      stop();
    }
  });

  it("wait for the outer commit when a transaction joins one already running", async () => {
    const { heard, stop } = recorder(t.app.events);
    try {
      await expect(
        t.app.events.transaction(t.app.db, async (tx) => {
          await t.app.events.transaction(tx, async (_inner, emit) => emit({ type: "prayers.changed", userId: 43 }));
          t.app.events.committed(tx, [{ type: "user.sessions.changed", userId: 43 }]);
          expect(heard).toEqual([]);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
  });

  it("a service verb called directly (not through a route) still refreshes the cached list", async () => {
    const { cookie, user } = await registerUser(t.app);
    const ctx = contextOf(t.app, user);
    const { heard, stop } = recorder(t.app.events);
    try {
      await createPrayer({ ctx, input: note("First") });
      const listed = async () =>
        ((await requestAs(t.app, "GET", "/api/prayers", cookie)).json() as Array<{ title: string }>).map(
          ({ title }) => title,
        );
      expect(await listed()).toEqual(["First"]);
      expect(t.app.prayerLists.get(user.id)).toBeDefined(); // now cached
      const second = await createPrayer({ ctx, input: note("Second") });
      expect(await listed()).toEqual(["Second", "First"]);
      await deletePrayer({ ctx, input: { id: second.id } });
      expect(await listed()).toEqual(["First"]);
      expect(heard.filter((event) => "userId" in event && event.userId === user.id)).toHaveLength(3);
    } finally {
      stop();
    }
  });

  it("a refused write sends no event", async () => {
    const { user } = await registerUser(t.app);
    const { heard, stop } = recorder(t.app.events);
    try {
      await expect(deletePrayer({ ctx: contextOf(t.app, user), input: { id: 2_000_000_000 } })).rejects.toThrow();
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
  });

  it("keep their payload to ids, far below PostgreSQL's 8,000-byte NOTIFY limit", () => {
    const payload = serializeEvent("0123456789abcdef", { type: "user.sessions.changed", userId: 2_147_483_647 });
    expect(Buffer.byteLength(payload)).toBeLessThan(PAYLOAD_MAX_BYTES);
    expect(PAYLOAD_MAX_BYTES).toBeLessThan(8_000);
    const bloated = { type: "prayers.changed", userId: 1, text: "x".repeat(PAYLOAD_MAX_BYTES) } as ChangeEvent;
    expect(() => serializeEvent("origin", bloated)).toThrow(/ids only/);
  });
});

/**
 * Two instances on one PostgreSQL database: an event committed on one is heard once by the other, and
 * once (not twice: its own NOTIFY comes back through LISTEN too) by the first. Only on PostgreSQL.
 */
describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("change events across two instances (PostgreSQL)", () => {
  let secondDatabase: DatabaseHandle;
  let second: App;
  /** A third bus, which sends a marker: NOTIFYs arrive in commit order, so once it is heard, so is all before it. */
  let marker: EventBus;
  let markerUser = 1_000_000;

  beforeAll(async () => {
    secondDatabase = await openDatabase({ kind: "postgres", url: t.database.url!, poolMax: 2 });
    second = await buildApp({ config: loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "" }), database: secondDatabase });
    await second.ready();
    marker = new EventBus({ database: t.database });
    await vi.waitFor(() => expect(t.app.events.listening && second.events.listening).toBe(true));
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  /** Waits until both instances heard a fresh marker event, so every earlier NOTIFY has been delivered. */
  const settled = async (...records: { heard: ChangeEvent[] }[]) => {
    const userId = ++markerUser;
    await marker.transaction(t.app.db, async (_tx, emit) => emit({ type: "prayers.changed", userId }));
    await vi.waitFor(() => {
      for (const { heard } of records)
        expect(heard.some((event) => "userId" in event && event.userId === userId)).toBe(true);
    });
  };
  const about = (heard: ChangeEvent[], userId: number) =>
    heard.filter((event) => "userId" in event && event.userId === userId);

  it("a committed event is heard once on each instance; a rolled-back one on neither", async () => {
    const here = recorder(t.app.events);
    const there = recorder(second.events);
    try {
      await expect(
        t.app.events.transaction(t.app.db, async (tx, emit) => {
          emit({ type: "prayers.changed", userId: 51 });
          await tx.select().from(prayers).limit(1);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      await t.app.events.transaction(t.app.db, async (_tx, emit) =>
        emit({ type: "user.sessions.changed", userId: 52 }),
      );
      await settled(here, there);
      expect(about(here.heard, 51)).toEqual([]);
      expect(about(there.heard, 51)).toEqual([]);
      expect(about(here.heard, 52)).toEqual([{ type: "user.sessions.changed", userId: 52 }]);
      expect(about(there.heard, 52)).toEqual([{ type: "user.sessions.changed", userId: 52 }]);
    } finally {
      here.stop();
      there.stop();
    }
  });

  it("a service verb called directly on one instance refreshes the list the other has cached", async () => {
    const { cookie, user } = await registerUser(t.app);
    await requestAs(t.app, "POST", "/api/prayers", cookie, { title: "First", content: "Amen" });
    const listedOnSecond = async () =>
      ((await requestAs(second, "GET", "/api/prayers", cookie)).json() as Array<{ title: string }>).map(
        ({ title }) => title,
      );
    await vi.waitFor(async () => expect(await listedOnSecond()).toEqual(["First"]));
    expect(second.prayerLists.get(user.id)).toBeDefined();
    const here = recorder(t.app.events);
    const there = recorder(second.events);
    try {
      await settled(here, there); // the earlier writes' events have all arrived
      here.heard.length = 0;
      there.heard.length = 0;
      await createPrayer({ ctx: contextOf(t.app, user), input: note("Second") });
      await settled(here, there);
      expect(second.prayerLists.get(user.id)).toBeUndefined();
      expect(await listedOnSecond()).toEqual(["Second", "First"]);
      expect(about(here.heard, user.id)).toHaveLength(1);
      expect(about(there.heard, user.id)).toHaveLength(1);
    } finally {
      here.stop();
      there.stop();
    }
  });

  it("a moved note's event (sent by the batch statement) is heard once on each instance", async () => {
    const { cookie, user } = await registerUser(t.app);
    const created = await requestAs(t.app, "POST", "/api/prayers", cookie, { title: "Note", content: "Amen" });
    const here = recorder(t.app.events);
    const there = recorder(second.events);
    try {
      await settled(here, there); // the note's creation has been heard everywhere
      here.heard.length = 0;
      there.heard.length = 0;
      const moved = await requestAs(t.app, "PATCH", `/api/prayers/${created.json().id}`, cookie, {
        position: { x: 2, y: 3, w: 2, h: 2 },
      });
      expect(moved.statusCode).toBe(200);
      await settled(here, there);
      expect(about(here.heard, user.id)).toEqual([{ type: "prayers.changed", userId: user.id }]);
      expect(about(there.heard, user.id)).toEqual([{ type: "prayers.changed", userId: user.id }]);
    } finally {
      here.stop();
      there.stop();
    }
  });
});
