import type { GroupNotification } from "@common/group-alerts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, testUser } from "@/testing/render";
import { announceNewAlert, forgetAnnouncedInThisPage } from "./live-alerts";

const sonner = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() });
  return { toast };
});
vi.mock("sonner", () => sonner);

beforeEach(() => {
  sonner.toast.mockReset();
  sonner.toast.error.mockReset();
});

const item = (overrides: Partial<GroupNotification>): GroupNotification => ({
  id: 1,
  groupId: 5,
  title: "Fast on Friday",
  message: "We fast together.",
  type: "admin_message",
  isRead: false,
  createdAt: "2026-11-20T08:00:00.000Z",
  createdBy: 8,
  createdByName: "Ruth Ade",
  refId: null,
  ...overrides,
});

describe("announceNewAlert (live)", () => {
  it("toasts a new alert sent to me, once", async () => {
    stubFetch((request) => (request.path === "/api/prayer-groups/5/notifications" ? [item({ id: 11 })] : undefined));
    const client = createTestQueryClient(testUser);
    const event = { type: "group.notifications.changed", groupId: 5, notificationId: 11 };
    expect(await announceNewAlert(client, event)).toMatchObject({ id: 11 });
    expect(sonner.toast).toHaveBeenCalledWith(
      "Fast on Friday",
      expect.objectContaining({ description: "We fast together." }),
    );
    expect(await announceNewAlert(client, event)).toBeNull();
    expect(sonner.toast).toHaveBeenCalledTimes(1);
  });

  it("does not toast again on the tab's next page when the event is replayed to its stream", async () => {
    stubFetch((request) => (request.path === "/api/prayer-groups/5/notifications" ? [item({ id: 21 })] : undefined));
    const client = createTestQueryClient(testUser);
    const event = { type: "group.notifications.changed", groupId: 5, notificationId: 21 };
    expect(await announceNewAlert(client, event)).toMatchObject({ id: 21 });
    forgetAnnouncedInThisPage();
    expect(await announceNewAlert(client, event)).toBeNull();
    expect(sonner.toast).toHaveBeenCalledTimes(1);
  });

  it("says nothing of an alert not sent to me", async () => {
    stubFetch((request) => (request.path === "/api/prayer-groups/5/notifications" ? [item({ id: 12 })] : undefined));
    const client = createTestQueryClient(testUser);
    expect(
      await announceNewAlert(client, { type: "group.notifications.changed", groupId: 5, notificationId: 13 }),
    ).toBeNull();
    expect(sonner.toast).not.toHaveBeenCalled();
  });

  it("an urgent call: a toast that stays, with the caller's message and a way to the roster", async () => {
    stubFetch((request) =>
      request.path === "/api/prayer-groups/5/notifications"
        ? [item({ id: 14, type: "urgent_call", title: "Urgent prayer call", message: "Pray for Anna now" })]
        : undefined,
    );
    const client = createTestQueryClient(testUser);
    const open = vi.fn();
    await announceNewAlert(client, { type: "group.notifications.changed", groupId: 5, notificationId: 14 }, open);
    const [title, options] = sonner.toast.error.mock.calls[0]!;
    expect(title).toBe("Urgent prayer call");
    expect(options).toMatchObject({ description: "Pray for Anna now", duration: Number.POSITIVE_INFINITY });
    options.action.onClick();
    expect(open).toHaveBeenCalledWith("/groups/5/roster");
  });
});
