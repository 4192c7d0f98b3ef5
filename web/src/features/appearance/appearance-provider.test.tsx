import { type AppearanceSettings, DEFAULT_APPEARANCE } from "@common/appearance";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestQueryClient, jsonResponse, renderWithQuery } from "@/testing/render";
import { AppearanceProvider } from "./appearance-provider";
import { APPEARANCE_STORAGE_KEY, markUnsynced, saveAppearance, unsyncedUser } from "./appearance-storage";
import { useAppearance } from "./hooks/use-appearance";

function stubMatchMedia(initial: Record<string, boolean> = {}) {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => listeners.get(query)?.delete(listener),
  }));
  return (query: string, matches: boolean) => {
    state[query] = matches;
    for (const listener of listeners.get(query) ?? []) listener();
  };
}

const DARK = "(prefers-color-scheme: dark)";
const REDUCED = "(prefers-reduced-motion: reduce)";

function Controls() {
  const { settings, update } = useAppearance();
  return (
    <div>
      <p data-testid="theme">{settings.theme}</p>
      <p data-testid="scheme">{settings.colorScheme}</p>
      <button type="button" onClick={() => update({ colorScheme: "orange" })}>
        orange
      </button>
    </div>
  );
}

function renderProvider(userId: number | null = null) {
  return renderWithQuery(
    <AppearanceProvider userId={userId}>
      <Controls />
    </AppearanceProvider>,
    createTestQueryClient(),
  );
}

const root = () => document.documentElement;
const cssVar = (name: string) => root().style.getPropertyValue(name);

describe("AppearanceProvider", () => {
  it("applies the defaults as CSS variables and data attributes", () => {
    stubMatchMedia();
    renderProvider();
    expect(cssVar("--font-size-base")).toBe("16px");
    expect(cssVar("--radius")).toBe("8px");
    expect(cssVar("--animation-duration")).toBe("300ms");
    expect(cssVar("--transition-duration")).toBe("150ms");
    expect(cssVar("--transparency-opacity")).toBe("0.1");
    expect(cssVar("--font-family")).toContain("Inter Variable");
    expect(root()).not.toHaveClass("dark");
    expect(root()).toHaveAttribute("data-color-scheme", "purple");
    expect(root()).toHaveAttribute("data-background-pattern", "gradient");
    expect(root()).toHaveAttribute("data-high-contrast", "false");
    expect(root()).toHaveAttribute("data-compact", "false");
    expect(root()).toHaveAttribute("data-motion", "full");
  });

  it("applies saved settings", () => {
    stubMatchMedia();
    const saved: AppearanceSettings = {
      ...DEFAULT_APPEARANCE,
      theme: "dark",
      colorScheme: "teal",
      fontSize: "large",
      fontFamily: "georgia",
      borderRadius: "sharp",
      highContrast: true,
      compactMode: true,
      transparencyEffects: false,
      backgroundPattern: "geometric",
    };
    saveAppearance(saved);
    renderProvider();
    expect(root()).toHaveClass("dark");
    expect(cssVar("--font-size-base")).toBe("18px");
    expect(cssVar("--radius")).toBe("0px");
    expect(cssVar("--transparency-opacity")).toBe("0");
    expect(cssVar("--font-family")).toContain("Gelasio");
    expect(root()).toHaveAttribute("data-color-scheme", "teal");
    expect(root()).toHaveAttribute("data-font-family", "georgia");
    expect(root()).toHaveAttribute("data-background-pattern", "geometric");
    expect(root()).toHaveAttribute("data-high-contrast", "true");
    expect(root()).toHaveAttribute("data-compact", "true");
  });

  it.each([
    ["reduced motion", { reducedMotion: true }],
    ["animations off", { animations: false }],
  ])("stops all motion with %s", (_name, patch) => {
    stubMatchMedia();
    saveAppearance({ ...DEFAULT_APPEARANCE, ...patch });
    renderProvider();
    expect(cssVar("--animation-duration")).toBe("0ms");
    expect(cssVar("--transition-duration")).toBe("0ms");
    expect(root()).toHaveAttribute("data-motion", "reduced");
  });

  it("honours the system's reduced-motion preference", () => {
    stubMatchMedia({ [REDUCED]: true });
    renderProvider();
    expect(cssVar("--animation-duration")).toBe("0ms");
    expect(root()).toHaveAttribute("data-motion", "reduced");
  });

  it("follows the system colour scheme live when the theme is auto", () => {
    const setMedia = stubMatchMedia({ [DARK]: false });
    renderProvider();
    expect(root()).not.toHaveClass("dark");
    act(() => setMedia(DARK, true));
    expect(root()).toHaveClass("dark");
  });

  it("saves every change locally at once", async () => {
    stubMatchMedia();
    renderProvider();
    await userEvent.click(screen.getByRole("button", { name: "orange" }));
    expect(root()).toHaveAttribute("data-color-scheme", "orange");
    expect(JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY)!).data.colorScheme).toBe("orange");
  });
});

