// Applies the saved theme before the app loads so a dark-mode user never sees a light flash.
// Kept in step with web/src/features/appearance (storage key, envelope and attributes).
(() => {
  try {
    const raw = localStorage.getItem("prayer-journey:appearance");
    const stored = raw ? JSON.parse(raw) : null;
    const s = (stored && stored.version === 1 ? stored.data : stored) || {};
    const root = document.documentElement;
    const prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    const theme = s.theme === "light" || s.theme === "dark" ? s.theme : "auto";
    root.classList.toggle("dark", theme === "dark" || (theme === "auto" && prefersDark));
    const pick = (value, allowed, fallback) => (allowed.includes(value) ? value : fallback);
    root.dataset.colorScheme = pick(s.colorScheme, ["purple", "blue", "green", "orange", "pink", "teal"], "purple");
    root.dataset.backgroundPattern = pick(s.backgroundPattern, ["none", "gradient", "subtle", "geometric"], "gradient");
    root.dataset.highContrast = String(s.highContrast === true);
    root.dataset.compact = String(s.compactMode === true);
    const size = { small: "14px", medium: "16px", large: "18px" }[s.fontSize];
    if (size) root.style.setProperty("--font-size-base", size);
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
  const note = (event, selector, key) => {
    const wrapper = event.target instanceof Element ? event.target.closest("[data-prerendered]") : null;
    const target = wrapper && event.target.closest(selector);
    if (!target) return;
    event.preventDefault();
    wrapper.dataset[key] = String([...wrapper.querySelectorAll(selector)].indexOf(target));
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
