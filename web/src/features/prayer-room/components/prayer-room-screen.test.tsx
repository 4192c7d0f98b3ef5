import { getWatch, type PrayerWatch } from "@common/watches";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PrayerRoomScreen } from "./prayer-room-screen";

type Panels = Parameters<typeof PrayerRoomScreen>[0]["panels"];

/** Stand-ins for the four tabs' content, which the route composes from other features. */
const PANELS: Panels = {
  wall: <p>The wall's panel</p>,
  strategy: <p>The strategy panel</p>,
  space: <p>The prayer space panel</p>,
  community: <p>The community panel</p>,
};

function renderRoom(number: number, path = `/prayer-room/${number}`, panels: Partial<Panels> = {}) {
  const watch = getWatch(number) as PrayerWatch;
  const onOpenReference = vi.fn<(reference: string) => void>();
  const router = createMemoryRouter(
    [
      {
        path: "/prayer-room/:watchNumber",
        element: (
          <PrayerRoomScreen
            watch={watch}
            icon={null}
            exitHref="/"
            onOpenReference={onOpenReference}
            panels={{ ...PANELS, ...panels }}
          />
        ),
      },
      { path: "/", element: <p>Home</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, onOpenReference, watch };
}

describe("PrayerRoomScreen", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a half-written strategy while another tab is looked at", async () => {
    const user = userEvent.setup();
    renderRoom(1, "/prayer-room/1?tab=strategy", {
      wall: <p>The wall</p>,
      strategy: <input aria-label="Strategy Title" />,
    });
    await user.type(screen.getByRole("textbox", { name: "Strategy Title" }), "Night Shield");
    await user.click(screen.getByRole("tab", { name: "Prayer Wall" }));
    expect(screen.getByText("The wall")).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Strategy Title" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Prayer Strategy" }));
    expect(screen.getByRole("textbox", { name: "Strategy Title" })).toHaveValue("Night Shield");
  });

  it("shows the watch's room reading and themes the room with its colour", () => {
    const { watch } = renderRoom(6);
    expect(screen.getByRole("heading", { level: 1, name: "Marketplace Ministry" })).toBeInTheDocument();
    expect(screen.getByText(watch.room.purpose)).toBeInTheDocument();
    const watchman = screen.getByRole("complementary", { name: "The Watchman" });
    expect(within(watchman).getByText(watch.room.watchmanRole)).toBeInTheDocument();
    expect(within(watchman).getByText(watch.room.function)).toBeInTheDocument();
    const room = document.querySelector<HTMLElement>(".prayer-room");
    expect(room?.style.getPropertyValue("--room")).toBe(watch.room.color);
  });

  it("opens each key scripture through onOpenReference", async () => {
    const { onOpenReference, watch } = renderRoom(7);
    const scriptures = screen.getByRole("complementary", { name: "Key Scriptures" });
    const buttons = within(scriptures).getAllByRole("button");
    expect(buttons).toHaveLength(watch.room.keyScriptures.length);
    await userEvent.click(within(scriptures).getByRole("button", { name: "Malachi 4:6" }));
    expect(onOpenReference).toHaveBeenCalledWith("Malachi 4:6");
  });

  it("runs the stopwatch: start, pause keeps the time, resume, reset", () => {
    vi.useFakeTimers();
    renderRoom(3);
    const timer = screen.getByRole("timer", { name: "Stopwatch" });
    expect(timer).toHaveTextContent("00:00:00");
    expect(timer).toHaveAttribute("aria-live", "off");

    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    act(() => vi.advanceTimersByTime(65_000));
    expect(timer).toHaveTextContent("00:01:05");

    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer).toHaveTextContent("00:01:05");

    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(timer).toHaveTextContent("00:01:10");

    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(timer).toHaveTextContent("00:00:00");
    expect(screen.getByRole("button", { name: "Start" })).toBeInTheDocument();
  });

  it("tells the route when the stopwatch starts and stops (the groups' presence follows it)", () => {
    const onRunningChange = vi.fn<(running: boolean) => void>();
    render(
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              path: "/prayer-room/:watchNumber",
              element: (
                <PrayerRoomScreen
                  watch={getWatch(4) as PrayerWatch}
                  icon={null}
                  exitHref="/"
                  onOpenReference={() => {}}
                  onStopwatchRunningChange={onRunningChange}
                  panels={PANELS}
                />
              ),
            },
          ],
          { initialEntries: ["/prayer-room/4"] },
        )}
      />,
    );
    expect(onRunningChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(onRunningChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(onRunningChange).toHaveBeenLastCalledWith(false);
  });

  it("shows the four tabs, Prayer Wall first, each with its own content and no promise of a later release", async () => {
    const { router } = renderRoom(1);
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent?.trim());
    expect(tabs).toEqual(["Prayer Wall", "Prayer Strategy", "Prayer Space", "Community"]);
    expect(screen.getByRole("tabpanel", { name: "Prayer Wall" })).toHaveTextContent("The wall's panel");

    await userEvent.click(screen.getByRole("tab", { name: "Prayer Space" }));
    expect(router.state.location.search).toBe("?tab=space");
    expect(screen.getByRole("tabpanel", { name: "Prayer Space" })).toHaveTextContent("The prayer space panel");
    await userEvent.click(screen.getByRole("tab", { name: "Community" }));
    expect(screen.getByRole("tabpanel", { name: "Community" })).toHaveTextContent("The community panel");
    expect(document.body).not.toHaveTextContent(/next release|arrives? with|coming soon/i);
  });

  it("falls back to the Prayer Wall for an unknown tab", () => {
    renderRoom(1, "/prayer-room/1?tab=nope");
    expect(screen.getByRole("tab", { name: "Prayer Wall" })).toHaveAttribute("aria-selected", "true");
  });
});
