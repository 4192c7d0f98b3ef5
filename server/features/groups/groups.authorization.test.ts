import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupJoinRequests, groupMembers, groupPostComments, groupPosts, prayerGroups } from "../../db/schema";
import { registerUser } from "../../testing/factories";
import { PLANS_PATH } from "../../testing/group-matrix";
import { buildTestApp, type HttpMethod, requestAs, type TestApp } from "../../testing/test-app";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/test-smtp";

/**
 * Issue 17 §8: every group endpoint × leader, member, outsider and anonymous caller, on a private and on a
 * public group, with the status each must get. Each call runs on a fresh group (its own post, comment and
 * join request), so a write that succeeds cannot change what the next caller meets.
 *
 * The rule: anonymous → 401; a private group is not found (404) for an outsider; a public group's card is
 * anyone's to see, but its members, posts and chat are the members' (an outsider of a public group gets 403
 * on a membership or leader action, and 404 for the wall and chat, which do not exist for them); a
 * leader-only action by a member is 403; a member's own action is theirs.
 */

let t: TestApp;
let smtp: TestSmtpServer;
type Person = Awaited<ReturnType<typeof registerUser>>;
let people: { leader: Person; member: Person; target: Person; requester: Person; outsider: Person };

beforeAll(async () => {
  // Mail on, so an invitation is refused for who sends it, not because mail is off.
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "10000", SMTP_URL: smtp.url, APP_URL: "https://prayer.example" });
  const [leader, member, target, requester, outsider] = await Promise.all(
    [0, 1, 2, 3, 4].map(() => registerUser(t.app)),
  );
  people = { leader: leader!, member: member!, target: target!, requester: requester!, outsider: outsider! };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type World = { groupId: number; postId: number; commentId: number };

/** A group led by `leader` with `member` and `target` in it, a post and a comment by `member`, a request by `requester`. */
async function world(isPublic: boolean): Promise<World> {
  const db = t.app.db;
  const [group] = await db
    .insert(prayerGroups)
    .values({ name: "Watchers", createdBy: people.leader.user.id, isPublic, watchNumber: 4 })
    .returning({ id: prayerGroups.id });
  const groupId = group!.id;
  await db.insert(groupMembers).values([
    { groupId, userId: people.leader.user.id, role: "leader" },
    { groupId, userId: people.member.user.id, role: "member" },
    { groupId, userId: people.target.user.id, role: "member" },
  ]);
  await db.insert(groupJoinRequests).values({ groupId, userId: people.requester.user.id });
  const [post] = await db
    .insert(groupPosts)
    .values({ groupId, userId: people.member.user.id, title: "For the city", content: "Amen" })
    .returning({ id: groupPosts.id });
  const [comment] = await db
    .insert(groupPostComments)
    .values({ postId: post!.id, userId: people.member.user.id, content: "Amen" })
    .returning({ id: groupPostComments.id });
  return { groupId, postId: post!.id, commentId: comment!.id };
}

type Role = "leader" | "member" | "outsider";
/** Expected statuses: [leader, member, outsider] on a private group, then on a public one. */
type Row = {
  method: HttpMethod;
  path: string;
  url: (w: World) => string;
  body?: (w: World) => unknown;
  private: [number, number, number];
  public: [number, number, number];
};

