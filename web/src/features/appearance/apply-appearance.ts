import { type AppearanceSettings, appearanceCssVariables, resolveTheme } from "@common/appearance";

export interface SystemPreferences {
  prefersDark: boolean;
  prefersReducedMotion: boolean;
}

const THEME_COLOR = { light: "#fbf9f6", dark: "#0d0a1c" } as const;

/** Writes the settings onto the document root as CSS variables, a class and data attributes. */
export function applyAppearance(root: HTMLElement, settings: AppearanceSettings, system: SystemPreferences): void {
  const variables = appearanceCssVariables(settings, system.prefersReducedMotion);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);

  const theme = resolveTheme(settings, system.prefersDark);
  root.classList.toggle("dark", theme === "dark");
  root.dataset.theme = theme;
  root.dataset.colorScheme = settings.colorScheme;
  root.dataset.fontFamily = settings.fontFamily;
  root.dataset.fontSize = settings.fontSize;
  root.dataset.highContrast = String(settings.highContrast);
  root.dataset.backgroundPattern = settings.backgroundPattern;
  root.dataset.borderRadius = settings.borderRadius;
  root.dataset.compact = String(settings.compactMode);
  root.dataset.transparency = String(settings.transparencyEffects);
  root.dataset.motion = variables["--animation-duration"] === "0ms" ? "reduced" : "full";

  root.ownerDocument.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLOR[theme]);
}
