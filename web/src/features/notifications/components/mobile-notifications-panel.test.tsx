import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import {
  DEVICE_AUTH,
  DEVICE_P256DH,
  ENDPOINT,
  PUBLIC_KEY,
  stubNotification,
  stubPush,
  stubReminderServer,
  unstubPush,
} from "../notifications-test-utils";
import { applicationServerKey } from "../push-support";
import { LOCAL_REMINDER_SETTINGS_KEY } from "../reminder-settings-storage";
import { MobileNotificationsPanel } from "./mobile-notifications-panel";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

const device = Intl.DateTimeFormat().resolvedOptions().timeZone;

function renderPanel({ userId = testUser.id as number | null, homeTimeZone = null as string | null } = {}) {
  return renderWithQuery(
    <MemoryRouter>
      <MobileNotificationsPanel account={{ userId, homeTimeZone }} signInHref="/auth" />
    </MemoryRouter>,
    createTestQueryClient(userId === null ? null : testUser),
  );
}

const activateButton = () => screen.getByRole("button", { name: /(Activate|Update) Prayer Reminders/ });

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(unstubPush);

describe("MobileNotificationsPanel", () => {
  it("shows Enable while permission is 'default'", async () => {
    stubNotification("default");
    stubPush();
    stubReminderServer();
    renderPanel();
    expect(await screen.findByText("Notifications have not been allowed yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enable" })).toBeInTheDocument();
    expect(screen.queryByText("Enabled")).not.toBeInTheDocument();
  });

  it("shows the Enabled badge when permission is granted", async () => {
    stubNotification("granted");
    stubPush();
    stubReminderServer();
    renderPanel();
    expect(await screen.findByText("Enabled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enable" })).not.toBeInTheDocument();
  });

  it("shows the Blocked badge, how to unblock, and a refresh that reads the permission again", async () => {
    const NotificationMock = stubNotification("denied");
    stubPush();
    stubReminderServer();
    renderPanel();
    expect(await screen.findByText("Blocked")).toBeInTheDocument();
    expect(screen.getByText("Find Notifications and choose Allow.")).toBeInTheDocument();
    NotificationMock.permission = "granted";
    await userEvent.click(screen.getByRole("button", { name: /Refresh status/ }));
    expect(screen.getByText("Enabled")).toBeInTheDocument();
  });

  it("Enable asks, subscribes this device and turns reminders on before saying they will come", async () => {
    stubNotification("default", "granted");
    const { pushManager } = stubPush();
    const server = stubReminderServer();
    renderPanel();
    await screen.findByText("Prayer reminders are off.");
    await userEvent.click(screen.getByRole("button", { name: "Enable" }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith("Notifications Enabled", "You'll receive prayer watch reminders"),
    );
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(server.state.subscriptions).toEqual([ENDPOINT]);
    expect(server.puts()).toEqual([expect.objectContaining({ enabled: true, timeZone: device })]);
  });

  it("disables Activate while no watch is selected", async () => {
    stubNotification("granted");
    stubPush();
    stubReminderServer();
    renderPanel();
    await screen.findByText("Prayer reminders are off.");
    const watches = screen.getByRole("group", { name: "Watches to be reminded of" });
    expect(
      within(watches)
        .getAllByRole("checkbox")
        .filter((box) => box.getAttribute("aria-checked") === "true"),
    ).toHaveLength(8);
    expect(activateButton()).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(activateButton()).toBeDisabled();
    expect(activateButton()).toHaveAccessibleDescription("Select at least one watch to activate reminders.");
    await userEvent.click(screen.getByRole("checkbox", { name: /Third Watch/ }));
    expect(activateButton()).toBeEnabled();
  });

  it("Activate subscribes this device and saves the settings with enabled and the browser's time zone", async () => {
    stubNotification("granted");
    const { pushManager } = stubPush();
    const server = stubReminderServer();
    renderPanel();
    await screen.findByText("Prayer reminders are off.");
    await userEvent.click(screen.getByRole("checkbox", { name: /First Watch/ }));
    const lead = screen.getByRole("spinbutton", { name: "Minutes before a watch begins" });
    await userEvent.clear(lead);
    await userEvent.type(lead, "15");
    await userEvent.click(screen.getByRole("switch", { name: "Quiet hours" }));
    await userEvent.click(activateButton());

    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith("Prayer Reminders Active", expect.any(String)));
    const [options] = pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(applicationServerKey(PUBLIC_KEY));
    expect(server.requests.find((r) => r.method === "POST" && r.path === "/api/push/subscriptions")?.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: DEVICE_P256DH, auth: DEVICE_AUTH },
    });
    expect(server.puts()).toEqual([
      expect.objectContaining({
        enabled: true,
        selectedWatches: [2, 3, 4, 5, 6, 7, 8],
        reminderMinutes: 15,
        quietHours: { enabled: true, start: "22:00", end: "06:00" },
        timeZone: device,
      }),
    ]);
    expect(await screen.findByRole("button", { name: "Update Prayer Reminders" })).toBeInTheDocument();
    expect(screen.getByTestId("reminder-status")).toHaveTextContent(
      "Prayer reminders are on: 7 watches, 15 minutes before each begins, on this device too.",
    );
  });

  it("refuses a lead time outside 0-60 minutes", async () => {
    stubNotification("granted");
    stubPush();
    const server = stubReminderServer();
    renderPanel();
    await screen.findByText("Prayer reminders are off.");
    const lead = screen.getByRole("spinbutton", { name: "Minutes before a watch begins" });
    await userEvent.clear(lead);
    await userEvent.type(lead, "75");
    expect(lead).toHaveAttribute("aria-invalid", "true");
    expect(activateButton()).toBeDisabled();
    await userEvent.clear(lead);
    await userEvent.type(lead, "0");
    expect(activateButton()).toBeEnabled();
    await userEvent.click(activateButton());
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(server.puts()[0]).toMatchObject({ reminderMinutes: 0 });
  });

  it("says when the browser has no notifications", async () => {
    Reflect.deleteProperty(window, "Notification");
    stubReminderServer();
    renderPanel();
    expect(screen.getByText("This browser does not support notifications.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Enable" }));
    expect(toast.toastError).toHaveBeenCalledWith(
      "Notifications Not Supported",
      "Your browser doesn't support notifications",
    );
  });

  it("saves the pinned home time zone instead of the browser's", async () => {
    stubNotification("granted");
    stubPush({ subscribed: true });
    const server = stubReminderServer({ enabled: true });
    renderPanel({ homeTimeZone: "Asia/Tokyo" });
    await userEvent.click(await screen.findByRole("button", { name: "Update Prayer Reminders" }));
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(server.puts()[0]).toMatchObject({ enabled: true, timeZone: "Asia/Tokyo" });
  });

  it("shows the server's refusal and keeps what was saved", async () => {
    stubNotification("granted");
    stubPush({ subscribed: true });
    stubReminderServer({}, (request) =>
      request.method === "PUT" ? jsonResponse({ message: "Unknown time zone." }, 400) : undefined,
    );
    renderPanel();
    await screen.findByText("Prayer reminders are off.");
    await userEvent.click(activateButton());
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith("Reminder Settings Not Saved", "Unknown time zone."),
    );
    expect(toast.toastSuccess).not.toHaveBeenCalledWith("Prayer Reminders Active", expect.anything());
    expect(screen.getByText("Prayer reminders are off.")).toBeInTheDocument();
  });

  it("says Notifications Blocked when Activate meets a denied permission, and saves nothing", async () => {
    stubNotification("denied");
    stubPush();
    const server = stubReminderServer();
    renderPanel();
    await screen.findByText("Prayer reminders are off.");
    await userEvent.click(activateButton());
    expect(toast.toastError).toHaveBeenCalledWith(
      "Notifications Blocked",
      "Enable notifications in your browser settings",
      { duration: 12_000 },
    );
    expect(server.puts()).toEqual([]);
  });

  it("needs granted permission for the test notification", async () => {
    stubNotification("default");
    stubPush();
    const server = stubReminderServer();
    renderPanel();
    await screen.findByText("Prayer reminders are off.");
    await userEvent.click(screen.getByRole("button", { name: "Send Test Notification" }));
    expect(toast.toastError).toHaveBeenCalledWith("Permission Required", "Please enable notifications first", {
      duration: 8_000,
    });
    expect(server.requests.some((r) => r.path === "/api/push/test")).toBe(false);
  });

  it("asks the server to send the test notification to this device", async () => {
    stubNotification("granted");
    stubPush();
    const server = stubReminderServer();
    renderPanel();
    await screen.findByText("Prayer reminders are off.");
    await userEvent.click(screen.getByRole("button", { name: "Send Test Notification" }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith("Test Notification Sent", "Sent to 1 device."));
    expect(server.requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      "/api/push/subscriptions",
      "/api/push/test",
    ]);
  });

  it("says Test Failed with the server's reason", async () => {
    stubNotification("granted");
    stubPush({ subscribed: true });
    stubReminderServer({}, (request) =>
      request.path === "/api/push/test" ? jsonResponse({ message: "No device is subscribed." }, 409) : undefined,
    );
    renderPanel();
    await screen.findByText("Prayer reminders are off.");
    await userEvent.click(screen.getByRole("button", { name: "Send Test Notification" }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith("Test Failed", "No device is subscribed."));
  });

  it("signed out, keeps the settings in this browser and says reminders need an account", async () => {
    stubNotification("granted");
    stubPush();
    const server = stubReminderServer();
    renderPanel({ userId: null });
    expect(screen.getByText("Reminders need an account.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
    expect(activateButton()).toBeDisabled();
    await userEvent.click(screen.getByRole("switch", { name: "Vibration" }));
    expect(JSON.parse(localStorage.getItem(LOCAL_REMINDER_SETTINGS_KEY)!)).toMatchObject({ vibration: false });
    expect(screen.getByRole("switch", { name: "Vibration" })).toHaveAttribute("aria-checked", "false");
    expect(server.requests).toEqual([]);
  });
});
