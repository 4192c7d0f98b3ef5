import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient, renderWithQuery, testUser } from "@/testing/render";
import { ENDPOINT, stubNotification, stubPush, stubReminderServer, unstubPush } from "../notifications-test-utils";
import { PrayerRemindersCard, REMINDER_PROMPT_DISMISSED_KEY } from "./prayer-reminders-card";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

const device = Intl.DateTimeFormat().resolvedOptions().timeZone;

function renderCard() {
  return renderWithQuery(
    <PrayerRemindersCard account={{ userId: testUser.id, homeTimeZone: null }} />,
    createTestQueryClient(testUser),
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  stubPush();
});
afterEach(unstubPush);

describe("PrayerRemindersCard", () => {
  it("Enable asks and, on a grant, subscribes this device and turns reminders on", async () => {
    const NotificationMock = stubNotification("default", "granted");
    const server = stubReminderServer();
    renderCard();
    expect(screen.getByRole("heading", { name: "Prayer Reminders" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Enable" }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith("Notifications Enabled", "You'll receive prayer watch reminders"),
    );
    expect(NotificationMock.requestPermission).toHaveBeenCalledOnce();
    expect(server.state.subscriptions).toEqual([ENDPOINT]);
    expect(server.puts()).toEqual([expect.objectContaining({ enabled: true, timeZone: device })]);
    expect(screen.queryByRole("heading", { name: "Prayer Reminders" })).not.toBeInTheDocument();
  });

  it("says so when the permission is denied, and turns nothing on", async () => {
    stubNotification("default", "denied");
    const server = stubReminderServer();
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Enable" }));
    expect(toast.toastError).toHaveBeenCalledWith(
      "Notifications Denied",
      "You can enable them later in browser settings",
    );
    expect(server.puts()).toEqual([]);
    expect(server.state.subscriptions).toEqual([]);
    expect(screen.queryByRole("heading", { name: "Prayer Reminders" })).not.toBeInTheDocument();
  });

  it("says 'Setup Failed' when the server cannot take the subscription", async () => {
    stubNotification("default", "granted");
    const server = stubReminderServer({}, (request) =>
      request.path === "/api/push/public-key" ? new Response("down", { status: 503 }) : undefined,
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Enable" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith("Setup Failed", "Could not set up prayer notifications"),
    );
    expect(toast.toastSuccess).not.toHaveBeenCalled();
    expect(server.puts()).toEqual([]);
  });

  it.each(["granted", "denied"] as const)("is not shown when permission is %s", (permission) => {
    stubNotification(permission);
    stubReminderServer();
    renderCard();
    expect(screen.queryByRole("heading", { name: "Prayer Reminders" })).not.toBeInTheDocument();
  });

  it("Later hides it and remembers that", async () => {
    stubNotification("default");
    stubReminderServer();
    const { unmount } = renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("heading", { name: "Prayer Reminders" })).not.toBeInTheDocument();
    expect(localStorage.getItem(REMINDER_PROMPT_DISMISSED_KEY)).not.toBeNull();
    unmount();
    renderCard();
    expect(screen.queryByRole("heading", { name: "Prayer Reminders" })).not.toBeInTheDocument();
  });
});
