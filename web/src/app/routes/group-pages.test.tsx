import type { PrayerGroup } from "@common/groups";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createBrowserRouter, createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppearanceProvider } from "@/features/appearance/appearance-provider";
import { PreferencesProvider } from "@/features/profile/preferences-provider";
import { WatchSettingsProvider } from "@/features/watches/watch-settings-provider";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, testUser } from "@/testing/render";
import { routes } from "../router";

const group: PrayerGroup = {
  id: 4,
  name: "Dawn Intercessors",
  description: "",
  createdBy: 8,
  leaderId: 8,
  leaderName: "Ruth Ade",
  isActive: true,
  isPublic: true,
  watchNumber: 4,
  tags: [],
  timeZone: "UTC",
  createdAt: "2026-11-01T00:00:00.000Z",
  memberCount: 2,
  myRole: "member",
  joinRequested: false,
  prayingNow: 0,
  nextSessionAt: null,
  members: [8, testUser.id],
  memberList: [],
  pendingRequests: 0,
};

function renderAt(entries: string[], { browser = false } = {}) {
  stubFetch((request) => {
    if (request.path === "/api/prayer-groups/4") return group;
    if (request.path === "/api/prayer-groups/4/posts") return [];
    if (request.path === "/api/watch-settings") return { homeTimeZone: null, updatedAt: null };
    if (request.path.startsWith("/api/prayer-groups/")) return undefined;
    return { settings: null, updatedAt: null };
  });
  const client = createTestQueryClient(testUser);
  const router = browser
    ? createBrowserRouter(routes)
    : createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  render(
    <QueryClientProvider client={client}>
      <AppearanceProvider userId={testUser.id}>
        <WatchSettingsProvider userId={testUser.id}>
          <PreferencesProvider userId={testUser.id}>
            <RouterProvider router={router} />
          </PreferencesProvider>
        </WatchSettingsProvider>
      </AppearanceProvider>
    </QueryClientProvider>,
  );
  return router;
}

// The browser-router tests move jsdom's history; the memory-router ones must not see it.
afterEach(() => window.history.replaceState(null, "", "/"));

const backLink = () => screen.findByRole("link", { name: /Back to Group/ });

describe("group pages", () => {
  it("says 'Invalid group ID' for a group id that is not a number", async () => {
    renderAt(["/groups/abc/prayer-wall"]);
    expect(await screen.findByText("Invalid group ID")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Group pages" })).toBeNull();
  });

  it("shows the group's name and links between its four pages", async () => {
    renderAt(["/groups/4/schedule?from=%2Fprayer-room%2F4"]);
    expect(await screen.findByRole("heading", { name: "Group Schedule" })).toBeInTheDocument();
    expect(await screen.findByText("Dawn Intercessors")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Group pages" });
    expect(within(nav).getByRole("link", { name: "Schedule" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Prayer Wall" })).toHaveAttribute(
      "href",
      "/groups/4/prayer-wall?from=%2Fprayer-room%2F4",
    );
    expect(within(nav).getByRole("link", { name: "Alerts" })).toHaveAttribute(
      "href",
      "/groups/4/alerts?from=%2Fprayer-room%2F4",
    );
    // The schedule itself (issue 18 §1).
    expect(await screen.findByRole("button", { name: "Schedule Prayer" })).toBeInTheDocument();
  });

  it("goes 'Back to Group' to a same-site `from`", async () => {
    const router = renderAt(["/groups/4/prayer-wall?from=/prayer-room/4%3Ftab%3Dcommunity"]);
    const link = await backLink();
    expect(link).toHaveAttribute("href", "/prayer-room/4?tab=community");
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/prayer-room/4"));
    expect(router.state.location.search).toBe("?tab=community");
  });

  it.each(["//evil.com", "https://evil.com/", "/\\evil.com", "/\t/evil.com", "javascript:alert(1)", "prayer-room/2"])(
    "ignores an unsafe `from` (%s) and falls back to the Groups tab",
    async (from) => {
      renderAt([`/groups/4/alerts?from=${encodeURIComponent(from)}`]);
      expect(await backLink()).toHaveAttribute("href", "/?tab=groups");
    },
  );

  it("goes back in this tab's history when there is no `from`", async () => {
    const router = renderAt(["/bible", "/groups/4/studies"]);
    await userEvent.click(await backLink());
    await waitFor(() => expect(router.state.location.pathname).toBe("/bible"));
  });

  it("still goes back to where the user came from after moving between the group's pages", async () => {
    const router = renderAt(["/bible", "/groups/4/studies"]);
    await screen.findByText("Dawn Intercessors");
    await userEvent.click(
      within(screen.getByRole("navigation", { name: "Group pages" })).getByRole("link", { name: "Alerts" }),
    );
    expect(await screen.findByRole("heading", { name: "Prayer Alerts" })).toBeInTheDocument();
    await userEvent.click(await backLink());
    await waitFor(() => expect(router.state.location.pathname).toBe("/bible"));
    expect(router.state.historyAction).toBe("POP");
  });

  it("goes to the Groups tab from a page that replaced the tab's first entry (an accepted invitation)", async () => {
    window.history.replaceState(null, "", "/invite/abc");
    const router = renderAt([], { browser: true });
    await router.navigate("/groups/4/prayer-wall", { replace: true });
    const link = await backLink();
    expect(link).toHaveAttribute("href", "/?tab=groups");
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.search).toBe("?tab=groups");
    router.dispose();
  });

  it("goes back with the browser's history when the app pushed the group page", async () => {
    window.history.replaceState(null, "", "/bible");
    const router = renderAt([], { browser: true });
    await router.navigate("/groups/4/prayer-wall");
    await userEvent.click(await backLink());
    await waitFor(() => expect(router.state.location.pathname).toBe("/bible"));
    router.dispose();
  });

  it("goes to the Groups tab when the page was opened first, never to a fixed prayer room", async () => {
    const router = renderAt(["/groups/4/prayer-wall"]);
    const link = await backLink();
    expect(link).toHaveAttribute("href", "/?tab=groups");
    expect(await screen.findByText("No prayers yet")).toBeInTheDocument();
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.search).toBe("?tab=groups");
  });
});

vi.mock("@/lib/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