const g = (w: World) => `/api/prayer-groups/${w.groupId}`;
const ROWS: Row[] = [
  // Groups and membership (groups.routes.ts).
  { method: "GET", path: "/api/prayer-groups/{id}", url: g, private: [200, 200, 404], public: [200, 200, 200] },
  {
    method: "PATCH",
    path: "/api/prayer-groups/{id}",
    url: g,
    body: () => ({ name: "Renamed" }),
    private: [200, 403, 404],
    public: [200, 403, 403],
  },
  { method: "DELETE", path: "/api/prayer-groups/{id}", url: g, private: [204, 403, 404], public: [204, 403, 403] },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/join",
    url: (w) => `${g(w)}/join`,
    body: () => ({ userId: people.requester.user.id }),
    private: [409, 409, 404],
    public: [409, 409, 200],
  },
  {
    method: "DELETE",
    path: "/api/prayer-groups/{id}/join",
    url: (w) => `${g(w)}/join`,
    private: [204, 204, 204],
    public: [204, 204, 204],
  },
  {
    method: "GET",
    path: "/api/prayer-groups/{id}/join-requests",
    url: (w) => `${g(w)}/join-requests`,
    private: [200, 403, 404],
    public: [200, 403, 403],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/join-requests/{userId}/approve",
    url: (w) => `${g(w)}/join-requests/${people.requester.user.id}/approve`,
    private: [204, 403, 404],
    public: [204, 403, 403],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/join-requests/{userId}/decline",
    url: (w) => `${g(w)}/join-requests/${people.requester.user.id}/decline`,
    private: [204, 403, 404],
    public: [204, 403, 403],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/leave",
    url: (w) => `${g(w)}/leave`,
    private: [409, 204, 404],
    public: [409, 204, 403],
  },
  {
    method: "DELETE",
    path: "/api/prayer-groups/{id}/members/{userId}",
    url: (w) => `${g(w)}/members/${people.target.user.id}`,
    private: [204, 403, 404],
    public: [204, 403, 403],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/leader",
    url: (w) => `${g(w)}/leader`,
    body: () => ({ userId: people.target.user.id }),
    private: [200, 403, 404],
    public: [200, 403, 403],
  },
  // The wall (posts.routes.ts): members read and write; authors delete their own, the leader any; pins are the leader's.
  {
    method: "GET",
    path: "/api/prayer-groups/{id}/posts",
    url: (w) => `${g(w)}/posts`,
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/posts",
    url: (w) => `${g(w)}/posts`,
    body: () => ({ title: "T", content: "C", userId: people.leader.user.id }),
    private: [201, 201, 404],
    public: [201, 201, 404],
  },
  {
    method: "DELETE",
    path: "/api/prayer-posts/{postId}",
    url: (w) => `/api/prayer-posts/${w.postId}`,
    private: [204, 204, 404],
    public: [204, 204, 404],
  },
  {
    method: "POST",
    path: "/api/prayer-posts/{postId}/react",
    url: (w) => `/api/prayer-posts/${w.postId}/react`,
    body: () => ({ reactionType: "pray" }),
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "POST",
    path: "/api/prayer-posts/{postId}/comments",
    url: (w) => `/api/prayer-posts/${w.postId}/comments`,
    body: () => ({ content: "Amen" }),
    private: [201, 201, 404],
    public: [201, 201, 404],
  },
  {
    method: "DELETE",
    path: "/api/prayer-comments/{commentId}",
    url: (w) => `/api/prayer-comments/${w.commentId}`,
    private: [204, 204, 404],
    public: [204, 204, 404],
  },
  {
    method: "POST",
    path: "/api/prayer-posts/{postId}/pin",
    url: (w) => `/api/prayer-posts/${w.postId}/pin`,
    body: () => ({ userId: people.member.user.id }),
    private: [200, 403, 404],
    public: [200, 403, 404],
  },
  {
    method: "DELETE",
    path: "/api/prayer-posts/{postId}/pin",
    url: (w) => `/api/prayer-posts/${w.postId}/pin`,
    private: [200, 403, 404],
    public: [200, 403, 404],
  },
  // The chat (chat.routes.ts): members only.
  {
    method: "GET",
    path: "/api/prayer-groups/{id}/chat-messages",
    url: (w) => `${g(w)}/chat-messages`,
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/chat-messages",
    url: (w) => `${g(w)}/chat-messages`,
    body: () => ({ message: "Praying 🙏" }),
    private: [201, 201, 404],
    public: [201, 201, 404],
  },
  // Invitations (features/invitations): the link is the leader's; members invite by e-mail.
  {
    method: "GET",
    path: "/api/prayer-groups/{id}/invite-link",
    url: (w) => `${g(w)}/invite-link`,
    // Members see the link to share it; the leader rotates it or turns it off.
    private: [200, 200, 404],
    public: [200, 200, 403],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/invite-link",
    url: (w) => `${g(w)}/invite-link`,
    private: [200, 403, 404],
    public: [200, 403, 403],
  },
  {
    method: "DELETE",
    path: "/api/prayer-groups/{id}/invite-link",
    url: (w) => `${g(w)}/invite-link`,
    private: [200, 403, 404],
    public: [200, 403, 403],
  },
  {
    method: "POST",
    path: "/api/invitations/send",
    url: () => "/api/invitations/send",
    body: (w) => ({ email: "friend@example.com", groupName: "Watchers", inviterName: "R", groupId: w.groupId }),
    private: [202, 202, 404],
    public: [202, 202, 403],
  },
];

const CALLERS: Role[] = ["leader", "member", "outsider"];

describe("group endpoints × leader, member, outsider, anonymous", () => {
  for (const row of ROWS) {
    it(`${row.method} ${row.path}`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const visibility of ["private", "public"] as const) {
        for (const [index, role] of CALLERS.entries()) {
          const w = await world(visibility === "public");
          const response = await requestAs(t.app, row.method, row.url(w), people[role].cookie, row.body?.(w));
          got[`${visibility} ${role}`] = response.statusCode;
          want[`${visibility} ${role}`] = row[visibility][index]!;
        }
        const w = await world(visibility === "public");
        got[`${visibility} anonymous`] = (
          await requestAs(t.app, row.method, row.url(w), undefined, row.body?.(w))
        ).statusCode;
        want[`${visibility} anonymous`] = 401;
      }
      expect(got).toEqual(want);
    });
  }

  it("covers every operation on one group, post or comment the API has (a new one fails here until it has a row)", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const onAGroup = Object.entries(spec.paths)
      .filter(([path]) => /^\/api\/(prayer-groups\/\{id\}|prayer-posts\/|prayer-comments\/)/.test(path))
      // A group's schedule, studies, alerts and roster have their own matrix (issue 18).
      .filter(([path]) => !PLANS_PATH.test(path))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(onAGroup.length).toBeGreaterThan(20);
    // Plus the e-mailed invitation, whose group comes in the body.
    expect([...onAGroup, "POST /api/invitations/send"].toSorted()).toEqual(
      ROWS.map((row) => `${row.method} ${row.path}`).toSorted(),
    );
  });

  it("the routes without a group id refuse anonymous callers", async () => {
    for (const [method, url, body] of [
      ["POST", "/api/prayer-groups", { name: "A" }],
      ["GET", "/api/prayer-groups/user", undefined],
      ["GET", "/api/prayer-groups/user/posts", undefined],
      ["POST", "/api/invitations/accept", { token: "x" }],
      ["GET", "/api/prayer-groups", undefined],
      ["PUT", "/api/prayer-presence", { watchNumber: 4 }],
      ["DELETE", "/api/prayer-presence", undefined],
    ] as const) {
      expect((await requestAs(t.app, method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
