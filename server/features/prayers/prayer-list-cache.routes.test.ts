import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type HttpMethod, requestAs, type TestApp } from "../../testing/test-app";

/** The cached prayer list through the API: every write path must show at once in the next read. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: HttpMethod, url: string, cookie?: string, payload?: unknown) =>
  requestAs(t.app, method, url, cookie, payload);
const titles = async (cookie: string) =>
  ((await call("GET", "/api/prayers", cookie)).json() as Array<{ title: string }>).map((prayer) => prayer.title);

describe("GET /api/prayers, cached", () => {
  it("answers with an ETag and 304 when the list has not changed", async () => {
    const { cookie } = await registerUser(t.app);
    await call("POST", "/api/prayers", cookie, { title: "First", content: "Amen" });
    const first = await call("GET", "/api/prayers", cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: "GET",
      url: "/api/prayers",
      headers: { cookie, "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await call("POST", "/api/prayers", cookie, { title: "Second", content: "Amen" });
    const changed = await t.app.inject({
      method: "GET",
      url: "/api/prayers",
      headers: { cookie, "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("sends the list gzipped to a client that accepts it, the same list either way", async () => {
    const { cookie } = await registerUser(t.app);
    await call("POST", "/api/prayers", cookie, { title: "Compressed", content: "Amen ".repeat(200) });
    const plain = await call("GET", "/api/prayers", cookie);
    const zipped = await t.app.inject({
      method: "GET",
      url: "/api/prayers",
      headers: { cookie, "accept-encoding": "gzip, deflate, br" },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"))).toEqual(plain.json());
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("shows every kind of write in the very next read", async () => {
    const { cookie } = await registerUser(t.app);
    const created = (await call("POST", "/api/prayers", cookie, { title: "Note", content: "Amen" })).json() as {
      id: number;
    };
    expect(await titles(cookie)).toEqual(["Note"]);

    await call("PATCH", `/api/prayers/${created.id}`, cookie, { title: "Renamed" });
    expect(await titles(cookie)).toEqual(["Renamed"]);

    await call("PATCH", `/api/prayers/${created.id}`, cookie, { position: { x: 4, y: 6, w: 2, h: 2 } });
    const [moved] = (await call("GET", "/api/prayers", cookie)).json() as Array<{ position: unknown }>;
    expect(moved?.position).toEqual({ x: 4, y: 6, w: 2, h: 2 });

    const imported = await call("POST", "/api/prayers/import", cookie, {
      prayers: [{ clientId: "local-cache-test", title: "From the browser", content: "Amen" }],
    });
    expect(imported.statusCode).toBe(200);
    expect(await titles(cookie)).toContain("From the browser");

    await call("DELETE", `/api/prayers/${created.id}`, cookie);
    expect(await titles(cookie)).not.toContain("Renamed");
  });

  it("moves only the signed-in user's own note (the batched move statement)", async () => {
    const anna = await registerUser(t.app);
    const ben = await registerUser(t.app);
    const note = (await call("POST", "/api/prayers", anna.cookie, { title: "Anna's", content: "Amen" })).json() as {
      id: number;
    };
    const stranger = await call("PATCH", `/api/prayers/${note.id}`, ben.cookie, {
      position: { x: 4, y: 2, w: 2, h: 2 },
    });
    expect(stranger.statusCode).toBe(404);
    const moved = await call("PATCH", `/api/prayers/${note.id}`, anna.cookie, { position: { x: 2, y: 8, w: 2, h: 3 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: note.id, position: { x: 2, y: 8, w: 2, h: 3 }, positionSaved: true });
    const [saved] = (await call("GET", "/api/prayers", anna.cookie)).json() as Array<{ position: unknown }>;
    expect(saved?.position).toEqual({ x: 2, y: 8, w: 2, h: 3 });
    expect(
      (await call("PATCH", "/api/prayers/999999", anna.cookie, { position: { x: 0, y: 0, w: 2, h: 2 } })).statusCode,
    ).toBe(404);
  });

  it("moves arriving together are each answered with their own note; one note moved twice keeps the later", async () => {
    const anna = await registerUser(t.app);
    const ben = await registerUser(t.app);
    const create = async (cookie: string, title: string) =>
      ((await call("POST", "/api/prayers", cookie, { title, content: "Amen" })).json() as { id: number }).id;
    const [a1, a2, b1] = [
      await create(anna.cookie, "A1"),
      await create(anna.cookie, "A2"),
      await create(ben.cookie, "B1"),
    ];
    const move = (cookie: string, id: number, x: number) =>
      call("PATCH", `/api/prayers/${id}`, cookie, { position: { x, y: 0, w: 2, h: 2 } });
    const answers = await Promise.all([
      move(anna.cookie, a1, 0),
      move(anna.cookie, a2, 2),
      move(ben.cookie, b1, 4),
      move(ben.cookie, a1, 4), // not Ben's: 404, and Anna's note is untouched by it
      move(anna.cookie, a1, 1),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404, 200]);
    expect(answers[1]?.json()).toMatchObject({ id: a2, title: "A2", position: { x: 2 } });
    expect(answers[2]?.json()).toMatchObject({ id: b1, title: "B1", position: { x: 4 } });
    const annas = (await call("GET", "/api/prayers", anna.cookie)).json() as Array<{
      id: number;
      position: { x: number };
    }>;
    expect(annas.find((prayer) => prayer.id === a1)?.position.x).toBe(1);
    expect(annas.find((prayer) => prayer.id === a2)?.position.x).toBe(2);
  });

  it("unlinks prayers of a deleted strategy in the next read", async () => {
    const { cookie } = await registerUser(t.app);
    const strategy = (
      await call("POST", "/api/prayer-strategies", cookie, { title: "Healing", focus: "My mother" })
    ).json() as { id: number };
    await call("POST", "/api/prayers", cookie, { title: "Linked", content: "Amen", strategyId: strategy.id });
    const [before] = (await call("GET", "/api/prayers", cookie)).json() as Array<{ strategyId: number | null }>;
    expect(before?.strategyId).toBe(strategy.id);
    expect((await call("DELETE", `/api/prayer-strategies/${strategy.id}`, cookie)).statusCode).toBe(204);
    const [after] = (await call("GET", "/api/prayers", cookie)).json() as Array<{ strategyId: number | null }>;
    expect(after?.strategyId).toBeNull();
  });

  it("is empty right after Clear All Data, and never shows one user another's list", async () => {
    const anna = await registerUser(t.app);
    const ben = await registerUser(t.app);
    await call("POST", "/api/prayers", anna.cookie, { title: "Anna's", content: "Amen" });
    await call("POST", "/api/prayers", ben.cookie, { title: "Ben's", content: "Amen" });
    expect(await titles(anna.cookie)).toEqual(["Anna's"]);
    expect(await titles(ben.cookie)).toEqual(["Ben's"]);
    expect((await call("DELETE", "/api/account/data", anna.cookie)).statusCode).toBe(200);
    expect(await titles(anna.cookie)).toEqual([]);
    expect(await titles(ben.cookie)).toEqual(["Ben's"]);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("two servers on one database (PostgreSQL)", () => {
  it("a note moved on one server shows in the other's cached list", async () => {
    const database = await openDatabase({ kind: "postgres", url: t.database.url!, poolMax: 2 });
    const other = await buildApp({ config: loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "" }), database });
    try {
      await other.ready();
      const { cookie, user } = await registerUser(t.app);
      const created = (await call("POST", "/api/prayers", cookie, { title: "Note", content: "Amen" })).json() as {
        id: number;
      };
      const listedThere = async () =>
        ((await requestAs(other, "GET", "/api/prayers", cookie)).json() as Array<{ position: { x: number } }>)[0];
      // The other server reads the list and keeps it (once its LISTEN connection is up).
      await vi.waitFor(async () => {
        expect(await listedThere()).toBeDefined();
        expect(other.prayerLists.get(user.id)).toBeDefined();
      });

      const moved = await call("PATCH", `/api/prayers/${created.id}`, cookie, { position: { x: 4, y: 6, w: 2, h: 2 } });
      expect(moved.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await listedThere())?.position.x).toBe(4), { timeout: 5_000 });
    } finally {
      await other.close();
      await database.close();
    }
  });
});
