import type { User } from "@common/auth";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppearanceProvider } from "@/features/appearance/appearance-provider";
import { PreferencesProvider } from "@/features/profile/preferences-provider";
import { WatchSettingsProvider } from "@/features/watches/watch-settings-provider";
import { createTestQueryClient, jsonResponse, testUser } from "@/testing/render";
import { routes } from "./router";

function renderAt(path: string, user: User | null) {
  // Signed-in pages read the server's appearance and watch settings; answer with "none saved yet".
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (path, init) => {
      if (String(path) === "/api/watch-settings") {
        return jsonResponse(
          init?.method === "PUT"
            ? { ...JSON.parse(String(init.body)), updatedAt: "now" }
            : { homeTimeZone: null, updatedAt: null },
        );
      }
      return jsonResponse({ settings: null, updatedAt: null });
    }),
  );
  const client = createTestQueryClient(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <AppearanceProvider userId={user?.id ?? null}>
        <WatchSettingsProvider userId={user?.id ?? null}>
          <PreferencesProvider userId={user?.id ?? null}>
            <RouterProvider router={router} />
          </PreferencesProvider>
        </WatchSettingsProvider>
      </AppearanceProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe("routes", () => {
  it.each(["/settings", "/appearance", "/bible", "/groups/4/schedule", "/community"])(
    "sends a signed-out visitor from %s to the sign-in page",
    async (path) => {
      const router = renderAt(path, null);
      expect(await screen.findByRole("tab", { name: "Sign In" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/auth");
      // …and back to it after signing in.
      expect(new URLSearchParams(router.state.location.search).get("next")).toBe(path);
    },
  );

  it("shows the landing page at / when signed out", async () => {
    renderAt("/", null);
    expect(await screen.findByRole("button", { name: "Begin Your Prayer Journey" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Get Started Today" })).toBeInTheDocument();
  });

  it("shows the home dashboard with the watch guide at / when signed in", async () => {
    renderAt("/", testUser);
    expect(await screen.findByRole("heading", { name: "Welcome, Anna" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Watches" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "Current Prayer Watch" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Detailed Prayer Watch Guide" })).toBeInTheDocument();
  });

  it("starts a prayer from the hero and returns to the watches", async () => {
    const router = renderAt("/", testUser);
    await userEvent.click(await screen.findByRole("button", { name: "Quick Prayer" }));
    expect(screen.getByRole("region", { name: "Active Prayer Session" })).toBeInTheDocument();
    expect(router.state.location.search).toMatch(/^\?pray=[1-8]$/);
    await userEvent.click(screen.getByRole("button", { name: "Return to Watches" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("heading", { name: "Current Prayer Watch" })).toBeInTheDocument();
  });

  it("shows the Home time zone card in settings", async () => {
    renderAt("/settings", testUser);
    expect(await screen.findByRole("region", { name: "Home time zone" })).toBeInTheDocument();
  });

  it("sends a signed-in user from /auth and /landing to /", async () => {
    const router = renderAt("/auth", testUser);
    expect(await screen.findByRole("heading", { name: "Welcome, Anna" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows signed-in pages to a signed-in user", async () => {
    renderAt("/bible", testUser);
    expect(await screen.findByRole("heading", { name: "Bible Reading" })).toBeInTheDocument();
    expect(
      screen.getByText("Engage with Scripture through daily verses, search, and reading plans"),
    ).toBeInTheDocument();
  });

  it("shows the Daily Word page, and the Word and Bible tabs of the dashboard", async () => {
    renderAt("/daily-word", testUser);
    expect(await screen.findByRole("heading", { level: 1, name: "Daily Word" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous day" })).toBeInTheDocument();
  });

  it.each([
    ["/?tab=word", "Daily Word"],
    ["/?tab=bible", "Bible Reading"],
    ["/?tab=notifications", "Notifications"],
  ])("shows %s on the dashboard under its heading", async (path, heading) => {
    renderAt(path, testUser);
    expect(await screen.findByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.queryByText("This part of Prayer Journey is not available yet.")).not.toBeInTheDocument();
  });

  it("opens the first watch's room by default", async () => {
    renderAt("/prayer-room", testUser);
    expect(await screen.findByRole("heading", { level: 1, name: "Healing and Reflection" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Healing and Reflection" })).toHaveTextContent(
      "Prayer Room · First Watch · 6 PM-9 PM",
    );
  });

  it("opens the room of the watch in the URL, with its reading, stopwatch and tabs", async () => {
    renderAt("/prayer-room/7", testUser);
    expect(await screen.findByRole("heading", { level: 1, name: "Family and Relationships" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Family and Relationships" })).toHaveTextContent(
      "Prayer Room · Seventh Watch · 12-3 PM",
    );
    expect(screen.getByRole("button", { name: /Joshua 24:15/ })).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("00:00:00");
    expect(screen.getByRole("tab", { name: "Prayer Wall" })).toHaveAttribute("aria-selected", "true");
  });

  it("keeps the room's tab in the URL", async () => {
    const router = renderAt("/prayer-room/2?tab=community", testUser);
    expect(await screen.findByRole("tab", { name: "Community" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "Prayer Groups for the Second Watch" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Prayer Strategy" }));
    expect(router.state.location.search).toBe("?tab=strategy");
    await userEvent.click(screen.getByRole("tab", { name: "Prayer Wall" }));
    expect(router.state.location.search).toBe("");
  });

  it("leaves the room for / with Exit Prayer Room", async () => {
    const router = renderAt("/prayer-room/7", testUser);
    await userEvent.click(await screen.findByRole("link", { name: "Exit Prayer Room" }));
    expect(router.state.location.pathname).toBe("/");
    expect(await screen.findByRole("heading", { name: "Welcome, Anna" })).toBeInTheDocument();
  });

  it.each(["/prayer-room/9", "/prayer-room/0", "/prayer-room/abc", "/no/such/page"])(
    "shows the not-found page for %s",
    async (path) => {
      renderAt(path, testUser);
      expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: /Go to Home/ })).toHaveAttribute("href", "/");
    },
  );

  it("says 'Invalid group ID' for a group id that is not a number", async () => {
    renderAt("/groups/abc/alerts", testUser);
    expect(await screen.findByText("Invalid group ID")).toBeInTheDocument();
    // Opened first in the tab and without ?from=, Back leads to the Groups tab (decision 039), not a fixed room.
    expect(screen.getByRole("link", { name: /Back to Group/ })).toHaveAttribute("href", "/?tab=groups");
  });

  it("shows group discovery on /community", async () => {
    renderAt("/community", testUser);
    expect(await screen.findByRole("heading", { name: "Find a Prayer Group" })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it("shows the profile and its settings at /profile", async () => {
    renderAt("/profile", testUser);
    expect(await screen.findByRole("heading", { name: "Prayer Stats" })).toBeInTheDocument();
  });
});
