import { readWatchClock } from "@common/watch-clock";
import { getWatch, type WatchNumber } from "@common/watches";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { WATCHMAN_SCRIPTURES } from "../watchman-call";
import { WatchGuide } from "./watch-guide";

function renderGuide(iso = "2025-06-01T19:30:00Z", onOpenReference?: (reference: string) => void) {
  const onStartPrayer = vi.fn();
  render(
    <MemoryRouter>
      <WatchGuide
        clock={readWatchClock(new Date(iso), "UTC")}
        roomHref={(watchNumber: WatchNumber) => `/prayer-room/${watchNumber}`}
        onStartPrayer={onStartPrayer}
        onOpenReference={onOpenReference}
      />
    </MemoryRouter>,
  );
  return { onStartPrayer, user: userEvent.setup() };
}

const grid = () => screen.getByRole("region", { name: /^(Current|All|Night|Day) Prayer Watch(es)?$/ });
const gridCards = () => within(grid()).getAllByRole("article");
const detailedGuide = () => screen.getByRole("region", { name: "Detailed Prayer Watch Guide" });
const onlyCurrentSwitch = () => screen.queryByRole("switch", { name: "Show Only Current Watch" });

describe("WatchGuide", () => {
  it("opens on the Current tab with the current watch alone", () => {
    renderGuide();
    expect(screen.getByRole("tab", { name: "Current Watch" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { level: 2, name: "Current Prayer Watch" })).toBeInTheDocument();
    expect(gridCards()).toHaveLength(1);
    expect(gridCards()[0]).toHaveAccessibleName("First Watch");
    expect(screen.getByRole("button", { name: "Show All Watches" })).toBeInTheDocument();
    expect(screen.getByTestId("currently-showing").textContent).toBe("Currently showing: First Watch (6 PM-9 PM)");
    expect(onlyCurrentSwitch()).not.toBeInTheDocument();
  });

  it("shows the hero for the current watch with its three ways into prayer", async () => {
    const { onStartPrayer, user } = renderGuide();
    const hero = screen.getByRole("region", { name: "First Watch" });
    expect(hero).toHaveTextContent("6 PM-9 PM");
    expect(hero).toHaveTextContent("50% completed");
    expect(hero).toHaveTextContent("Healing and Reflection");
    expect(hero).toHaveTextContent(getWatch(1)!.scripture.text);
    expect(hero).toHaveTextContent(getWatch(1)!.scripture.reference);
    expect(within(hero).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    expect(within(hero).getByRole("link", { name: "Enter Prayer Room" })).toHaveAttribute("href", "/prayer-room/1");
    await user.click(within(hero).getByRole("button", { name: "Quick Prayer" }));
    expect(onStartPrayer).toHaveBeenLastCalledWith(1);
    await user.click(within(hero).getByRole("button", { name: "Voice Guide" }));
    expect(onStartPrayer).toHaveBeenLastCalledWith(1, { voice: true });
  });

  it("All shows only the current watch while the switch is on; turning it off shows all eight", async () => {
    const { user } = renderGuide();
    await user.click(screen.getByRole("tab", { name: "All Watches" }));
    expect(screen.getByRole("heading", { level: 2, name: "All Prayer Watches" })).toBeInTheDocument();
    expect(gridCards()).toHaveLength(1);
    expect(onlyCurrentSwitch()).toBeChecked();

    await user.click(onlyCurrentSwitch()!);
    expect(gridCards()).toHaveLength(8);
    expect(screen.queryByText(/Currently showing/)).not.toBeInTheDocument();
    expect(within(detailedGuide()).getAllByRole("article")).toHaveLength(8);

    await user.click(onlyCurrentSwitch()!);
    expect(screen.getByRole("tab", { name: "All Watches" })).toHaveAttribute("aria-selected", "true");
    expect(gridCards()).toHaveLength(1);
  });

  it("says plainly when All shows one watch, and offers the way out right there (issue 19 §3)", async () => {
    const { user } = renderGuide();
    expect(screen.queryByTestId("only-current-notice")).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "All Watches" }));
    expect(screen.getByRole("heading", { level: 2, name: "All Prayer Watches" })).toBeInTheDocument();
    const notice = screen.getByTestId("only-current-notice");
    expect(notice).toHaveTextContent(
      "Showing only the current watch, First Watch: 'Show Only Current Watch' is on, so the other 7 watches are hidden.",
    );
    // The notice sits under the grid's heading, before the one card.
    expect(within(grid()).getByTestId("only-current-notice")).toBe(notice);
    expect(screen.getAllByRole("button", { name: "Show All Watches" })).toHaveLength(1);

    await user.click(within(notice).getByRole("button", { name: "Show All Watches" }));
    expect(screen.queryByTestId("only-current-notice")).not.toBeInTheDocument();
    expect(gridCards()).toHaveLength(8);
    expect(onlyCurrentSwitch()).not.toBeChecked();
    expect(screen.getByRole("tab", { name: "All Watches" })).toHaveAttribute("aria-selected", "true");
  });

  it("'Show All Watches' turns the switch off and selects All", async () => {
    const { user } = renderGuide();
    await user.click(screen.getByRole("button", { name: "Show All Watches" }));
    expect(screen.getByRole("tab", { name: "All Watches" })).toHaveAttribute("aria-selected", "true");
    expect(onlyCurrentSwitch()).not.toBeChecked();
    expect(gridCards()).toHaveLength(8);
    expect(screen.queryByRole("button", { name: "Show All Watches" })).not.toBeInTheDocument();
  });

  it("Night and Day tabs show their four watches under their headings", async () => {
    const { user } = renderGuide();
    await user.click(screen.getByRole("tab", { name: "Night Watches" }));
    expect(screen.getByRole("heading", { level: 2, name: "Night Prayer Watches" })).toBeInTheDocument();
    expect(gridCards().map((card) => card.getAttribute("aria-labelledby"))).toEqual(
      [1, 2, 3, 4].map((n) => `watch-card-${n}`),
    );
    expect(onlyCurrentSwitch()).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Day Watches" }));
    expect(screen.getByRole("heading", { level: 2, name: "Day Prayer Watches" })).toBeInTheDocument();
    expect(gridCards().map((card) => card.getAttribute("aria-labelledby"))).toEqual(
      [5, 6, 7, 8].map((n) => `watch-card-${n}`),
    );
  });

  it("marks cards active, completed and upcoming by number", async () => {
    const { user } = renderGuide("2025-06-01T01:00:00Z");
    await user.click(screen.getByRole("button", { name: "Show All Watches" }));
    expect(gridCards().map((card) => card.dataset.status)).toEqual([
      "completed",
      "completed",
      "active",
      "upcoming",
      "upcoming",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
  });

  it("quick-previews the first two prayer points, each cut to 50 characters and '...'", () => {
    renderGuide();
    const points = getWatch(1)!.prayerPoints;
    const preview = within(detailedGuide()).getByTestId("quick-preview");
    const items = within(preview).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.textContent?.replace("•", ""))).toEqual([
      `${points[0]!.slice(0, 50)}...`,
      `${points[1]!.slice(0, 50)}...`,
    ]);
  });

  it("expands one watch's Details at a time and collapses on a second click", async () => {
    const { user } = renderGuide();
    await user.click(screen.getByRole("button", { name: "Show All Watches" }));
    const [first, second] = within(detailedGuide()).getAllByRole("button", { name: "Details" });
    expect(first).toHaveAttribute("aria-expanded", "false");

    await user.click(first!);
    expect(first).toHaveAttribute("aria-expanded", "true");
    const details = document.getElementById(first!.getAttribute("aria-controls")!)!;
    expect(details).toBeVisible();
    expect(details).toHaveTextContent("Additional Scriptures");
    expect(details).toHaveTextContent("Strategic Purposes");
    expect(details).toHaveTextContent("Thanksgiving Prayer Points");
    expect(
      within(details)
        .getAllByRole("listitem")
        .filter((item) => item.closest("ol")),
    ).toHaveLength(getWatch(1)!.prayerPoints.length);
    expect(within(details).getByTestId("scripture-reference-bar")).toHaveTextContent("Psalm 141:2");

    await user.click(second!);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");

    await user.click(second!);
    expect(second).toHaveAttribute("aria-expanded", "false");
  });

  it("offers Enter, Pray and the Prayer Focus on each detailed card", async () => {
    const { onStartPrayer, user } = renderGuide();
    const card = within(detailedGuide()).getByRole("article", { name: /First Watch/ });
    expect(within(card).getByRole("link", { name: "Enter" })).toHaveAttribute("href", "/prayer-room/1");
    expect(card).toHaveTextContent(`Prayer Focus${getWatch(1)!.focus}`);
    await user.click(within(card).getByRole("button", { name: "Pray" }));
    expect(onStartPrayer).toHaveBeenLastCalledWith(1);
  });

  it("has a collapsible intro with its scriptures and the watchman's call", async () => {
    const { user } = renderGuide();
    const intro = screen.getByRole("region", {
      name: "The Eight Prayer Watches: A Strategic Guide for Watchmen and Intercessors",
    });
    const toggle = within(intro).getByRole("button", { name: /introduction/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const scripture of WATCHMAN_SCRIPTURES) {
      expect(intro).toHaveTextContent(scripture.text);
      expect(intro).toHaveTextContent(scripture.reference);
    }
    expect(within(intro).getByRole("heading", { name: "The Watchman's Call" })).toBeInTheDocument();
  });

  it("opens scripture references through onOpenReference: the hero's, the details' and the additional ones", async () => {
    const onOpenReference = vi.fn();
    const { user } = renderGuide(undefined, onOpenReference);
    const watch = getWatch(1)!;
    const hero = screen.getByRole("region", { name: "First Watch" });
    await user.click(within(hero).getByRole("button", { name: watch.scripture.reference }));
    expect(onOpenReference).toHaveBeenLastCalledWith(watch.scripture.reference);

    const card = within(detailedGuide()).getByRole("article", { name: /First Watch/ });
    await user.click(within(card).getByRole("button", { name: "Details" }));
    const additional = watch.additionalScriptures[0]!;
    await user.click(within(card).getByRole("button", { name: additional }));
    expect(onOpenReference).toHaveBeenLastCalledWith(additional);
    await user.click(
      within(within(card).getByTestId("scripture-reference-bar")).getByRole("button", {
        name: watch.scripture.reference,
      }),
    );
    expect(onOpenReference).toHaveBeenCalledTimes(3);
  });

  it("shows references as text when there is no way to open them", () => {
    renderGuide();
    const hero = screen.getByRole("region", { name: "First Watch" });
    expect(within(hero).queryByRole("button", { name: getWatch(1)!.scripture.reference })).not.toBeInTheDocument();
  });
});
