import type { Roster, RosterCell, RosterPerson } from "@common/group-roster";
import { getWatch } from "@common/watches";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fullGroup } from "@/testing/group-cards";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { GroupRoster } from "./group-roster";
import { DAY_ORDER } from "./time";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

const me: RosterPerson = { userId: testUser.id, userName: "Anna Bell", initials: "AB" };
const ruth: RosterPerson = { userId: 8, userName: "Ruth Ade", initials: "RA" };

/** The week of Sunday 22 November 2026 in Europe/London (UTC+0 in November). */
const WEEK = ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
/** Now: Tuesday 24 November, 07:30 in London, in the Fifth Watch (6–9 AM). */
const NOW = new Date("2026-11-24T07:30:00Z");

function cell(watchNumber: number, date: string, keepers: RosterPerson[] = []): RosterCell {
  const startHour = getWatch(watchNumber)?.startHour ?? 0;
  const start = new Date(`${date}T00:00:00Z`);
  start.setUTCHours(startHour);
  const end = new Date(start.getTime() + 3 * 3_600_000);
  return {
    watchNumber,
    date,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    keepers: keepers.map((k) => ({ ...k, substitute: false })),
    openSubstitutionIds: [],
    gap: keepers.length === 0,
  };
}

/** A roster where `keep` says who keeps which watch every day. */
function roster(keep: Partial<Record<number, RosterPerson[]>> = {}): Roster {
  const cells = WEEK.flatMap((date) => DAY_ORDER.map((n) => cell(n, date, keep[n] ?? [])));
  const now = cells.find((c) => c.watchNumber === 5 && c.date === "2026-11-24") as RosterCell;
  return {
    groupId: 5,
    timeZone: "Europe/London",
    week: WEEK,
    commitments: Object.entries(keep).flatMap(([n, people]) =>
      (people ?? []).map((p) => ({ ...p, watchNumber: Number(n), weekdays: [1, 2, 3, 4, 5, 6, 7] })),
    ),
    cells,
    now,
    onWatch: now.keepers.some((k) => k.userId === me.userId),
    handoverNotes: [],
    substitutions: [],
    gapCount: cells.filter((c) => c.gap).length,
  };
}

function wide(matches = true) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderRoster(
  data: Roster,
  handler?: (request: RecordedRequest) => unknown,
  myRole: "leader" | "member" = "member",
) {
  const requests = stubFetch((request) => {
    if (request.method === "GET" && request.path.startsWith("/api/prayer-groups/5/roster")) return data;
    if (request.method === "GET" && request.path === "/api/prayer-groups/5") return fullGroup({ id: 5, myRole });
    return handler?.(request);
  });
  renderWithQuery(
    <GroupRoster
      groupId={5}
      userId={me.userId}
      links={{ myGroups: "/?tab=groups", community: "/community" }}
      myZone="America/New_York"
    />,
    createTestQueryClient(testUser),
  );
  return requests;
}

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  wide();
});

/** Names read out (the hover/focus tooltip repeating them is hidden from screen readers). */
const HIDDEN = '[aria-hidden="true"], script, style';
const table = () => screen.findByRole("table", { name: /Who keeps each watch/ });
const row = async (name: RegExp) => within(await table()).getByRole("row", { name });

