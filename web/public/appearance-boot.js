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
