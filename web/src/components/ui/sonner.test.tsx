import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastError, toastSuccess } from "@/lib/toast";
import { TOAST_PALETTES, Toaster, type ToastType, toastPalette } from "./sonner";

/** `hsl(h, s%, l%)` to sRGB 0-255. */
function hslToRgb(value: string): [number, number, number] {
  const match = /^hsl\(([\d.]+),\s*([\d.]+)%,\s*([\d.]+)%\)$/.exec(value);
  if (!match) throw new Error(`not an hsl() colour: ${value}`);
  const [h, s, l] = [Number(match[1]), Number(match[2]) / 100, Number(match[3]) / 100];
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(colour: string): number {
  const [r, g, b] = hslToRgb(colour).map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TYPES: ToastType[] = ["success", "info", "warning", "error"];

describe("toast colours", () => {
  it("the checker is right: sonner's own light success green misses AA, black on white is 21:1", () => {
    expect(contrast("hsl(140, 100%, 27%)", "hsl(143, 85%, 96%)")).toBeLessThan(4.5);
    expect(contrast("hsl(0, 0%, 0%)", "hsl(0, 0%, 100%)")).toBeCloseTo(21, 1);
  });

  it.each([
    ["light", false, 4.5],
    ["dark", false, 4.5],
    ["light", true, 7],
    ["dark", true, 7],
  ] as const)("every toast type meets its contrast in the %s theme (high contrast: %s)", (theme, highContrast, min) => {
    const palette = toastPalette(theme, highContrast);
    for (const type of TYPES) {
      const { text, bg } = palette[type];
      expect(contrast(text, bg), `${type} ${theme}${highContrast ? " high contrast" : ""}`).toBeGreaterThanOrEqual(min);
    }
  });

  it("the toaster carries the palette of its look, so sonner's weaker colours are never used", async () => {
    const { rerender } = render(<Toaster theme="light" />);
    act(() => toastSuccess("Prayer Saved"));
    await screen.findByText("Prayer Saved");
    const toaster = () => document.querySelector<HTMLElement>("[data-sonner-toaster]")!;
    expect(toaster().style.getPropertyValue("--success-text")).toBe(TOAST_PALETTES.light.success.text);
    expect(toaster().style.getPropertyValue("--warning-text")).toBe(TOAST_PALETTES.light.warning.text);

    rerender(<Toaster theme="dark" />);
    act(() => toastError("Sign in failed"));
    await screen.findByText("Sign in failed");
    expect(toaster().style.getPropertyValue("--error-text")).toBe(TOAST_PALETTES.dark.error.text);

    rerender(<Toaster theme="dark" highContrast />);
    expect(toaster().style.getPropertyValue("--error-bg")).toBe(TOAST_PALETTES.darkHighContrast.error.bg);
    expect(toaster().style.getPropertyValue("--success-text")).toBe(TOAST_PALETTES.darkHighContrast.success.text);
  });
});