describe("coverage", () => {
  it("marks the watches nobody keeps as gaps, with text, and counts them", async () => {
    renderRoster(roster({ 5: [me], 1: [ruth] }));
    const fifth = await row(/^Fifth Watch/);
    // 7 kept cells in the Fifth Watch: no gap, my name read out.
    expect(within(fifth).queryAllByText("Gap")).toHaveLength(0);
    expect(within(fifth).getAllByText("Anna Bell (you)", { ignore: HIDDEN })).toHaveLength(7);
    const first = await row(/^First Watch/);
    expect(within(first).getAllByText("Ruth Ade", { ignore: HIDDEN })).toHaveLength(7);
    // Every cell of a watch nobody keeps says 'Gap'.
    const sixth = await row(/^Sixth Watch/);
    expect(within(sixth).getAllByText("Gap")).toHaveLength(7);
    expect(screen.getByText("42 gaps this week")).toBeVisible();
    // The running watch's cell is marked, not by colour alone.
    const current = within(fifth)
      .getAllByRole("cell")
      .find((c) => c.getAttribute("aria-current") === "time");
    expect(current).toBeDefined();
    expect(within(current as HTMLElement).getByText("Now")).toBeVisible();
    expect(within(await table()).getByRole("columnheader", { name: /Tue 24 Nov/ })).toHaveAttribute(
      "aria-current",
      "date",
    );
  });

  it("has row and column headers and a caption naming the week and the zone", async () => {
    renderRoster(roster());
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Watch",
      "Sun 22 Nov",
      "Mon 23 Nov",
      "Tue 24 NovToday",
      "Wed 25 Nov",
      "Thu 26 Nov",
      "Fri 27 Nov",
      "Sat 28 Nov",
    ]);
    expect(
      within(grid)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Third Watch12–3 AM",
      "Fourth Watch3–6 AM",
      "Fifth Watch6–9 AM",
      "Sixth Watch9 AM–12 PM",
      "Seventh Watch12–3 PM",
      "Eighth Watch3–6 PM",
      "First Watch6–9 PM",
      "Second Watch9 PM–12 AM",
    ]);
    expect(screen.getByText("56 gaps this week")).toBeVisible();
  });

  it("shows the viewer's own times when 'My time' is chosen", async () => {
    const user = userEvent.setup();
    renderRoster(roster());
    const third = await row(/^Third Watch/);
    expect(within(third).getByRole("rowheader")).toHaveTextContent("12–3 AM");
    expect(screen.getByText(/in group time \(Europe\/London\)/)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "My time (America/New_York)" }));
    expect(screen.getByRole("button", { name: "My time (America/New_York)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Group time (Europe/London)" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText(/in your time \(America\/New_York\)/)).toBeVisible();
    const thirdMine = await row(/^Third Watch/);
    // Midnight in London is 7 PM the evening before in New York.
    expect(within(thirdMine).getByRole("rowheader")).toHaveTextContent("7–10 PM");
    const cells = within(thirdMine).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("Sat 21 Nov, 7 PM");
    expect(cells[6]).toHaveTextContent("Fri 27 Nov, 7 PM");

    await user.click(screen.getByRole("button", { name: "Group time (Europe/London)" }));
    expect(within(await row(/^Third Watch/)).getByRole("rowheader")).toHaveTextContent("12–3 AM");
  });

  it("offers no zone toggle when the viewer's zone is the group's", async () => {
    stubFetch(() => roster());
    renderWithQuery(
      <GroupRoster
        groupId={5}
        userId={me.userId}
        links={{ myGroups: "/?tab=groups", community: "/community" }}
        myZone="Europe/London"
      />,
      createTestQueryClient(testUser),
    );
    expect(await screen.findByText("Your time is the group's time (Europe/London).")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^My time/ })).toBeNull();
  });

  it("moves between weeks", async () => {
    const user = userEvent.setup();
    const requests = renderRoster(roster());
    await table();
    await user.click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() => expect(requests.map((r) => r.path)).toContain("/api/prayer-groups/5/roster?weekOf=2026-11-29"));
    await user.click(screen.getByRole("button", { name: "Previous week" }));
    await waitFor(() => expect(requests.map((r) => r.path)).toContain("/api/prayer-groups/5/roster?weekOf=2026-11-15"));
  });

  it("lists the coverage one day at a time on a narrow screen", async () => {
    const user = userEvent.setup();
    wide(false);
    const data = roster({ 5: [ruth] });
    // Ruth is away on Thursday: nobody keeps that day's Fifth Watch.
    data.cells = data.cells.map((c) => (c.date === "2026-11-26" ? { ...c, keepers: [], gap: true } : c));
    renderRoster(data);
    const days = await screen.findByRole("group", { name: "Day" });
    expect(screen.queryByRole("table")).toBeNull();
    // Today first.
    expect(within(days).getByRole("button", { name: "Tuesday 24 November (today), 7 gaps" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const today = screen.getByRole("region", { name: "Tuesday 24 November (today)" });
    expect(within(today).getAllByRole("listitem")).toHaveLength(8);
    expect(within(today).getByText("Ruth Ade")).toBeVisible();
    expect(within(today).getAllByText("Gap")).toHaveLength(7);
    expect(within(today).getByText("Now")).toBeVisible();

    await user.click(within(days).getByRole("button", { name: "Thursday 26 November, 8 gaps" }));
    const thursday = screen.getByRole("region", { name: "Thursday 26 November" });
    expect(within(thursday).queryByText("Ruth Ade")).toBeNull();
    expect(within(thursday).getAllByText("Gap")).toHaveLength(8);
  });
});

describe("keep a watch", () => {
  it("needs at least one day, then saves the chosen watch and days", async () => {
    const user = userEvent.setup();
    const requests = renderRoster(roster(), (request) =>
      request.method === "PUT" ? jsonResponse({ ...me, watchNumber: 4, weekdays: [1] }) : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Keep a watch" }));
    const dialog = await screen.findByRole("dialog", { name: "Keep a watch" });
    const select = within(dialog).getByLabelText("Watch");
    // Each watch with its hours in the group's time and in the viewer's.
    expect(within(select).getByRole("option", { name: /^Fourth Watch/ })).toHaveTextContent(
      "Fourth Watch · 3–6 AM group time · 10 PM–1 AM your time",
    );
    await user.selectOptions(select, "4");
    expect(within(dialog).getByRole("checkbox", { name: "Every day" })).toBeChecked();
    await user.click(within(dialog).getByRole("checkbox", { name: "Every day" }));
    expect(within(dialog).getByRole("checkbox", { name: "Monday" })).not.toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Keep Watch" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose at least one day of the week.");
    expect(requests.filter((r) => r.method === "PUT")).toHaveLength(0);

    await user.click(within(dialog).getByRole("checkbox", { name: "Monday" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Keep Watch" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.filter((r) => r.method === "PUT")).toEqual([
      expect.objectContaining({
        path: "/api/prayer-groups/5/roster/commitments",
        body: { watchNumber: 4, weekdays: [1] },
      }),
    ]);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Watch Committed", "You keep the Fourth Watch: Mon.");
  });

  it("lists my watches and removes one", async () => {
    const user = userEvent.setup();
    const requests = renderRoster(roster({ 2: [me] }), (request) =>
      request.method === "DELETE" ? new Response(null, { status: 204 }) : undefined,
    );
    const mine = (await screen.findByRole("heading", { name: "My watches" })).closest("section") as HTMLElement;
    expect(within(mine).getByText("Second Watch")).toBeVisible();
    expect(within(mine).getByText("Every day")).toBeVisible();
    await user.click(within(mine).getByRole("button", { name: "Remove the Second Watch" }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
        "/api/prayer-groups/5/roster/commitments/2",
      ]),
    );
    expect(toast.toastSuccess).toHaveBeenCalledWith("Watch Removed", "You no longer keep the Second Watch.");
  });
});

describe("on watch now and the urgent call", () => {
  it("is disabled, and says why, when nobody else is on watch", async () => {
    renderRoster(roster({ 5: [me] }));
    const now = (await screen.findByRole("heading", { name: "On watch now" })).closest("section") as HTMLElement;
    expect(within(now).getByText("Fifth Watch · 6–9 AM")).toBeVisible();
    expect(within(now).getByText(/1 h 30 min left/)).toBeVisible();
    expect(within(now).getByText("You are on watch.")).toBeVisible();
    const call = within(now).getByRole("button", { name: "Urgent prayer call" });
    expect(call).toBeDisabled();
    expect(call).toHaveAccessibleDescription("No one else is on watch right now.");
  });

  it("goes to the others on watch; a refusal shows in the dialog, a success is announced", async () => {
    const user = userEvent.setup();
    let answer: Response = jsonResponse(
      { message: "You can send one urgent call every 10 minutes. Please wait a moment." },
      429,
    );
    const requests = renderRoster(roster({ 5: [ruth] }), (request) =>
      request.path === "/api/prayer-groups/5/roster/urgent-call" ? answer : undefined,
    );
    const call = await screen.findByRole("button", { name: "Urgent prayer call" });
    expect(call).toBeEnabled();
    expect(call).toHaveAccessibleDescription("Goes to the 1 member on watch now.");
    await user.click(call);
    const dialog = await screen.findByRole("dialog", { name: "Urgent prayer call" });
    expect(within(dialog).getByText(/the 1 member on watch now/)).toBeVisible();
    const send = within(dialog).getByRole("button", { name: "Send Urgent Call" });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Message"), "Pray for the hospital now");
    expect(within(dialog).getByText("25/280 characters")).toBeVisible();
    await user.click(send);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You can send one urgent call every 10 minutes. Please wait a moment.",
    );

    answer = jsonResponse({ sentTo: 1, notificationId: 9 });
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { message: "Pray for the hospital now" },
      { message: "Pray for the hospital now" },
    ]);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Urgent Call Sent", "Your call went to 1 member on watch.");
    expect(screen.getByText("Your urgent call was sent to 1 member on watch.")).toBeVisible();
  });

  it("shows the hand-over notes for this watch to its keepers and takes a note for the next", async () => {
    const user = userEvent.setup();
    const data = roster({ 5: [me] });
    data.handoverNotes = [
      {
        id: 3,
        author: ruth,
        fromWatchNumber: 4,
        fromDate: "2026-11-24",
        forWatchNumber: 5,
        forDate: "2026-11-24",
        note: "Keep praying for Sam's surgery.",
        createdAt: "2026-11-24T05:50:00.000Z",
      },
    ];
    const requests = renderRoster(data, (request) =>
      request.path === "/api/prayer-groups/5/roster/handover-notes" ? jsonResponse({ id: 4 }, 201) : undefined,
    );
    const notes = await screen.findByRole("region", { name: "Hand-over notes for this watch" });
    expect(within(notes).getByText(/From the Fourth Watch/)).toBeVisible();
    expect(within(notes).getByText("Keep praying for Sam's surgery.")).toBeVisible();

    // Ruth's note: not mine to delete (I do not lead).
    expect(within(notes).queryByRole("button", { name: /^Delete/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Leave Note" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please write a note for the next watch.");
    await user.type(screen.getByLabelText("Hand-over note for the Sixth Watch"), "The city council meets at 10.");
    await user.click(screen.getByRole("button", { name: "Leave Note" }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
        { watchNumber: 5, date: "2026-11-24", note: "The city council meets at 10." },
      ]),
    );
  });
});

