import { PAGE_LIMIT_MAX } from "@common/paging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "./testing/factories";
import { buildTestApp, requestAs, type TestApp } from "./testing/test-app";

/** Issue 14, defect 3: the prayer and strategy lists can be read a page at a time, the whole list unchanged. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Item = { id: number; position?: unknown };

async function walk(cookie: string, path: string, limit: number, between?: () => Promise<unknown>) {
  const items: Item[] = [];
  const sizes: number[] = [];
  let next: string | undefined;
  do {
    const response = await requestAs(
      t.app,
      "GET",
      `${path}?limit=${limit}${next ? `&before=${encodeURIComponent(next)}` : ""}`,
      cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    items.push(...response.json());
    sizes.push(response.json().length);
    next = response.headers["x-next-cursor"] as string | undefined;
    if (next) expect(response.headers.link).toContain('rel="next"');
    if (sizes.length === 1) await between?.();
  } while (next);
  return { items, sizes };
}

describe("paging the prayer wall and the strategies", () => {
  it("walks every prayer once, in the whole list's order and grid places, while one is posted", async () => {
    const { user, cookie } = await registerUser(t.app);
    // Five notes made in the same microsecond (the id breaks the tie), then four more.
    await t.database.execute(
      `insert into prayers (user_id, title, content_text, category, color, created_at)
       select ${Number(user.id)}, 'Same ' || g, 'Amen', 'request', '#fef08a', timestamptz '2026-01-01 00:00:00.123456+00'
       from generate_series(1, 5) g`,
    );
    for (let i = 0; i < 4; i++) {
      await requestAs(t.app, "POST", "/api/prayers", cookie, {
        title: `Note ${i}`,
        content: "Amen",
        category: "request",
      });
    }
    const whole = (await requestAs(t.app, "GET", "/api/prayers", cookie)).json() as Item[];
    expect(whole).toHaveLength(9);

    const { items, sizes } = await walk(cookie, "/api/prayers", 4, () =>
      requestAs(t.app, "POST", "/api/prayers", cookie, {
        title: "Posted meanwhile",
        content: "Amen",
        category: "request",
      }),
    );
    expect(sizes).toEqual([4, 4, 1]);
    expect(items.map((p) => p.id)).toEqual(whole.map((p) => p.id));
    // Never-moved notes sit where the whole list puts them (their index in it), except that the note
    // posted meanwhile moved everything after the first page down by one place.
    expect(items.slice(0, 4).map((p) => p.position)).toEqual(whole.slice(0, 4).map((p) => p.position));
  });

  it("places a page's notes by their index in the whole list", async () => {
    const { cookie } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      await requestAs(t.app, "POST", "/api/prayers", cookie, {
        title: `Note ${i}`,
        content: "Amen",
        category: "request",
      });
    }
    const whole = (await requestAs(t.app, "GET", "/api/prayers", cookie)).json() as Item[];
    const { items } = await walk(cookie, "/api/prayers", 2);
    expect(items).toEqual(whole);
  });

  it("walks every strategy once, newest first", async () => {
    const { user, cookie } = await registerUser(t.app);
    await t.database.execute(
      `insert into prayer_strategies (user_id, title, focus, created_at)
       select ${Number(user.id)}, 'Same ' || g, 'Focus', timestamptz '2026-01-01 00:00:00.654321+00'
       from generate_series(1, 5) g`,
    );
    const whole = (await requestAs(t.app, "GET", "/api/prayer-strategies", cookie)).json() as Item[];
    expect(whole).toHaveLength(5);
    const { items, sizes } = await walk(cookie, "/api/prayer-strategies", 2);
    expect(sizes).toEqual([2, 2, 1]);
    expect(items).toEqual(whole);
  });

  it("refuses a limit or cursor it cannot use with 400", async () => {
    const { cookie } = await registerUser(t.app);
    for (const path of ["/api/prayers", "/api/prayer-strategies"]) {
      for (const query of ["?limit=0", `?limit=${PAGE_LIMIT_MAX + 1}`, "?before=abc", "?before=1_99999999999"]) {
        const response = await requestAs(t.app, "GET", `${path}${query}`, cookie);
        expect(response.statusCode, `${path}${query}`).toBe(400);
      }
    }
  });
});
