import { PrayerSchema, STRUCTURED_PRAYER_TYPE } from "@common/prayers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../db/client";
import { prayers } from "../../db/schema";
import { type ChangeEventOf, EVENTS_CHANNEL, EventBus, serializeEvent } from "../../platform/events";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { MoveBatcher } from "./move-batcher";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function userWithNotes(count: number) {
  const { cookie, user } = await registerUser(t.app);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await requestAs(t.app, "POST", "/api/prayers", cookie, { title: `Note ${i}`, content: "x" });
    ids.push(response.json().id);
  }
  return { cookie, userId: user.id as number, ids };
}

const place = (x: number, y: number) => ({ x, y, w: 2, h: 2 });
/** The batchers' own bus: its events carry its origin, so this test tells them from the app's. */
const bus = () => new EventBus({ database: t.database });
const savedPosition = async (id: number) =>
  (await t.database.db.select({ position: prayers.position }).from(prayers).where(eq(prayers.id, id)))[0]?.position;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("moving notes in batches", () => {
  it("answers each of many simultaneous moves with its own note, and refuses another user's", async () => {
    const alice = await userWithNotes(6);
    const bob = await userWithNotes(3);
    const moves = [
      ...alice.ids.map((id, i) => ({ cookie: alice.cookie, id, position: place(i % 3, i) })),
      ...bob.ids.map((id, i) => ({ cookie: bob.cookie, id, position: place(4, 20 + i) })),
      // Alice names Bob's first note: refused, and Bob's note keeps his own move.
      { cookie: alice.cookie, id: bob.ids[0]!, position: place(0, 40) },
    ];
    const responses = await Promise.all(
      moves.map(({ cookie, id, position }) => requestAs(t.app, "PATCH", `/api/prayers/${id}`, cookie, { position })),
    );
    responses.forEach((response, i) => {
      const move = moves[i]!;
      if (i === moves.length - 1) {
        expect(response.statusCode).toBe(404);
        return;
      }
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: move.id, position: move.position, positionSaved: true });
      // The route writes its answer without re-checking it, so the answer itself is checked here.
      expect(PrayerSchema.strict().safeParse(response.json()).error).toBeUndefined();
    });
    expect(await savedPosition(bob.ids[0]!)).toEqual(place(4, 20));
    const listed = (await requestAs(t.app, "GET", "/api/prayers", alice.cookie)).json() as Array<{ id: number }>;
    expect(listed.map(({ id }) => id).sort()).toEqual([...alice.ids].sort());
  });

  it("answers a move with the note exactly as the list shows it, for written and generated prayers", async () => {
    const { cookie } = await registerUser(t.app);
    const generated = {
      thanksgiving: 'Father, "thank" You…',
      declareWord: "Your word declares…",
      promises: "You have promised…",
      meditation: "I meditate on…",
      tongues: "(pray in the Spirit)",
    };
    const notes = [
      { title: "Plain", content: 'Lord, hear me: "quotes", \\ and ünïcødé ✝' },
      { title: "Answered", content: { text: "Thank You" }, isAnswered: true, watchNumber: 8, category: "praise" },
      { title: "Generated", content: generated, type: STRUCTURED_PRAYER_TYPE },
    ];
    for (const note of notes) {
      const created = await requestAs(t.app, "POST", "/api/prayers", cookie, note);
      expect(created.statusCode, created.body).toBe(201);
      const moved = await requestAs(t.app, "PATCH", `/api/prayers/${created.json().id}`, cookie, {
        position: place(4, 7),
      });
      expect(moved.statusCode).toBe(200);
      const listed = (await requestAs(t.app, "GET", "/api/prayers", cookie)).json() as Array<{ id: number }>;
      expect(moved.json()).toEqual(listed.find(({ id }) => id === created.json().id));
      expect(moved.json().updatedAt >= created.json().updatedAt).toBe(true);
    }
  });

  it("keeps the later of two moves of one note in the same batch, and answers both with it", async () => {
    const { userId, ids } = await userWithNotes(1);
    const batcher = new MoveBatcher(t.database.db, bus());
    const [first, second] = await Promise.all([
      batcher.move({ id: ids[0]!, userId, position: place(0, 1) }),
      batcher.move({ id: ids[0]!, userId, position: place(2, 3) }),
    ]);
    expect(JSON.parse(first!)).toMatchObject({ id: ids[0], position: place(2, 3), positionSaved: true });
    expect(JSON.parse(second!)).toMatchObject({ id: ids[0], position: place(2, 3) });
    expect(await savedPosition(ids[0]!)).toEqual(place(2, 3));
  });

  it("writes moves in the order they arrived, also across batches", async () => {
    const { userId, ids } = await userWithNotes(1);
    const batcher = new MoveBatcher(t.database.db, bus());
    const pending: Promise<unknown>[] = [];
    for (let i = 0; i < 25; i++) {
      pending.push(batcher.move({ id: ids[0]!, userId, position: place(i % 5, i) }));
      // Some moves arrive while an earlier batch is being written.
      if (i % 4 === 0) await nextTurn();
    }
    await Promise.all(pending);
    expect(await savedPosition(ids[0]!)).toEqual(place(4, 24));
  });

  it("fails every move of a batch whose statement fails, and keeps writing later batches", async () => {
    const { userId, ids } = await userWithNotes(2);
    const batcher = new MoveBatcher(t.database.db, bus());
    // An id past PostgreSQL's integer range makes the statement fail.
    const broken = batcher.move({ id: 2 ** 40, userId, position: place(0, 0) });
    const sameBatch = batcher.move({ id: ids[1]!, userId, position: place(2, 2) });
    await expect(broken).rejects.toThrow();
    await expect(sameBatch).rejects.toThrow();
    const later = await batcher.move({ id: ids[1]!, userId, position: place(4, 6) });
    expect(JSON.parse(later!).position).toEqual(place(4, 6));
    expect(await savedPosition(ids[0]!)).toBeNull();
    expect(await savedPosition(ids[1]!)).toEqual(place(4, 6));
  });
});