describe("substitutes", () => {
  it("lets the member who took a watch give it back", async () => {
    const user = userEvent.setup();
    const data = roster({ 7: [ruth] });
    const cell = data.cells.find((c) => c.watchNumber === 7 && c.date === "2026-11-25") as RosterCell;
    data.substitutions = [
      {
        id: 13,
        watchNumber: 7,
        date: "2026-11-25",
        startsAt: cell.startsAt,
        endsAt: cell.endsAt,
        requestedBy: ruth,
        note: "",
        takenBy: me,
        takenAt: "2026-11-23T11:00:00.000Z",
        createdAt: "2026-11-23T10:00:00.000Z",
      },
    ];
    const requests = renderRoster(data, (request) => (request.method === "POST" ? jsonResponse({}) : undefined));
    const subs = (await screen.findByRole("heading", { name: "Substitutes" })).closest("section") as HTMLElement;
    expect(within(subs).getByText("Covered by you")).toBeVisible();
    expect(within(subs).queryByRole("button", { name: /^Take this watch/ })).toBeNull();
    await user.click(within(subs).getByRole("button", { name: /^Give back the Seventh Watch/ }));
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toContain("POST /api/roster-substitutions/13/release"),
    );
    expect(toast.toastSuccess).toHaveBeenCalledWith("Watch Given Back", "Ruth Ade has been told.");
  });

  it("asks for one for a watch I keep, and takes another member's", async () => {
    const user = userEvent.setup();
    const data = roster({ 6: [me], 7: [ruth] });
    const ruthCell = data.cells.find((c) => c.watchNumber === 7 && c.date === "2026-11-25") as RosterCell;
    data.substitutions = [
      {
        id: 11,
        watchNumber: 7,
        date: "2026-11-25",
        startsAt: ruthCell.startsAt,
        endsAt: ruthCell.endsAt,
        requestedBy: ruth,
        note: "Travelling",
        takenBy: null,
        takenAt: null,
        createdAt: "2026-11-23T10:00:00.000Z",
      },
    ];
    const requests = renderRoster(data, (request) => (request.method === "POST" ? jsonResponse({}, 200) : undefined));
    const subs = (await screen.findByRole("heading", { name: "Substitutes" })).closest("section") as HTMLElement;
    expect(within(subs).getByText(/Ruth Ade asked for a substitute: “Travelling”/)).toBeVisible();
    await user.click(within(subs).getByRole("button", { name: /^Take this watch/ }));
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toContain("POST /api/roster-substitutions/11/take"),
    );

    // Today's Sixth Watch (9 AM) is still to come, so I can ask for a substitute for it.
    const upcoming = screen.getByRole("region", { name: "Coming up, Sun 22 Nov – Sat 28 Nov" });
    await user.click(within(upcoming).getAllByRole("button", { name: /^Ask for a substitute/ })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Ask for a substitute" });
    expect(dialog).toHaveTextContent("Sixth Watch on Tuesday 24 November");
    await user.type(within(dialog).getByLabelText("Note (optional)"), "A doctor's appointment");
    await user.click(within(dialog).getByRole("button", { name: "Ask for a Substitute" }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === "/api/prayer-groups/5/roster/substitutions").map((r) => r.body)).toEqual(
        [{ watchNumber: 6, date: "2026-11-24", note: "A doctor's appointment" }],
      ),
    );
  });
});

