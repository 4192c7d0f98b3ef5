import type { AppearanceSettings } from "@common/appearance";

type FontFamily = AppearanceSettings["fontFamily"];

/**
 * Inter (the default) is bundled with the app; the other families are fetched from
 * our own build the first time they are chosen or previewed, so most visitors never
 * download them. Gelasio stands in for Georgia, which cannot be bundled.
 */
const loaders: Record<Exclude<FontFamily, "inter">, () => Promise<unknown>> = {
  georgia: () =>
    Promise.all([
      import("@fontsource/gelasio/400.css"),
      import("@fontsource/gelasio/600.css"),
      import("@fontsource/gelasio/700.css"),
    ]),
  playfair: () => import("@fontsource-variable/playfair-display/wght.css"),
  roboto: () => import("@fontsource-variable/roboto/wght.css"),
};

const loaded = new Map<FontFamily, Promise<unknown>>();

export function loadFontFamily(family: FontFamily): Promise<unknown> {
  if (family === "inter") return Promise.resolve();
  let pending = loaded.get(family);
  if (!pending) {
    pending = loaders[family]().catch((error: unknown) => {
      loaded.delete(family);
      console.warn(`Could not load the ${family} font`, error);
    });
    loaded.set(family, pending);
  }
  return pending;
}
