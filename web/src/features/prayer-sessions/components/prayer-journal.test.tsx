import type { PrayerSession } from "@common/prayer-sessions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { type LocalPrayerSession, pendingSessions, signedOutSessions } from "../session-store";
import { PrayerJournal } from "./prayer-journal";

/** Wednesday, November 25, 2026, 9 PM local. */
const NOW = new Date(2026, 10, 25, 21, 0);
const at = (day: number, hour = 12) => new Date(2026, 10, day, hour, 0).toISOString();

let id = 0;
function serverSession(overrides: Partial<PrayerSession>): PrayerSession {
  id += 1;
  return {
    id,
    clientId: `server-${id}`,
    userId: testUser.id,
    watchNumber: 1,
    duration: 15,
    notes: "",
    voiceGuided: false,
    completedAt: at(24),
    createdAt: at(24),
    ...overrides,
  };
}

const sessions = [
  serverSession({ watchNumber: 1, duration: 30, notes: "Healing for Grandma", completedAt: at(23) }),
  serverSession({ watchNumber: 6, duration: 45, notes: "Favour at work", completedAt: at(24), voiceGuided: true }),
  serverSession({ watchNumber: 6, duration: 20, notes: "", completedAt: at(10) }),
  serverSession({ watchNumber: 8, duration: 5, notes: "Thanksgiving", completedAt: at(25, 8) }),
];

function setup({ list = sessions, userId = testUser.id as number | null, failPosts = true } = {}) {
  const server = [...list];
  const requests: RecordedRequest[] = stubFetch((request) => {
    if (request.method === "GET" && request.path === "/api/prayer-sessions") return server;
    if (request.method === "POST" && request.path === "/api/prayer-sessions") {
      return failPosts ? jsonResponse({ message: "Unavailable" }, 503) : undefined;
    }
    if (request.method === "POST" && request.path === "/api/prayer-sessions/import") {
      const sent = (request.body as { sessions: LocalPrayerSession[] }).sessions;
      const imported = sent.map((session) => serverSession({ ...session }));
      server.push(...imported);
      return { imported: sent.length, alreadySaved: 0, sessions: imported };
    }
  });
  const client = createTestQueryClient(userId === null ? null : testUser);
  renderWithQuery(<PrayerJournal userId={userId} now={() => NOW} />, client);
  return { requests, user: userEvent.setup() };
}

const list = () => screen.getByRole("list", { name: "Prayer sessions" });
const titles = () =>
  within(list())
    .getAllByRole("heading", { level: 4 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  pendingSessions.clear();
  signedOutSessions.clear();
  sessionStorage.clear();
});

