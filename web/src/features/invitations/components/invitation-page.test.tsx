import { InvitationMessages, type InvitationPreview } from "@common/invitations";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/mock-fetch";
import { jsonResponse, renderWithQuery } from "@/testing/render";
import { InvitationPage } from "./invitation-page";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

const valid: InvitationPreview = {
  kind: "email",
  status: "valid",
  groupName: "Dawn Intercessors",
  inviterName: "Ruth Ade",
  alreadyMember: false,
  groupId: null,
};

function renderPage(signedIn: boolean, token = "i_token") {
  const onAccepted = vi.fn();
  renderWithQuery(
    <MemoryRouter>
      <InvitationPage
        token={token}
        signedIn={signedIn}
        signInHref={`/auth?next=%2Finvite%2F${token}`}
        createAccountHref={`/auth?next=%2Finvite%2F${token}&tab=create-account`}
        groupHref={(id) => `/groups/${id}/prayer-wall`}
        homeHref="/"
        onAccepted={onAccepted}
      />
    </MemoryRouter>,
  );
  return { onAccepted };
}

describe("InvitationPage (/invite/{token})", () => {
  it("signed out: says who invites to which group, and offers Create Account and Sign In that come back", async () => {
    const requests = stubFetch((request) => (request.path === "/api/invitations/i_token" ? valid : undefined));
    renderPage(false);
    expect(screen.getByRole("status")).toHaveTextContent("Loading invitation...");
    expect(await screen.findByRole("heading", { name: "Join Dawn Intercessors" })).toHaveFocus();
    expect(screen.getByText('Ruth Ade invited you to pray with the group "Dawn Intercessors".')).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Account" })).toHaveAttribute(
      "href",
      "/auth?next=%2Finvite%2Fi_token&tab=create-account",
    );
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth?next=%2Finvite%2Fi_token");
    expect(screen.queryByRole("button", { name: "Join Group" })).not.toBeInTheDocument();
    expect(requests.map((request) => request.method)).toEqual(["GET"]);
  });

  it("signed in: Join Group accepts the token and hands the group to the route", async () => {
    const requests = stubFetch((request) => {
      if (request.path === "/api/invitations/i_token") return valid;
      if (request.path === "/api/invitations/accept") return { groupId: 12, status: "joined" };
      return undefined;
    });
    const { onAccepted } = renderPage(true);
    await userEvent.click(await screen.findByRole("button", { name: "Join Group" }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith({ groupId: 12, status: "joined" }));
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/api/invitations/accept",
      body: { token: "i_token" },
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Joined Group Successfully!", "Welcome to Dawn Intercessors.");
  });

  it("says so when the user was already a member, instead of 'Joined Group Successfully!'", async () => {
    stubFetch((request) => {
      if (request.path === "/api/invitations/i_token") return valid;
      if (request.path === "/api/invitations/accept") return { groupId: 12, status: "already-member" };
      return undefined;
    });
    const { onAccepted } = renderPage(true);
    await userEvent.click(await screen.findByRole("button", { name: "Join Group" }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith({ groupId: 12, status: "already-member" }));
    expect(toast.toastSuccess).toHaveBeenCalledWith("Already a Member", "You are already in Dawn Intercessors.");
    expect(toast.toastSuccess).not.toHaveBeenCalledWith("Joined Group Successfully!", expect.anything());
  });

  it("shows the server's reason when joining is refused (used meanwhile, group full)", async () => {
    stubFetch((request) => {
      if (request.path === "/api/invitations/i_token") return valid;
      if (request.path === "/api/invitations/accept") {
        return jsonResponse({ message: InvitationMessages.used, code: "CONFLICT" }, 410);
      }
      return undefined;
    });
    const { onAccepted } = renderPage(true);
    await userEvent.click(await screen.findByRole("button", { name: "Join Group" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(InvitationMessages.used);
    expect(toast.toastError).toHaveBeenCalledWith("Unable to Join", InvitationMessages.used);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it.each([
    ["used", InvitationMessages.used],
    ["expired", InvitationMessages.expired],
    ["unknown", InvitationMessages.unknown],
  ] as const)("says clearly when the link is %s, and offers no Join", async (status, message) => {
    stubFetch((request) =>
      request.path === "/api/invitations/i_token"
        ? status === "unknown"
          ? { ...valid, kind: null, status, groupName: null, inviterName: null }
          : { ...valid, status }
        : undefined,
    );
    renderPage(true);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Join Group" })).not.toBeInTheDocument();
  });

  it("a member already: offers to open the group", async () => {
    stubFetch((request) =>
      request.path === "/api/invitations/g_link"
        ? { ...valid, kind: "link", alreadyMember: true, groupId: 12 }
        : undefined,
    );
    renderPage(true, "g_link");
    expect(await screen.findByText("You are already a member of this group.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open Group" })).toHaveAttribute("href", "/groups/12/prayer-wall");
  });

  it("an invitation to the app: Accept Invitation", async () => {
    stubFetch((request) => {
      if (request.path === "/api/invitations/i_token") return { ...valid, groupName: null };
      if (request.path === "/api/invitations/accept") return { groupId: null, status: "welcome" };
      return undefined;
    });
    const { onAccepted } = renderPage(true);
    expect(await screen.findByRole("heading", { name: "Join Prayer Journey" })).toBeInTheDocument();
    expect(screen.getByText("Ruth Ade invited you to Prayer Journey.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Accept Invitation" }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith({ groupId: null, status: "welcome" }));
  });
});
