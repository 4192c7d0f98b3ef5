import { describe, expect, it, vi } from "vitest";
import { appearanceKeys } from "@/features/appearance/api/appearance-api";
import { authKeys } from "@/features/auth/api/queries";
import { profileKeys } from "@/features/profile/api/profile-api";
import { watchSettingsKeys } from "@/features/watches/api/watch-settings-api";
import { createQueryClient } from "@/lib/query-client";
import { BOOT_ELEMENT_ID, BOOT_PATHS, seedBootQueries, takeBootAnswers } from "./boot-queries";

const user = {
  id: 7,
  username: "anna",
  email: null,
  firstName: "Anna",
  lastName: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  emailVerified: false,
};

describe("the answers the server put in the signed-in home's page (decision 053)", () => {
  it("asks the session first, then what the first screen is drawn with", () => {
    expect(BOOT_PATHS[0]).toBe("/api/session");
    expect(BOOT_PATHS).toEqual(expect.arrayContaining(["/api/watch-settings", "/api/appearance", "/api/preferences"]));
  });

  it("fills the query cache under the keys the app reads, each answer read as the API client reads it", () => {
    const client = createQueryClient();
    const id = seedBootQueries(client, {
      "/api/session": { user },
      "/api/watch-settings": { homeTimeZone: "Europe/Berlin", updatedAt: "2026-11-20T08:00:00.000Z" },
      "/api/appearance": null,
      "/api/preferences": null,
    });
    expect(id).toBe(7);
    expect(client.getQueryData(authKeys.user)).toEqual(user);
    expect(client.getQueryData(watchSettingsKeys.forUser(7))).toMatchObject({ homeTimeZone: "Europe/Berlin" });
    // Nothing saved yet: read as the API client reads it (a settings object with nothing in it).
    expect(client.getQueryData(appearanceKeys.forUser(7))).toEqual({ settings: null, updatedAt: null });
    expect(client.getQueryData(profileKeys.preferences(7))).toMatchObject({ updatedAt: null });
  });

  it("puts nothing in when the answers name nobody, and leaves out an answer that breaks its contract", () => {
    const nobody = createQueryClient();
    expect(seedBootQueries(nobody, { "/api/session": { user: null }, "/api/watch-settings": {} })).toBeNull();
    expect(nobody.getQueryCache().getAll()).toHaveLength(0);

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const client = createQueryClient();
    seedBootQueries(client, { "/api/session": { user }, "/api/watch-settings": { homeTimeZone: 42 } });
    expect(client.getQueryData(authKeys.user)).toEqual(user);
    expect(client.getQueryData(watchSettingsKeys.forUser(7))).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("reads the page's answers once, and nothing from a page without them or with broken ones", () => {
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = BOOT_ELEMENT_ID;
    script.textContent = JSON.stringify({ "/api/session": { user } }).replace(/</g, "\\u003c");
    document.body.append(script);
    expect(takeBootAnswers()).toEqual({ "/api/session": { user } });
    expect(document.getElementById(BOOT_ELEMENT_ID)).toBeNull();
    expect(takeBootAnswers()).toBeNull();

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = document.createElement("script");
    broken.type = "application/json";
    broken.id = BOOT_ELEMENT_ID;
    broken.textContent = "{not json";
    document.body.append(broken);
    expect(takeBootAnswers()).toBeNull();
    warn.mockRestore();
  });
});
