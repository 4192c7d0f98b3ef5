import { PRAYER_MOVE_LIMITS, PrayerMessages, PrayerMoveMessages, PrayerSchema } from "@common/prayers";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../db/client";
import { prayers } from "../../db/schema";
import type { ChangeEvent } from "../../platform/events";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { DragBatcher } from "./move-together";

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
const moveAll = (cookie: string | undefined, payload: unknown) =>
  requestAs(t.app, "PATCH", "/api/prayers/positions", cookie, payload);
const saved = async (ids: number[]) =>
  new Map(
    (
      await t.database.db
        .select({ id: prayers.id, position: prayers.position })
        .from(prayers)
        .where(inArray(prayers.id, ids))
    ).map(({ id, position }) => [id, position]),
  );
const list = async (cookie: string) =>
  (await requestAs(t.app, "GET", "/api/prayers", cookie)).json() as { id: number }[];

describe("PATCH /api/prayers/positions", () => {
  it("moves every note sent and answers them in the order sent, exactly as the list shows them", async () => {
    const { cookie, ids } = await userWithNotes(3);
    const [a, b, c] = ids as [number, number, number];
    await list(cookie); // the cached list must be forgotten by the batch
    const response = await moveAll(cookie, [
      { id: c, position: place(4, 2) },
      { id: a, position: place(0, 6) },
      { id: b, position: { x: 2, y: 0, w: 4, h: 3 } },
    ]);
    expect(response.statusCode).toBe(200);
    const moved = response.json() as { id: number }[];
    expect(moved.map(({ id }) => id)).toEqual([c, a, b]);
    for (const note of moved) expect(PrayerSchema.strict().parse(note)).toEqual(note);
    expect(moved.map((note) => (note as unknown as { position: unknown }).position)).toEqual([
      place(4, 2),
      place(0, 6),
      { x: 2, y: 0, w: 4, h: 3 },
    ]);
    const shown = await list(cookie);
    for (const note of moved) expect(shown.find(({ id }) => id === note.id)).toEqual(note);
  });

  it("moves nothing when one note is not the caller's (404), nor when one is gone", async () => {
    const alice = await userWithNotes(2);
    const bob = await userWithNotes(1);
    const all = [...alice.ids, ...bob.ids];
    const before = await saved(all);
    const response = await moveAll(alice.cookie, [
      { id: alice.ids[0], position: place(0, 8) },
      { id: bob.ids[0], position: place(2, 8) },
      { id: alice.ids[1], position: place(4, 8) },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: PrayerMessages.notFound });
    expect(await saved(all)).toEqual(before);

    await requestAs(t.app, "DELETE", `/api/prayers/${alice.ids[1]}`, alice.cookie);
    const gone = await moveAll(alice.cookie, [
      { id: alice.ids[0], position: place(0, 8) },
      { id: alice.ids[1], position: place(4, 8) },
    ]);
    expect(gone.statusCode).toBe(404);
    expect(await saved([alice.ids[0]!])).toEqual(new Map([[alice.ids[0], before.get(alice.ids[0]!)]]));
  });

  it("checks every place like a single move, and bounds the batch", async () => {
    const { cookie, ids } = await userWithNotes(2);
    const before = await saved(ids);
    const bad = [
      [],
      [{ id: ids[0], position: { x: 5, y: 0, w: 2, h: 2 } }], // outside the 6 columns
      [
        { id: ids[0], position: place(0, 0) },
        { id: ids[1], position: { x: 0, y: -1, w: 2, h: 2 } },
      ],
      [
        { id: ids[0], position: place(0, 0) },
        { id: ids[0], position: place(2, 0) },
      ],
      [{ id: ids[0], position: place(0, 0), title: "also this" }],
      [{ id: "1", position: place(0, 0) }],
      { id: ids[0], position: place(0, 0) },
      Array.from({ length: PRAYER_MOVE_LIMITS.movesMax + 1 }, (_, i) => ({ id: i + 1, position: place(0, i) })),
    ];
    for (const payload of bad) {
      const response = await moveAll(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
    expect((await moveAll(cookie, [])).json().message).toContain(PrayerMoveMessages.none);
    expect(
      (
        await moveAll(cookie, [
          { id: ids[0], position: place(0, 0) },
          { id: ids[0], position: place(2, 0) },
        ])
      ).json().message,
    ).toContain(PrayerMoveMessages.twice);
    expect(await saved(ids)).toEqual(before);
  });

  it("needs a signed-in user", async () => {
    const { ids } = await userWithNotes(1);
    const response = await moveAll(undefined, [{ id: ids[0], position: place(0, 0) }]);
    expect(response.statusCode).toBe(401);
  });

  it("leaves the single-note move where it was: PATCH /api/prayers/{id} still moves one note", async () => {
    const { cookie, ids } = await userWithNotes(1);
    const single = await requestAs(t.app, "PATCH", `/api/prayers/${ids[0]}`, cookie, { position: place(4, 4) });
    expect(single.statusCode).toBe(200);
    expect(single.json()).toMatchObject({ id: ids[0], position: place(4, 4) });
    // "positions" is the batch's own path for PATCH only; other methods still treat it as a bad id.
    expect((await requestAs(t.app, "DELETE", "/api/prayers/positions", cookie)).statusCode).toBe(400);
  });

  it("sends the user's change event once per batch, and none for a refused one", async () => {
    const alice = await userWithNotes(3);
    const bob = await userWithNotes(1);
    const heard: ChangeEvent[] = [];
    const stop = t.app.events.subscribe(["prayers.changed"], {
      onEvent: (event) => {
        if (event.userId === alice.userId) heard.push(event);
      },
    });
    try {
      const moves = alice.ids.map((id, i) => ({ id, position: place(0, i * 2) }));
      expect((await moveAll(alice.cookie, moves)).statusCode).toBe(200);
      expect(heard).toEqual([{ type: "prayers.changed", userId: alice.userId }]);
      expect((await moveAll(alice.cookie, [...moves, { id: bob.ids[0], position: place(0, 0) }])).statusCode).toBe(404);
      expect(heard).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it("runs concurrent batches over the same notes one after the other: every note ends in one batch's place", async () => {
    const { cookie, ids } = await userWithNotes(6);
    // The same notes, named in opposite orders: without a fixed lock order two such batches deadlock.
    const first = ids.map((id, i) => ({ id, position: place(0, i * 2) }));
    const second = ids.map((id, i) => ({ id, position: place(4, i * 2) })).toReversed();
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all([moveAll(cookie, first), moveAll(cookie, second)]);
      expect(answers.map(({ statusCode }) => statusCode)).toEqual([200, 200]);
      const xs = new Set([...(await saved(ids)).values()].map((position) => position?.x));
      expect(xs.size).toBe(1);
    }
    const [{ updatedAt } = { updatedAt: null }] = await t.database.db
      .select({ updatedAt: prayers.updatedAt })
      .from(prayers)
      .where(eq(prayers.id, ids[0]!));
    expect(updatedAt).not.toBeNull();
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("a batch against a concurrent delete (PostgreSQL)", () => {
  it("locks the notes before it checks them: a note deleted while the batch waits moves nothing", async () => {
    const { cookie, ids } = await userWithNotes(2);
    const [a, b] = ids as [number, number];
    const before = await saved(ids);
    const other = await openDatabase({ kind: "postgres", url: t.database.url!, poolMax: 1 });
    const waiting = async () => {
      const result = (await t.database.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like '%prayers%'`,
      )) as unknown as { rows: { waiting: number }[] };
      return result.rows[0]?.waiting ?? 0;
    };
    try {
      let answer: Promise<{ statusCode: number }> | undefined;
      await other.db.transaction(async (tx) => {
        // Another session holds the second note, then deletes it while the batch waits for it.
        await tx.select({ id: prayers.id }).from(prayers).where(eq(prayers.id, b)).for("update");
        // Started now (an injected request starts when awaited).
        answer = Promise.resolve(
          moveAll(cookie, [
            { id: a, position: place(0, 8) },
            { id: b, position: place(2, 8) },
          ]),
        );
        await vi.waitFor(async () => expect(await waiting()).toBeGreaterThan(0), { timeout: 5_000 });
        await tx.delete(prayers).where(eq(prayers.id, b));
      });
      expect((await answer!).statusCode).toBe(404);
      // All or nothing: the first note, which was there all along, did not move either.
      expect((await saved([a])).get(a)).toEqual(before.get(a));
    } finally {
      await other.close();
    }
  });
});

describe("drags written together (DragBatcher)", () => {
  it("writes the drags of one moment in one statement, each all or nothing, in the order they arrived", async () => {
    const alice = await userWithNotes(3);
    const bob = await userWithNotes(2);
    const batcher = new DragBatcher(t.database.db, t.app.events);
    // Each batch the batcher writes is one statement.
    const write = vi.spyOn(batcher as unknown as { write: (batch: unknown[]) => Promise<void> }, "write");
    const [a0, a1, a2] = alice.ids as [number, number, number];
    const [b0, b1] = bob.ids as [number, number];
    const answers = await Promise.all([
      batcher.move(alice.userId, [
        { id: a0, position: place(0, 20) },
        { id: a1, position: place(2, 20) },
      ]),
      // Names Alice's note: refused whole, Bob's own note in it does not move.
      batcher.move(bob.userId, [
        { id: b0, position: place(0, 30) },
        { id: a2, position: place(2, 30) },
      ]),
      batcher.move(bob.userId, [{ id: b1, position: place(4, 30) }]),
      // Names a note of the first drag: waits for the next statement, so it is written last.
      batcher.move(alice.userId, [
        { id: a1, position: place(4, 40) },
        { id: a2, position: place(0, 40) },
      ]),
    ]);
    expect(write).toHaveBeenCalledTimes(2);
    expect(
      answers.map((answer) =>
        answer === undefined ? undefined : JSON.parse(answer).map(({ id }: { id: number }) => id),
      ),
    ).toEqual([[a0, a1], undefined, [b1], [a1, a2]]);
    const places = await saved([a0, a1, a2, b0, b1]);
    expect(places.get(a0)).toEqual(place(0, 20));
    expect(places.get(a1)).toEqual(place(4, 40));
    expect(places.get(a2)).toEqual(place(0, 40));
    expect(places.get(b0)).toBeNull();
    expect(places.get(b1)).toEqual(place(4, 30));
  });
});
