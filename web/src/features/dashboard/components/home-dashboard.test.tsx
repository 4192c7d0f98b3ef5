import { getWatch } from "@common/watches";
import { act, render, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { DASHBOARD_TABS } from "../dashboard-tabs";
import { useDashboardLocation } from "../hooks/use-dashboard-location";
import { HomeDashboard } from "./home-dashboard";

function renderDashboard(path = "/") {
  const onOpenReference = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <HomeDashboard
            userName="Anna"
            links={{ tutorial: "/tutorial", settings: "/settings", profile: "/profile" }}
            logoutButton={<button type="button">Logout</button>}
            watchStatus={<p>First Watch · 7:30 PM</p>}
            panels={{
              watches: <p>The watch guide</p>,
              bible: <p>The Bible screen</p>,
              notifications: <p>The alerts panel</p>,
              groups: <p>The groups panel</p>,
            }}
            onOpenReference={onOpenReference}
            renderPrayerSession={(session) => (
              <div data-testid="session-screen">
                <p>
                  Session screen for watch {session.watchNumber}
                  {session.voiceGuided ? " with the voice guide" : ""}
                </p>
                <button type="button" onClick={session.onComplete}>
                  Finish
                </button>
                <button
                  type="button"
                  onClick={() => session.onOpenReference?.(getWatch(session.watchNumber)!.scripture.reference)}
                >
                  Open scripture
                </button>
              </div>
            )}
          />
        ),
      },
      { path: "/profile", element: <p>Profile page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, onOpenReference, user: userEvent.setup() };
}

const desktopTabs = () => screen.getByRole("tablist", { name: "Dashboard sections" });

