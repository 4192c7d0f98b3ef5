import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestQueryClient, jsonResponse, renderWithQuery } from "@/testing/render";
import { useWatchSettings } from "./hooks/use-watch-settings";
import { WatchSettingsProvider } from "./watch-settings-provider";
import {
  loadWatchSettings,
  saveWatchSettings,
  WATCH_SETTINGS_STORAGE_KEY,
  watchSettingsUnsynced,
} from "./watch-settings-storage";

function Controls() {
  const { settings, update } = useWatchSettings();
  return (
    <div>
      <p data-testid="zone">{settings.homeTimeZone ?? "device"}</p>
      <button type="button" onClick={() => update({ homeTimeZone: "Europe/London" })}>
        pin london
      </button>
    </div>
  );
}

function renderProvider(userId: number | null) {
  return renderWithQuery(
    <WatchSettingsProvider userId={userId}>
      <Controls />
    </WatchSettingsProvider>,
    createTestQueryClient(),
  );
}

function serverWith(stored: { homeTimeZone: string | null; updatedAt: string | null }) {
  const fetchMock = vi.fn<typeof fetch>(async (_path, init) =>
    init?.method === "PUT"
      ? jsonResponse({ ...JSON.parse(String(init.body)), updatedAt: "2025-06-01T00:00:00.000Z" })
      : jsonResponse(stored),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("watch settings storage", () => {
  it("follows the device when nothing is saved", () => {
    expect(loadWatchSettings()).toEqual({ homeTimeZone: null });
  });

  it("reads back a saved zone", () => {
    saveWatchSettings({ homeTimeZone: "Africa/Lagos" });
    expect(JSON.parse(localStorage.getItem(WATCH_SETTINGS_STORAGE_KEY)!)).toEqual({
      version: 1,
      data: { homeTimeZone: "Africa/Lagos" },
    });
    expect(loadWatchSettings()).toEqual({ homeTimeZone: "Africa/Lagos" });
  });

  it.each([
    ["an unknown zone", JSON.stringify({ version: 1, data: { homeTimeZone: "Mars/Olympus" } })],
    ["corrupt JSON", "{nope"],
    ["an unknown version", JSON.stringify({ version: 9, data: { homeTimeZone: "UTC" } })],
  ])("logs and ignores %s", (_name, raw) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(WATCH_SETTINGS_STORAGE_KEY, raw);
    expect(loadWatchSettings()).toEqual({ homeTimeZone: null });
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("WatchSettingsProvider", () => {
  it("keeps a change locally and sends nothing when signed out", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    renderProvider(null);
    await userEvent.click(screen.getByRole("button", { name: "pin london" }));
    expect(screen.getByTestId("zone")).toHaveTextContent("Europe/London");
    expect(loadWatchSettings()).toEqual({ homeTimeZone: "Europe/London" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes the server's copy at sign-in when one is saved there", async () => {
    saveWatchSettings({ homeTimeZone: "Asia/Tokyo" });
    const fetchMock = serverWith({ homeTimeZone: "America/Chicago", updatedAt: "2025-05-01T00:00:00.000Z" });
    renderProvider(7);
    await waitFor(() => expect(screen.getByTestId("zone")).toHaveTextContent("America/Chicago"));
    expect(loadWatchSettings()).toEqual({ homeTimeZone: "America/Chicago" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/watch-settings");
  });

  it("takes a server choice to follow the device too", async () => {
    saveWatchSettings({ homeTimeZone: "Asia/Tokyo" });
    serverWith({ homeTimeZone: null, updatedAt: "2025-05-01T00:00:00.000Z" });
    renderProvider(7);
    await waitFor(() => expect(screen.getByTestId("zone")).toHaveTextContent("device"));
  });

  it("pushes the local settings up when the server has none, and every change at once", async () => {
    saveWatchSettings({ homeTimeZone: "Asia/Tokyo" });
    const fetchMock = serverWith({ homeTimeZone: null, updatedAt: null });
    renderProvider(7);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]![1]?.method).toBe("PUT");
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ homeTimeZone: "Asia/Tokyo" });

    await act(async () => {}); // let the sync settle
    await userEvent.click(screen.getByRole("button", { name: "pin london" }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1]?.body))).toEqual({ homeTimeZone: "Europe/London" });
    await waitFor(() => expect(watchSettingsUnsynced.user()).toBeNull());
  });

  it("sends this user's unconfirmed change instead of taking the older server copy", async () => {
    saveWatchSettings({ homeTimeZone: "Asia/Tokyo" });
    watchSettingsUnsynced.mark(7);
    const fetchMock = serverWith({ homeTimeZone: "America/Chicago", updatedAt: "2025-05-01T00:00:00.000Z" });
    renderProvider(7);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ homeTimeZone: "Asia/Tokyo" });
    expect(screen.getByTestId("zone")).toHaveTextContent("Asia/Tokyo");
  });

  it("keeps the local settings when the server cannot be reached", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    saveWatchSettings({ homeTimeZone: "Asia/Tokyo" });
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async () => jsonResponse({ message: "down" }, 500)),
    );
    renderProvider(7);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId("zone")).toHaveTextContent("Asia/Tokyo");
  });
});
