import { type AppearanceSettings, appearanceCssVariables, resolveTheme } from "@common/appearance";

export interface SystemPreferences {
  prefersDark: boolean;
  prefersReducedMotion: boolean;
}

const THEME_COLOR = { light: "#fbf9f6", dark: "#0d0a1c" } as const;

/**
 * Writes the settings onto the document root as CSS variables, a class and data attributes; only what differs
 * from what is there (appearance-boot.js wrote the saved settings before the app started: an equal write would
 * still have the browser recompute the style of the whole page, decision 053).
 */
export function applyAppearance(root: HTMLElement, settings: AppearanceSettings, system: SystemPreferences): void {
  const variables = appearanceCssVariables(settings, system.prefersReducedMotion);
  for (const [name, value] of Object.entries(variables)) {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }

  const theme = resolveTheme(settings, system.prefersDark);
  root.classList.toggle("dark", theme === "dark");
  const data: Record<string, string> = {
    theme,
    colorScheme: settings.colorScheme,
    fontFamily: settings.fontFamily,
    fontSize: settings.fontSize,
    highContrast: String(settings.highContrast),
    backgroundPattern: settings.backgroundPattern,
    borderRadius: settings.borderRadius,
    compact: String(settings.compactMode),
    transparency: String(settings.transparencyEffects),
    motion: variables["--animation-duration"] === "0ms" ? "reduced" : "full",
  };
  for (const [key, value] of Object.entries(data)) {
    if (root.dataset[key] !== value) root.dataset[key] = value;
  }

  const meta = root.ownerDocument.querySelector('meta[name="theme-color"]');
  if (meta && meta.getAttribute("content") !== THEME_COLOR[theme]) meta.setAttribute("content", THEME_COLOR[theme]);
}