describe("a batch's change events", () => {
  it("are heard here once per moved note's owner after the batch commits, and not for a refused move", async () => {
    const alice = await userWithNotes(2);
    const bob = await userWithNotes(1);
    const events = bus();
    const heard: ChangeEventOf<"prayers.changed">[] = [];
    events.subscribe(["prayers.changed"], { onEvent: (event) => heard.push(event) });
    const batcher = new MoveBatcher(t.database.db, events);
    await Promise.all([
      batcher.move({ id: alice.ids[0]!, userId: alice.userId, position: place(0, 0) }),
      batcher.move({ id: alice.ids[1]!, userId: alice.userId, position: place(2, 0) }),
      batcher.move({ id: bob.ids[0]!, userId: bob.userId, position: place(4, 0) }),
    ]);
    expect(heard.map(({ userId }) => userId).sort()).toEqual([alice.userId, bob.userId].sort());
    expect(await batcher.move({ id: bob.ids[0]!, userId: alice.userId, position: place(0, 9) })).toBeUndefined();
    await expect(batcher.move({ id: 2 ** 40, userId: alice.userId, position: place(0, 0) })).rejects.toThrow();
    expect(heard).toHaveLength(2);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("a batch tells the other servers (PostgreSQL)", () => {
  it("notifies each moved note's owner once per batch, in the batch's transaction, and nobody for a refused move", async () => {
    const alice = await userWithNotes(2);
    const bob = await userWithNotes(1);
    const listener = await openDatabase({ kind: "postgres", url: t.database.url!, poolMax: 1 });
    const events = bus();
    const last = bus();
    // Only this test's batchers: the app's own writes (creating the notes) send events as well.
    const heard: string[] = [];
    let listening = false;
    const stop = await listener.listen(EVENTS_CHANNEL, {
      onMessage: (payload) => {
        const { origin } = JSON.parse(payload) as { origin: string };
        if (origin === events.origin || origin === last.origin) heard.push(payload);
      },
      onReset: () => {},
      onListening: (now) => {
        listening = now;
      },
    });
    const payload = (from: EventBus, userId: number) =>
      serializeEvent(from.origin, { type: "prayers.changed", userId });
    try {
      await vi.waitFor(() => expect(listening).toBe(true));
      const batcher = new MoveBatcher(t.database.db, events);
      await Promise.all([
        batcher.move({ id: alice.ids[0]!, userId: alice.userId, position: place(0, 0) }),
        batcher.move({ id: alice.ids[1]!, userId: alice.userId, position: place(2, 0) }),
        batcher.move({ id: bob.ids[0]!, userId: bob.userId, position: place(4, 0) }),
      ]);
      await vi.waitFor(() => expect(heard).toHaveLength(2));
      // Exactly the bus's own payload format, built by PostgreSQL.
      expect(heard.sort()).toEqual([payload(events, alice.userId), payload(events, bob.userId)].sort());

      // Alice names Bob's note: nothing moves, so nobody is told.
      expect(await batcher.move({ id: bob.ids[0]!, userId: alice.userId, position: place(0, 9) })).toBeUndefined();
      // A failed statement commits nothing, so it tells nobody either.
      await expect(batcher.move({ id: 2 ** 40, userId: alice.userId, position: place(0, 0) })).rejects.toThrow();
      await new MoveBatcher(t.database.db, last).move({
        id: alice.ids[0]!,
        userId: alice.userId,
        position: place(4, 4),
      });
      await vi.waitFor(() => expect(heard).toContain(payload(last, alice.userId)));
      expect(heard).toHaveLength(3);
    } finally {
      await stop();
      await listener.close();
    }
  });
});
