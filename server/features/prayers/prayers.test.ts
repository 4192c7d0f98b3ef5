import { PRAYER_STRATEGY_LIMITS, PrayerStrategyMessages } from "@common/prayer-strategies";
import { PRAYER_LIMITS, PrayerImportMessages, PrayerMessages, PrayerSchema } from "@common/prayers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prayerStrategies, prayers } from "../../db/schema";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type HttpMethod, requestAs, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: HttpMethod, url: string, cookie?: string, payload?: unknown) =>
  requestAs(t.app, method, url, cookie, payload);
const post = (cookie: string, payload: object) => call("POST", "/api/prayers", cookie, payload);
const list = async (cookie: string) => (await call("GET", "/api/prayers", cookie)).json();

const generated = {
  thanksgiving: "Father, we thank You…",
  declareWord: "Your word declares…",
  promises: "You have promised…",
  meditation: "I meditate on…",
  tongues: "(pray in the Spirit)",
};

describe("/api/prayers", () => {
  it("posts a prayer with defaults and lists the newest first", async () => {
    const { cookie } = await registerUser(t.app);
    const first = await post(cookie, { title: "For my family", content: "Lord, keep them" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: "For my family",
      content: "Lord, keep them",
      type: "personal",
      category: "request",
      color: "#fef08a",
      watchNumber: 1,
      isAnswered: false,
      strategyId: null,
      position: { x: 0, y: 0, w: 2, h: 2 },
    });
    expect(typeof first.json().id).toBe("number");
    expect(Number.isNaN(Date.parse(first.json().createdAt))).toBe(false);

    const second = await post(cookie, { title: "Text object", content: { text: "Thank You" }, category: "praise" });
    expect(second.json().content).toEqual({ text: "Thank You" });
    const all = await list(cookie);
    expect(all.map((p: { title: string }) => p.title)).toEqual(["Text object", "For my family"]);
    // Never-moved notes take their index's place: x = (i mod 3) × 2, y = floor(i / 3) × 2.
    expect(all.map((p: { position: unknown }) => p.position)).toEqual([
      { x: 0, y: 0, w: 2, h: 2 },
      { x: 2, y: 0, w: 2, h: 2 },
    ]);
  });

  it("stores a generated prayer as an object, also when it arrives as a JSON string", async () => {
    const { cookie } = await registerUser(t.app);
    const strategy = (
      await call("POST", "/api/prayer-strategies", cookie, { title: "Dawn", focus: "Revival", watchNumber: 4 })
    ).json();
    const asObject = await post(cookie, {
      title: "Generated",
      content: generated,
      type: "structured-prayer",
      category: "thanksgiving",
      color: "#e879f9",
      watchNumber: 4,
      isAnswered: false,
      strategyId: strategy.id,
    });
    expect(asObject.statusCode).toBe(201);
    expect(asObject.json()).toMatchObject({ content: generated, type: "structured-prayer", strategyId: strategy.id });
    const asString = await post(cookie, { title: "Generated again", content: JSON.stringify(generated) });
    expect(asString.json().content).toEqual(generated);
    const notStructured = await post(cookie, { title: "Braces", content: '{"thanksgiving": "only one"}' });
    expect(notStructured.json().content).toBe('{"thanksgiving": "only one"}');

    const [newest, middle] = await list(cookie);
    expect(newest.content).toBe('{"thanksgiving": "only one"}');
    expect(middle.content).toEqual(generated);
    const [row] = await t.database.db
      .select({ text: prayers.contentText, object: prayers.contentObject })
      .from(prayers)
      .where(eq(prayers.id, middle.id));
    expect(row).toEqual({ text: null, object: generated });
    for (const content of ["42", "true", "null", '"quoted"', "[1]"]) {
      expect((await post(cookie, { title: "JSON-looking", content })).json().content).toBe(content);
    }
    expect((await list(cookie))[0].content).toBe("[1]");
  });

  it("refuses a strategy that is not the user's", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const strategy = (await call("POST", "/api/prayer-strategies", alice.cookie, { title: "A", focus: "B" })).json();
    const response = await post(bob.cookie, { title: "x", content: "y", strategyId: strategy.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PrayerMessages.strategyNotFound);
    const mine = (await post(bob.cookie, { title: "x", content: "y" })).json();
    expect((await call("PATCH", `/api/prayers/${mine.id}`, bob.cookie, { strategyId: strategy.id })).statusCode).toBe(
      400,
    );
  });

  it("updates answered state, text, category, colour, watch and position", async () => {
    const { cookie } = await registerUser(t.app);
    const { id } = (await post(cookie, { title: "Job", content: "A new job" })).json();
    const answered = await call("PATCH", `/api/prayers/${id}`, cookie, { isAnswered: true });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id, isAnswered: true, title: "Job", content: "A new job" });
    const edited = await call("PATCH", `/api/prayers/${id}`, cookie, {
      title: "Job found",
      content: { text: "Thank You" },
      category: "thanksgiving",
      color: "#a7f3d0",
      watchNumber: 8,
      isAnswered: false,
    });
    expect(edited.json()).toMatchObject({
      title: "Job found",
      content: { text: "Thank You" },
      category: "thanksgiving",
      color: "#a7f3d0",
      watchNumber: 8,
      isAnswered: false,
    });
    const moved = await call("PATCH", `/api/prayers/${id}`, cookie, { position: { x: 4, y: 10, w: 2, h: 3 } });
    expect(moved.json().position).toEqual({ x: 4, y: 10, w: 2, h: 3 });
    await post(cookie, { title: "Newer", content: "" });
    const [newer, older] = await list(cookie);
    expect(newer.position).toEqual({ x: 0, y: 0, w: 2, h: 2 });
    expect(older.position).toEqual({ x: 4, y: 10, w: 2, h: 3 });
    // PATCH of a never-moved note answers with its index's place.
    const untouched = await call("PATCH", `/api/prayers/${newer.id}`, cookie, { isAnswered: true });
    expect(untouched.json().position).toEqual({ x: 0, y: 0, w: 2, h: 2 });
    // The route writes its answers without re-checking them: each one has the contract's shape, no more.
    for (const answer of [answered, edited, moved, untouched]) {
      expect(PrayerSchema.strict().safeParse(answer.json()).error).toBeUndefined();
    }
  });

  it("refuses positions outside the grid and keeps the saved one", async () => {
    const { cookie } = await registerUser(t.app);
    const { id } = (await post(cookie, { title: "Grid", content: "x", position: { x: 0, y: 2, w: 6, h: 12 } })).json();
    for (const position of [
      { x: 5, y: 0, w: 2, h: 2 },
      { x: 6, y: 0, w: 1, h: 1 },
      { x: -1, y: 0, w: 2, h: 2 },
      { x: 0, y: -1, w: 2, h: 2 },
      { x: 0, y: 10_001, w: 2, h: 2 },
      { x: 0, y: 0, w: 0, h: 2 },
      { x: 0, y: 0, w: 7, h: 2 },
      { x: 0, y: 0, w: 2, h: 13 },
      { x: 0.5, y: 0, w: 2, h: 2 },
      { x: 0, y: 0, w: 2 },
    ]) {
      const response = await call("PATCH", `/api/prayers/${id}`, cookie, { position });
      expect(response.statusCode, JSON.stringify(position)).toBe(400);
    }
    const outside = await call("PATCH", `/api/prayers/${id}`, cookie, { position: { x: 5, y: 0, w: 2, h: 2 } });
    expect(outside.json().message).toBe(PrayerMessages.outsideGrid);
    expect((await list(cookie))[0].position).toEqual({ x: 0, y: 2, w: 6, h: 12 });
  });

  it("refuses bad enums, watch numbers, colours and oversize fields", async () => {
    const { cookie } = await registerUser(t.app);
    const valid = { title: "t", content: "c" };
    const half = "x".repeat(PRAYER_LIMITS.contentMax / 2);
    for (const extra of [
      { category: "complaint" },
      { watchNumber: 0 },
      { watchNumber: 9 },
      { color: "red" },
      { color: "#12345" },
      { title: "" },
      { title: "t".repeat(PRAYER_LIMITS.titleMax + 1) },
      { content: "c".repeat(PRAYER_LIMITS.contentMax + 1) },
      { content: { text: "c".repeat(PRAYER_LIMITS.contentMax + 1) } },
      { content: { ...generated, thanksgiving: half, meditation: half } },
      { content: 42 },
      { content: { words: "x" } },
      { isAnswered: "yes" },
      { strategyId: "abc" },
      { id: "local-1" },
    ]) {
      const response = await post(cookie, { ...valid, ...extra });
      expect(response.statusCode, JSON.stringify(extra).slice(0, 80)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await post(cookie, { title: "no content" })).statusCode).toBe(400);
    const longest = await post(cookie, { title: "t".repeat(200), content: "c".repeat(PRAYER_LIMITS.contentMax) });
    expect(longest.statusCode).toBe(201);
    const { id } = longest.json();
    for (const changes of [{}, { category: "x" }, { watchNumber: 9 }, { type: "personal" }, { title: " " }]) {
      const response = await call("PATCH", `/api/prayers/${id}`, cookie, changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
    }
  });

  it("keeps each user's prayers their own: another user's id is 404", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const { id } = (await post(alice.cookie, { title: "Private", content: "Between me and God" })).json();
    expect(await list(bob.cookie)).toEqual([]);
    const patch = await call("PATCH", `/api/prayers/${id}`, bob.cookie, { isAnswered: true });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe(PrayerMessages.notFound);
    expect((await call("DELETE", `/api/prayers/${id}`, bob.cookie)).statusCode).toBe(404);
    expect((await list(alice.cookie))[0]).toMatchObject({ id, isAnswered: false });
  });

  it("deletes a prayer", async () => {
    const { cookie } = await registerUser(t.app);
    const { id } = (await post(cookie, { title: "Gone", content: "x" })).json();
    const deleted = await call("DELETE", `/api/prayers/${id}`, cookie);
    expect(deleted.statusCode).toBe(204);
    expect(await list(cookie)).toEqual([]);
    expect((await call("DELETE", `/api/prayers/${id}`, cookie)).statusCode).toBe(404);
    expect((await call("PATCH", `/api/prayers/${id}`, cookie, { isAnswered: true })).statusCode).toBe(404);
  });

  it("answers a non-numeric id with a readable 400", async () => {
    const { cookie } = await registerUser(t.app);
    for (const id of ["abc", "1e3x", "0"]) {
      const response = await call("PATCH", `/api/prayers/${id}`, cookie, { isAnswered: true });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toBe("A prayer id is a whole number.");
    }
  });

  it("caps how many prayers and strategies a user keeps (409)", async () => {
    const { cookie, user } = await registerUser(t.app);
    const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
    await t.database.db.insert(prayers).values(
      many(PRAYER_LIMITS.perUserMax, (i) => ({
        userId: user.id,
        title: `p${i}`,
        contentText: "x",
        category: "request" as const,
        color: "#fff",
      })),
    );
    const prayer = await post(cookie, { title: "One too many", content: "x" });
    expect(prayer.statusCode).toBe(409);
    expect(prayer.json().message).toBe(PrayerMessages.tooMany);

    await t.database.db
      .insert(prayerStrategies)
      .values(many(PRAYER_STRATEGY_LIMITS.perUserMax, (i) => ({ userId: user.id, title: `s${i}`, focus: "f" })));
    const strategy = await call("POST", "/api/prayer-strategies", cookie, { title: "One too many", focus: "f" });
    expect(strategy.statusCode).toBe(409);
    expect(strategy.json().message).toBe(PrayerStrategyMessages.tooMany);
  });

  it("needs a signed-in user", async () => {
    expect((await call("GET", "/api/prayers")).statusCode).toBe(401);
    expect((await call("POST", "/api/prayers", undefined, { title: "x", content: "y" })).statusCode).toBe(401);
    expect((await call("PATCH", "/api/prayers/1", undefined, { isAnswered: true })).statusCode).toBe(401);
    expect((await call("DELETE", "/api/prayers/1")).statusCode).toBe(401);
  });
});

