import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastSuccess } from "@/lib/toast";
import { INSTALL_BANNER_DISMISSED_KEY } from "../hooks/use-install-prompt";
import { installPromptStore } from "../install-prompt-store";
import { InstallBanner } from "./install-banner";

vi.mock("@/lib/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));

function offerInstall(outcome: "accepted" | "dismissed" = "accepted") {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: "web" }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

const banner = () => screen.queryByRole("region", { name: "Install the app" });

beforeEach(() => {
  vi.clearAllMocks();
  installPromptStore.reset();
});
afterEach(() => localStorage.clear());

describe("InstallBanner", () => {
  it("shows nothing until the browser offers installing", () => {
    render(<InstallBanner />);
    expect(banner()).not.toBeInTheDocument();
    offerInstall();
    expect(banner()).toBeInTheDocument();
  });

  it("installs through the browser's prompt and hides", async () => {
    render(<InstallBanner />);
    const prompt = offerInstall("accepted");
    await userEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(toastSuccess).toHaveBeenCalledWith("App Installed", expect.any(String));
    expect(banner()).not.toBeInTheDocument();
  });

  it("stays dismissed in this browser (local storage), not only this session", async () => {
    const { unmount } = render(<InstallBanner />);
    offerInstall();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss install banner" }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_BANNER_DISMISSED_KEY)).toBe("1");
    expect(sessionStorage.length).toBe(0);
    unmount();
    render(<InstallBanner />);
    expect(banner()).not.toBeInTheDocument();
  });
});
