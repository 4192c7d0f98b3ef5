import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AppearanceProvider } from "@/features/appearance/appearance-provider";
import { PreferencesProvider } from "@/features/profile/preferences-provider";
import { WatchSettingsProvider } from "@/features/watches/watch-settings-provider";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, testUser } from "@/testing/render";
import { authHref, safeNextPath } from "../paths";
import { routes } from "../router";

/** The app's router, signed out, at `path`; `handler` answers the API. */
function renderAt(path: string, handler: (request: RecordedRequest) => unknown) {
  const requests = stubFetch(handler);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient(null)}>
      <AppearanceProvider userId={null}>
        <WatchSettingsProvider userId={null}>
          <PreferencesProvider userId={null}>
            <RouterProvider router={router} />
          </PreferencesProvider>
        </WatchSettingsProvider>
      </AppearanceProvider>
    </QueryClientProvider>,
  );
  return { requests, router };
}

const preview = {
  kind: "email",
  status: "valid",
  groupName: "Dawn Intercessors",
  inviterName: "Ruth Ade",
  alreadyMember: false,
  groupId: null,
};

describe("/invite/{token}", () => {
  // Three lazy routes and two forms: more than the default 5 s on a busy machine.
  it("signed out: Create Account opens that tab, and after registering the page is back to join the group", {
    timeout: 30_000,
  }, async () => {
    const { requests, router } = renderAt("/invite/i_token", (request) => {
      if (request.path === "/api/invitations/i_token") return preview;
      if (request.path === "/api/register") return { ...testUser, username: "newcomer" };
      if (request.path === "/api/invitations/accept") return { groupId: 12, status: "joined" };
      return undefined;
    });
    await userEvent.click(await screen.findByRole("link", { name: "Create Account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(await screen.findByRole("tab", { name: "Create Account" })).toHaveAttribute("aria-selected", "true");
    await userEvent.type(screen.getByLabelText("Username"), "newcomer");
    await userEvent.type(screen.getByLabelText("Password"), "correct horse");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));

    await userEvent.click(await screen.findByRole("button", { name: "Join Group" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/groups/12/prayer-wall"));
    expect(requests.find((request) => request.path === "/api/invitations/accept")?.body).toEqual({ token: "i_token" });
  });
});

describe("/auth?next=", () => {
  it("goes back to a path on this site after signing in, and home for anything else", { timeout: 30_000 }, async () => {
    const { router } = renderAt(`/auth?next=${encodeURIComponent("https://evil.example/x")}`, (request) =>
      request.path === "/api/login" ? testUser : undefined,
    );
    await userEvent.type(await screen.findByLabelText("Username"), "watchman");
    await userEvent.type(screen.getByLabelText("Password"), "correct horse");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("accepts same-site paths only", () => {
    expect(safeNextPath("/invite/g_abc?x=1")).toBe("/invite/g_abc?x=1");
    expect(safeNextPath("/groups/3/prayer-wall")).toBe("/groups/3/prayer-wall");
    for (const bad of [
      null,
      "",
      "invite",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "https://evil.example",
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
    expect(authHref({ next: "/invite/i_a", tab: "create-account" })).toBe(
      "/auth?next=%2Finvite%2Fi_a&tab=create-account",
    );
    expect(authHref()).toBe("/auth");
  });
});
