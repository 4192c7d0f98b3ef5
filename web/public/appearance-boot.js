// Applies the saved appearance before the app loads, so a dark-mode user never sees a light flash, and writes
// everything the app's appearance provider writes (web/src/features/appearance/apply-appearance.ts, with
// common/appearance.ts's tables), so the app's first write changes nothing: no style recalculation of the whole
// page while it starts (decision 053). Kept in step with those files; appearance-boot.test.ts compares them.
// Chromium can say the app may be installed before the app's script has run (a prerendered page starts it after
// the first paint): the event is kept here for the install prompt store (web/src/features/install/
// install-prompt-store.ts), which takes it when it starts (decision 054).
addEventListener("beforeinstallprompt", (event) => {
  event.preventDefault();
  window.__pjBeforeInstallPrompt = event;
});
(() => {
  try {
    const raw = localStorage.getItem("prayer-journey:appearance");
    const stored = raw ? JSON.parse(raw) : null;
    const s = (stored && stored.version === 1 ? stored.data : stored) || {};
    const root = document.documentElement;
    const media = (query) => typeof window.matchMedia === "function" && window.matchMedia(query).matches;
    const pick = (value, allowed, fallback) => (allowed.includes(value) ? value : fallback);
    const flag = (value, fallback) => (typeof value === "boolean" ? value : fallback);
    const theme = pick(s.theme, ["light", "dark", "auto"], "auto");
    const resolved = theme === "auto" ? (media("(prefers-color-scheme: dark)") ? "dark" : "light") : theme;
    const fontSize = pick(s.fontSize, ["small", "medium", "large"], "medium");
    const fontFamily = pick(s.fontFamily, ["inter", "georgia", "playfair", "roboto"], "inter");
    const borderRadius = pick(s.borderRadius, ["sharp", "rounded", "extra-rounded"], "rounded");
    const transparency = flag(s.transparencyEffects, true);
    const motionOff =
      !flag(s.animations, true) || flag(s.reducedMotion, false) || media("(prefers-reduced-motion: reduce)");
    const variables = {
      "--font-size-base": `${{ small: 14, medium: 16, large: 18 }[fontSize]}px`,
      "--radius": `${{ sharp: 0, rounded: 8, "extra-rounded": 16 }[borderRadius]}px`,
      "--animation-duration": motionOff ? "0ms" : "300ms",
      "--transition-duration": motionOff ? "0ms" : "150ms",
      "--transparency-opacity": transparency ? "0.1" : "0",
      "--font-family": {
        inter: '"Inter Variable", "Inter", system-ui, sans-serif',
        georgia: '"Gelasio", Georgia, "Times New Roman", serif',
        playfair: '"Playfair Display Variable", "Playfair Display", Georgia, serif',
        roboto: '"Roboto Variable", "Roboto", system-ui, sans-serif',
      }[fontFamily],
    };
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    root.classList.toggle("dark", resolved === "dark");
    root.dataset.theme = resolved;
    root.dataset.colorScheme = pick(s.colorScheme, ["purple", "blue", "green", "orange", "pink", "teal"], "purple");
    root.dataset.fontFamily = fontFamily;
    root.dataset.fontSize = fontSize;
    root.dataset.highContrast = String(flag(s.highContrast, false));
    root.dataset.backgroundPattern = pick(s.backgroundPattern, ["none", "gradient", "subtle", "geometric"], "gradient");
    root.dataset.borderRadius = borderRadius;
    root.dataset.compact = String(flag(s.compactMode, false));
    root.dataset.transparency = String(transparency);
    root.dataset.motion = motionOff ? "reduced" : "full";
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute("content", resolved === "dark" ? "#0d0a1c" : "#fbf9f6");
  } catch {
    // A corrupt saved value is reported and dropped by the app itself.
  }
})();

// A prerendered page (/landing, /auth; decision 049) names the app's script here instead of in its head: the
// script is fetched and run after the first paint, so the page's text shows before any of it. The app's
// other modules are preloaded at the same moment.
(() => {
  const boot = document.currentScript;
  const entry = boot?.dataset.appEntry;
  if (!entry) return;
  // Until the app takes over, a prerendered form must not submit itself (a GET would put the password in the
  // address), and a button does nothing: the last button pressed or form sent is noted on the page's wrapper,
  // and the app presses or sends its own once it takes over (web/src/app/prerendered.ts).
  // A button by its name and its place among the buttons of that name (web/src/app/prerendered.ts, buttonName).
  const nameOf = (button) =>
    (button.getAttribute("aria-label") || button.textContent || "").trim().replace(/\s+/g, " ");
  const note = (event, selector, key) => {
    const wrapper = event.target instanceof Element ? event.target.closest("[data-prerendered]") : null;
    const target = wrapper && event.target.closest(selector);
    if (!target) return;
    event.preventDefault();
    let candidates = [...wrapper.querySelectorAll(selector)];
    if (key === "pendingClick") {
      wrapper.dataset.pendingClickName = nameOf(target);
      candidates = candidates.filter((candidate) => nameOf(candidate) === nameOf(target));
    }
    wrapper.dataset[key] = String(candidates.indexOf(target));
  };
  document.addEventListener("submit", (event) => note(event, "form", "pendingSubmit"), true);
  document.addEventListener("click", (event) => note(event, "button:not([type=submit])", "pendingClick"), true);
  const start = () => {
    for (const href of (boot.dataset.appPreload || "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // When the browser reports the first contentful paint; without paint timing, two seconds after the page parsed.
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: "paint", buffered: true });
  } catch {
    // No paint timing: the timer below starts the app.
  }
  const fallback = () => setTimeout(once, 2000);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fallback, { once: true });
  else fallback();
})();
