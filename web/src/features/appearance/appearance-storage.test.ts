import { DEFAULT_APPEARANCE } from "@common/appearance";
import { describe, expect, it, vi } from "vitest";
import { APPEARANCE_STORAGE_KEY, loadAppearance, saveAppearance } from "./appearance-storage";

describe("appearance storage", () => {
  it("gives the defaults when nothing is saved", () => {
    expect(loadAppearance()).toEqual(DEFAULT_APPEARANCE);
  });

  it("saves a versioned value and reads it back", () => {
    saveAppearance({ ...DEFAULT_APPEARANCE, theme: "dark", colorScheme: "teal" });
    const raw = JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY)!);
    expect(raw.version).toBe(1);
    expect(loadAppearance()).toMatchObject({ theme: "dark", colorScheme: "teal" });
  });

  it("merges a partial or partly invalid value over the defaults", () => {
    localStorage.setItem(
      APPEARANCE_STORAGE_KEY,
      JSON.stringify({ version: 1, data: { fontSize: "large", colorScheme: "neon", extra: true } }),
    );
    expect(loadAppearance()).toEqual({ ...DEFAULT_APPEARANCE, fontSize: "large" });
  });

  it("still reads a bare settings object saved before versioning", () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme: "light", compactMode: true }));
    expect(loadAppearance()).toEqual({ ...DEFAULT_APPEARANCE, theme: "light", compactMode: true });
  });

  it("logs a corrupt value with console.warn and ignores it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(APPEARANCE_STORAGE_KEY, "{corrupt");
    expect(loadAppearance()).toEqual(DEFAULT_APPEARANCE);
    expect(warn).toHaveBeenCalledOnce();
  });
});
