import type { PrayerEvent } from "@common/group-events";
import type { GroupRole, PrayerGroup } from "@common/groups";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, renderWithQuery, testUser } from "@/testing/render";
import { GroupSchedule } from "./group-schedule";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

/** Tuesday 24 November 2026, noon (the viewer's zone): its week runs Sunday 22 to Saturday 28. */
const NOW = new Date(2026, 10, 24, 12, 0);
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function group(myRole: GroupRole | null = "member", timeZone = zone): PrayerGroup {
  return {
    id: 5,
    name: "Night Watchers",
    description: "",
    createdBy: 8,
    leaderId: 8,
    leaderName: "Ruth Ade",
    isActive: true,
    isPublic: true,
    watchNumber: 2,
    tags: [],
    timeZone,
    createdAt: "2026-11-01T00:00:00.000Z",
    memberCount: 3,
    myRole,
    joinRequested: false,
    prayingNow: 0,
    nextSessionAt: null,
    members: [],
    memberList: [],
    pendingRequests: 0,
  };
}

/** An occurrence starting at `start` (a Date in the viewer's zone). */
function occurrence(start: Date, overrides: Partial<PrayerEvent> = {}): PrayerEvent {
  const date = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, "0")}-${String(start.getDate()).padStart(2, "0")}`;
  return {
    id: 41,
    groupId: 5,
    title: "Dawn prayer",
    description: "",
    date,
    time: `${String(start.getHours()).padStart(2, "0")}:${String(start.getMinutes()).padStart(2, "0")}`,
    duration: 60,
    isRecurring: true,
    recurringPattern: "weekly",
    status: "scheduled",
    confirmedMembers: [],
    attendees: [],
    createdBy: 8,
    createdByName: "Ruth Ade",
    occurrenceDate: date,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    timeZone: zone,
    confirmedByMe: false,
    canEdit: false,
    ...overrides,
  };
}

type Handler = (request: RecordedRequest) => unknown;

function renderSchedule({
  groupData = group(),
  events = [] as PrayerEvent[],
  handler,
}: {
  groupData?: PrayerGroup;
  events?: PrayerEvent[];
  handler?: Handler;
} = {}) {
  const state = { events };
  const requests = stubFetch((request) => {
    if (request.method === "GET" && request.path === "/api/prayer-groups/5") return groupData;
    if (request.method === "GET" && request.url.pathname === "/api/prayer-groups/5/events") {
      const from = request.url.searchParams.get("from");
      const to = request.url.searchParams.get("to");
      return state.events.filter(
        (event) =>
          (!from || event.endsAt > from) && (!to || event.startsAt < to) && (from || event.endsAt > NOW.toISOString()),
      );
    }
    return handler?.(request);
  });
  const utils = renderWithQuery(
    <GroupSchedule groupId={5} now={() => NOW} actions={<button type="button">Calendar feed</button>} />,
    createTestQueryClient(testUser),
  );
  return { requests, state, ...utils };
}

/** The week's seven days (the list's own items, not the events inside them). */
const days = () => [...screen.getByRole("list", { name: "Days of the week" }).children] as HTMLElement[];

describe("the week", () => {
  it("shows Sunday to Saturday with today marked, each day's occurrences, and moves by weeks", async () => {
    const wednesday = new Date(2026, 10, 25, 6, 0);
    const nextWeek = new Date(2026, 11, 2, 6, 0);
    const { requests } = renderSchedule({
      events: [occurrence(wednesday), occurrence(nextWeek, { occurrenceDate: "2026-12-02" })],
    });
    expect(await screen.findByRole("heading", { name: "Week of Nov 22 – Nov 28, 2026" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Calendar feed" })).toBeInTheDocument();
    await waitFor(() => expect(within(days()[3]!).getByText("Dawn prayer")).toBeInTheDocument());
    const columns = days();
    expect(columns.map((item) => item.querySelector("h4 span")?.textContent)).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
    const today = columns.find((item) => item.getAttribute("aria-current") === "date");
    expect(today?.querySelector("h4")?.textContent).toContain("Nov 24");
    expect(columns.filter((item) => item.getAttribute("aria-current"))).toHaveLength(1);
    expect(requests.some((r) => r.url.searchParams.get("from") === new Date(2026, 10, 22).toISOString())).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: /Next Week/ }));
    expect(await screen.findByRole("heading", { name: "Week of Nov 29 – Dec 5, 2026" })).toBeInTheDocument();
    await waitFor(() => expect(within(days()[3]!).getByText("Dawn prayer")).toBeInTheDocument());
    expect(requests.some((r) => r.url.searchParams.get("from") === new Date(2026, 10, 29).toISOString())).toBe(true);
    expect(days().some((item) => item.getAttribute("aria-current") === "date")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: /Previous Week/ }));
    await userEvent.click(screen.getByRole("button", { name: /Previous Week/ }));
    expect(await screen.findByRole("heading", { name: "Week of Nov 15 – Nov 21, 2026" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Today" }));
    expect(await screen.findByRole("heading", { name: "Week of Nov 22 – Nov 28, 2026" })).toBeInTheDocument();
  }, 20_000);

  it("Upcoming lists the first 5 not yet ended; the empty schedule asks to schedule one", async () => {
    const many = Array.from({ length: 7 }, (_, week) =>
      occurrence(new Date(2026, 10, 25 + 7 * week, 6, 0), { occurrenceDate: `w${week}` }),
    );
    const { unmount } = renderSchedule({ events: many });
    const upcoming = await screen.findByRole("list", { name: "Upcoming prayer events" });
    expect(within(upcoming).getAllByRole("article")).toHaveLength(5);
    unmount();
    renderSchedule({ events: [] });
    expect(await screen.findByText("No prayer events scheduled")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Schedule the First Prayer" }));
    expect(await screen.findByRole("dialog", { name: "Schedule Prayer Event" })).toBeInTheDocument();
  });

  it("shows the viewer's time with the group's noted when the group is elsewhere", async () => {
    const start = new Date(Date.UTC(2026, 10, 25, 11, 0));
    const elsewhere = zone === "Asia/Tokyo" ? "Europe/London" : "Asia/Tokyo";
    renderSchedule({ events: [occurrence(start, { time: "20:00", timeZone: elsewhere })] });
    const upcoming = await screen.findByRole("list", { name: "Upcoming prayer events" });
    expect(within(upcoming).getByText(new RegExp(`your time · 20:00 ${elsewhere}`))).toBeInTheDocument();
  });

  it("a stranger to the group is told to join; a failed load offers a retry", async () => {
    const { unmount } = renderSchedule({ groupData: group(null) });
    expect(await screen.findByText("Join the group to see and share its prayer schedule.")).toBeInTheDocument();
    unmount();
    let failing = true;
    const requests = stubFetch((request) => {
      if (request.path === "/api/prayer-groups/5") return group();
      if (request.url.pathname === "/api/prayer-groups/5/events") {
        return failing ? new Response(JSON.stringify({ message: "Database is resting" }), { status: 500 }) : [];
      }
      return undefined;
    });
    renderWithQuery(<GroupSchedule groupId={5} now={() => NOW} />, createTestQueryClient(testUser));
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.length).toBeGreaterThan(0);
    failing = false;
    const before = requests.length;
    for (const alert of alerts) await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    expect(await screen.findByText("No prayer events scheduled")).toBeInTheDocument();
  }, 20_000);
});

describe("the 'Schedule Prayer Event' dialog", () => {
  it("submit stays disabled until title, date and time are given; repeats weekly; closes, resets and says so", async () => {
    const created: unknown[] = [];
    renderSchedule({
      handler: (request) => {
        if (request.method === "POST" && request.path === "/api/prayer-groups/5/events") {
          created.push(request.body);
          return new Response(JSON.stringify(occurrence(new Date(2026, 10, 26, 6, 0))), {
            status: 201,
            headers: { "content-type": "application/json" },
          });
        }
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Schedule Prayer" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule Prayer Event" });
    const submit = within(dialog).getByRole("button", { name: "Schedule Event" });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByLabelText("Duration")).toHaveValue("60");
    expect(
      [...within(dialog).getByLabelText("Duration").querySelectorAll("option")].map((option) => option.value),
    ).toEqual(["30", "60", "90", "120"]);
    await userEvent.type(within(dialog).getByLabelText("Title"), "   ");
    await userEvent.type(within(dialog).getByLabelText("Date"), "2026-11-26");
    await userEvent.type(within(dialog).getByLabelText("Time"), "06:00");
    expect(submit).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText("Title"));
    await userEvent.type(within(dialog).getByLabelText("Title"), "Dawn prayer");
    expect(submit).toBeEnabled();
    await userEvent.clear(within(dialog).getByLabelText("Time"));
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Time"), "06:00");
    expect(within(dialog).queryByLabelText("Repeats")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("switch", { name: "Repeat" }));
    await userEvent.selectOptions(within(dialog).getByLabelText("Repeats"), "weekly");
    await userEvent.selectOptions(within(dialog).getByLabelText("Duration"), "90");
    await userEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(created).toEqual([
      {
        title: "Dawn prayer",
        description: "",
        date: "2026-11-26",
        time: "06:00",
        duration: 90,
        isRecurring: true,
        recurringPattern: "weekly",
      },
    ]);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Event Created", "Prayer event has been scheduled for the group.");
    await userEvent.click(screen.getByRole("button", { name: "Schedule Prayer" }));
    const again = await screen.findByRole("dialog", { name: "Schedule Prayer Event" });
    expect(within(again).getByLabelText("Title")).toHaveValue("");
    expect(within(again).getByLabelText("Duration")).toHaveValue("60");
    expect(within(again).getByRole("switch", { name: "Repeat" })).not.toBeChecked();
  }, 20_000);
});

describe("confirming attendance", () => {
  it("Confirm sends this occurrence's date and becomes a disabled 'Confirmed'", async () => {
    const start = new Date(2026, 10, 25, 6, 0);
    const bodies: unknown[] = [];
    const { state } = renderSchedule({
      events: [occurrence(start)],
      handler: (request) => {
        if (request.method === "POST" && request.path === "/api/prayer-events/41/confirm") {
          bodies.push(request.body);
          const confirmed = occurrence(start, {
            status: "confirmed",
            confirmedByMe: true,
            confirmedMembers: [testUser.id],
            attendees: [{ userId: testUser.id, userName: "Anna" }],
          });
          state.events = [confirmed];
          return confirmed;
        }
        return undefined;
      },
    });
    const upcoming = await screen.findByRole("list", { name: "Upcoming prayer events" });
    expect(within(upcoming).getByText("Scheduled")).toBeInTheDocument();
    await userEvent.click(within(upcoming).getByRole("button", { name: /^Confirm attendance: Dawn prayer/ }));
    await waitFor(() => expect(within(upcoming).getByRole("button", { name: /Confirmed/ })).toBeDisabled());
    expect(bodies).toEqual([{ date: "2026-11-25" }]);
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      "Attendance Confirmed",
      "You've confirmed your attendance for this prayer event.",
    );
    expect(within(upcoming).getByText("1 confirmed: Anna")).toBeInTheDocument();
    expect(within(upcoming).getByText("Confirmed", { selector: "[data-slot=badge]" })).toBeInTheDocument();
    await waitFor(() => expect(within(days()[3]!).getByRole("button", { name: /Confirmed/ })).toBeDisabled());
  });
});

describe("withdrawing and the creator's tools", () => {
  it("Withdraw sends DELETE for this occurrence; a member who did not schedule it has no Edit", async () => {
    const start = new Date(2026, 10, 25, 6, 0);
    const confirmed = occurrence(start, { status: "confirmed", confirmedByMe: true, confirmedMembers: [testUser.id] });
    const { requests, state } = renderSchedule({
      events: [confirmed],
      handler: (request) => {
        if (request.method === "DELETE" && request.url.pathname === "/api/prayer-events/41/confirm") {
          const withdrawn = occurrence(start);
          state.events = [withdrawn];
          return withdrawn;
        }
        return undefined;
      },
    });
    const upcoming = await screen.findByRole("list", { name: "Upcoming prayer events" });
    expect(within(upcoming).queryByRole("button", { name: /Edit/ })).not.toBeInTheDocument();
    await userEvent.click(within(upcoming).getByRole("button", { name: "Withdraw" }));
    await waitFor(() =>
      expect(within(upcoming).getByRole("button", { name: /^Confirm attendance: Dawn prayer/ })).toBeEnabled(),
    );
    expect(
      requests.some((r) => r.method === "DELETE" && r.path === "/api/prayer-events/41/confirm?date=2026-11-25"),
    ).toBe(true);
  });

  it("the creator edits (only what changed), cancels and deletes after confirming", async () => {
    const start = new Date(2026, 10, 25, 6, 0);
    const patches: unknown[] = [];
    const { requests } = renderSchedule({
      events: [occurrence(start, { canEdit: true, createdBy: testUser.id })],
      handler: (request) => {
        if (request.method === "PATCH" && request.path === "/api/prayer-events/41") {
          patches.push(request.body);
          return occurrence(start, { canEdit: true });
        }
        if (request.method === "DELETE" && request.path === "/api/prayer-events/41") {
          return new Response(null, { status: 204 });
        }
        return undefined;
      },
    });
    const upcoming = await screen.findByRole("list", { name: "Upcoming prayer events" });
    await userEvent.click(within(upcoming).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Prayer Event" });
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Dawn prayer");
    await userEvent.clear(within(dialog).getByLabelText("Title"));
    await userEvent.type(within(dialog).getByLabelText("Title"), "Dawn watch");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(patches).toEqual([{ title: "Dawn watch" }]));
    await userEvent.click(within(upcoming).getByRole("button", { name: "Cancel Event" }));
    await waitFor(() => expect(patches).toContainEqual({ status: "cancelled" }));
    await userEvent.click(within(upcoming).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this prayer event?" });
    expect(requests.some((r) => r.method === "DELETE" && r.path === "/api/prayer-events/41")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete Event" }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === "DELETE" && r.path === "/api/prayer-events/41")).toBe(true),
    );
    expect(toast.toastSuccess).toHaveBeenCalledWith("Event Deleted", "The prayer event was removed from the schedule.");
  }, 20_000);
});
