import type { GroupNotification, StoredNotificationSettings } from "@common/group-alerts";
import type { GroupRole, PrayerGroup } from "@common/groups";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { GroupAlerts } from "./group-alerts";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

function group(myRole: GroupRole | null): PrayerGroup {
  return {
    id: 5,
    name: "Night Watchers",
    description: "",
    createdBy: 8,
    leaderId: myRole === "leader" ? testUser.id : 8,
    leaderName: "Ruth Ade",
    isActive: true,
    isPublic: true,
    watchNumber: 2,
    tags: [],
    timeZone: "UTC",
    createdAt: "2026-11-01T00:00:00.000Z",
    memberCount: 4,
    myRole,
    joinRequested: false,
    prayingNow: 0,
    nextSessionAt: null,
    members: [],
    memberList: [],
    pendingRequests: 0,
  };
}

let nextId = 1;
function alert(overrides: Partial<GroupNotification> = {}): GroupNotification {
  const id = nextId++;
  return {
    id,
    groupId: 5,
    title: `Alert ${id}`,
    message: `Message ${id}`,
    type: "admin_message",
    isRead: false,
    createdAt: "2026-11-20T08:00:00.000Z",
    createdBy: 8,
    createdByName: "Ruth Ade",
    refId: null,
    ...overrides,
  };
}

const SAVED: StoredNotificationSettings = {
  alertTypes: { all: true, prayerOnly: false, scheduleOnly: false },
  methods: { inApp: true, email: false, sms: false, push: true },
  emailVerified: true,
  groupAlertsEnabled: true,
};

type Handler = (request: RecordedRequest) => unknown;

function renderAlerts(
  options: {
    role?: GroupRole | null;
    alerts?: GroupNotification[];
    settings?: StoredNotificationSettings;
    handler?: Handler;
  } = {},
) {
  const state = { alerts: options.alerts ?? [], settings: options.settings ?? SAVED };
  const requests = stubFetch((request) => {
    if (request.method === "GET" && request.path === "/api/prayer-groups/5")
      return group(options.role === undefined ? "member" : options.role);
    if (request.method === "GET" && request.path === "/api/prayer-groups/5/notifications") return state.alerts;
    if (request.method === "GET" && request.path === "/api/notifications/unread") {
      const n = state.alerts.filter((item) => !item.isRead).length;
      return n > 0 ? { 5: n } : {};
    }
    if (request.method === "GET" && request.path === "/api/notification-settings/5") return state.settings;
    return options.handler?.(request);
  });
  const utils = renderWithQuery(
    <GroupAlerts groupId={5} links={{ myGroups: "/?tab=groups", roster: (id) => `/groups/${id}/roster` }} />,
    createTestQueryClient(testUser),
  );
  return { requests, state, ...utils };
}

