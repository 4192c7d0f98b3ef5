import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastError, toastSuccess } from "@/lib/toast";
import { INSTALL_DISMISSED_KEY, IOS_PROMPT_DELAY_MS } from "../hooks/use-install-prompt";
import { installPromptStore } from "../install-prompt-store";
import { InstallAppCard } from "./install-app-card";

vi.mock("@/lib/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));

function installEvent(outcome: "accepted" | "dismissed" | "error" = "accepted") {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn(async () => {
    if (outcome === "error") throw new Error("no");
  });
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: "web" }) });
  return { event, prompt };
}

const heading = () => screen.queryByRole("heading", { name: "Install Prayer App" });

beforeEach(() => {
  vi.clearAllMocks();
  installPromptStore.reset();
});
afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("InstallAppCard", () => {
  it("appears when the browser signals installability and hides when accepted", async () => {
    render(<InstallAppCard />);
    expect(heading()).not.toBeInTheDocument();
    const { event, prompt } = installEvent("accepted");
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(heading()).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(heading()).not.toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith("App Installed", expect.any(String));
  });

  it("takes an id so a banner elsewhere can move focus to it", () => {
    render(<InstallAppCard id="install-helper" />);
    act(() => {
      window.dispatchEvent(installEvent().event);
    });
    const card = document.getElementById("install-helper");
    expect(card).toBe(screen.getByRole("region", { name: "Install Prayer App" }));
    card?.focus();
    expect(card).toHaveFocus();
  });

  it("appears when the browser signalled installability before the card was on screen", () => {
    const { event } = installEvent("accepted");
    act(() => {
      window.dispatchEvent(event);
    });
    render(<InstallAppCard />);
    expect(heading()).toBeInTheDocument();
  });

  it("says 'Installation Failed' when the install is refused, and hides", async () => {
    render(<InstallAppCard />);
    act(() => {
      window.dispatchEvent(installEvent("dismissed").event);
    });
    await userEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(toastError).toHaveBeenCalledWith("Installation Failed", expect.any(String));
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(heading()).not.toBeInTheDocument();
  });

  it("says 'App Installed' once when both the choice and the browser report it", async () => {
    render(<InstallAppCard />);
    act(() => {
      window.dispatchEvent(installEvent("accepted").event);
    });
    await userEvent.click(screen.getByRole("button", { name: "Install" }));
    act(() => {
      window.dispatchEvent(new Event("appinstalled"));
    });
    expect(toastSuccess).toHaveBeenCalledTimes(1);
  });

  it("says 'Installation Failed' when the prompt fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<InstallAppCard />);
    act(() => {
      window.dispatchEvent(installEvent("error").event);
    });
    await userEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(toastError).toHaveBeenCalledWith("Installation Failed", expect.any(String));
  });

  it("says 'App Installed' when the app is installed", () => {
    render(<InstallAppCard />);
    act(() => {
      window.dispatchEvent(installEvent().event);
      window.dispatchEvent(new Event("appinstalled"));
    });
    expect(toastSuccess).toHaveBeenCalledWith("App Installed", expect.any(String));
    expect(heading()).not.toBeInTheDocument();
  });

  it("stays hidden for the session once dismissed", async () => {
    const { unmount } = render(<InstallAppCard />);
    act(() => {
      window.dispatchEvent(installEvent().event);
    });
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(heading()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(INSTALL_DISMISSED_KEY)).toBe("1");
    unmount();
    render(<InstallAppCard />);
    act(() => {
      window.dispatchEvent(installEvent().event);
    });
    expect(heading()).not.toBeInTheDocument();
  });

  it("is hidden when already running as an installed app", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(display-mode: standalone)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<InstallAppCard />);
    act(() => {
      window.dispatchEvent(installEvent().event);
    });
    expect(heading()).not.toBeInTheDocument();
  });

  it("shows the manual steps on iOS after 3 seconds", () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    );
    render(<InstallAppCard />);
    act(() => vi.advanceTimersByTime(IOS_PROMPT_DELAY_MS - 1));
    expect(heading()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(heading()).toBeInTheDocument();
    expect(screen.getByText("Choose Add to Home Screen.")).toBeInTheDocument();
  });
});
