import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationPermissionPanel } from "./notification-permission-panel";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

function stubNotification(permission: NotificationPermission, answer: NotificationPermission | Error) {
  const NotificationMock = vi.fn() as unknown as typeof Notification & { permission: NotificationPermission };
  Object.assign(NotificationMock, {
    permission,
    requestPermission: vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  });
  vi.stubGlobal("Notification", NotificationMock);
  return NotificationMock;
}

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

describe("NotificationPermissionPanel", () => {
  it("enables notifications and confirms with a system notification", async () => {
    const NotificationMock = stubNotification("default", "granted");
    render(<NotificationPermissionPanel />);
    await userEvent.click(screen.getByRole("button", { name: "Enable" }));
    expect(toast.toastSuccess).toHaveBeenCalledWith("Notifications Enabled", "You'll receive prayer watch reminders");
    expect(await screen.findByText("Enabled")).toBeInTheDocument();
    expect(NotificationMock).toHaveBeenCalledWith(
      "Prayer Journey",
      expect.objectContaining({ body: expect.any(String) }),
    );
  });

  it("explains how to unblock after a denial", async () => {
    stubNotification("default", "denied");
    render(<NotificationPermissionPanel />);
    await userEvent.click(screen.getByRole("button", { name: "Enable" }));
    expect(toast.toastError).toHaveBeenCalledWith(
      "Notifications Denied",
      "You can enable them later in browser settings",
    );
    expect(screen.getByText("Blocked")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Refresh status/ })).toBeInTheDocument();
  });

  it("reports a failed request", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubNotification("default", new Error("boom"));
    render(<NotificationPermissionPanel />);
    await userEvent.click(screen.getByRole("button", { name: "Enable" }));
    expect(toast.toastError).toHaveBeenCalledWith("Permission Error", "Failed to request notification permission");
  });

  it("says when the browser has no notifications", async () => {
    vi.stubGlobal("Notification", undefined);
    // The panel checks for the property itself, as browsers without the API lack it entirely.
    delete (window as { Notification?: unknown }).Notification;
    render(<NotificationPermissionPanel />);
    expect(screen.getByText("This browser does not support notifications.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Enable" }));
    expect(toast.toastError).toHaveBeenCalledWith(
      "Notifications Not Supported",
      "Your browser doesn't support notifications",
    );
  });
});