describe("AppearanceProvider when signed in", () => {
  it("takes the server's settings over the local ones and stores them", async () => {
    stubMatchMedia();
    saveAppearance({ ...DEFAULT_APPEARANCE, colorScheme: "pink" });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        jsonResponse({ settings: { ...DEFAULT_APPEARANCE, colorScheme: "green", theme: "dark" }, updatedAt: "x" }),
      );
    vi.stubGlobal("fetch", fetchMock);
    renderProvider(7);
    await waitFor(() => expect(screen.getByTestId("scheme")).toHaveTextContent("green"));
    expect(root()).toHaveClass("dark");
    expect(JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY)!).data.colorScheme).toBe("green");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/appearance");
  });

  it("pushes the local settings up once when the server has none, then saves changes debounced", async () => {
    stubMatchMedia();
    saveAppearance({ ...DEFAULT_APPEARANCE, colorScheme: "pink" });
    const fetchMock = vi.fn<typeof fetch>(async (_path, init) => {
      if (init?.method === "PUT") return jsonResponse({ settings: JSON.parse(String(init.body)), updatedAt: "now" });
      return jsonResponse({ settings: null, updatedAt: null });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderProvider(7);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const firstPut = fetchMock.mock.calls[1]!;
    expect(firstPut[1]?.method).toBe("PUT");
    expect(JSON.parse(String(firstPut[1]?.body)).colorScheme).toBe("pink");

    await userEvent.click(screen.getByRole("button", { name: "orange" }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3), { timeout: 2000 });
    const secondPut = fetchMock.mock.calls[2]!;
    expect(secondPut[1]?.method).toBe("PUT");
    expect(JSON.parse(String(secondPut[1]?.body)).colorScheme).toBe("orange");
  });

  it("sends this user's change that never reached the server instead of taking the older server copy", async () => {
    stubMatchMedia();
    saveAppearance({ ...DEFAULT_APPEARANCE, colorScheme: "pink" });
    markUnsynced(7);
    const fetchMock = vi.fn<typeof fetch>(async (_path, init) => {
      if (init?.method === "PUT") return jsonResponse({ settings: JSON.parse(String(init.body)), updatedAt: "now" });
      return jsonResponse({ settings: { ...DEFAULT_APPEARANCE, colorScheme: "green" }, updatedAt: "then" });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderProvider(7);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]![1]?.method).toBe("PUT");
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body)).colorScheme).toBe("pink");
    expect(screen.getByTestId("scheme")).toHaveTextContent("pink");
    await waitFor(() => expect(unsyncedUser()).toBeNull());
  });

  it("ignores another user's unsynced change", async () => {
    stubMatchMedia();
    saveAppearance({ ...DEFAULT_APPEARANCE, colorScheme: "pink" });
    markUnsynced(99);
    vi.stubGlobal(
      "fetch",
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          jsonResponse({ settings: { ...DEFAULT_APPEARANCE, colorScheme: "green" }, updatedAt: "then" }),
        ),
    );
    renderProvider(7);
    await waitFor(() => expect(screen.getByTestId("scheme")).toHaveTextContent("green"));
  });

  it("sends a change still in the debounce when the page goes away", async () => {
    stubMatchMedia();
    const fetchMock = vi.fn<typeof fetch>(async (_path, init) =>
      jsonResponse(
        init?.method === "PUT"
          ? { settings: JSON.parse(String(init.body)), updatedAt: "now" }
          : {
              settings: { ...DEFAULT_APPEARANCE },
              updatedAt: "then",
            },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderProvider(7);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {}); // let the sync settle
    await userEvent.click(screen.getByRole("button", { name: "orange" }));
    expect(unsyncedUser()).toBe(7);
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init?.method).toBe("PUT");
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body)).colorScheme).toBe("orange");
  });

  it("does not send anything to the server when signed out", async () => {
    stubMatchMedia();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    renderProvider(null);
    await userEvent.click(screen.getByRole("button", { name: "orange" }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
