import type { DailyWord } from "@common/daily-word";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { DailyWordScreen } from "./daily-word-screen";

const WEEK = ["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"];

function dailyWord(date: string, state: { loved: boolean; completedDays: string[] }): DailyWord {
  return {
    date,
    theme: "The Lord Our Shepherd",
    scripture: { text: "The LORD is my shepherd; I shall not want.", reference: "Psalm 23:1" },
    reflection: "A shepherd knows each sheep by name.",
    prayerPoints: ["Thank Him for His care.", "Ask for rest beside still waters.", "Pray for those who wander."],
    weeklyTheme: "Rest in the Shepherd",
    weeklyScriptures: WEEK.map((day, index) => ({
      day,
      reference: `Psalm 23:${index + 1}`,
      completed: state.completedDays.includes(day),
    })),
    loved: state.loved,
    completed: state.completedDays.includes(date),
  };
}

function renderDailyWord({ date = "2026-11-18", fail = false } = {}) {
  const state = { loved: false, completedDays: ["2026-11-16"] };
  const requests = stubFetch(({ method, url, body }) => {
    if (fail) return jsonResponse({ message: "Unavailable" }, 500);
    if (url.pathname === "/api/daily-word") return dailyWord(url.searchParams.get("date")!, state);
    const match = /^\/api\/daily-word\/([\d-]+)\/(love|complete)$/.exec(url.pathname);
    if (match && method === "PUT") {
      const [, day = "", what] = match;
      if (what === "love") state.loved = (body as { loved: boolean }).loved;
      else if ((body as { completed: boolean }).completed) state.completedDays.push(day);
      else state.completedDays = state.completedDays.filter((entry) => entry !== day);
      return { date: day, loved: state.loved, completed: state.completedDays.includes(day) };
    }
    return undefined;
  });
  const onDateChange = vi.fn();
  const onOpenReference = vi.fn();
  renderWithQuery(
    <DailyWordScreen date={date} today="2026-11-18" onDateChange={onDateChange} onOpenReference={onOpenReference} />,
    createTestQueryClient(testUser),
  );
  return { requests, state, onDateChange, onOpenReference, user: userEvent.setup() };
}

