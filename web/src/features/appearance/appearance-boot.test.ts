import { type AppearanceSettings, DEFAULT_APPEARANCE } from "@common/appearance";
import { afterEach, describe, expect, it, vi } from "vitest";
import BOOT from "../../../public/appearance-boot.js?raw";
import { APPEARANCE_STORAGE_KEY, loadAppearance, saveAppearance } from "./appearance-storage";
import { applyAppearance } from "./apply-appearance";

/** Runs web/public/appearance-boot.js as the page does: a classic script, before the app, no data-app-entry. */
function runBootScript() {
  new Function(BOOT)();
}

function matchMedia(matches: Record<string, boolean>) {
  return (query: string) => ({ matches: matches[query] ?? false }) as MediaQueryList;
}

/** What a document root carries: its inline custom properties, classes and data attributes. */
function written(root: HTMLElement) {
  const style = Object.fromEntries(
    [...Array(root.style.length).keys()].map((i) => root.style.item(i)).map((n) => [n, root.style.getPropertyValue(n)]),
  );
  return { style, classes: root.className, data: { ...root.dataset } };
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("style");
  document.documentElement.removeAttribute("class");
  for (const key of Object.keys(document.documentElement.dataset)) delete document.documentElement.dataset[key];
  vi.unstubAllGlobals();
});

describe("appearance-boot.js writes what the app's appearance provider writes (decision 053)", () => {
  const cases: { name: string; settings: Partial<AppearanceSettings>; media: Record<string, boolean> }[] = [
    { name: "nothing saved", settings: {}, media: {} },
    { name: "nothing saved, a dark system", settings: {}, media: { "(prefers-color-scheme: dark)": true } },
    {
      name: "Vision Friendly",
      settings: { fontSize: "large", highContrast: true, reducedMotion: true, animations: false, theme: "dark" },
      media: {},
    },
    {
      name: "every other choice",
      settings: {
        theme: "light",
        colorScheme: "teal",
        fontFamily: "playfair",
        fontSize: "small",
        compactMode: true,
        transparencyEffects: false,
        backgroundPattern: "geometric",
        borderRadius: "extra-rounded",
      },
      media: { "(prefers-color-scheme: dark)": true, "(prefers-reduced-motion: reduce)": true },
    },
  ];

  for (const { name, settings, media } of cases) {
    it(`${name}: the same properties, classes and attributes, so the app's first write changes nothing`, () => {
      vi.stubGlobal("matchMedia", matchMedia(media));
      const full = { ...DEFAULT_APPEARANCE, ...settings };
      if (Object.keys(settings).length > 0) saveAppearance(full);
      else localStorage.removeItem(APPEARANCE_STORAGE_KEY);
      runBootScript();
      const booted = written(document.documentElement);

      const app = document.createElement("html");
      applyAppearance(app, loadAppearance(), {
        prefersDark: media["(prefers-color-scheme: dark)"] ?? false,
        prefersReducedMotion: media["(prefers-reduced-motion: reduce)"] ?? false,
      });
      expect(booted).toEqual(written(app));

      // And the provider's write over the boot script's touches nothing.
      const observer = new MutationObserver(() => {});
      observer.observe(document.documentElement, { attributes: true });
      applyAppearance(document.documentElement, loadAppearance(), {
        prefersDark: media["(prefers-color-scheme: dark)"] ?? false,
        prefersReducedMotion: media["(prefers-reduced-motion: reduce)"] ?? false,
      });
      expect(observer.takeRecords()).toEqual([]);
      observer.disconnect();
    });
  }
});
