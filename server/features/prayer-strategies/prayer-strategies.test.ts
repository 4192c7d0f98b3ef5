import { PRAYER_STRATEGY_LIMITS, PrayerStrategyMessages } from "@common/prayer-strategies";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type HttpMethod, requestAs, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: HttpMethod, url: string, cookie?: string, payload?: unknown) =>
  requestAs(t.app, method, url, cookie, payload);

const minimal = { title: "Healing", focus: "Healing for the sick" };

describe("/api/prayer-strategies", () => {
  it("saves a strategy with the spec's defaults and lists it, newest first", async () => {
    const { cookie } = await registerUser(t.app);
    const created = await call("POST", "/api/prayer-strategies", cookie, minimal);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: "Healing",
      focus: "Healing for the sick",
      duration: 30,
      scriptures: [],
      prayerPoints: [],
      watchNumber: 1,
      frequency: "daily",
      reminderTimes: [],
      priority: "medium",
    });
    const second = await call("POST", "/api/prayer-strategies", cookie, {
      title: "  Nations  ",
      duration: 45,
      focus: "Revival",
      scriptures: ["Psalm 2:8", "  ", '"John 3:16" For God so loved the world'],
      prayerPoints: ["", "Open doors"],
      watchNumber: 4,
      frequency: "weekly",
      reminderTimes: ["06:30", " ", "21:00"],
      priority: "high",
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      title: "Nations",
      duration: 45,
      scriptures: ["Psalm 2:8", '"John 3:16" For God so loved the world'],
      prayerPoints: ["Open doors"],
      watchNumber: 4,
      frequency: "weekly",
      reminderTimes: ["06:30", "21:00"],
      priority: "high",
    });
    const list = await call("GET", "/api/prayer-strategies", cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { title: string }) => s.title)).toEqual(["Nations", "Healing"]);
  });

  it("turns an unparseable, empty or non-positive duration into 30", async () => {
    const { cookie } = await registerUser(t.app);
    for (const duration of ["", "abc", 0, -5, null, "45"]) {
      const response = await call("POST", "/api/prayer-strategies", cookie, { ...minimal, duration });
      expect(response.statusCode, JSON.stringify(duration)).toBe(201);
      expect(response.json().duration, JSON.stringify(duration)).toBe(duration === "45" ? 45 : 30);
    }
    const tooLong = await call("POST", "/api/prayer-strategies", cookie, { ...minimal, duration: 1_441 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(PrayerStrategyMessages.durationTooLong);
  });

  it("requires a title and a focus, with the spec's message", async () => {
    const { cookie } = await registerUser(t.app);
    for (const payload of [{ focus: "x" }, { title: "x" }, { title: "  ", focus: "x" }, { title: "x", focus: "" }]) {
      const response = await call("POST", "/api/prayer-strategies", cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(PrayerStrategyMessages.titleAndFocusRequired);
    }
  });

  it("refuses bad enums, watch numbers, reminder times and oversize fields", async () => {
    const { cookie } = await registerUser(t.app);
    const long = "x".repeat(PRAYER_STRATEGY_LIMITS.entryMax + 1);
    for (const extra of [
      { frequency: "hourly" },
      { priority: "urgent" },
      { watchNumber: 0 },
      { watchNumber: 9 },
      { watchNumber: 1.5 },
      { reminderTimes: ["25:00"] },
      { reminderTimes: ["6:30"] },
      { title: "t".repeat(201) },
      { scriptures: [long] },
      { prayerPoints: [long] },
      { scriptures: Array.from({ length: 51 }, (_, i) => `Psalm ${i + 1}`) },
      { unknownField: true },
    ]) {
      const response = await call("POST", "/api/prayer-strategies", cookie, { ...minimal, ...extra });
      expect(response.statusCode, JSON.stringify(extra).slice(0, 80)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const fifty = await call("POST", "/api/prayer-strategies", cookie, {
      ...minimal,
      scriptures: [...Array.from({ length: 50 }, (_, i) => `Psalm ${i + 1}`), "", " "],
    });
    expect(fifty.statusCode).toBe(201);
    expect(fifty.json().scriptures).toHaveLength(50);
  });

  it("edits with PATCH under the same rules", async () => {
    const { cookie } = await registerUser(t.app);
    const { id } = (await call("POST", "/api/prayer-strategies", cookie, minimal)).json();
    const patched = await call("PATCH", `/api/prayer-strategies/${id}`, cookie, {
      priority: "low",
      scriptures: ["Isaiah 53:5", ""],
      duration: "nonsense",
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id,
      title: "Healing",
      priority: "low",
      scriptures: ["Isaiah 53:5"],
      duration: 30,
    });
    expect((await call("PATCH", `/api/prayer-strategies/${id}`, cookie, { title: " " })).statusCode).toBe(400);
    expect((await call("PATCH", `/api/prayer-strategies/${id}`, cookie, {})).statusCode).toBe(400);
    expect((await call("PATCH", `/api/prayer-strategies/${id}`, cookie, { frequency: "yearly" })).statusCode).toBe(400);
  });

  it("keeps each user's strategies their own: another user's id is 404", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const { id } = (await call("POST", "/api/prayer-strategies", alice.cookie, minimal)).json();
    expect((await call("GET", "/api/prayer-strategies", bob.cookie)).json()).toEqual([]);
    const patch = await call("PATCH", `/api/prayer-strategies/${id}`, bob.cookie, { title: "Mine now" });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe(PrayerStrategyMessages.notFound);
    expect((await call("DELETE", `/api/prayer-strategies/${id}`, bob.cookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/prayer-strategies", alice.cookie)).json()[0].title).toBe("Healing");
  });

  it("deletes a strategy and unlinks its prayers", async () => {
    const { cookie } = await registerUser(t.app);
    const { id } = (await call("POST", "/api/prayer-strategies", cookie, minimal)).json();
    const prayer = await call("POST", "/api/prayers", cookie, { title: "Linked", content: "Amen", strategyId: id });
    expect(prayer.json().strategyId).toBe(id);
    const deleted = await call("DELETE", `/api/prayer-strategies/${id}`, cookie);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await call("GET", "/api/prayer-strategies", cookie)).json()).toEqual([]);
    const [kept] = (await call("GET", "/api/prayers", cookie)).json();
    expect(kept).toMatchObject({ id: prayer.json().id, strategyId: null });
    expect((await call("DELETE", `/api/prayer-strategies/${id}`, cookie)).statusCode).toBe(404);
  });

  it("answers a non-numeric id with a readable 400", async () => {
    const { cookie } = await registerUser(t.app);
    for (const id of ["abc", "1.5", "0", "-1"]) {
      const response = await call("DELETE", `/api/prayer-strategies/${id}`, cookie);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toBe("A prayer strategy id is a whole number.");
    }
    expect((await call("DELETE", "/api/prayer-strategies/99999999999", cookie)).statusCode).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await call("GET", "/api/prayer-strategies")).statusCode).toBe(401);
    expect((await call("POST", "/api/prayer-strategies", undefined, minimal)).statusCode).toBe(401);
    expect((await call("PATCH", "/api/prayer-strategies/1", undefined, { title: "x" })).statusCode).toBe(401);
    expect((await call("DELETE", "/api/prayer-strategies/1")).statusCode).toBe(401);
  });
});

describe("POST /api/prayer-strategies/import", () => {
  const local = (n: number, extra: Record<string, unknown> = {}) => ({
    clientId: `local-00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    title: `Local ${n}`,
    focus: `Focus ${n}`,
    ...extra,
  });

  it("saves the browser's strategies under the save rules, in the list's order", async () => {
    const { cookie } = await registerUser(t.app);
    await call("POST", "/api/prayer-strategies", cookie, minimal);
    const response = await call("POST", "/api/prayer-strategies/import", cookie, {
      strategies: [local(2, { duration: "", scriptures: ["Psalm 23:1", " "], watchNumber: 3 }), local(1)],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ imported: 2, alreadySaved: 0 });
    expect(body.strategies.map((s: { title: string }) => s.title)).toEqual(["Local 2", "Local 1", "Healing"]);
    expect(body.strategies[0]).toMatchObject({ duration: 30, scriptures: ["Psalm 23:1"], watchNumber: 3 });
    expect(body.strategies[0]).not.toHaveProperty("clientId");
    // Each local id sent, with the account id it now has.
    expect(body.ids).toEqual({
      [local(2).clientId]: body.strategies[0].id,
      [local(1).clientId]: body.strategies[1].id,
    });
    expect((await call("GET", "/api/prayer-strategies", cookie)).json()).toEqual(body.strategies);
  });

  it("adds no copies when the same strategies are imported again", async () => {
    const { cookie } = await registerUser(t.app);
    const strategies = [local(1), local(2)];
    const first = (await call("POST", "/api/prayer-strategies/import", cookie, { strategies })).json();
    expect(first).toMatchObject({ imported: 2, alreadySaved: 0 });
    const again = await call("POST", "/api/prayer-strategies/import", cookie, {
      strategies: [...strategies, local(3), local(3)],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ imported: 1, alreadySaved: 2 });
    expect(again.json().strategies).toHaveLength(3);
    // Strategies saved by the first import keep their ids; the new one gets its own.
    const newId = again.json().ids[local(3).clientId];
    expect(again.json().ids).toEqual({ ...first.ids, [local(3).clientId]: newId });
    expect(Object.values(first.ids)).not.toContain(newId);
  });

  it("leaves another user's strategies alone, even with the same local ids", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await call("POST", "/api/prayer-strategies/import", alice.cookie, { strategies: [local(1)] });
    const bobs = await call("POST", "/api/prayer-strategies/import", bob.cookie, {
      strategies: [local(1, { title: "Bob's" })],
    });
    expect(bobs.json()).toMatchObject({ imported: 1, alreadySaved: 0 });
    expect(bobs.json().strategies.map((s: { title: string }) => s.title)).toEqual(["Bob's"]);
    const alices = (await call("GET", "/api/prayer-strategies", alice.cookie)).json();
    expect(alices.map((s: { title: string }) => s.title)).toEqual(["Local 1"]);
  });

  it("refuses bad input whole, saving nothing", async () => {
    const { cookie } = await registerUser(t.app);
    for (const body of [
      {},
      { strategies: [] },
      { strategies: [local(1), local(2, { title: " " })] },
      { strategies: [local(1, { clientId: "42" })] },
      { strategies: [local(1, { clientId: `local-${"a".repeat(100)}` })] },
      { strategies: [local(1, { id: 5 })] },
      { strategies: [local(1, { reminderTimes: ["7am"] })] },
      { strategies: Array.from({ length: PRAYER_STRATEGY_LIMITS.importMax + 1 }, (_, i) => local(i)) },
    ]) {
      const response = await call("POST", "/api/prayer-strategies/import", cookie, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await call("GET", "/api/prayer-strategies", cookie)).json()).toEqual([]);
  });

  it("refuses an import past the per-user cap with 409 and saves none of it", async () => {
    const { cookie } = await registerUser(t.app);
    const first = Array.from({ length: PRAYER_STRATEGY_LIMITS.perUserMax - 1 }, (_, i) => local(i));
    expect((await call("POST", "/api/prayer-strategies/import", cookie, { strategies: first })).statusCode).toBe(200);
    const over = await call("POST", "/api/prayer-strategies/import", cookie, {
      strategies: [local(1), local(1_000), local(1_001)],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(PrayerStrategyMessages.importTooMany);
    expect((await call("GET", "/api/prayer-strategies", cookie)).json()).toHaveLength(first.length);
    // Already-imported ones do not count again: one new one still fits.
    const fits = await call("POST", "/api/prayer-strategies/import", cookie, { strategies: [local(1), local(1_000)] });
    expect(fits.json()).toMatchObject({ imported: 1, alreadySaved: 1 });
  });

  it("needs a signed-in user", async () => {
    expect(
      (await call("POST", "/api/prayer-strategies/import", undefined, { strategies: [local(1)] })).statusCode,
    ).toBe(401);
  });
});
