import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { jsonResponse, testUser } from "@/testing/render";
import { fullGroup, member, renderGroups, summary } from "../testing/group-fixtures";
import { CommunityScreen } from "./community-screen";
import { GroupCard } from "./group-card";
import { GroupDetailDialog } from "./group-detail-dialog";
import { ManageGroupDialog } from "./manage-group-dialog";
import { MyPrayerGroups } from "./my-prayer-groups";
import { RoomCommunityTab } from "./room-community-tab";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

// Dialogs typed into by userEvent take seconds on a loaded two-core machine.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.clearAllMocks();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const posted = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

describe("Groups tab (My Prayer Groups)", () => {
  it("shows 'Loading prayer groups...', then an empty state with no sample groups", async () => {
    const answer = deferred<unknown>();
    stubFetch((request) => (request.path === "/api/prayer-groups/user" ? answer.promise : undefined));
    renderGroups(<MyPrayerGroups />);
    expect(screen.getByText("Loading prayer groups...")).toBeInTheDocument();
    answer.resolve([]);
    expect(await screen.findByText("You are not in a prayer group yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a Group" })).toHaveAttribute("href", "/community");
    expect(screen.queryByText(/Night Watch Warriors|Morning Glory/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "My Prayer Groups" })).queryByText(/Live/),
    ).not.toBeInTheDocument();
  });

  it("lists my groups from the server with Join Prayer or Set Reminder, Chat and the side column", async () => {
    const live = summary({ id: 1, name: "Dawn Intercessors", watchNumber: 4, prayingNow: 2, memberCount: 3 });
    const quiet = summary({ id: 2, name: "Family Altar", watchNumber: null, myRole: "leader", isPublic: false });
    stubFetch((request) => {
      if (request.path === "/api/prayer-groups/user") return [live, quiet];
      if (request.path.startsWith("/api/prayer-groups/user/posts"))
        return [
          {
            id: 9,
            groupId: 1,
            groupName: "Dawn Intercessors",
            title: "Healing for Sam",
            content: "Please pray",
            tags: [],
            isPinned: false,
            reactions: { pray: [], heart: [], fire: [] },
            comments: [],
            userId: 3,
            userName: "Ruth Ade",
            createdAt: "2026-01-02T00:00:00.000Z",
          },
        ];
      return undefined;
    });
    renderGroups(<MyPrayerGroups />);
    const liveCard = await screen.findByRole("article", { name: "Dawn Intercessors" });
    expect(within(liveCard).getByText("Live · 2 praying")).toBeInTheDocument();
    expect(within(liveCard).getByRole("link", { name: "Join Prayer" })).toHaveAttribute("href", "/prayer-room/4");
    const quietCard = screen.getByRole("article", { name: "Family Altar" });
    expect(within(quietCard).queryByText(/Live/)).not.toBeInTheDocument();
    expect(within(quietCard).getByRole("link", { name: "Set Reminder" })).toHaveAttribute(
      "href",
      "/?tab=notifications",
    );
    expect(within(quietCard).getByText("Private")).toBeInTheDocument();
    expect(within(quietCard).getByRole("button", { name: "Chat with Family Altar" })).toBeInTheDocument();
    expect(within(quietCard).getByRole("link", { name: "Watch roster of Family Altar" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/groups\/\d+\/roster\?from=%2F$/),
    );
    // No invitations dialog composed in: no Invite button that would do nothing.
    expect(within(quietCard).queryByRole("button", { name: /Invite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Invite Members" })).not.toBeInTheDocument();
    // Prayer Requests: the latest posts over my groups, linking to the group's wall.
    const request = await screen.findByRole("link", { name: /Healing for Sam/ });
    expect(request).toHaveAttribute("href", "/groups/1/prayer-wall?from=%2F");
    // Privacy: each group's visibility.
    const tools = screen.getByRole("complementary", { name: "Group tools" });
    expect(within(tools).getByRole("button", { name: "Manage Family Altar" })).toHaveTextContent("Manage");
    expect(within(tools).getByRole("button", { name: "Manage Dawn Intercessors" })).toHaveTextContent("Membership");
    expect(within(tools).getByRole("link", { name: "Prayer reminders and alerts" })).toHaveAttribute(
      "href",
      "/?tab=notifications",
    );
  });

  it("offers Invite on cards and in the side column only when the invitations dialog is composed in", async () => {
    stubFetch((request) =>
      request.path === "/api/prayer-groups/user" ? [summary({ id: 3, name: "Noon Watch" })] : [],
    );
    const opened: unknown[] = [];
    const user = userEvent.setup();
    renderGroups(<MyPrayerGroups />, {
      renderInviteDialog: (props) => {
        opened.push({ groupId: props.groupId, groupName: props.groupName });
        return <p>Invite dialog for {props.groupName ?? "the app"}</p>;
      },
    });
    await user.click(await screen.findByRole("button", { name: "Invite to Noon Watch" }));
    expect(screen.getByText("Invite dialog for Noon Watch")).toBeInTheDocument();
    expect(opened).toContainEqual({ groupId: 3, groupName: "Noon Watch" });
  });
});

describe("Create Group dialog", () => {
  async function openDialog(environment = {}) {
    const requests = stubFetch((request) => {
      if (request.path === "/api/prayer-groups/user") return [];
      if (request.method === "POST" && request.path === "/api/prayer-groups") {
        const body = request.body as { name: string; isPublic: boolean };
        return jsonResponse(fullGroup({ id: 50, name: body.name, isPublic: body.isPublic, myRole: "leader" }), 201);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderGroups(<MyPrayerGroups />, environment);
    await user.click((await screen.findAllByRole("button", { name: "Create Group" }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Create Prayer Group" });
    return { requests, user, dialog };
  }

  it("keeps Create disabled while the name is blank and says why", async () => {
    const { user, dialog, requests } = await openDialog();
    const create = within(dialog).getByRole("button", { name: "Create Group" });
    expect(create).toBeDisabled();
    const name = within(dialog).getByLabelText("Group Name");
    await user.type(name, "   ");
    await user.tab();
    expect(
      within(dialog).getByText("Missing Group Name - Please enter a name for your prayer group."),
    ).toBeInTheDocument();
    expect(create).toBeDisabled();
    expect(posted(requests, "POST", "/api/prayer-groups")).toHaveLength(0);
  });

  it("sends Private as chosen, tags as a list and the watch, then toasts 'Group Created Successfully!'", async () => {
    const { user, dialog, requests } = await openDialog();
    await user.type(within(dialog).getByLabelText("Group Name"), "  Night Shift  ");
    await user.click(within(dialog).getByLabelText("Description (optional)"));
    await user.paste("Nurses praying at night");
    await user.selectOptions(within(dialog).getByLabelText("Prayer Watch"), "3");
    await user.click(within(dialog).getByLabelText("Tags (optional)"));
    await user.paste("healing, , nurses ,");
    await user.click(within(dialog).getByRole("radio", { name: "Private (members must request)" }));
    await user.click(within(dialog).getByRole("button", { name: "Create Group" }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith("Group Created Successfully!", expect.any(String)),
    );
    const [create] = posted(requests, "POST", "/api/prayer-groups");
    expect(create?.body).toMatchObject({
      name: "Night Shift",
      description: "Nurses praying at night",
      isPublic: false,
      watchNumber: 3,
      tags: ["healing", "nurses"],
    });
    expect(create?.body).not.toHaveProperty("createdBy");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("sends Public when Public stays chosen", async () => {
    const { user, dialog, requests } = await openDialog();
    expect(within(dialog).getByRole("radio", { name: "Public (anyone can join instantly)" })).toBeChecked();
    await user.type(within(dialog).getByLabelText("Group Name"), "Open Door");
    await user.click(within(dialog).getByRole("button", { name: "Create Group" }));
    await waitFor(() => expect(posted(requests, "POST", "/api/prayer-groups")).toHaveLength(1));
    expect(posted(requests, "POST", "/api/prayer-groups")[0]?.body).toMatchObject({
      isPublic: true,
      watchNumber: null,
    });
  });

  it("asks a signed-out visitor to log in and sends nothing", async () => {
    const requests = stubFetch(() => undefined);
    const user = userEvent.setup();
    renderGroups(<RoomCommunityTab watchNumber={2} />, { userId: null });
    expect(screen.getByText(/Sign in to see, join and create prayer groups/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Group" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Prayer Group" });
    expect(within(dialog).getByLabelText("Prayer Watch")).toHaveValue("2");
    await user.type(within(dialog).getByLabelText("Group Name"), "Watchers");
    await user.click(within(dialog).getByRole("button", { name: "Create Group" }));
    expect(toast.toastError).toHaveBeenCalledWith("Authentication Required", "Please log in to create a prayer group.");
    expect(requests).toHaveLength(0);
  });
});

describe("Group cards", () => {
  it("shows up to 4 avatars drawn from initials, then '+N'", () => {
    const avatars = [member(1, "Ruth Ade", "leader"), member(2, "Sam Lee"), member(3, "Joy"), member(4, "Eli Tan")];
    renderGroups(<GroupCard group={summary({ name: "Big", avatars, memberCount: 12 })} />);
    const list = screen.getByRole("list", { name: "Members" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "RARuth Ade",
      "SLSam Lee",
      "JJoy",
      "ETEli Tan",
      "+8and 8 more",
    ]);
    expect(list.querySelector("img")).toBeNull();
    expect(screen.getByText("12 members")).toBeInTheDocument();
  });

  it("shows no '+N' when every member has an avatar, and previews the description at 80 characters", () => {
    const description = "x".repeat(100);
    renderGroups(<GroupCard group={summary({ avatars: [member(1, "Ruth Ade")], memberCount: 1, description })} />);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
    expect(screen.getByText(`${"x".repeat(80)}...`)).toBeInTheDocument();
    expect(screen.getByText("1 member")).toBeInTheDocument();
  });

  it("shows 'Live' only when members pray now, else the next session, else nothing for a group with no watch", () => {
    const { rerender } = renderGroups(<GroupCard group={summary({ prayingNow: 1 })} />);
    expect(screen.getByTestId("group-timing")).toHaveTextContent("Live · 1 praying");
    rerender(<GroupCard group={summary({ prayingNow: 0, nextSessionAt: "2099-03-04T18:30:00.000Z" })} />);
    expect(screen.getByTestId("group-timing")).toHaveTextContent(/^Next session /);
    expect(screen.queryByText(/Live/)).not.toBeInTheDocument();
    rerender(<GroupCard group={summary({ prayingNow: 0, nextSessionAt: null, watchNumber: null })} />);
    expect(screen.queryByTestId("group-timing")).not.toBeInTheDocument();
  });
});

describe("Joining", () => {
  it("goes Join Group → 'Joining...' → 'In Group' (disabled) with the spec's toast", async () => {
    const open = summary({ id: 8, name: "Open Door", myRole: null, watchNumber: 2 });
    const answer = deferred<unknown>();
    let joined = false;
    const requests = stubFetch((request) => {
      if (request.method === "POST" && request.path === "/api/prayer-groups/8/join") return answer.promise;
      if (request.path === "/api/prayer-groups") return [joined ? { ...open, myRole: "member" } : open];
      return undefined;
    });
    const user = userEvent.setup();
    renderGroups(<CommunityScreen />);
    await user.click(await screen.findByRole("button", { name: "Join Group" }));
    expect(await screen.findByRole("button", { name: "Joining..." })).toBeDisabled();
    joined = true;
    answer.resolve({ status: "joined", group: fullGroup({ ...open, myRole: "member", memberCount: 2 }) });
    expect(await screen.findByRole("button", { name: "In Group" })).toBeDisabled();
    expect(toast.toastSuccess).toHaveBeenCalledWith("Joined Group Successfully!", expect.any(String));
    expect(posted(requests, "POST", "/api/prayer-groups/8/join")).toHaveLength(1);
  });

  it("files a request for a private group, which can be withdrawn", async () => {
    let state: "none" | "requested" = "none";
    const group = () =>
      summary({ id: 9, name: "Quiet Room", isPublic: false, myRole: null, joinRequested: state === "requested" });
    const requests = stubFetch((request) => {
      if (request.method === "POST" && request.path === "/api/prayer-groups/9/join") {
        state = "requested";
        return { status: "requested", group: fullGroup({ ...group() }) };
      }
      if (request.method === "DELETE" && request.path === "/api/prayer-groups/9/join") {
        state = "none";
        return new Response(null, { status: 204 });
      }
      if (request.path === "/api/prayer-groups") return [group()];
      return undefined;
    });
    const user = userEvent.setup();
    renderGroups(<CommunityScreen />);
    await user.click(await screen.findByRole("button", { name: "Request to Join" }));
    expect(await screen.findByText("Request sent")).toBeInTheDocument();
    expect(toast.toastSuccess).toHaveBeenCalledWith("Request Sent", expect.any(String));
    await user.click(screen.getByRole("button", { name: "Cancel request" }));
    expect(await screen.findByRole("button", { name: "Request to Join" })).toBeEnabled();
    expect(posted(requests, "DELETE", "/api/prayer-groups/9/join")).toHaveLength(1);
  });
});

describe("Group detail dialog", () => {
  it("marks the leader 'Group Leader' with an Admin badge, others 'Member', me '(You)', and links with from", async () => {
    window.history.replaceState(null, "", "/prayer-room/3?tab=community");
    stubFetch((request) =>
      request.path === "/api/prayer-groups/5"
        ? fullGroup({
            id: 5,
            name: "Third Watch",
            myRole: "member",
            memberCount: 2,
            createdAt: new Date().toISOString(),
            memberList: [member(1, "Ruth Ade", "leader"), member(testUser.id, "Anna")],
          })
        : undefined,
    );
    renderGroups(<GroupDetailDialog groupId={5} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Third Watch" });
    const rows = within(dialog).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Ruth Ade");
    expect(rows[0]).toHaveTextContent("Group Leader");
    expect(within(rows[0]!).getByText("Admin")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Anna (You)");
    expect(rows[1]).toHaveTextContent("Member");
    expect(within(rows[1]!).queryByText("Admin")).not.toBeInTheDocument();
    expect(within(dialog).getByText("Days Active").nextSibling).toHaveTextContent("1");
    const pages = within(dialog).getByRole("navigation", { name: "Group pages" });
    const from = "from=%2Fprayer-room%2F3%3Ftab%3Dcommunity";
    expect(within(pages).getByRole("link", { name: "Prayer Wall" })).toHaveAttribute(
      "href",
      `/groups/5/prayer-wall?${from}`,
    );
    expect(within(pages).getByRole("link", { name: "Schedule" })).toHaveAttribute("href", `/groups/5/schedule?${from}`);
    expect(within(pages).getByRole("link", { name: "Studies" })).toHaveAttribute("href", `/groups/5/studies?${from}`);
    expect(within(pages).getByRole("link", { name: "Alerts" })).toHaveAttribute("href", `/groups/5/alerts?${from}`);
    expect(within(pages).getByRole("link", { name: "Watch Roster" })).toHaveAttribute(
      "href",
      `/groups/5/roster?${from}`,
    );
  });

  it("shows a non-member of a public group a Join button, not members or pages", async () => {
    stubFetch((request) =>
      request.path === "/api/prayer-groups/6" ? fullGroup({ id: 6, name: "Open", myRole: null }) : undefined,
    );
    renderGroups(<GroupDetailDialog groupId={6} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Open" });
    expect(within(dialog).getByRole("button", { name: "Join Group" })).toBeEnabled();
    expect(within(dialog).queryByRole("navigation", { name: "Group pages" })).not.toBeInTheDocument();
  });
});

describe("Discovery (/community)", () => {
  it("filters by watch, tag and name, sending the typed filters once they settle", async () => {
    const requests = stubFetch((request) => (request.path.startsWith("/api/prayer-groups") ? [] : undefined));
    const user = userEvent.setup();
    renderGroups(<CommunityScreen />);
    expect(await screen.findByText("No prayer groups match")).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(["/api/prayer-groups"]);
    await user.selectOptions(screen.getByLabelText("Watch"), "2");
    await user.type(screen.getByLabelText("Tag"), "healing");
    await user.type(screen.getByLabelText("Name"), "night");
    await waitFor(() => expect(requests.at(-1)?.path).toBe("/api/prayer-groups?watch=2&tag=healing&q=night"));
    // Typing is debounced: no request for each letter.
    expect(requests.some((request) => request.path.includes("q=n&") || request.path.endsWith("q=n"))).toBe(false);
  });
});

describe("Prayer room Community tab", () => {
  it("lists my groups of the watch first, then public ones, each once, with the Community Features panel", async () => {
    const mine = summary({ id: 1, name: "Mine", watchNumber: 2 });
    const elsewhere = summary({ id: 2, name: "Other watch", watchNumber: 5 });
    const open = summary({ id: 3, name: "Public one", watchNumber: 2, myRole: null });
    stubFetch((request) => {
      if (request.path === "/api/prayer-groups/user") return [mine, elsewhere];
      if (request.path === "/api/prayer-groups?watch=2") return [open, mine];
      return undefined;
    });
    renderGroups(<RoomCommunityTab watchNumber={2} />);
    expect(screen.getByText("Loading prayer groups...")).toBeInTheDocument();
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Mine", "Public one"]);
    expect(within(cards[0]!).getByRole("button", { name: "In Group" })).toBeDisabled();
    expect(within(cards[1]!).getByRole("button", { name: "Join Group" })).toBeEnabled();
    expect(screen.getByRole("heading", { name: "Prayer Groups for the Second Watch" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Community Features" })).toBeInTheDocument();
  });
});

describe("Manage Groups dialog", () => {
  const leaderView = () =>
    fullGroup({
      id: 20,
      name: "Elders",
      myRole: "leader",
      leaderId: testUser.id,
      memberCount: 2,
      memberList: [member(testUser.id, "Anna", "leader"), member(31, "Sam Lee")],
    });

  function stubLeader() {
    return stubFetch((request) => {
      if (request.method === "GET" && request.path === "/api/prayer-groups/20") return leaderView();
      if (request.path === "/api/prayer-groups/20/join-requests")
        return [
          { userId: 40, userName: "Joy Obi", username: "joy", initials: "JO", createdAt: "2026-01-01T00:00:00.000Z" },
        ];
      if (request.method === "PATCH") return { ...leaderView(), isPublic: false };
      if (request.method === "POST" && request.path === "/api/prayer-groups/20/leader") return leaderView();
      if (request.method === "POST" || request.method === "DELETE") return new Response(null, { status: 204 });
      return undefined;
    });
  }

  it("lets the leader save settings, answer requests, hand over, remove and delete (with confirmations)", async () => {
    const requests = stubLeader();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderGroups(<ManageGroupDialog groupId={20} open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole("dialog", { name: "Manage Elders" });

    await user.click(within(dialog).getByRole("radio", { name: "Private (members must request)" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(posted(requests, "PATCH", "/api/prayer-groups/20")).toHaveLength(1));
    expect(posted(requests, "PATCH", "/api/prayer-groups/20")[0]?.body).toMatchObject({
      name: "Elders",
      isPublic: false,
    });

    await user.click(await within(dialog).findByRole("button", { name: "Approve Joy Obi" }));
    await waitFor(() =>
      expect(posted(requests, "POST", "/api/prayer-groups/20/join-requests/40/approve")).toHaveLength(1),
    );

    await user.click(within(dialog).getByRole("button", { name: "Make Sam Lee the leader" }));
    await user.click(await screen.findByRole("button", { name: "Hand Over" }));
    await waitFor(() => expect(posted(requests, "POST", "/api/prayer-groups/20/leader")).toHaveLength(1));
    expect(posted(requests, "POST", "/api/prayer-groups/20/leader")[0]?.body).toEqual({ userId: 31 });

    await user.click(within(dialog).getByRole("button", { name: "Remove Sam Lee" }));
    const confirmRemove = await screen.findByRole("alertdialog", { name: "Remove Sam Lee?" });
    await user.click(within(confirmRemove).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(posted(requests, "DELETE", "/api/prayer-groups/20/members/31")).toHaveLength(1));

    await user.click(within(dialog).getByRole("button", { name: "Delete Group" }));
    const confirmDelete = await screen.findByRole("alertdialog", { name: "Delete Elders?" });
    await user.click(within(confirmDelete).getByRole("button", { name: "Cancel" }));
    expect(posted(requests, "DELETE", "/api/prayer-groups/20")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete Group" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(posted(requests, "DELETE", "/api/prayer-groups/20")).toHaveLength(1));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("lets a member leave, and shows them no leader tools", async () => {
    const requests = stubFetch((request) => {
      if (request.method === "GET" && request.path === "/api/prayer-groups/21")
        return fullGroup({ id: 21, name: "Choir", myRole: "member", memberList: [member(1, "Ruth Ade", "leader")] });
      if (request.method === "POST") return new Response(null, { status: 204 });
      return undefined;
    });
    const user = userEvent.setup();
    renderGroups(<ManageGroupDialog groupId={21} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Manage Choir" });
    expect(within(dialog).queryByRole("button", { name: "Save Settings" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Delete Group" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Leave Group" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(posted(requests, "POST", "/api/prayer-groups/21/leave")).toHaveLength(1));
    expect(toast.toastSuccess).toHaveBeenCalledWith("Left Group", "You left Choir.");
  });
});
