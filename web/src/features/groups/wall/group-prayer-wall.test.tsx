import type { GroupRole, PrayerGroup, PrayerPost } from "@common/groups";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { groupKeys } from "@/lib/group-queries";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { GroupPrayerWall } from "./group-prayer-wall";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

const me = { id: testUser.id, name: "Anna" };
const other = { userId: 8, userName: "Ruth Ade" };

function group(myRole: GroupRole | null, overrides: Partial<PrayerGroup> = {}): PrayerGroup {
  return {
    id: 5,
    name: "Night Watchers",
    description: "We pray through the night.",
    createdBy: myRole === "leader" ? me.id : other.userId,
    leaderId: myRole === "leader" ? me.id : other.userId,
    leaderName: myRole === "leader" ? "Anna" : other.userName,
    isActive: true,
    isPublic: true,
    watchNumber: 2,
    tags: ["night"],
    timeZone: "UTC",
    createdAt: "2026-11-01T00:00:00.000Z",
    memberCount: 3,
    myRole,
    joinRequested: false,
    prayingNow: 0,
    nextSessionAt: null,
    members: [],
    memberList: [],
    pendingRequests: 0,
    ...overrides,
  };
}

let nextId = 1;
function post(overrides: Partial<PrayerPost> = {}): PrayerPost {
  const id = nextId++;
  return {
    id,
    groupId: 5,
    title: `Prayer ${id}`,
    content: `Lord, hear prayer ${id}`,
    tags: [],
    isPinned: false,
    reactions: { pray: [], heart: [], fire: [] },
    comments: [],
    ...other,
    createdAt: `2026-11-${String(10 + (id % 10)).padStart(2, "0")}T08:00:00.000Z`,
    ...overrides,
  };
}

type Handler = (request: RecordedRequest) => unknown;

function renderWall(options: { group?: PrayerGroup | Response; posts?: PrayerPost[]; handler?: Handler } = {}) {
  const state = { posts: options.posts ?? [] };
  const requests = stubFetch((request) => {
    if (request.method === "GET" && request.path === "/api/prayer-groups/5") return options.group ?? group("member");
    if (request.method === "GET" && request.path === "/api/prayer-groups/5/posts") return state.posts;
    return options.handler?.(request);
  });
  const utils = renderWithQuery(
    <GroupPrayerWall groupId={5} me={me} links={{ myGroups: "/?tab=groups", community: "/community" }} />,
    createTestQueryClient(testUser),
  );
  return { requests, state, ...utils };
}

const card = (title: string) => screen.getByRole("article", { name: title });
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== "GET");

