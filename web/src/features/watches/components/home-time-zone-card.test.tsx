import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toastSuccess } from "@/lib/toast";
import { createTestQueryClient, renderWithQuery } from "@/testing/render";
import { WatchSettingsProvider } from "../watch-settings-provider";
import { loadWatchSettings, saveWatchSettings } from "../watch-settings-storage";
import { HomeTimeZoneCard } from "./home-time-zone-card";

vi.mock("@/lib/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));

const device = Intl.DateTimeFormat().resolvedOptions().timeZone;

function renderCard() {
  return renderWithQuery(
    <WatchSettingsProvider userId={null}>
      <HomeTimeZoneCard />
    </WatchSettingsProvider>,
    createTestQueryClient(),
  );
}

describe("HomeTimeZoneCard", () => {
  beforeEach(() => vi.clearAllMocks());

  it("follows the device by default and names its zone", () => {
    renderCard();
    expect(screen.getByRole("radio", { name: `Follow this device (${device})` })).toBeChecked();
    expect(screen.queryByRole("combobox", { name: "Home time zone" })).not.toBeInTheDocument();
  });

  it("pins a home time zone from the list, in its proper spelling", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole("radio", { name: "Pin a home time zone" }));
    const input = screen.getByRole("combobox", { name: "Home time zone" });
    expect(input).toHaveAttribute("list");
    await user.clear(input);
    await user.type(input, "europe/london");
    await user.click(screen.getByRole("button", { name: "Save home time zone" }));
    expect(loadWatchSettings()).toEqual({ homeTimeZone: "Europe/London" });
    expect(input).toHaveValue("Europe/London");
    expect(toastSuccess).toHaveBeenCalledWith("Settings Saved", expect.stringContaining("Europe/London"));
    expect(screen.getByTestId("time-zone-in-use")).toHaveTextContent("Europe/London");
  });

  it("refuses an unknown zone", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole("radio", { name: "Pin a home time zone" }));
    const input = screen.getByRole("combobox", { name: "Home time zone" });
    await user.clear(input);
    await user.type(input, "Atlantis/Capital");
    await user.click(screen.getByRole("button", { name: "Save home time zone" }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/Unknown time zone/)).toBeInTheDocument();
    expect(loadWatchSettings()).toEqual({ homeTimeZone: null });
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("goes back to following the device at once", async () => {
    saveWatchSettings({ homeTimeZone: "Asia/Tokyo" });
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByRole("radio", { name: "Pin a home time zone" })).toBeChecked();
    expect(screen.getByRole("combobox", { name: "Home time zone" })).toHaveValue("Asia/Tokyo");
    await user.click(screen.getByRole("radio", { name: `Follow this device (${device})` }));
    expect(loadWatchSettings()).toEqual({ homeTimeZone: null });
    expect(toastSuccess).toHaveBeenCalledWith("Settings Saved", expect.any(String));
  });
});