describe("POST /api/prayers/import", () => {
  const importAs = (cookie: string | undefined, prayersToImport: unknown) =>
    call("POST", "/api/prayers/import", cookie, { prayers: prayersToImport });
  const local = (n: number, extra: object = {}) => ({
    clientId: `local-${n}-aaaa-bbbb`,
    title: `Local ${n}`,
    content: `Prayed in the browser ${n}`,
    watchNumber: 3,
    ...extra,
  });

  it("saves browser prayers with their fields, keeps their order, and a repeat adds no copies", async () => {
    const { cookie } = await registerUser(t.app);
    await post(cookie, { title: "Already on the server", content: "x" });
    const sent = [
      local(2, { createdAt: "2024-05-02T10:00:00.000Z", position: { x: 4, y: 0, w: 2, h: 2 }, isAnswered: true }),
      local(1, { createdAt: "2024-05-01T10:00:00.000Z", content: generated, type: "structured-prayer" }),
    ];
    const first = await importAs(cookie, sent);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ imported: 2, alreadySaved: 0 });
    const titles = (prayersList: { title: string }[]) => prayersList.map((p) => p.title);
    expect(titles(first.json().prayers)).toEqual(["Already on the server", "Local 2", "Local 1"]);
    const [, two, one] = first.json().prayers;
    expect(two).toMatchObject({
      isAnswered: true,
      watchNumber: 3,
      position: { x: 4, y: 0, w: 2, h: 2 },
      createdAt: "2024-05-02T10:00:00.000Z",
    });
    expect(typeof two.id).toBe("number");
    // Never moved: the place of its index (2) in the list.
    expect(one).toMatchObject({ content: generated, type: "structured-prayer", position: { x: 4, y: 0, w: 2, h: 2 } });

    // The same again (say, a second tab), plus one new: only the new one is added.
    const again = await importAs(cookie, [local(3), ...sent]);
    expect(again.json()).toMatchObject({ imported: 1, alreadySaved: 2 });
    expect(await list(cookie)).toHaveLength(4);
    // A local id sent twice in one request is saved once.
    const twice = await importAs(cookie, [local(4), local(4)]);
    expect(twice.json()).toMatchObject({ imported: 1, alreadySaved: 0 });
    expect(await list(cookie)).toHaveLength(5);
  });

  it("keeps each user's local ids apart and drops a strategy that is not the user's", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const strategy = (await call("POST", "/api/prayer-strategies", alice.cookie, { title: "A", focus: "B" })).json();
    expect((await importAs(alice.cookie, [local(1, { strategyId: strategy.id })])).json().prayers[0]).toMatchObject({
      strategyId: strategy.id,
    });
    // Bob's browser happens to use the same local id: his own copy, not a skip; Alice's strategy is not linked.
    const bobs = await importAs(bob.cookie, [local(1, { strategyId: strategy.id })]);
    expect(bobs.json()).toMatchObject({ imported: 1, alreadySaved: 0 });
    expect(bobs.json().prayers).toHaveLength(1);
    expect(bobs.json().prayers[0]).toMatchObject({ title: "Local 1", strategyId: null });
    expect(await list(alice.cookie)).toHaveLength(1);
  });

  it("refuses bad input whole (400) and saves nothing", async () => {
    const { cookie } = await registerUser(t.app);
    for (const body of [
      [],
      [local(1, { clientId: "17" })],
      [local(1, { clientId: `local-${"x".repeat(200)}` })],
      [local(1), local(2, { category: "complaint" })],
      [local(1), local(2, { position: { x: 5, y: 0, w: 2, h: 2 } })],
      [local(1, { strategyId: "local-strategy-1" })],
      [local(1, { createdAt: "yesterday" })],
      [local(1, { id: "local-1" })],
      Array.from({ length: 501 }, (_, i) => local(i)),
    ]) {
      const response = await importAs(cookie, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await list(cookie)).toEqual([]);
  });

  it("respects the per-user cap (409) and saves none of them", async () => {
    const { cookie, user } = await registerUser(t.app);
    await t.database.db.insert(prayers).values(
      Array.from({ length: PRAYER_LIMITS.perUserMax - 1 }, (_, i) => ({
        userId: user.id,
        title: `p${i}`,
        contentText: "x",
        category: "request" as const,
        color: "#fff",
      })),
    );
    const refused = await importAs(cookie, [local(1), local(2)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PrayerImportMessages.importTooMany);
    expect(await list(cookie)).toHaveLength(PRAYER_LIMITS.perUserMax - 1);
    expect((await importAs(cookie, [local(1)])).json()).toMatchObject({ imported: 1, alreadySaved: 0 });
    // At the cap, sending what is already saved is still fine.
    expect((await importAs(cookie, [local(1)])).json()).toMatchObject({ imported: 0, alreadySaved: 1 });
  });

  it("needs a signed-in user", async () => {
    expect((await importAs(undefined, [local(1)])).statusCode).toBe(401);
  });
});