describe("the leader", () => {
  it("takes a member off a watch and withdraws a member's substitute request", async () => {
    const user = userEvent.setup();
    const data = roster({ 7: [ruth] });
    data.handoverNotes = [
      {
        id: 4,
        author: ruth,
        fromWatchNumber: 4,
        fromDate: "2026-11-24",
        forWatchNumber: 5,
        forDate: "2026-11-24",
        note: "All quiet.",
        createdAt: "2026-11-24T05:50:00.000Z",
      },
    ];
    const cell = data.cells.find((c) => c.watchNumber === 7 && c.date === "2026-11-26") as RosterCell;
    data.substitutions = [
      {
        id: 12,
        watchNumber: 7,
        date: "2026-11-26",
        startsAt: cell.startsAt,
        endsAt: cell.endsAt,
        requestedBy: ruth,
        note: "",
        takenBy: null,
        takenAt: null,
        createdAt: "2026-11-23T10:00:00.000Z",
      },
    ];
    const requests = renderRoster(
      data,
      (request) => (request.method === "DELETE" ? new Response(null, { status: 204 }) : undefined),
      "leader",
    );
    const watches = (await screen.findByRole("heading", { name: "Who keeps which watch" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(watches).getByText("Ruth Ade")).toBeVisible();
    await user.click(await within(watches).findByRole("button", { name: "Take Ruth Ade off the Seventh Watch" }));
    const subs = screen.getByRole("heading", { name: "Substitutes" }).closest("section") as HTMLElement;
    await user.click(within(subs).getByRole("button", { name: /^Withdraw the request/ }));
    await user.click(screen.getByRole("button", { name: "Delete the note from the Fourth Watch by Ruth Ade" }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
        "/api/prayer-groups/5/roster/commitments/7?userId=8",
        "/api/roster-substitutions/12",
        "/api/handover-notes/4",
      ]),
    );
    expect(toast.toastSuccess).toHaveBeenCalledWith("Request Withdrawn", "Ruth Ade's request is withdrawn.");
  });

  it("is the only one offered those buttons", async () => {
    renderRoster(roster({ 7: [ruth] }));
    const watches = (await screen.findByRole("heading", { name: "Who keeps which watch" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(watches).getByText("Ruth Ade")).toBeVisible();
    expect(within(watches).queryByRole("button")).toBeNull();
  });
});

describe("loading", () => {
  it("offers a retry when the roster cannot be loaded, and explains a group it cannot show", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch(() => (fail ? jsonResponse({ message: "Server unavailable" }, 500) : roster()));
    renderWithQuery(
      <GroupRoster groupId={5} userId={me.userId} links={{ myGroups: "/?tab=groups", community: "/community" }} />,
      createTestQueryClient(testUser),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Server unavailable");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await table()).toBeVisible();
  });

  it("tells an outsider the roster is for members", async () => {
    stubFetch(() => jsonResponse({ message: "Not found" }, 404));
    renderWithQuery(
      <GroupRoster groupId={5} userId={me.userId} links={{ myGroups: "/?tab=groups", community: "/community" }} />,
      createTestQueryClient(testUser),
    );
    expect(await screen.findByRole("heading", { name: "The watch roster is for the group's members" })).toBeVisible();
  });
});
