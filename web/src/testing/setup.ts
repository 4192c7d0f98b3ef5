import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// jsdom has no ResizeObserver; Radix measures some controls with it.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Routes are lazy: the first test to open one waits for its module, which under a full parallel run
// (server, web and end-to-end suites on two cores) has taken longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not scroll; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  const root = document.documentElement;
  root.removeAttribute("style");
  root.removeAttribute("class");
  for (const key of Object.keys(root.dataset)) delete root.dataset[key];
  // A console error is a defect: fail the test that caused it.
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
