import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient, renderWithQuery, testUser } from "@/testing/render";
import { ENDPOINT, stubNotification, stubPush, stubReminderServer, unstubPush } from "../notifications-test-utils";
import { AlertsPanel, LivePermissionCard } from "./alerts-panel";
import { INSTALL_BANNER_DISMISSED_KEY } from "./install-banner";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

function renderAlerts(userId: number | null = testUser.id) {
  return renderWithQuery(
    <MemoryRouter>
      <AlertsPanel
        account={{ userId, homeTimeZone: null }}
        signInHref="/auth"
        settingsHref="/settings"
        installPrompt={<p>The install prompt</p>}
      />
    </MemoryRouter>,
    createTestQueryClient(userId === null ? null : testUser),
  );
}

const region = (name: string) => screen.getByRole("region", { name });

beforeEach(() => {
  vi.clearAllMocks();
  stubPush();
});
afterEach(unstubPush);

describe("AlertsPanel", () => {
  it("signed out, asks to log in", () => {
    stubNotification("granted");
    const server = stubReminderServer();
    renderAlerts(null);
    expect(screen.getByText("Please log in to manage your prayer notifications.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("signed in, has the install helper and banner, the test card, the live status, and both kinds of alerts", async () => {
    stubNotification("granted");
    stubReminderServer();
    renderAlerts();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Watch alerts" })).toBeEnabled());
    expect(screen.getByRole("switch", { name: "Personal reminders" })).toBeEnabled();
    expect(region("Live Permission Status")).toHaveTextContent("Notifications are allowed on this device.");
    expect(within(region("Test Notifications")).getByRole("button", { name: "Send Test Notification" })).toBeVisible();
    expect(within(region("Test Notifications")).getByText("Service worker").nextSibling).toHaveTextContent("Running");
    expect(screen.getByRole("heading", { name: "Install the App" })).toBeInTheDocument();
    expect(screen.getByText("The install prompt")).toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Install the app" })).toBeInTheDocument();
  });

  it.each(["default", "denied"] as const)("disables the toggles while permission is %s", async (permission) => {
    stubNotification(permission);
    stubReminderServer({ enabled: true });
    renderAlerts();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Watch alerts" })).toBeDisabled());
    expect(screen.getByRole("switch", { name: "Personal reminders" })).toBeDisabled();
  });

  it("turning watch alerts on subscribes this device and turns reminders on", async () => {
    stubNotification("granted");
    const server = stubReminderServer({ enabled: false, watchNotificationsEnabled: false });
    renderAlerts();
    const toggle = await screen.findByRole("switch", { name: "Watch alerts" });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await userEvent.click(toggle);
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith("Watch Alerts Enabled", expect.any(String)));
    expect(server.state.subscriptions).toEqual([ENDPOINT]);
    expect(server.puts()).toEqual([expect.objectContaining({ enabled: true, watchNotificationsEnabled: true })]);
    expect(toggle).toHaveAttribute("aria-checked", "true");
  });

  it("turning personal reminders on says so", async () => {
    stubNotification("granted");
    const server = stubReminderServer();
    renderAlerts();
    const toggle = await screen.findByRole("switch", { name: "Personal reminders" });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith("Personal Reminders Enabled", expect.any(String)),
    );
    expect(server.puts()).toEqual([expect.objectContaining({ enabled: true, personalRemindersEnabled: true })]);
  });

  it("adds personal reminder times, ignoring an empty or repeated one, and removes them", async () => {
    stubNotification("granted");
    const server = stubReminderServer({ personalReminderTimes: ["07:00"] });
    renderAlerts();
    const input = await screen.findByLabelText("Reminder time");
    const add = screen.getByRole("button", { name: "Add time" });

    await userEvent.click(add);
    expect(server.puts()).toEqual([]);

    await userEvent.type(input, "07:00");
    await userEvent.click(add);
    expect(server.puts()).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, "06:30");
    await userEvent.click(add);
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(server.puts()[0]?.personalReminderTimes).toEqual(["06:30", "07:00"]);
    const list = screen.getByRole("list", { name: "Reminder times" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["06:30", "07:00"]);

    await userEvent.click(screen.getByRole("button", { name: "Remove reminder at 07:00" }));
    await waitFor(() => expect(server.puts()).toHaveLength(2));
    expect(server.puts()[1]?.personalReminderTimes).toEqual(["06:30"]);
  });

  it("saves the reminder message", async () => {
    stubNotification("granted");
    const server = stubReminderServer();
    renderAlerts();
    const message = await screen.findByRole("textbox", { name: "Reminder message" });
    expect(message).toHaveValue("Time for prayer and communion with God");
    await userEvent.clear(message);
    await userEvent.type(message, "Watch and pray");
    await userEvent.click(screen.getByRole("button", { name: "Save message" }));
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(server.puts()[0]?.personalReminderMessage).toBe("Watch and pray");
  });

  it("the test card needs permission first, then asks the server", async () => {
    const NotificationMock = stubNotification("default");
    const server = stubReminderServer();
    renderAlerts();
    const card = region("Test Notifications");
    await userEvent.click(within(card).getByRole("button", { name: "Send Test Notification" }));
    expect(toast.toastError).toHaveBeenCalledWith("Enable Notifications First", expect.any(String), {
      duration: 8_000,
    });
    expect(server.requests.some((r) => r.path === "/api/push/test")).toBe(false);

    NotificationMock.permission = "granted";
    await userEvent.click(within(card).getByRole("button", { name: "Check again" }));
    expect(within(card).getByText("Granted")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Send Test Notification" }));
    await waitFor(() => expect(server.requests.some((r) => r.path === "/api/push/test")).toBe(true));
    expect(toast.toastSuccess).toHaveBeenCalledWith("Test Notification Sent", "Sent to 1 device.");
  });

  it("remembers a dismissed install banner in local storage", async () => {
    stubNotification("granted");
    stubReminderServer();
    const { unmount } = renderAlerts();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss install banner" }));
    expect(screen.queryByRole("complementary", { name: "Install the app" })).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_BANNER_DISMISSED_KEY)).not.toBeNull();
    unmount();
    renderAlerts();
    expect(screen.getByRole("heading", { name: "Install the App" })).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Install the app" })).not.toBeInTheDocument();
  });
});

describe("LivePermissionCard", () => {
  it("reads the permission again every 3 seconds", () => {
    vi.useFakeTimers();
    const NotificationMock = stubNotification("default");
    render(<LivePermissionCard />);
    const status = screen.getByTestId("live-permission");
    expect(status).toHaveTextContent("Notifications have not been allowed yet.");

    NotificationMock.permission = "granted";
    act(() => vi.advanceTimersByTime(2_900));
    expect(status).toHaveTextContent("Notifications have not been allowed yet.");
    act(() => vi.advanceTimersByTime(100));
    expect(status).toHaveTextContent("Notifications are allowed on this device.");
    expect(status).toHaveTextContent("Enabled");

    NotificationMock.permission = "denied";
    act(() => vi.advanceTimersByTime(3_000));
    expect(status).toHaveTextContent("Blocked");
    expect(screen.getByText("Find Notifications and choose Allow.")).toBeInTheDocument();
  });
});