describe("DailyWordScreen", () => {
  it("shows the day's scripture, reflection and prayer points, asking for the date it shows", async () => {
    const { requests } = renderDailyWord();
    expect(await screen.findByRole("heading", { level: 2, name: "The Lord Our Shepherd" })).toBeInTheDocument();
    expect(screen.getByTestId("daily-scripture")).toHaveTextContent("The LORD is my shepherd; I shall not want.");
    expect(screen.getByTestId("daily-reflection")).toHaveTextContent("A shepherd knows each sheep by name.");
    const points = screen.getByRole("region", { name: "Prayer Points" });
    expect(within(points).getAllByRole("listitem")).toHaveLength(3);
    expect(requests[0]?.path).toBe("/api/daily-word?date=2026-11-18");
    expect(screen.getByTestId("daily-word-date")).toHaveTextContent("Wednesday, November 18, 2026");
    expect(screen.getByTestId("daily-word-date")).toHaveTextContent("Wed, Nov 18, 2026");
    expect(screen.getByTestId("daily-word-date")).toHaveTextContent("Today");
  });

  it("opens the scripture's passage", async () => {
    const { onOpenReference, user } = renderDailyWord();
    await user.click(await screen.findByRole("button", { name: "Psalm 23:1" }));
    expect(onOpenReference).toHaveBeenCalledWith("Psalm 23:1");
  });

  it("moves a day back and forward, and back to today", async () => {
    const { onDateChange, user } = renderDailyWord({ date: "2026-11-01" });
    await user.click(screen.getByRole("button", { name: "Previous day" }));
    expect(onDateChange).toHaveBeenLastCalledWith("2026-10-31");
    await user.click(screen.getByRole("button", { name: "Next day" }));
    expect(onDateChange).toHaveBeenLastCalledWith("2026-11-02");
    await user.click(screen.getByRole("button", { name: "Go to today" }));
    expect(onDateChange).toHaveBeenLastCalledWith("2026-11-18");
    expect(screen.getByTestId("daily-word-date")).not.toHaveTextContent("Today");
  });

  it("toggles Love to Loved and back, saving each", async () => {
    const { requests, state, user } = renderDailyWord();
    const love = await screen.findByRole("button", { name: "Love" });
    expect(love).toHaveAttribute("aria-pressed", "false");
    await user.click(love);
    expect(love).toHaveAttribute("aria-pressed", "true");
    expect(love).toHaveTextContent("Loved");
    await waitFor(() => expect(state.loved).toBe(true));
    expect(requests.find((request) => request.method === "PUT")).toMatchObject({
      path: "/api/daily-word/2026-11-18/love",
      body: { loved: true },
    });
    await user.click(love);
    expect(love).toHaveTextContent("Love");
    expect(love).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(state.loved).toBe(false));
  });

  it("shows the week's theme and seven days, marking the completed ones; a day opens its date", async () => {
    const { onDateChange, user } = renderDailyWord();
    const week = await screen.findByRole("region", { name: "Rest in the Shepherd" });
    const days = within(week).getAllByRole("button");
    expect(days).toHaveLength(7);
    expect(days[1]).toHaveAccessibleName("Mon 16 November: Psalm 23:2, completed");
    expect(days[3]).toHaveAttribute("aria-current", "date");
    expect(days[3]).toHaveAccessibleName("Wed 18 November, today: Psalm 23:4");
    expect(week).toHaveTextContent("1 of 7 days completed");
    await user.click(days[5]!);
    expect(onDateChange).toHaveBeenCalledWith("2026-11-20");
  });

  it("names each day of the week by the text it shows, first (axe: label-content-name-mismatch)", async () => {
    renderDailyWord();
    const week = await screen.findByRole("region", { name: "Rest in the Shepherd" });
    const shown = ["Sun 15", "Mon 16", "Tue 17", "Wed 18", "Thu 19", "Fri 20", "Sat 21"];
    for (const [index, day] of within(week).getAllByRole("button").entries()) {
      // The name comes from the content, so what is seen on a phone ("Wed 18") is what is said, first.
      expect(day).not.toHaveAttribute("aria-label");
      expect(day).toHaveAccessibleName(new RegExp(`^${shown[index]} November`));
    }
  });

  it("'Mark Today Complete' saves the day and becomes 'Completed', marking it in the week", async () => {
    const { requests, state, user } = renderDailyWord();
    const button = await screen.findByRole("button", { name: "Mark Today Complete" });
    await user.click(button);
    expect(button).toHaveTextContent("Completed");
    expect(button).toHaveAttribute("aria-pressed", "true");
    const week = screen.getByRole("region", { name: "Rest in the Shepherd" });
    expect(within(week).getAllByRole("button")[3]).toHaveAccessibleName(/, completed$/);
    expect(week).toHaveTextContent("2 of 7 days completed");
    await waitFor(() => expect(state.completedDays).toContain("2026-11-18"));
    expect(requests.find((request) => request.method === "PUT")).toMatchObject({
      path: "/api/daily-word/2026-11-18/complete",
      body: { completed: true, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
  });

  it("does not offer to complete a day that has not begun; past days can be completed", async () => {
    const { requests, user } = renderDailyWord({ date: "2026-11-19" });
    expect(await screen.findByTestId("future-day-note")).toHaveTextContent(
      "This day has not begun yet. You can mark it complete on Thursday, November 19.",
    );
    expect(screen.queryByRole("button", { name: "Mark Today Complete" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Completed" })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === "PUT")).toEqual([]);
    // Love stays open for any day.
    await user.click(screen.getByRole("button", { name: "Love" }));
    expect(screen.getByRole("button", { name: "Loved" })).toHaveAttribute("aria-pressed", "true");
  });

  it("offers 'Mark Today Complete' on a past day", async () => {
    renderDailyWord({ date: "2026-11-17" });
    expect(await screen.findByRole("button", { name: "Mark Today Complete" })).toBeEnabled();
    expect(screen.queryByTestId("future-day-note")).not.toBeInTheDocument();
  });

  it("shares the scripture, else copies it", async () => {
    const { user } = renderDailyWord();
    await user.click(await screen.findByRole("button", { name: "Share" }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain("“The LORD is my shepherd; I shall not want.”\n— Psalm 23:1");
    expect(copied).toMatch(/Shared from Prayer Journey$/);
  });

  it("says when the word cannot be loaded, and tries again", async () => {
    const { requests, user } = renderDailyWord({ fail: true });
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to load the daily word.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(requests).toHaveLength(2));
  });
});