describe("GroupPrayerWall", () => {
  it("says 'Loading prayers...' while the group and its posts load", async () => {
    renderWall({ posts: [post({ title: "For rain" })] });
    expect(screen.getByText("Loading prayers...")).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "For rain" })).toBeInTheDocument();
    expect(screen.queryByText("Loading prayers...")).toBeNull();
  });

  it("shows the empty state and opens 'Share a Prayer' from 'Share First Prayer'", async () => {
    renderWall();
    expect(await screen.findByText("No prayers yet")).toBeInTheDocument();
    expect(screen.getByText("Be the first to share a prayer with your group")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Share First Prayer" }));
    expect(screen.getByRole("dialog", { name: "Share a Prayer" })).toBeInTheDocument();
  });

  it("keeps Share Prayer disabled until title and prayer are not blank, posts tags as a list, and says so", async () => {
    const { requests, state } = renderWall({
      handler: (request) => {
        if (request.method !== "POST" || request.path !== "/api/prayer-groups/5/posts") return undefined;
        const body = request.body as { title: string; content: string; tags: string[] };
        const created = post({ ...body, userId: me.id, userName: me.name });
        state.posts = [created, ...state.posts];
        return jsonResponse(created, 201);
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "New Prayer" }));
    const dialog = screen.getByRole("dialog", { name: "Share a Prayer" });
    const share = within(dialog).getByRole("button", { name: "Share Prayer" });
    expect(share).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Title"), "   ");
    await userEvent.type(within(dialog).getByLabelText("Prayer"), "Heal my mother");
    expect(share).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Title"), "Healing");
    expect(share).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText("Tags"), " healing, , family ,");
    await userEvent.click(share);

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes(requests).map((request) => request.body)).toEqual([
      { title: "Healing", content: "Heal my mother", tags: ["healing", "family"] },
    ]);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Prayer Posted", "Your prayer has been shared with the group.");
    expect(await screen.findByRole("article", { name: "Healing" })).toHaveTextContent("#family");
    // Opened again, the dialog is empty.
    await userEvent.click(screen.getByRole("button", { name: "New Prayer" }));
    expect(within(screen.getByRole("dialog")).getByLabelText("Title")).toHaveValue("");
    expect(within(screen.getByRole("dialog")).getByLabelText("Tags")).toHaveValue("");
  });

  it("toggles my reaction with aria-pressed and counts, and says who reacted", async () => {
    const start = post({ title: "For peace", reactions: { pray: [other], heart: [], fire: [] } });
    const { requests, state } = renderWall({
      posts: [start],
      handler: (request) => {
        if (request.path !== `/api/prayer-posts/${start.id}/react`) return undefined;
        const pressed = writes(requests).length % 2 === 1;
        const pray = pressed ? [other, { userId: me.id, userName: "Anna" }] : [other];
        state.posts = [{ ...start, reactions: { ...start.reactions, pray } }];
        return state.posts[0];
      },
    });
    const pray = await within(await screen.findByRole("article", { name: "For peace" })).findByRole("button", {
      name: "Pray (1)",
    });
    expect(pray).toHaveAttribute("aria-pressed", "false");
    expect(pray).toHaveAccessibleDescription("Praying: Ruth Ade");

    await userEvent.click(pray);
    const pressed = await within(card("For peace")).findByRole("button", { name: "Pray (2)" });
    expect(pressed).toHaveAttribute("aria-pressed", "true");
    expect(pressed).toHaveAccessibleDescription("Praying: You and Ruth Ade");
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]?.body).toEqual({ reactionType: "pray" });

    // Pressing again takes it back.
    await userEvent.click(pressed);
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    const back = await within(card("For peace")).findByRole("button", { name: "Pray (1)" });
    expect(back).toHaveAttribute("aria-pressed", "false");
    expect(within(card("For peace")).getByRole("button", { name: "Heart (0)" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("puts a refused reaction back and says why", async () => {
    const start = post({ title: "For rest" });
    renderWall({
      posts: [start],
      handler: () => jsonResponse({ message: "No such prayer post." }, 404),
    });
    await userEvent.click(
      await within(await screen.findByRole("article", { name: "For rest" })).findByRole("button", { name: "Fire (0)" }),
    );
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith("Reaction Not Saved", "No such prayer post."));
    expect(within(card("For rest")).getByRole("button", { name: "Fire (0)" })).toHaveAttribute("aria-pressed", "false");
  });

  it("opens one comment box at a time, keeps Post Comment disabled while blank, and clears it after posting", async () => {
    const first = post({ title: "First" });
    const second = post({ title: "Second" });
    const { requests, state } = renderWall({
      posts: [first, second],
      handler: (request) => {
        if (request.path !== `/api/prayer-posts/${second.id}/comments`) return undefined;
        const comment = {
          id: 900,
          postId: second.id,
          content: (request.body as { content: string }).content,
          userId: me.id,
          userName: "Anna",
          createdAt: "2026-11-24T09:00:00.000Z",
        };
        state.posts = [first, { ...second, comments: [comment] }];
        return jsonResponse(comment, 201);
      },
    });
    await userEvent.click(
      await within(await screen.findByRole("article", { name: "First" })).findByRole("button", { name: "Comment" }),
    );
    expect(within(card("First")).getByLabelText("Add a comment")).toHaveFocus();
    expect(within(card("First")).getByLabelText("Add a comment")).toHaveClass("min-h-[60px]");
    await userEvent.click(within(card("Second")).getByRole("button", { name: "Comment" }));
    expect(within(card("First")).queryByLabelText("Add a comment")).toBeNull();
    expect(screen.getAllByLabelText("Add a comment")).toHaveLength(1);

    const box = within(card("Second")).getByLabelText("Add a comment");
    const submit = within(card("Second")).getByRole("button", { name: "Post Comment" });
    expect(submit).toBeDisabled();
    await userEvent.type(box, "   ");
    expect(submit).toBeDisabled();
    await userEvent.type(box, " Amen ");
    await userEvent.click(submit);
    await waitFor(() => expect(box).toHaveValue(""));
    expect(writes(requests).map((request) => request.body)).toEqual([{ content: "Amen" }]);
    expect(await within(card("Second")).findByText("Amen")).toBeInTheDocument();
    expect(within(card("Second")).getByRole("button", { name: "Comment (1)" })).toBeInTheDocument();

    // Escape closes the box and puts focus back on its Comment button.
    await userEvent.type(within(card("Second")).getByLabelText("Add a comment"), "{Escape}");
    expect(within(card("Second")).queryByLabelText("Add a comment")).toBeNull();
    expect(within(card("Second")).getByRole("button", { name: "Comment (1)" })).toHaveFocus();
  });

  it("shows Pin only to the leader on unpinned posts, pins with a toast, and puts pinned posts first", async () => {
    const older = post({ title: "Older", createdAt: "2026-11-01T08:00:00.000Z" });
    const newer = post({ title: "Newer", createdAt: "2026-11-20T08:00:00.000Z" });
    const { state } = renderWall({
      group: group("leader"),
      posts: [newer, older],
      handler: (request) => {
        if (request.path !== `/api/prayer-posts/${older.id}/pin`) return undefined;
        const pinned = { ...older, isPinned: (request.body as { pinned: boolean }).pinned };
        state.posts = [pinned, newer];
        return pinned;
      },
    });
    await screen.findByRole("article", { name: "Older" });
    const titles = () =>
      screen.getAllByRole("article").map((article) => within(article).getByRole("heading").textContent);
    expect(titles()).toEqual(["Newer", "Older"]);
    expect(within(card("Older")).queryByText("Pinned")).toBeNull();

    await userEvent.click(within(card("Older")).getByRole("button", { name: "Pin" }));
    await waitFor(() => expect(titles()).toEqual(["Older", "Newer"]));
    expect(within(card("Older")).getByText("Pinned")).toBeInTheDocument();
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      "Post Pinned",
      "This prayer has been pinned to the top of the group.",
    );
    // A pinned post offers Unpin instead.
    expect(within(card("Older")).queryByRole("button", { name: "Pin" })).toBeNull();
    expect(within(card("Older")).getByRole("button", { name: "Unpin" })).toBeInTheDocument();
  });

  it("unpins with pinned:false", async () => {
    const pinned = post({ title: "Pinned one", isPinned: true });
    const { requests, state } = renderWall({
      group: group("leader"),
      posts: [pinned],
      handler: (request) => {
        if (request.path !== `/api/prayer-posts/${pinned.id}/pin`) return undefined;
        state.posts = [{ ...pinned, isPinned: false }];
        return state.posts[0];
      },
    });
    await userEvent.click(
      await within(await screen.findByRole("article", { name: "Pinned one" })).findByRole("button", { name: "Unpin" }),
    );
    await waitFor(() => expect(within(card("Pinned one")).queryByText("Pinned")).toBeNull());
    expect(writes(requests).map((request) => request.body)).toEqual([{ pinned: false }]);
    expect(within(card("Pinned one")).getByRole("button", { name: "Pin" })).toBeInTheDocument();
  });

  it("gives a member no Pin, and Delete only on their own posts", async () => {
    renderWall({ posts: [post({ title: "Ruth's" }), post({ title: "Mine", userId: me.id, userName: "Anna" })] });
    await screen.findByRole("article", { name: "Mine" });
    expect(screen.queryByRole("button", { name: "Pin" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Unpin" })).toBeNull();
    expect(within(card("Ruth's")).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(card("Mine")).getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });

  it("deletes my own post after confirming", async () => {
    const mine = post({ title: "Mine", userId: me.id, userName: "Anna" });
    const { requests, state } = renderWall({
      posts: [mine],
      handler: (request) => {
        if (request.method !== "DELETE" || request.path !== `/api/prayer-posts/${mine.id}`) return undefined;
        state.posts = [];
        return new Response(null, { status: 204 });
      },
    });
    await userEvent.click(
      await within(await screen.findByRole("article", { name: "Mine" })).findByRole("button", { name: "Delete" }),
    );
    const confirm = screen.getByRole("alertdialog", { name: "Delete this prayer?" });
    expect(writes(requests)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No prayers yet")).toBeInTheDocument();
    expect(writes(requests).map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /api/prayer-posts/${mine.id}`,
    ]);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Prayer Deleted");
    // The Delete button went with the post: focus lands on the wall's heading, not nowhere.
    await waitFor(() => expect(screen.getByRole("heading", { name: /Prayers/ })).toHaveFocus());
  });

  it("lets the leader delete another's comment after confirming", async () => {
    const withComment = post({
      title: "Commented",
      comments: [
        {
          id: 77,
          postId: 0,
          content: "Praying!",
          userId: 8,
          userName: "Ruth Ade",
          createdAt: "2026-11-24T09:00:00.000Z",
        },
      ],
    });
    const { requests, state } = renderWall({
      group: group("leader"),
      posts: [withComment],
      handler: (request) => {
        if (request.method !== "DELETE" || request.path !== "/api/prayer-comments/77") return undefined;
        state.posts = [{ ...withComment, comments: [] }];
        return new Response(null, { status: 204 });
      },
    });
    await userEvent.click(
      await within(await screen.findByRole("article", { name: "Commented" })).findByRole("button", {
        name: "Delete comment by Ruth Ade",
      }),
    );
    await userEvent.click(
      within(screen.getByRole("alertdialog", { name: "Delete this comment?" })).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(within(card("Commented")).queryByText("Praying!")).toBeNull());
    expect(writes(requests).map((request) => request.path)).toEqual(["/api/prayer-comments/77"]);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Comment Deleted");
    await waitFor(() => expect(within(card("Commented")).getByRole("button", { name: "Comment" })).toHaveFocus());
  });

  it("shows another member's new post after a live invalidation, without a reload", async () => {
    const { state, client } = renderWall({ posts: [post({ title: "Already here" })] });
    await screen.findByRole("article", { name: "Already here" });
    state.posts = [post({ title: "Just posted", createdAt: "2026-11-24T10:00:00.000Z" }), ...state.posts];
    await act(() => client.invalidateQueries({ queryKey: groupKeys.postsAll }));
    expect(await screen.findByRole("article", { name: "Just posted" })).toBeInTheDocument();
  });

  it("says a private or missing group is not there, with a way back", async () => {
    const { requests } = renderWall({ group: jsonResponse({ message: "No such prayer group." }, 404) });
    expect(
      await screen.findByRole("heading", { name: "This group is private or no longer exists" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My Prayer Groups" })).toHaveAttribute("href", "/?tab=groups");
    expect(requests.map((request) => request.path)).not.toContain("/api/prayer-groups/5/posts");
  });

  it("shows a public group's card and Join to a non-member, and its wall once joined", async () => {
    const { requests } = renderWall({
      group: group(null),
      posts: [post({ title: "Members only" })],
      handler: (request) =>
        request.method === "POST" && request.path === "/api/prayer-groups/5/join"
          ? { status: "joined", group: group("member") }
          : undefined,
    });
    expect(await screen.findByRole("heading", { name: "Night Watchers" })).toBeInTheDocument();
    expect(screen.getByText("Join the group to see and share its prayers.")).toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain("/api/prayer-groups/5/posts");
    await userEvent.click(screen.getByRole("button", { name: "Join Group" }));
    expect(await screen.findByRole("article", { name: "Members only" })).toBeInTheDocument();
    expect(toast.toastSuccess).toHaveBeenCalledWith("Joined Group Successfully!");
  });
});
