import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

export type ToastType = "success" | "info" | "warning" | "error";
export interface ToastColours {
  bg: string;
  border: string;
  text: string;
}
export type ToastPalette = Record<ToastType, ToastColours>;

/**
 * The toasts' colours in each look (decision 041). Sonner's own rich colours miss WCAG AA on light
 * backgrounds (success green 4.3:1, warning orange 3.0:1), so every type's text is darkened until its
 * title and description reach at least 4.5:1 on its background; Vision Friendly (high contrast) goes
 * further, to 7:1, on the page's own plain white or black.
 */
export const TOAST_PALETTES = {
  light: {
    success: { bg: "hsl(143, 85%, 96%)", border: "hsl(145, 92%, 80%)", text: "hsl(140, 100%, 22%)" },
    info: { bg: "hsl(208, 100%, 97%)", border: "hsl(221, 91%, 88%)", text: "hsl(210, 92%, 35%)" },
    warning: { bg: "hsl(49, 100%, 97%)", border: "hsl(49, 91%, 76%)", text: "hsl(31, 92%, 27%)" },
    error: { bg: "hsl(359, 100%, 97%)", border: "hsl(359, 100%, 90%)", text: "hsl(360, 100%, 37%)" },
  },
  dark: {
    success: { bg: "hsl(150, 100%, 6%)", border: "hsl(147, 100%, 16%)", text: "hsl(150, 86%, 65%)" },
    info: { bg: "hsl(215, 100%, 6%)", border: "hsl(223, 43%, 22%)", text: "hsl(216, 87%, 72%)" },
    warning: { bg: "hsl(64, 100%, 6%)", border: "hsl(60, 100%, 14%)", text: "hsl(46, 87%, 65%)" },
    error: { bg: "hsl(358, 76%, 10%)", border: "hsl(357, 89%, 22%)", text: "hsl(358, 100%, 81%)" },
  },
  lightHighContrast: {
    success: { bg: "hsl(0, 0%, 100%)", border: "hsl(140, 100%, 15%)", text: "hsl(140, 100%, 15%)" },
    info: { bg: "hsl(0, 0%, 100%)", border: "hsl(210, 100%, 25%)", text: "hsl(210, 100%, 25%)" },
    warning: { bg: "hsl(0, 0%, 100%)", border: "hsl(31, 100%, 18%)", text: "hsl(31, 100%, 18%)" },
    error: { bg: "hsl(0, 0%, 100%)", border: "hsl(0, 100%, 27%)", text: "hsl(0, 100%, 27%)" },
  },
  darkHighContrast: {
    success: { bg: "hsl(0, 0%, 0%)", border: "hsl(150, 90%, 70%)", text: "hsl(150, 90%, 70%)" },
    info: { bg: "hsl(0, 0%, 0%)", border: "hsl(210, 100%, 80%)", text: "hsl(210, 100%, 80%)" },
    warning: { bg: "hsl(0, 0%, 0%)", border: "hsl(46, 100%, 65%)", text: "hsl(46, 100%, 65%)" },
    error: { bg: "hsl(0, 0%, 0%)", border: "hsl(0, 100%, 82%)", text: "hsl(0, 100%, 82%)" },
  },
} satisfies Record<string, ToastPalette>;

export function toastPalette(theme: "light" | "dark", highContrast: boolean): ToastPalette {
  if (highContrast) return theme === "dark" ? TOAST_PALETTES.darkHighContrast : TOAST_PALETTES.lightHighContrast;
  return TOAST_PALETTES[theme];
}

/** Sonner's custom properties for a palette, set on the toaster so they win over its stylesheet. */
function paletteStyle(palette: ToastPalette): CSSProperties {
  const style: Record<string, string> = {};
  for (const [type, colours] of Object.entries(palette)) {
    style[`--${type}-bg`] = colours.bg;
    style[`--${type}-border`] = colours.border;
    style[`--${type}-text`] = colours.text;
  }
  return style as CSSProperties;
}

/** The one toast outlet. Toasts last 5 s (spec §9); errors use the destructive colours. */
export function Toaster({ theme, highContrast = false, style, ...props }: ToasterProps & { highContrast?: boolean }) {
  const resolved = theme === "dark" ? "dark" : "light";
  return (
    <Sonner
      theme={resolved}
      duration={5000}
      richColors
      closeButton
      position="top-center"
      toastOptions={{ classNames: { toast: "font-sans", description: "text-sm" } }}
      style={{ ...paletteStyle(toastPalette(resolved, highContrast)), ...style }}
      {...props}
    />
  );
}