describe("Prayer Alerts", () => {
  it("the empty state, and no Send Alert for a member", async () => {
    renderAlerts();
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    expect(screen.getByText("You'll see group activities and alerts here as they happen.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Settings/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Send Alert/ })).toBeNull();
  });

  it("shows the unread count, unread cards as buttons that mark them read, read ones dimmed, and Mark all read", async () => {
    const user = userEvent.setup();
    const unreadOne = alert({ title: "Fast on Friday" });
    const urgent = alert({ title: "Urgent prayer call", type: "urgent_call", message: "Pray for Anna" });
    const readOne = alert({ title: "Old news", isRead: true });
    const { requests, state } = renderAlerts({
      alerts: [unreadOne, urgent, readOne],
      handler: (request) => {
        const read = request.path.match(/^\/api\/notifications\/(\d+)\/read$/);
        if (request.method === "POST" && read) {
          state.alerts = state.alerts.map((item) => (item.id === Number(read[1]) ? { ...item, isRead: true } : item));
          return jsonResponse(null, 204);
        }
        if (request.method === "POST" && request.path === "/api/prayer-groups/5/notifications/read-all") {
          state.alerts = state.alerts.map((item) => ({ ...item, isRead: true }));
          return { marked: 1 };
        }
      },
    });
    const heading = await screen.findByRole("heading", { name: /Prayer Alerts/ });
    await waitFor(() => expect(heading).toHaveTextContent("2 unread"));
    expect(screen.getByRole("article", { name: "From the leader: Old news (read)" })).toBeInTheDocument();
    // The urgent call links to the roster.
    expect(screen.getByRole("link", { name: "Open the watch roster" })).toHaveAttribute("href", "/groups/5/roster");

    await user.click(screen.getByRole("button", { name: "From the leader: Fast on Friday. Unread; mark as read" }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === "POST" && r.path === `/api/notifications/${unreadOne.id}/read`)).toBe(
        true,
      ),
    );
    expect(await screen.findByRole("article", { name: "From the leader: Fast on Friday (read)" })).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveTextContent("1 unread"));

    await user.click(screen.getByRole("button", { name: /Mark all read/ }));
    expect(
      await screen.findByRole("article", { name: "Urgent prayer call: Urgent prayer call (read)" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(heading).not.toHaveTextContent("unread"));
    expect(screen.queryByRole("button", { name: /Mark all read/ })).toBeNull();
  });

  it("Send Group Alert (leader): disabled while blank, sends title and message, closes, resets and says so", async () => {
    const user = userEvent.setup();
    const { requests } = renderAlerts({
      role: "leader",
      handler: (request) => {
        if (request.method === "POST" && request.path === "/api/prayer-groups/5/notifications") {
          return jsonResponse({ id: 99, recipients: 3 }, 201);
        }
      },
    });
    await user.click(await screen.findByRole("button", { name: /Send Alert/ }));
    const dialog = await screen.findByRole("dialog", { name: "Send Group Alert" });
    const submit = within(dialog).getByRole("button", { name: "Send Alert" });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Alert Title"), "  ");
    await user.type(within(dialog).getByLabelText("Message"), "Come and pray");
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Alert Title"), "Prayer tonight");
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      title: "Prayer tonight",
      message: "Come and pray",
      type: "admin_message",
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Alert Sent", "Your alert has been sent to all group members.");
    await user.click(screen.getByRole("button", { name: /Send Alert/ }));
    const again = await screen.findByRole("dialog", { name: "Send Group Alert" });
    expect(within(again).getByLabelText("Alert Title")).toHaveValue("");
    expect(within(again).getByLabelText("Message")).toHaveValue("");
  });

  it("Notification Settings: the boxes show the saved values and Save sends what is ticked (not the defaults)", async () => {
    const user = userEvent.setup();
    const { requests } = renderAlerts({
      handler: (request) => {
        if (request.method === "POST" && request.path === "/api/notification-settings/5") {
          return { ...(request.body as object), emailVerified: true, groupAlertsEnabled: true };
        }
      },
    });
    await user.click(await screen.findByRole("button", { name: /Settings/ }));
    const dialog = await screen.findByRole("dialog", { name: "Notification Settings" });
    expect(within(dialog).getByText("Text messages (SMS) are not offered.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox", { name: /SMS/ })).toBeNull();
    const box = (name: string) => within(dialog).getByRole("checkbox", { name });
    expect(box("All group activity")).toBeChecked();
    expect(box("Prayer requests only")).not.toBeChecked();
    expect(box("In the app")).toBeChecked();
    expect(box("E-mail")).not.toBeChecked();
    expect(box("Push notifications")).toBeChecked();

    await user.click(box("All group activity"));
    await user.click(box("Prayer requests only"));
    await user.click(box("E-mail"));
    await user.click(box("Push notifications"));
    await user.click(within(dialog).getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      alertTypes: { all: false, prayerOnly: true, scheduleOnly: false },
      methods: { inApp: true, email: true, sms: false, push: false },
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      "Settings Updated",
      "Your notification preferences have been saved.",
    );
  });

  it("e-mail is off and explained while the address is not verified", async () => {
    const user = userEvent.setup();
    renderAlerts({
      settings: { ...SAVED, methods: { ...SAVED.methods, email: true }, emailVerified: false },
    });
    await user.click(await screen.findByRole("button", { name: /Settings/ }));
    const dialog = await screen.findByRole("dialog", { name: "Notification Settings" });
    const email = within(dialog).getByRole("checkbox", { name: "E-mail" });
    expect(email).not.toBeChecked();
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(/Verify your e-mail address/);
  });

  it("an outsider is told alerts are for members", async () => {
    renderAlerts({ role: null });
    expect(await screen.findByRole("heading", { name: "Prayer alerts are for members" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Settings/ })).toBeNull();
  });
});
