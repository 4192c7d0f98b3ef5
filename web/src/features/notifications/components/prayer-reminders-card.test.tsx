import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PrayerRemindersCard, REMINDER_PROMPT_DISMISSED_KEY } from "./prayer-reminders-card";

function stubNotification(permission: NotificationPermission, answer: NotificationPermission = "denied") {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal("Notification", Object.assign(vi.fn(), { permission, requestPermission }));
  return requestPermission;
}

vi.mock("@/lib/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));

describe("PrayerRemindersCard", () => {
  it("asks while permission is 'default'", async () => {
    const requestPermission = stubNotification("default");
    render(<PrayerRemindersCard />);
    expect(screen.getByRole("heading", { name: "Prayer Reminders" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Enable" }));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(screen.queryByRole("heading", { name: "Prayer Reminders" })).not.toBeInTheDocument();
  });

  it.each(["granted", "denied"] as const)("is not shown when permission is %s", (permission) => {
    stubNotification(permission);
    render(<PrayerRemindersCard />);
    expect(screen.queryByRole("heading", { name: "Prayer Reminders" })).not.toBeInTheDocument();
  });

  it("Later hides it and remembers that", async () => {
    stubNotification("default");
    const { unmount } = render(<PrayerRemindersCard />);
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("heading", { name: "Prayer Reminders" })).not.toBeInTheDocument();
    expect(localStorage.getItem(REMINDER_PROMPT_DISMISSED_KEY)).not.toBeNull();
    unmount();
    render(<PrayerRemindersCard />);
    expect(screen.queryByRole("heading", { name: "Prayer Reminders" })).not.toBeInTheDocument();
  });
});