describe("PrayerJournal", () => {
  it("lists the user's sessions newest first, with the weekly summary and focus areas", async () => {
    setup();
    expect(await screen.findByRole("list", { name: "Prayer sessions" })).toBeInTheDocument();
    expect(titles()).toEqual(["Eighth Watch", "Sixth Watch", "First Watch", "Sixth Watch"]);
    expect(within(list()).getAllByText("Voice guided")).toHaveLength(1);

    // Sunday 22nd to Saturday 28th: 30 + 45 + 5 minutes.
    const summary = screen.getByTestId("week-summary");
    expect(within(summary).getByText("Sessions").nextSibling).toHaveTextContent("3");
    expect(within(summary).getByText("Minutes").nextSibling).toHaveTextContent("80");
    expect(within(summary).getByText("Total time").nextSibling).toHaveTextContent("1h 20m");

    const areas = within(screen.getByTestId("focus-areas")).getAllByRole("listitem");
    expect(areas.map((area) => area.textContent)).toEqual(["Sixth Watch50%", "First Watch25%", "Eighth Watch25%"]);
  });

  it("shows 'No Prayer Sessions Found' when there are none", async () => {
    setup({ list: [] });
    expect(await screen.findByText("No Prayer Sessions Found")).toBeInTheDocument();
    expect(screen.getByTestId("week-summary")).toHaveTextContent("0h 0m");
  });

  it("searches notes and filters by any of the eight watches", async () => {
    const { user } = setup();
    await screen.findByRole("list", { name: "Prayer sessions" });
    const search = screen.getByRole("searchbox", { name: "Search prayer notes" });
    expect(search).toHaveAttribute("placeholder", "Search prayer notes...");
    await user.type(search, "grandma");
    expect(titles()).toEqual(["First Watch"]);
    await user.clear(search);

    const watchFilter = screen.getByRole("group", { name: "Filter by watch" });
    expect(
      within(watchFilter)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["All", ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Watch ${n}`)]);
    expect(within(watchFilter).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(watchFilter).getByRole("button", { name: "Watch 6" }));
    expect(titles()).toEqual(["Sixth Watch", "Sixth Watch"]);
    await user.click(within(watchFilter).getByRole("button", { name: "Watch 7" }));
    expect(screen.getByText("No Prayer Sessions Found")).toBeInTheDocument();
    expect(screen.getByText("No session matches your search and filters.")).toBeInTheDocument();
    await user.click(within(watchFilter).getByRole("button", { name: "All" }));
    expect(titles()).toHaveLength(4);
  });

  it("applies and clears advanced filters", async () => {
    const { user } = setup();
    await screen.findByRole("list", { name: "Prayer sessions" });
    await user.click(screen.getByRole("button", { name: "Advanced Filters" }));
    const dialog = screen.getByRole("dialog", { name: "Advanced Filters" });
    await user.type(within(dialog).getByLabelText("From"), "2026-11-20");
    await user.click(within(dialog).getByRole("switch", { name: "Voice-guided sessions only" }));
    await user.click(within(dialog).getByRole("button", { name: "Apply Filters" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(titles()).toEqual(["Sixth Watch"]);

    const active = screen.getByRole("list", { name: "Active filters" });
    expect(active).toHaveTextContent("From 2026-11-20");
    expect(active).toHaveTextContent("Voice-guided only");
    await user.click(within(active).getByRole("button", { name: "Remove filter: Voice-guided only" }));
    expect(titles()).toEqual(["Eighth Watch", "Sixth Watch", "First Watch"]);

    await user.click(screen.getByRole("button", { name: /Advanced Filters/ }));
    await user.type(screen.getByRole("spinbutton", { name: "Minimum minutes" }), "30");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(titles()).toEqual(["Sixth Watch", "First Watch"]);
    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(titles()).toHaveLength(4);
  });

  it("refuses a date range that ends before it starts", async () => {
    const { user } = setup();
    await screen.findByRole("list", { name: "Prayer sessions" });
    await user.click(screen.getByRole("button", { name: "Advanced Filters" }));
    await user.type(screen.getByLabelText("From"), "2026-11-20");
    await user.type(screen.getByLabelText("To"), "2026-11-10");
    expect(screen.getByText("The start date is after the end date.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply Filters" })).toBeDisabled();
  });

  it("exports the sessions shown as Markdown, CSV and JSON files", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      const { user } = setup();
      await screen.findByRole("list", { name: "Prayer sessions" });
      await user.click(
        within(screen.getByRole("group", { name: "Filter by watch" })).getByRole("button", { name: "Watch 6" }),
      );

      const exportButton = screen.getByRole("button", { name: "Export Journal" });
      expect(exportButton).toHaveAttribute("aria-expanded", "false");
      await user.click(exportButton);
      expect(exportButton).toHaveAttribute("aria-expanded", "true");
      expect(screen.getByText("Downloads the 2 sessions shown.")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Download CSV" }));
      await user.click(exportButton);
      await user.click(screen.getByRole("button", { name: "Download Markdown" }));
      await user.click(exportButton);
      await user.click(screen.getByRole("button", { name: "Download JSON" }));

      expect(downloads).toEqual([
        "prayer-journal-2026-11-25.csv",
        "prayer-journal-2026-11-25.md",
        "prayer-journal-2026-11-25.json",
      ]);
      const csv = await blobs[0]!.text();
      expect(csv.split("\r\n").filter(Boolean)).toHaveLength(3);
      expect(csv).toContain("Sixth Watch,45,true,Favour at work");
      expect(await blobs[1]!.text()).toContain("## Sixth Watch");
      expect(JSON.parse(await blobs[2]!.text()).sessions).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    }
  });

  it("opens the analytics with per-day and per-watch figures", async () => {
    const { user } = setup();
    await screen.findByRole("list", { name: "Prayer sessions" });
    await user.click(screen.getByRole("button", { name: "View Analytics" }));
    // The dialog and its charts are loaded on demand.
    const dialog = await screen.findByRole("dialog", { name: "Prayer Analytics" }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent("100 minutes prayed in the last 30 days.");
    expect(within(dialog).getByText("Minutes per day (last 30 days)")).toBeInTheDocument();
    const perWatch = within(dialog).getByRole("table", { name: "Minutes and sessions per watch" });
    expect(within(perWatch).getByRole("row", { name: "Sixth Watch 2 65" })).toBeInTheDocument();
    const perDay = within(dialog).getByRole("table", { name: "Minutes prayed per day, last 30 days", hidden: true });
    expect(within(perDay).getAllByRole("row", { hidden: true })).toHaveLength(31);
  });

  it("shows unsynced saves as pending and sends them again", async () => {
    pendingSessions.write([
      {
        clientId: "pending-1",
        watchNumber: 3,
        duration: 12,
        notes: "Offline prayer",
        voiceGuided: false,
        completedAt: at(25, 20),
        userId: testUser.id,
      },
    ]);
    const { requests, user } = setup();
    await screen.findByRole("list", { name: "Prayer sessions" });
    expect(titles()[0]).toBe("Third Watch");
    expect(within(list()).getByText("Not yet synced")).toBeInTheDocument();
    expect(screen.getByText("1 session is not yet saved to your account.")).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.method === "POST")).toHaveLength(1));

    await user.click(screen.getByRole("button", { name: "Send now" }));
    await waitFor(() => expect(requests.filter((request) => request.method === "POST")).toHaveLength(2));
    const bodies = requests.filter((request) => request.method === "POST").map((request) => request.body);
    expect(bodies.every((body) => (body as LocalPrayerSession).clientId === "pending-1")).toBe(true);
  });

  it("signed out, shows the sessions kept in this browser", async () => {
    signedOutSessions.write([
      { clientId: "local-1", watchNumber: 2, duration: 7, notes: "Kept here", voiceGuided: false, completedAt: at(25) },
    ]);
    const { requests } = setup({ userId: null });
    expect(titles()).toEqual(["Second Watch"]);
    expect(screen.getByText("On this device")).toBeInTheDocument();
    expect(screen.queryByTestId("import-sessions-offer")).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe("import offer", () => {
  const local: LocalPrayerSession[] = [
    { clientId: "local-a", watchNumber: 4, duration: 9, notes: "", voiceGuided: false, completedAt: at(20) },
    { clientId: "local-b", watchNumber: 5, duration: 3, notes: "", voiceGuided: true, completedAt: at(21) },
  ];

  it("offers the browser's sessions at sign-in; Not now keeps them", async () => {
    signedOutSessions.write(local);
    const { user } = setup();
    const offer = await screen.findByTestId("import-sessions-offer");
    expect(offer).toHaveTextContent("2 prayer sessions saved in this browser");
    await user.click(within(offer).getByRole("button", { name: "Not now" }));
    expect(screen.queryByTestId("import-sessions-offer")).not.toBeInTheDocument();
    expect(signedOutSessions.read()).toEqual(local);
  });

  it("imports them once and removes them from the browser", async () => {
    signedOutSessions.write(local);
    const { requests, user } = setup({ list: [] });
    const offer = await screen.findByTestId("import-sessions-offer");
    await user.click(within(offer).getByRole("button", { name: "Import" }));
    await waitFor(() => expect(screen.queryByTestId("import-sessions-offer")).not.toBeInTheDocument());
    const imports = requests.filter((request) => request.path === "/api/prayer-sessions/import");
    expect(imports).toHaveLength(1);
    expect(imports[0]!.body).toEqual({ sessions: local });
    expect(signedOutSessions.read()).toEqual([]);
    await waitFor(() => expect(titles()).toEqual(["Fifth Watch", "Fourth Watch"]));
  });
});
