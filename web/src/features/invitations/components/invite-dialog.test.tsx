import { InvitationMessages } from "@common/invitations";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { InviteDialog } from "./invite-dialog";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

const group = { id: 12, name: "Dawn Intercessors" };
const health = (mail: "on" | "off") => ({ status: "ok", database: "pglite", mail });

function renderDialog(props: Parameters<typeof InviteDialog>[0] = { group }) {
  const onOpenChange = vi.fn();
  const client = createTestQueryClient({ ...testUser, firstName: "Anna", lastName: "Ade" });
  renderWithQuery(<InviteDialog open onOpenChange={onOpenChange} {...props} />, client);
  return { onOpenChange };
}

const sends = (requests: { path: string }[]) => requests.filter((request) => request.path === "/api/invitations/send");

describe("InviteDialog: the e-mail form", () => {
  it("checks the address first, with the spec's toasts, and sends nothing until it is valid", async () => {
    const requests = stubFetch((request) => (request.path === "/api/health" ? health("on") : undefined));
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Invite to Dawn Intercessors" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(toast.toastError).toHaveBeenLastCalledWith("Error", "Please enter an email address first");
    await userEvent.type(screen.getByLabelText("Email address"), "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(toast.toastError).toHaveBeenLastCalledWith("Invalid Email", "Please enter a valid email address");
    expect(sends(requests)).toHaveLength(0);
  });

  it("asks for an address without 'first' when inviting to the app", async () => {
    stubFetch((request) => (request.path === "/api/health" ? health("on") : undefined));
    renderDialog({});
    expect(screen.getByRole("dialog", { name: "Invite a Friend" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(toast.toastError).toHaveBeenLastCalledWith("Error", "Please enter an email address");
  });

  it("sends the spec's payload, shows a pending state, then a toast, and closes", async () => {
    let answer!: (response: Response) => void;
    const requests = stubFetch((request) => {
      if (request.path === "/api/health") return health("on");
      if (request.path === "/api/invitations/send") return new Promise<Response>((resolve) => (answer = resolve));
      return undefined;
    });
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText("Email address"), "  ruth@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(sends(requests)[0]).toMatchObject({
      method: "POST",
      body: { email: "ruth@example.com", groupName: "Dawn Intercessors", inviterName: "Anna Ade", groupId: 12 },
    });
    answer(jsonResponse({ message: InvitationMessages.sent("ruth@example.com"), email: "ruth@example.com" }, 202));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith(
        "Invitation Sent",
        "We e-mailed an invitation to ruth@example.com.",
      ),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's error field as 'Failed to Send', or the spec's fallback", async () => {
    let body: unknown = {
      message: InvitationMessages.tooMany,
      error: InvitationMessages.tooMany,
      code: "RATE_LIMITED",
    };
    stubFetch((request) => {
      if (request.path === "/api/health") return health("on");
      if (request.path === "/api/invitations/send") return jsonResponse(body, 429);
      return undefined;
    });
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText("Email address"), "ruth@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith("Failed to Send", InvitationMessages.tooMany));
    body = {};
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenLastCalledWith("Failed to Send", "Unable to send invitation email"),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Email address")).toHaveValue("ruth@example.com");
  });

  it("says 'Unable to send invitation. Please try again.' when the network fails", async () => {
    stubFetch((request) => {
      if (request.path === "/api/health") return health("on");
      if (request.path === "/api/invitations/send") throw new TypeError("Failed to fetch");
      return undefined;
    });
    renderDialog();
    await userEvent.type(screen.getByLabelText("Email address"), "ruth@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith("Error", "Unable to send invitation. Please try again."),
    );
  });
});

describe("InviteDialog with mail off", () => {
  it("says so plainly and offers a member the group's link to copy, when the link is on", async () => {
    const url = "https://prayer.example/invite/g_abc";
    const requests = stubFetch((request) => {
      if (request.path === "/api/health") return health("off");
      if (request.path === "/api/prayer-groups/12/invite-link") return { url, canManage: false };
      return undefined;
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderDialog();
    expect(await screen.findByText("E-mail invitations are not available")).toBeInTheDocument();
    expect(screen.queryByLabelText("Email address")).not.toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Link to join the group" })).toHaveValue(url);
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(url);
    // A member cannot change the link.
    expect(screen.queryByRole("button", { name: "New Link" })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method !== "GET")).toHaveLength(0);
  });

  it("tells a member to ask the leader when the link is off", async () => {
    stubFetch((request) => {
      if (request.path === "/api/health") return health("off");
      if (request.path === "/api/prayer-groups/12/invite-link") return { url: null, canManage: false };
      return undefined;
    });
    renderDialog();
    expect(await screen.findByText("Ask your group leader for an invitation link")).toBeInTheDocument();
  });

  it("lets the leader turn the link on, make a new one and turn it off", async () => {
    let current: string | null = null;
    let made = 0;
    const requests = stubFetch((request) => {
      if (request.path === "/api/health") return health("off");
      if (request.path !== "/api/prayer-groups/12/invite-link") return undefined;
      if (request.method === "POST") current = `https://prayer.example/invite/g_code${++made}`;
      if (request.method === "DELETE") current = null;
      return { url: current, canManage: true };
    });
    renderDialog();
    await userEvent.click(await screen.findByRole("button", { name: "Turn On Link" }));
    expect(await screen.findByRole("textbox", { name: "Link to join the group" })).toHaveValue(
      "https://prayer.example/invite/g_code1",
    );
    await userEvent.click(screen.getByRole("button", { name: "New Link" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Link to join the group" })).toHaveValue(
        "https://prayer.example/invite/g_code2",
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "Turn Off Link" }));
    expect(await screen.findByText(/The invitation link is off/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== "GET").map((request) => request.method)).toEqual([
      "POST",
      "POST",
      "DELETE",
    ]);
  });

  it("switches to the notice when the server answers 409 MAIL_OFF", async () => {
    stubFetch((request) => {
      if (request.path === "/api/health") return health("on");
      if (request.path === "/api/prayer-groups/12/invite-link") return { url: null, canManage: false };
      if (request.path === "/api/invitations/send") {
        return jsonResponse(
          { message: InvitationMessages.mailOff, error: InvitationMessages.mailOff, code: "MAIL_OFF" },
          409,
        );
      }
      return undefined;
    });
    renderDialog();
    await userEvent.type(screen.getByLabelText("Email address"), "ruth@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("E-mail invitations are not available")).toBeInTheDocument();
    expect(toast.toastError).toHaveBeenCalledWith("Failed to Send", InvitationMessages.mailOff);
    expect(screen.queryByLabelText("Email address")).not.toBeInTheDocument();
  });
});
