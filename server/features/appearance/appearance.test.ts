import { DEFAULT_APPEARANCE, THEME_PRESETS } from "@common/appearance";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("/api/appearance", () => {
  it("is empty before the first save", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({ url: "/api/appearance", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settings: null, updatedAt: null });
  });

  it("saves per user, and a second save replaces the first", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const first = { ...DEFAULT_APPEARANCE, theme: "dark", ...THEME_PRESETS.elegant };
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/appearance",
      headers: { cookie: alice.cookie },
      payload: first,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual(first);

    const second = { ...first, fontSize: "large", highContrast: true };
    await t.app.inject({ method: "PUT", url: "/api/appearance", headers: { cookie: alice.cookie }, payload: second });

    const mine = await t.app.inject({ url: "/api/appearance", headers: { cookie: alice.cookie } });
    expect(mine.json().settings).toEqual(second);
    expect(new Date(mine.json().updatedAt).getTime()).toBeGreaterThan(0);

    // Bob's appearance is his own.
    const his = await t.app.inject({ url: "/api/appearance", headers: { cookie: bob.cookie } });
    expect(his.json().settings).toBeNull();
  });

  it("rejects values outside the allowed set, and unknown fields, keeping what was saved", async () => {
    const { cookie } = await registerUser(t.app);
    await t.app.inject({ method: "PUT", url: "/api/appearance", headers: { cookie }, payload: DEFAULT_APPEARANCE });
    for (const payload of [
      { ...DEFAULT_APPEARANCE, colorScheme: "neon" },
      { ...DEFAULT_APPEARANCE, evil: "<script>" },
      { theme: "dark" },
    ]) {
      const response = await t.app.inject({ method: "PUT", url: "/api/appearance", headers: { cookie }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
    const kept = await t.app.inject({ url: "/api/appearance", headers: { cookie } });
    expect(kept.json().settings).toEqual(DEFAULT_APPEARANCE);
  });
});
