import { describe, expect, it } from "vitest";
import {
  ACCESSIBILITY_PRESETS,
  AppearanceSettingsSchema,
  appearanceCssVariables,
  applyPreset,
  DEFAULT_APPEARANCE,
  mergeAppearance,
  parseStoredAppearance,
  resolveTheme,
  THEME_PRESETS,
} from "./appearance";

describe("defaults", () => {
  it("are the spec's defaults", () => {
    expect(DEFAULT_APPEARANCE).toEqual({
      theme: "auto",
      colorScheme: "purple",
      fontSize: "medium",
      fontFamily: "inter",
      compactMode: false,
      animations: true,
      transparencyEffects: true,
      highContrast: false,
      reducedMotion: false,
      backgroundPattern: "gradient",
      borderRadius: "rounded",
    });
    expect(AppearanceSettingsSchema.parse(DEFAULT_APPEARANCE)).toEqual(DEFAULT_APPEARANCE);
  });
});

describe("mergeAppearance", () => {
  it("merges saved fields over the defaults", () => {
    expect(mergeAppearance({ theme: "dark", fontSize: "large" })).toEqual({
      ...DEFAULT_APPEARANCE,
      theme: "dark",
      fontSize: "large",
    });
  });

  it("drops invalid values and unknown fields field by field", () => {
    const merged = mergeAppearance({ theme: "neon", colorScheme: "teal", animations: "yes", extra: 1 });
    expect(merged).toEqual({ ...DEFAULT_APPEARANCE, colorScheme: "teal" });
    expect(merged).not.toHaveProperty("extra");
  });

  it.each([null, undefined, 42, "dark", [1, 2], true])("gives the defaults for %j", (saved) => {
    expect(mergeAppearance(saved)).toEqual(DEFAULT_APPEARANCE);
  });

  it("never hands out the frozen defaults object itself", () => {
    const merged = mergeAppearance(null);
    merged.theme = "dark";
    expect(DEFAULT_APPEARANCE.theme).toBe("auto");
  });
});

describe("parseStoredAppearance", () => {
  it("reads a saved JSON value", () => {
    expect(parseStoredAppearance('{"colorScheme":"green"}').settings.colorScheme).toBe("green");
  });
  it("ignores a corrupt value and reports why", () => {
    const result = parseStoredAppearance("{not json");
    expect(result.settings).toEqual(DEFAULT_APPEARANCE);
    expect(result.error).toBeInstanceOf(SyntaxError);
  });
  it("gives the defaults when nothing is saved", () => {
    expect(parseStoredAppearance(null)).toEqual({ settings: DEFAULT_APPEARANCE });
  });
});

describe("presets", () => {
  it("theme presets are the spec's four", () => {
    expect(THEME_PRESETS).toEqual({
      classic: { colorScheme: "purple", fontFamily: "georgia", borderRadius: "rounded", backgroundPattern: "gradient" },
      modern: { colorScheme: "blue", fontFamily: "inter", borderRadius: "rounded", backgroundPattern: "subtle" },
      elegant: {
        colorScheme: "green",
        fontFamily: "playfair",
        borderRadius: "extra-rounded",
        backgroundPattern: "gradient",
      },
      minimalist: { colorScheme: "teal", fontFamily: "roboto", borderRadius: "sharp", backgroundPattern: "none" },
    });
  });

  it("Vision Friendly sets large font, high contrast and reduced motion, keeping the rest", () => {
    const start = { ...DEFAULT_APPEARANCE, theme: "dark" as const, colorScheme: "orange" as const };
    expect(applyPreset(start, "visionFriendly")).toEqual({
      ...start,
      fontSize: "large",
      highContrast: true,
      reducedMotion: true,
    });
  });

  it("Motion Sensitive turns off animations and transparency and sets reduced motion", () => {
    expect(applyPreset(DEFAULT_APPEARANCE, "motionSensitive")).toEqual({
      ...DEFAULT_APPEARANCE,
      ...ACCESSIBILITY_PRESETS.motionSensitive,
      animations: false,
      transparencyEffects: false,
      reducedMotion: true,
    });
  });

  it("a theme preset keeps theme and accessibility choices", () => {
    const start = { ...DEFAULT_APPEARANCE, theme: "light" as const, highContrast: true };
    const result = applyPreset(start, "minimalist");
    expect(result.theme).toBe("light");
    expect(result.highContrast).toBe(true);
    expect(result.fontFamily).toBe("roboto");
  });
});

describe("appearanceCssVariables", () => {
  it("maps sizes, radii, durations and transparency", () => {
    expect(appearanceCssVariables(DEFAULT_APPEARANCE)).toMatchObject({
      "--font-size-base": "16px",
      "--radius": "8px",
      "--animation-duration": "300ms",
      "--transition-duration": "150ms",
      "--transparency-opacity": "0.1",
    });
    const other = {
      ...DEFAULT_APPEARANCE,
      fontSize: "small",
      borderRadius: "sharp",
      transparencyEffects: false,
    } as const;
    expect(appearanceCssVariables(other)).toMatchObject({
      "--font-size-base": "14px",
      "--radius": "0px",
      "--transparency-opacity": "0",
    });
    const large = { ...DEFAULT_APPEARANCE, fontSize: "large", borderRadius: "extra-rounded" } as const;
    expect(appearanceCssVariables(large)).toMatchObject({ "--font-size-base": "18px", "--radius": "16px" });
  });

  it.each([
    ["animations off", { ...DEFAULT_APPEARANCE, animations: false }, false],
    ["reduced motion on", { ...DEFAULT_APPEARANCE, reducedMotion: true }, false],
    ["the system asks for reduced motion", DEFAULT_APPEARANCE, true],
  ])("stops motion when %s", (_label, settings, systemReduced) => {
    const variables = appearanceCssVariables(settings, systemReduced);
    expect(variables["--animation-duration"]).toBe("0ms");
    expect(variables["--transition-duration"]).toBe("0ms");
  });
});

describe("resolveTheme", () => {
  it("auto follows the system; light and dark are fixed", () => {
    expect(resolveTheme(DEFAULT_APPEARANCE, true)).toBe("dark");
    expect(resolveTheme(DEFAULT_APPEARANCE, false)).toBe("light");
    expect(resolveTheme({ ...DEFAULT_APPEARANCE, theme: "light" }, true)).toBe("light");
    expect(resolveTheme({ ...DEFAULT_APPEARANCE, theme: "dark" }, false)).toBe("dark");
  });
});
