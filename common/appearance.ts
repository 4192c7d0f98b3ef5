import { z } from "zod";

export const THEMES = ["auto", "light", "dark"] as const;
export const COLOR_SCHEMES = ["purple", "blue", "green", "orange", "pink", "teal"] as const;
export const FONT_SIZES = ["small", "medium", "large"] as const;
export const FONT_FAMILIES = ["inter", "georgia", "playfair", "roboto"] as const;
export const BACKGROUND_PATTERNS = ["none", "gradient", "subtle", "geometric"] as const;
export const BORDER_RADII = ["sharp", "rounded", "extra-rounded"] as const;

export const AppearanceSettingsSchema = z.object({
  theme: z.enum(THEMES),
  colorScheme: z.enum(COLOR_SCHEMES),
  fontSize: z.enum(FONT_SIZES),
  fontFamily: z.enum(FONT_FAMILIES),
  compactMode: z.boolean(),
  animations: z.boolean(),
  transparencyEffects: z.boolean(),
  highContrast: z.boolean(),
  reducedMotion: z.boolean(),
  backgroundPattern: z.enum(BACKGROUND_PATTERNS),
  borderRadius: z.enum(BORDER_RADII),
});
export type AppearanceSettings = z.infer<typeof AppearanceSettingsSchema>;

export const DEFAULT_APPEARANCE: AppearanceSettings = Object.freeze({
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

/** GET/PUT /api/appearance answer: a signed-in user's saved appearance (null before the first save). */
export const StoredAppearanceSchema = z.object({
  settings: AppearanceSettingsSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type StoredAppearance = z.infer<typeof StoredAppearanceSchema>;

/**
 * Merges whatever was saved over the defaults, field by field. Unknown fields and
 * fields whose value is not allowed are dropped, so a corrupt or older saved value
 * never breaks the app.
 */
export function mergeAppearance(saved: unknown): AppearanceSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_APPEARANCE };
  if (saved === null || typeof saved !== "object" || Array.isArray(saved)) return merged as AppearanceSettings;
  const shape = AppearanceSettingsSchema.shape;
  for (const key of Object.keys(shape) as (keyof AppearanceSettings)[]) {
    const value = (saved as Record<string, unknown>)[key];
    if (value !== undefined && shape[key].safeParse(value).success) merged[key] = value;
  }
  return merged as AppearanceSettings;
}

/** Parses a raw local-storage string; anything unreadable gives the defaults. */
export function parseStoredAppearance(raw: string | null): { settings: AppearanceSettings; error?: unknown } {
  if (raw === null) return { settings: { ...DEFAULT_APPEARANCE } };
  try {
    return { settings: mergeAppearance(JSON.parse(raw)) };
  } catch (error) {
    return { settings: { ...DEFAULT_APPEARANCE }, error };
  }
}

export const THEME_PRESET_NAMES = ["classic", "modern", "elegant", "minimalist"] as const;
export type ThemePresetName = (typeof THEME_PRESET_NAMES)[number];

export const THEME_PRESETS: Record<ThemePresetName, Partial<AppearanceSettings>> = {
  classic: { colorScheme: "purple", fontFamily: "georgia", borderRadius: "rounded", backgroundPattern: "gradient" },
  modern: { colorScheme: "blue", fontFamily: "inter", borderRadius: "rounded", backgroundPattern: "subtle" },
  elegant: {
    colorScheme: "green",
    fontFamily: "playfair",
    borderRadius: "extra-rounded",
    backgroundPattern: "gradient",
  },
  minimalist: { colorScheme: "teal", fontFamily: "roboto", borderRadius: "sharp", backgroundPattern: "none" },
};

export const ACCESSIBILITY_PRESET_NAMES = ["visionFriendly", "motionSensitive"] as const;
export type AccessibilityPresetName = (typeof ACCESSIBILITY_PRESET_NAMES)[number];

export const ACCESSIBILITY_PRESETS: Record<AccessibilityPresetName, Partial<AppearanceSettings>> = {
  visionFriendly: { fontSize: "large", highContrast: true, reducedMotion: true },
  motionSensitive: { animations: false, transparencyEffects: false, reducedMotion: true },
};

export function applyPreset(
  settings: AppearanceSettings,
  preset: ThemePresetName | AccessibilityPresetName,
): AppearanceSettings {
  const patch =
    preset in THEME_PRESETS
      ? THEME_PRESETS[preset as ThemePresetName]
      : ACCESSIBILITY_PRESETS[preset as AccessibilityPresetName];
  return { ...settings, ...patch };
}

export const FONT_SIZE_PX: Record<AppearanceSettings["fontSize"], number> = { small: 14, medium: 16, large: 18 };
export const BORDER_RADIUS_PX: Record<AppearanceSettings["borderRadius"], number> = {
  sharp: 0,
  rounded: 8,
  "extra-rounded": 16,
};
export const FONT_STACKS: Record<AppearanceSettings["fontFamily"], string> = {
  inter: '"Inter Variable", "Inter", system-ui, sans-serif',
  georgia: '"Gelasio", Georgia, "Times New Roman", serif',
  playfair: '"Playfair Display Variable", "Playfair Display", Georgia, serif',
  roboto: '"Roboto Variable", "Roboto", system-ui, sans-serif',
};

/**
 * The CSS custom properties an appearance produces. `systemPrefersReducedMotion`
 * is the browser's own setting: reduced motion from either source stops animation.
 */
export function appearanceCssVariables(
  settings: AppearanceSettings,
  systemPrefersReducedMotion = false,
): Record<string, string> {
  const motionOff = !settings.animations || settings.reducedMotion || systemPrefersReducedMotion;
  return {
    "--font-size-base": `${FONT_SIZE_PX[settings.fontSize]}px`,
    "--radius": `${BORDER_RADIUS_PX[settings.borderRadius]}px`,
    "--animation-duration": motionOff ? "0ms" : "300ms",
    "--transition-duration": motionOff ? "0ms" : "150ms",
    "--transparency-opacity": settings.transparencyEffects ? "0.1" : "0",
    "--font-family": FONT_STACKS[settings.fontFamily],
  };
}

/** Resolves auto against the system preference. */
export function resolveTheme(settings: AppearanceSettings, systemPrefersDark: boolean): "light" | "dark" {
  if (settings.theme === "auto") return systemPrefersDark ? "dark" : "light";
  return settings.theme;
}
