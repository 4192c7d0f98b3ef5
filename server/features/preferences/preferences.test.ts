import { DEFAULT_PREFERENCES } from "@common/preferences";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const custom = {
  voiceSettings: { voice: "male", speed: 1.4, volume: 0.5 },
  preferredWatches: [7, 1, 7],
  allergyProfile: ["vegetarian", "gluten-free"],
  notifications: { prayerReminders: false, groupAlerts: true, dailyWord: true },
};

describe("/api/preferences", () => {
  it("needs a signed-in user", async () => {
    expect((await requestAs(t.app, "GET", "/api/preferences")).statusCode).toBe(401);
    expect((await requestAs(t.app, "PUT", "/api/preferences", undefined, custom)).statusCode).toBe(401);
  });

  it("gives the defaults before the first save", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await requestAs(t.app, "GET", "/api/preferences", cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ preferences: DEFAULT_PREFERENCES, updatedAt: null });
  });

  it("saves per user, normalising the watch list", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const saved = await requestAs(t.app, "PUT", "/api/preferences", alice.cookie, custom);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toEqual({ ...custom, preferredWatches: [1, 7] });
    expect(typeof saved.json().updatedAt).toBe("string");

    const mine = await requestAs(t.app, "GET", "/api/preferences", alice.cookie);
    expect(mine.json().preferences).toEqual({ ...custom, preferredWatches: [1, 7] });
    const his = await requestAs(t.app, "GET", "/api/preferences", bob.cookie);
    expect(his.json().preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it("rejects values outside the spec's ranges and keeps what was saved", async () => {
    const { cookie } = await registerUser(t.app);
    await requestAs(t.app, "PUT", "/api/preferences", cookie, custom);
    const bad = [
      { ...custom, voiceSettings: { ...custom.voiceSettings, speed: 2.5 } },
      { ...custom, voiceSettings: { ...custom.voiceSettings, speed: 0.4 } },
      { ...custom, voiceSettings: { ...custom.voiceSettings, volume: 1.1 } },
      { ...custom, voiceSettings: { ...custom.voiceSettings, voice: "robot" } },
      { ...custom, preferredWatches: [9] },
      { ...custom, allergyProfile: ["peanuts"] },
      { ...custom, extra: true },
      { voiceSettings: custom.voiceSettings },
    ];
    for (const payload of bad) {
      const response = await requestAs(t.app, "PUT", "/api/preferences", cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const kept = await requestAs(t.app, "GET", "/api/preferences", cookie);
    expect(kept.json().preferences.voiceSettings).toEqual(custom.voiceSettings);
  });
});
