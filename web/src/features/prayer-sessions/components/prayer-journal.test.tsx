import type { PrayerSession } from "@common/prayer-sessions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import {
  type LocalPrayerSession,
  PENDING_SESSIONS_KEY,
  pendingSessions,
  SIGNED_OUT_SESSIONS_KEY,
  signedOutSessions,
} from "../session-store";
import { PrayerJournal } from "./prayer-journal";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

/** Wednesday, November 25, 2026, 9 PM local. */
const NOW = new Date(2026, 10, 25, 21, 0);
const at = (day: number, hour = 12) => new Date(2026, 10, day, hour, 0).toISOString();

/** A session saved on this device while offline, not yet in the account. */
const offlineSave = {
  clientId: "pending-1",
  watchNumber: 3,
  duration: 12,
  notes: "Offline prayer",
  voiceGuided: false,
  completedAt: at(25, 20),
  userId: testUser.id,
};

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

function setup({
  list = sessions,
  userId = testUser.id as number | null,
  failPosts = true,
  postFailure = { status: 503, message: "Unavailable" },
  deleteStatus = 204,
  /** When given, list fetches after the first wait for it. */
  refetchGate = undefined as Promise<void> | undefined,
} = {}) {
  const server = [...list];
  let listFetches = 0;
  const requests: RecordedRequest[] = stubFetch(async (request) => {
    if (request.method === "GET" && request.url.pathname === "/api/prayer-sessions") {
      listFetches += 1;
      if (listFetches > 1 && refetchGate) await refetchGate;
      return server;
    }
    if (request.method === "POST" && request.path === "/api/prayer-sessions") {
      return failPosts ? jsonResponse({ message: postFailure.message }, postFailure.status) : undefined;
    }
    const deleted = /^\/api\/prayer-sessions\/(\d+)$/.exec(request.path);
    if (request.method === "DELETE" && deleted) {
      if (deleteStatus >= 500) return jsonResponse({ message: "Server error" }, deleteStatus);
      const index = server.findIndex((session) => session.id === Number(deleted[1]));
      if (index >= 0) server.splice(index, 1);
      // 404: already gone (the server no longer has it either).
      return deleteStatus === 204 ? new Response(null, { status: 204 }) : jsonResponse({ message: "Not found" }, 404);
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
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

const deleteButton = (watch: string) =>
  within(list()).getByRole("button", { name: new RegExp(`^Delete session from ${watch}, `) });

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
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

  it("skips no heading level under the dashboard tab's h2 (axe: heading-order, issue 19 §7)", async () => {
    setup();
    await screen.findByRole("list", { name: "Prayer sessions" });
    const levels = [2, ...screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)))];
    expect(levels.length).toBeGreaterThan(4);
    levels.reduce((previous, level) => {
      expect(level, `h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
      return level;
    });
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
    pendingSessions.write([offlineSave]);
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

describe("deleting a session", () => {
  const eighth = sessions.find((session) => session.watchNumber === 8)!;

  it("deletes a saved session from the account after confirmation", async () => {
    let release: () => void = () => {};
    const refetchGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests, user } = setup({ refetchGate });
    await screen.findByRole("list", { name: "Prayer sessions" });
    const button = deleteButton("Eighth Watch");
    expect(button).toHaveAccessibleName("Delete session from Eighth Watch, Wed, Nov 25, 2026, 8:00 AM");
    await user.click(button);

    const dialog = screen.getByRole("alertdialog", { name: "Delete this prayer session?" });
    expect(dialog).toHaveTextContent("from your account on every device");
    expect(requests.filter((request) => request.method === "DELETE")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    // Gone from the list at once, while the list is still being fetched again.
    await waitFor(() => expect(titles()).toEqual(["Sixth Watch", "First Watch", "Sixth Watch"]));
    const listFetches = () =>
      requests.filter((request) => request.method === "GET" && request.url.pathname === "/api/prayer-sessions");
    expect(listFetches()).toHaveLength(2);
    expect(requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([
      `/api/prayer-sessions/${eighth.id}`,
    ]);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Session Deleted", expect.any(String));
    expect(toast.toastError).not.toHaveBeenCalled();
    // The list (and the stats under the same prefix) are fetched again.
    release();
    await waitFor(() =>
      expect(
        requests.filter((request) => request.method === "GET" && request.url.pathname === "/api/prayer-sessions"),
      ).toHaveLength(2),
    );
    expect(titles()).toEqual(["Sixth Watch", "First Watch", "Sixth Watch"]);
    expect(screen.getByTestId("week-summary")).toHaveTextContent("75");
  });

  it("treats a 404 as already deleted", async () => {
    const { requests, user } = setup({ deleteStatus: 404 });
    await screen.findByRole("list", { name: "Prayer sessions" });
    await user.click(deleteButton("Eighth Watch"));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(titles()).toEqual(["Sixth Watch", "First Watch", "Sixth Watch"]));
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Session Deleted", expect.any(String));
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  it("keeps the session and says so when the delete fails", async () => {
    const { requests, user } = setup({ deleteStatus: 500 });
    await screen.findByRole("list", { name: "Prayer sessions" });
    await user.click(deleteButton("Eighth Watch"));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith("Delete Failed", "Server error"));
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
    expect(titles()).toEqual(["Eighth Watch", "Sixth Watch", "First Watch", "Sixth Watch"]);
    expect(toast.toastSuccess).not.toHaveBeenCalled();
    expect(deleteButton("Eighth Watch")).toBeEnabled();
  });

  it("Cancel deletes nothing", async () => {
    const { requests, user } = setup();
    await screen.findByRole("list", { name: "Prayer sessions" });
    const button = deleteButton("Eighth Watch");
    await user.click(button);
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(requests.filter((request) => request.method === "DELETE")).toEqual([]);
    expect(titles()).toHaveLength(4);
    expect(toast.toastSuccess).not.toHaveBeenCalled();
  });

  it("is reachable with the keyboard", async () => {
    const { requests, user } = setup();
    await screen.findByRole("list", { name: "Prayer sessions" });
    deleteButton("First Watch").focus();
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("alertdialog", { name: "Delete this prayer session?" });
    // Focus starts on Cancel, the safe choice; Escape cancels.
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === "DELETE")).toEqual([]);
  });

  it("discards an unsynced save from this device without calling the server", async () => {
    pendingSessions.write([offlineSave]);
    const { requests, user } = setup();
    await screen.findByRole("list", { name: "Prayer sessions" });
    expect(within(list()).getByText("Not yet synced")).toBeInTheDocument();
    await user.click(deleteButton("Third Watch"));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this prayer session?" });
    expect(dialog).toHaveTextContent("from this device");
    expect(dialog).not.toHaveTextContent("every device");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(pendingSessions.read()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(PENDING_SESSIONS_KEY)!).data).toEqual([]);
    expect(titles()).toEqual(["Eighth Watch", "Sixth Watch", "First Watch", "Sixth Watch"]);
    expect(screen.queryByText("1 session is not yet saved to your account.")).not.toBeInTheDocument();
    expect(toast.toastSuccess).toHaveBeenCalledWith("Session Deleted", expect.any(String));
    expect(requests.filter((request) => request.method === "DELETE")).toEqual([]);
  });

  it("signed out, discards a session kept in this browser", async () => {
    signedOutSessions.write([
      { clientId: "local-1", watchNumber: 2, duration: 7, notes: "Kept here", voiceGuided: false, completedAt: at(25) },
      { clientId: "local-2", watchNumber: 4, duration: 9, notes: "", voiceGuided: false, completedAt: at(24) },
    ]);
    const { requests, user } = setup({ userId: null });
    await user.click(deleteButton("Second Watch"));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this prayer session?" });
    expect(dialog).toHaveTextContent("from this device");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(signedOutSessions.read().map((session) => session.clientId)).toEqual(["local-2"]);
    expect(JSON.parse(localStorage.getItem(SIGNED_OUT_SESSIONS_KEY)!).data).toHaveLength(1);
    expect(titles()).toEqual(["Fourth Watch"]);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Session Deleted", expect.any(String));
    expect(requests).toEqual([]);
  });
});

describe("a save the server refuses", () => {
  const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === "POST");

  it("is marked Not saved with the server's reason, is not sent again, and can be deleted", async () => {
    pendingSessions.write([offlineSave]);
    const { requests, user } = setup({ postFailure: { status: 400, message: "Session notes are too long." } });
    await screen.findByRole("list", { name: "Prayer sessions" });

    const card = await within(list()).findByRole("article", { name: /^Third Watch, / });
    await waitFor(() => expect(within(card).getByText("Not saved")).toBeInTheDocument());
    expect(within(card).queryByText("Not yet synced")).not.toBeInTheDocument();
    expect(card).toHaveTextContent("The server refused this session: Session notes are too long. You can delete it.");
    expect(pendingSessions.read()).toEqual([{ ...offlineSave, refusedReason: "Session notes are too long." }]);
    // Not offered for sending.
    expect(screen.queryByRole("button", { name: "Send now" })).not.toBeInTheDocument();
    expect(screen.queryByText(/not yet saved to your account/)).not.toBeInTheDocument();

    // Coming back online does not send it again.
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts(requests)).toHaveLength(1);

    await user.click(deleteButton("Third Watch"));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(pendingSessions.read()).toEqual([]);
    expect(titles()).toHaveLength(4);
    expect(requests.filter((request) => request.method === "DELETE")).toEqual([]);
  });

  it("a refused entry already stored is shown as Not saved and not sent on opening", async () => {
    pendingSessions.write([{ ...offlineSave, refusedReason: "Conflict." }]);
    const { requests } = setup();
    await screen.findByRole("list", { name: "Prayer sessions" });
    expect(within(list()).getByText("Not saved")).toBeInTheDocument();
    expect(list()).toHaveTextContent("The server refused this session: Conflict. You can delete it.");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts(requests)).toEqual([]);
  });

  it("a server error (500) leaves the save pending, and it is sent again", async () => {
    pendingSessions.write([offlineSave]);
    const { requests, user } = setup({ postFailure: { status: 500, message: "Database down" } });
    await screen.findByRole("list", { name: "Prayer sessions" });
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(within(list()).getByText("Not yet synced")).toBeInTheDocument();
    expect(within(list()).queryByText("Not saved")).not.toBeInTheDocument();
    expect(pendingSessions.read()).toEqual([offlineSave]);

    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(posts(requests)).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Send now" }));
    await waitFor(() => expect(posts(requests)).toHaveLength(3));
    expect(pendingSessions.read()).toEqual([offlineSave]);
  });
});