describe("HomeDashboard", () => {
  it("has the twelve tabs with the spec's labels, Watches selected by default", () => {
    renderDashboard();
    const tabs = within(desktopTabs()).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Watches",
      "Journal",
      "Word",
      "Bible",
      "Groups",
      "Fasting",
      "Plans",
      "Mentors",
      "Partners",
      "Offline",
      "Alerts",
      "Profile",
    ]);
    expect(DASHBOARD_TABS.map((tab) => tab.id)).toEqual([
      "watches",
      "journal",
      "word",
      "bible",
      "groups",
      "fasting",
      "plans",
      "mentors",
      "partners",
      "offline",
      "notifications",
      "profile",
    ]);
    expect(screen.getByRole("tab", { name: "Watches" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("The watch guide")).toBeInTheDocument();
  });

  it("selects the tab named in the URL", () => {
    renderDashboard("/?tab=journal");
    expect(screen.getByRole("tab", { name: "Journal" })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("heading", { name: "Prayer Journal" })).toBeInTheDocument();
    expect(panel).toHaveTextContent("This part of Prayer Journey is not available yet.");
    expect(screen.queryByText("The watch guide")).not.toBeInTheDocument();
  });

  it.each(["fasting", "plans", "mentors", "partners", "offline"])(
    "says the %s tab is not available yet, and promises no release (issue 19 §12)",
    (tab) => {
      renderDashboard(`/?tab=${tab}`);
      const panel = screen.getByRole("tabpanel");
      expect(panel).toHaveTextContent("This part of Prayer Journey is not available yet.");
      expect(panel).not.toHaveTextContent(/later release|next release|coming soon|arrives/i);
    },
  );

  it("shows a tab a feature supplies under its heading and subtitle", () => {
    renderDashboard("/?tab=bible");
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("heading", { level: 2, name: "Bible Reading" })).toBeInTheDocument();
    expect(panel).toHaveTextContent("Engage with Scripture through daily verses, search, and reading plans");
    expect(within(panel).getByText("The Bible screen")).toBeInTheDocument();
    expect(panel).not.toHaveTextContent("not available yet");
  });

  it("shows the Alerts tab's panel, not a 'not available yet' note", () => {
    renderDashboard("/?tab=notifications");
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("heading", { level: 2, name: "Notifications" })).toBeInTheDocument();
    expect(within(panel).getByText("The alerts panel")).toBeInTheDocument();
    expect(panel).not.toHaveTextContent("not available yet");
  });

  it("shows the Groups tab's panel under 'Prayer Groups', not a 'not available yet' note", () => {
    renderDashboard("/?tab=groups");
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("heading", { level: 2, name: "Prayer Groups" })).toBeInTheDocument();
    expect(within(panel).getByText("The groups panel")).toBeInTheDocument();
    expect(panel).not.toHaveTextContent("not available yet");
  });

  it("falls back to Watches for an unknown tab", () => {
    renderDashboard("/?tab=sermons");
    expect(screen.getByRole("tab", { name: "Watches" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("The watch guide")).toBeInTheDocument();
  });

  it("puts the chosen tab in the URL, so back and forward work", async () => {
    const { router, user } = renderDashboard();
    await user.click(screen.getByRole("tab", { name: "Groups" }));
    expect(router.state.location.search).toBe("?tab=groups");
    await user.click(screen.getByRole("tab", { name: "Alerts" }));
    expect(router.state.location.search).toBe("?tab=notifications");
    await user.click(screen.getByRole("tab", { name: "Watches" }));
    expect(router.state.location.search).toBe("");

    await act(() => router.navigate(-1));
    expect(screen.getByRole("tab", { name: "Alerts" })).toHaveAttribute("aria-selected", "true");
    await act(() => router.navigate(-1));
    expect(screen.getByRole("tab", { name: "Groups" })).toHaveAttribute("aria-selected", "true");
  });

  it("moves between tabs with the arrow keys", async () => {
    const { router, user } = renderDashboard();
    screen.getByRole("tab", { name: "Watches" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Journal" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(router.state.location.search).toBe("?tab=journal");
  });

  it("on a phone, shows the current tab in a disclosure that opens the whole menu", async () => {
    const { router, user } = renderDashboard("/?tab=bible");
    const menu = screen.getByRole("navigation", { name: "Dashboard sections" });
    const toggle = within(menu).getByRole("button", { name: /Bible/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(list).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(list).toBeVisible();
    expect(within(list).getByRole("button", { name: "Bible" })).toHaveAttribute("aria-current", "page");
    await user.click(within(list).getByRole("button", { name: "Fasting" }));
    expect(router.state.location.search).toBe("?tab=fasting");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAccessibleName(/Fasting/);
    expect(toggle).toHaveFocus();
  });

  it("replaces the tabs with the Active Prayer Session panel for ?pray=", async () => {
    const { router, user } = renderDashboard("/?pray=3");
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    const panel = screen.getByRole("region", { name: "Active Prayer Session" });
    expect(panel).toHaveTextContent("Third Watch");
    expect(panel).toHaveTextContent("Deliverance and Breakthrough");
    expect(within(panel).getByTestId("session-screen")).toHaveTextContent("Session screen for watch 3");
    expect(panel).not.toHaveTextContent("with the voice guide");
    expect(within(panel).queryByText("Voice guide")).not.toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Return to Watches" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("tab", { name: "Watches" })).toHaveAttribute("aria-selected", "true");
  });

  it("hands the session screen the reference opener", async () => {
    const { onOpenReference, user } = renderDashboard("/?pray=3");
    await user.click(screen.getByRole("button", { name: "Open scripture" }));
    expect(onOpenReference).toHaveBeenCalledWith(getWatch(3)!.scripture.reference);
  });

  it("shows the Journal tab when the session screen completes", async () => {
    const { router, user } = renderDashboard("/?pray=5&voice=1");
    expect(screen.getByTestId("session-screen")).toHaveTextContent("Session screen for watch 5 with the voice guide");
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(router.state.location.search).toBe("?tab=journal");
    expect(screen.getByRole("tab", { name: "Journal" })).toHaveAttribute("aria-selected", "true");
  });

  it("marks a voice-guided prayer", () => {
    renderDashboard("/?pray=6&voice=1");
    const panel = screen.getByRole("region", { name: "Active Prayer Session" });
    expect(panel).toHaveTextContent("Sixth Watch");
    expect(within(panel).getByText("Voice guide")).toBeInTheDocument();
  });

  it.each(["/?pray=9", "/?pray=0", "/?pray=x", "/?pray=1.5"])("ignores a prayer that is not a watch (%s)", (path) => {
    renderDashboard(path);
    expect(screen.queryByRole("region", { name: "Active Prayer Session" })).not.toBeInTheDocument();
    expect(screen.getByRole("tablist", { name: "Dashboard sections" })).toBeInTheDocument();
  });

  it("has the header's links and profile button", async () => {
    const { router, user } = renderDashboard();
    expect(screen.getByRole("link", { name: "Tutorial" })).toHaveAttribute("href", "/tutorial");
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(screen.getByText("First Watch · 7:30 PM")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Profile" }));
    expect(router.state.location.pathname).toBe("/profile");
  });
});

describe("useDashboardLocation", () => {
  function renderLocation(path: string) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    );
    return renderHook(() => useDashboardLocation(), { wrapper });
  }

  it("starts a prayer, with the voice guide when asked", () => {
    const { result } = renderLocation("/?tab=watches");
    act(() => result.current.startPrayer(4, { voice: true }));
    expect(result.current.prayer).toEqual({ watchNumber: 4, voiceGuided: true });
    act(() => result.current.startPrayer(2));
    expect(result.current.prayer).toEqual({ watchNumber: 2, voiceGuided: false });
  });

  it("lands on the Journal tab when a session completes", () => {
    const { result } = renderLocation("/?pray=2&voice=1");
    act(() => result.current.completePrayer());
    expect(result.current.prayer).toBeNull();
    expect(result.current.tab).toBe("journal");
  });
});
