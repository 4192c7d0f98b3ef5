import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/watch-settings",
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe("/api/watch-settings", () => {
  it("follows the device until a home time zone is pinned", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({ url: "/api/watch-settings", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ homeTimeZone: null, updatedAt: null });
  });

  it("pins and unpins a home time zone, per user", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const pinned = await put(alice.cookie, { homeTimeZone: "Africa/Lagos" });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().homeTimeZone).toBe("Africa/Lagos");

    const read = await t.app.inject({ url: "/api/watch-settings", headers: { cookie: alice.cookie } });
    expect(read.json().homeTimeZone).toBe("Africa/Lagos");
    const his = await t.app.inject({ url: "/api/watch-settings", headers: { cookie: bob.cookie } });
    expect(his.json().homeTimeZone).toBeNull();

    const unpinned = await put(alice.cookie, { homeTimeZone: null });
    expect(unpinned.json().homeTimeZone).toBeNull();
  });

  it("refuses an unknown time zone and keeps what was saved", async () => {
    const { cookie } = await registerUser(t.app);
    await put(cookie, { homeTimeZone: "Europe/London" });
    for (const payload of [{ homeTimeZone: "Mars/Olympus_Mons" }, { homeTimeZone: "" }, {}, { homeTimeZone: 3 }]) {
      const response = await put(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await put(cookie, { homeTimeZone: "Mars/Olympus_Mons" });
    expect(bad.json().message).toContain("Unknown time zone");
    const kept = await t.app.inject({ url: "/api/watch-settings", headers: { cookie } });
    expect(kept.json().homeTimeZone).toBe("Europe/London");
  });

  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ url: "/api/watch-settings" })).statusCode).toBe(401);
    expect((await put(undefined, { homeTimeZone: "Europe/London" })).statusCode).toBe(401);
  });
});
