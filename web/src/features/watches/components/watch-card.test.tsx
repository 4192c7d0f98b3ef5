import type { WatchStatus } from "@common/watch-clock";
import { getWatch, type WatchNumber } from "@common/watches";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { WatchCard } from "./watch-card";

const roomHref = (watchNumber: WatchNumber) => `/prayer-room/${watchNumber}`;

function renderCard(watchNumber: WatchNumber, status: WatchStatus, progress: number) {
  const onQuickPrayer = vi.fn();
  render(
    <MemoryRouter>
      <WatchCard
        watch={getWatch(watchNumber)!}
        status={status}
        progress={progress}
        timeRemaining="1h 30m"
        roomHref={roomHref}
        onQuickPrayer={onQuickPrayer}
      />
    </MemoryRouter>,
  );
  return { onQuickPrayer, card: screen.getByRole("article") };
}

describe("WatchCard", () => {
  it("shows name, start time, theme and a progress bar", () => {
    const { card } = renderCard(1, "active", 50);
    expect(within(card).getByRole("heading", { name: "First Watch" })).toBeInTheDocument();
    expect(card).toHaveTextContent("Starts 6 PM");
    expect(card).toHaveTextContent("Healing and Reflection");
    const progress = within(card).getByRole("progressbar", { name: "First Watch progress" });
    expect(progress).toHaveAttribute("aria-valuenow", "50");
  });

  it("active: time remaining, Room and Quick", async () => {
    const { card, onQuickPrayer } = renderCard(1, "active", 50);
    expect(card).toHaveTextContent("Active");
    expect(card).toHaveTextContent("1h 30m remaining");
    expect(within(card).getByRole("link", { name: "Room" })).toHaveAttribute("href", "/prayer-room/1");
    await userEvent.click(within(card).getByRole("button", { name: "Quick" }));
    expect(onQuickPrayer).toHaveBeenCalledWith(1);
    expect(within(card).queryByRole("button", { name: "Preview Watch" })).not.toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: "Enter Prayer Room" })).not.toBeInTheDocument();
  });

  it("completed: Enter Prayer Room, full progress, no time remaining", () => {
    const { card } = renderCard(2, "completed", 100);
    expect(card).toHaveTextContent("Completed");
    expect(within(card).getByRole("link", { name: "Enter Prayer Room" })).toHaveAttribute("href", "/prayer-room/2");
    expect(within(card).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    expect(card).not.toHaveTextContent("remaining");
    expect(within(card).queryByRole("button", { name: "Quick" })).not.toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Preview Watch" })).not.toBeInTheDocument();
  });

  it("upcoming: Preview Watch opens the watch's whole guide in a dialog", async () => {
    const { card } = renderCard(5, "upcoming", 0);
    const watch = getWatch(5)!;
    expect(card).toHaveTextContent("Upcoming");
    expect(within(card).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    expect(within(card).queryByRole("link")).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: "Preview Watch" }));
    const dialog = screen.getByRole("dialog", { name: `Fifth Watch: ${watch.title}` });
    expect(dialog).toHaveTextContent(watch.description);
    expect(dialog).toHaveTextContent(watch.scripture.text);
    expect(dialog).toHaveTextContent(watch.scripture.reference);
    for (const reference of watch.additionalScriptures) expect(dialog).toHaveTextContent(reference);
    for (const purpose of watch.purposes) expect(dialog).toHaveTextContent(purpose);
    expect(dialog).toHaveTextContent(watch.focus);
    expect(dialog).toHaveTextContent(watch.room.purpose);
    expect(dialog).toHaveTextContent(watch.room.watchmanRole);
    const points = within(dialog)
      .getAllByRole("listitem")
      .filter((item) => item.closest("ol"));
    expect(points.map((item) => item.textContent)).toEqual(
      watch.prayerPoints.map((point, index) => `${index + 1}${point}`),
    );
    expect(within(dialog).getByRole("link", { name: "Enter Prayer Room" })).toHaveAttribute("href", "/prayer-room/5");

    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
