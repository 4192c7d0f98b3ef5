import { gunzipSync } from "node:zlib";
import { GROUP_LIMITS, GroupMessages, LatestPostSchema, PrayerPostSchema } from "@common/groups";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupPostReactions, groupPosts } from "../../db/schema";
import type { ChangeEvent } from "../../platform/events";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type HttpMethod, requestAs, type TestApp } from "../../testing/test-app";
import { listPosts } from "./posts.service";
import { makeGroup, type Person, removeMember } from "./wall-fixtures";

let t: TestApp;
const heard: ChangeEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "1000" });
  t.app.events.subscribe(["group.posts.changed"], { onEvent: (event) => heard.push(event) });
});
afterAll(() => t.close());

const call = (method: HttpMethod, url: string, who?: Person, payload?: unknown) =>
  requestAs(t.app, method, url, who?.cookie, payload);
const share = (who: Person, groupId: number, title = "For the city", extra: object = {}) =>
  call("POST", `/api/prayer-groups/${groupId}/posts`, who, { title, content: "Lord, have mercy.", ...extra });
const wall = async (who: Person, groupId: number) => {
  const response = await call("GET", `/api/prayer-groups/${groupId}/posts`, who);
  expect(response.statusCode).toBe(200);
  // Sent past the typed serializer: exactly the contract's fields, nothing more.
  const posts = PrayerPostSchema.array().parse(response.json());
  expect(response.json()).toEqual(posts);
  return posts;
};

/** A group with a leader, two members and an outsider (who may see the public group's card, nothing more). */
async function cast({ isPublic = true } = {}) {
  const leader = await registerUser(t.app, { firstName: "Ruth", lastName: "Ade" });
  const member = await registerUser(t.app, { firstName: "Boaz", lastName: "" });
  const other = await registerUser(t.app);
  const outsider = await registerUser(t.app);
  const groupId = await makeGroup(t.app, { leader, members: [member, other], isPublic });
  return { leader, member, other, outsider, groupId };
}

describe("the group prayer wall", () => {
  it("a member shares a prayer: 201, the signed-in user is the author whatever userId says, tags kept", async () => {
    const { leader, member, groupId } = await cast();
    const before = heard.length;
    const response = await share(member, groupId, "  For the city  ", {
      tags: [" healing", "", "city", "healing"],
      userId: leader.user.id,
    });
    expect(response.statusCode).toBe(201);
    const post = PrayerPostSchema.parse(response.json());
    expect(post).toMatchObject({
      groupId,
      title: "For the city",
      content: "Lord, have mercy.",
      tags: ["healing", "city"],
      isPinned: false,
      reactions: { pray: [], heart: [], fire: [] },
      comments: [],
      userId: member.user.id,
      userName: "Boaz",
    });
    expect(heard.slice(before)).toEqual([{ type: "group.posts.changed", groupId, postId: post.id }]);
    expect((await wall(leader, groupId)).map((p) => p.id)).toEqual([post.id]);
  });

  it("refuses a blank title or prayer with the contract's messages, and a stranger's reaction type", async () => {
    const { member, groupId } = await cast();
    const blankTitle = await call("POST", `/api/prayer-groups/${groupId}/posts`, member, { title: " ", content: "x" });
    expect(blankTitle.statusCode).toBe(400);
    expect(blankTitle.json().message).toBe(GroupMessages.titleRequired);
    const blankContent = await call("POST", `/api/prayer-groups/${groupId}/posts`, member, { title: "x", content: "" });
    expect(blankContent.json().message).toBe(GroupMessages.contentRequired);
    const { id } = (await share(member, groupId)).json();
    const kind = await call("POST", `/api/prayer-posts/${id}/react`, member, { reactionType: "thumbs" });
    expect(kind.statusCode).toBe(400);
    const blankComment = await call("POST", `/api/prayer-posts/${id}/comments`, member, { content: "   " });
    expect(blankComment.statusCode).toBe(400);
    expect(blankComment.json().message).toBe(GroupMessages.commentRequired);
  });

  it("lists pinned posts first (latest pinned first), then the newest, with reactions and comments named", async () => {
    const { leader, member, other, groupId } = await cast();
    const ids: number[] = [];
    for (const title of ["One", "Two", "Three", "Four"]) ids.push((await share(member, groupId, title)).json().id);
    const [one, two, three, four] = ids as [number, number, number, number];
    expect((await wall(member, groupId)).map((p) => p.title)).toEqual(["Four", "Three", "Two", "One"]);

    expect((await call("POST", `/api/prayer-posts/${one}/pin`, leader, { userId: member.user.id })).statusCode).toBe(
      200,
    );
    const pinnedThree = await call("POST", `/api/prayer-posts/${three}/pin`, leader);
    expect(pinnedThree.json()).toMatchObject({ isPinned: true });
    expect((await wall(other, groupId)).map((p) => [p.title, p.isPinned])).toEqual([
      ["Three", true],
      ["One", true],
      ["Four", false],
      ["Two", false],
    ]);

    await call("POST", `/api/prayer-posts/${two}/react`, member, { reactionType: "pray" });
    await call("POST", `/api/prayer-posts/${two}/react`, leader, { reactionType: "pray" });
    await call("POST", `/api/prayer-posts/${two}/react`, leader, { reactionType: "fire" });
    const first = await call("POST", `/api/prayer-posts/${two}/comments`, other, { content: "Amen", userId: 1 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ postId: two, content: "Amen", userId: other.user.id });
    await call("POST", `/api/prayer-posts/${two}/comments`, leader, { content: "  Praying with you  " });

    const listed = (await wall(member, groupId)).find((p) => p.id === two)!;
    expect(listed.reactions).toEqual({
      pray: [
        { userId: member.user.id, userName: "Boaz" },
        { userId: leader.user.id, userName: "Ruth Ade" },
      ],
      heart: [],
      fire: [{ userId: leader.user.id, userName: "Ruth Ade" }],
    });
    expect(listed.comments.map((c) => [c.content, c.userName])).toEqual([
      ["Amen", other.user.username],
      ["Praying with you", "Ruth Ade"],
    ]);
    expect((await wall(member, groupId)).find((p) => p.id === four)!.comments).toEqual([]);
  });

  it("a reaction toggles: one of each kind per user, pressing again takes it back; presses at once never fail", async () => {
    const { member, other, groupId } = await cast();
    const { id } = (await share(member, groupId)).json();
    const react = (who: Person, reactionType: string) =>
      call("POST", `/api/prayer-posts/${id}/react`, who, { reactionType, userId: member.user.id });
    const given = await react(other, "heart");
    expect(given.statusCode).toBe(200);
    expect(given.json().reactions.heart).toEqual([{ userId: other.user.id, userName: other.user.username }]);
    expect((await react(other, "pray")).json().reactions.pray).toHaveLength(1);
    const taken = await react(other, "heart");
    expect(taken.json().reactions).toMatchObject({ heart: [], pray: [{ userId: other.user.id }] });

    const presses = await Promise.all(Array.from({ length: 6 }, () => react(member, "fire")));
    expect(presses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const [{ rows } = { rows: 0 }] = await t.app.db
      .select({ rows: count() })
      .from(groupPostReactions)
      .where(eq(groupPostReactions.postId, id));
    // pray (other) and at most one fire (member): six presses of one button never make two rows.
    expect(rows).toBeLessThanOrEqual(2);
    expect(rows).toBeGreaterThanOrEqual(1);
  });

  it("pins are the leader's: a member who sees the post gets 403, the leader unpins with pinned:false or DELETE", async () => {
    const { leader, member, groupId } = await cast();
    const { id } = (await share(member, groupId)).json();
    const refused = await call("POST", `/api/prayer-posts/${id}/pin`, member, { userId: leader.user.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GroupMessages.leaderOnly);
    expect((await call("DELETE", `/api/prayer-posts/${id}/pin`, member)).statusCode).toBe(403);
    expect((await call("POST", `/api/prayer-posts/${id}/pin`, leader, {})).json().isPinned).toBe(true);
    expect((await call("POST", `/api/prayer-posts/${id}/pin`, leader, { pinned: false })).json().isPinned).toBe(false);
    await call("POST", `/api/prayer-posts/${id}/pin`, leader);
    const unpinned = await call("DELETE", `/api/prayer-posts/${id}/pin`, leader);
    expect(unpinned.statusCode).toBe(200);
    expect(unpinned.json().isPinned).toBe(false);
    const [row] = await t.app.db.select().from(groupPosts).where(eq(groupPosts.id, id));
    expect(row).toMatchObject({ isPinned: false, pinnedAt: null });
  });

  it("authors remove their own posts and comments while members; the leader removes any; other members get 403", async () => {
    const { leader, member, other, groupId } = await cast();
    const mine = (await share(member, groupId, "Mine")).json().id;
    const theirs = (await share(other, groupId, "Theirs")).json().id;
    const comment = (await call("POST", `/api/prayer-posts/${theirs}/comments`, member, { content: "Amen" })).json().id;
    const second = (await call("POST", `/api/prayer-posts/${theirs}/comments`, other, { content: "Yes" })).json().id;

    const refused = await call("DELETE", `/api/prayer-posts/${theirs}`, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GroupMessages.authorOrLeader);
    expect((await call("DELETE", `/api/prayer-comments/${second}`, member)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/prayer-comments/${comment}`, member)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/prayer-comments/${second}`, leader)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/prayer-comments/${second}`, leader)).statusCode).toBe(404);
    expect((await wall(other, groupId)).find((p) => p.id === theirs)!.comments).toEqual([]);

    expect((await call("DELETE", `/api/prayer-posts/${theirs}`, leader)).statusCode).toBe(204);
    // Once they have left, their own post is no longer theirs to touch (nor to see).
    await removeMember(t.app, groupId, member);
    expect((await call("DELETE", `/api/prayer-posts/${mine}`, member)).statusCode).toBe(404);
    expect((await wall(leader, groupId)).map((p) => p.title)).toEqual(["Mine"]);
    expect((await call("DELETE", `/api/prayer-posts/${mine}`, leader)).statusCode).toBe(204);
    expect(await wall(leader, groupId)).toEqual([]);
  });

  it("outsiders get 404 on every call, public group or private, and anonymous callers 401", async () => {
    for (const isPublic of [true, false]) {
      const { member, outsider, groupId } = await cast({ isPublic });
      const { id } = (await share(member, groupId)).json();
      const comment = (await call("POST", `/api/prayer-posts/${id}/comments`, member, { content: "Amen" })).json().id;
      const calls: Array<[HttpMethod, string, unknown?]> = [
        ["GET", `/api/prayer-groups/${groupId}/posts`],
        ["POST", `/api/prayer-groups/${groupId}/posts`, { title: "In", content: "Let me in" }],
        ["POST", `/api/prayer-posts/${id}/react`, { reactionType: "pray" }],
        ["POST", `/api/prayer-posts/${id}/comments`, { content: "Hello" }],
        ["POST", `/api/prayer-posts/${id}/pin`, {}],
        ["DELETE", `/api/prayer-posts/${id}/pin`],
        ["DELETE", `/api/prayer-comments/${comment}`],
        ["DELETE", `/api/prayer-posts/${id}`],
      ];
      for (const [method, url, payload] of calls) {
        const response = await call(method, url, outsider, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
      }
      // Nothing changed.
      const [post] = await wall(member, groupId);
      expect(post).toMatchObject({ id, isPinned: false, reactions: { pray: [] } });
      expect(post!.comments).toHaveLength(1);
    }
    const { member } = await cast();
    expect((await call("GET", "/api/prayer-groups/2147483647/posts", member)).statusCode).toBe(404);
    expect(
      (await call("POST", "/api/prayer-posts/2147483647/react", member, { reactionType: "pray" })).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/prayer-groups/nope/posts", member)).statusCode).toBe(400);
    expect((await call("GET", "/api/prayer-groups/user/posts")).statusCode).toBe(401);
  });

  it("latest posts over all my groups: newest first with the group's name, 5 by default, at most 20", async () => {
    const me = await registerUser(t.app);
    const friend = await registerUser(t.app);
    const first = await makeGroup(t.app, { leader: me, name: "Dawn Watch" });
    const second = await makeGroup(t.app, { leader: friend, members: [me], name: "Evening Watch", isPublic: false });
    const elsewhere = await makeGroup(t.app, { leader: friend, name: "Not mine" });
    await share(friend, elsewhere, "Not for me");
    for (let i = 1; i <= 4; i++) await share(me, first, `Dawn ${i}`);
    for (let i = 1; i <= 3; i++) await share(friend, second, `Evening ${i}`);
    const latest = await call("GET", "/api/prayer-groups/user/posts", me);
    expect(latest.statusCode).toBe(200);
    const posts = LatestPostSchema.array().parse(latest.json());
    expect(posts.map((p) => [p.title, p.groupName])).toEqual([
      ["Evening 3", "Evening Watch"],
      ["Evening 2", "Evening Watch"],
      ["Evening 1", "Evening Watch"],
      ["Dawn 4", "Dawn Watch"],
      ["Dawn 3", "Dawn Watch"],
    ]);
    expect((await call("GET", "/api/prayer-groups/user/posts?limit=20", me)).json()).toHaveLength(7);
    expect((await call("GET", "/api/prayer-groups/user/posts?limit=21", me)).statusCode).toBe(400);
    expect((await call("GET", "/api/prayer-groups/user/posts", await registerUser(t.app))).json()).toEqual([]);
  });
});

describe("reading a wall", () => {
  it("takes the same few queries for 2 posts as for 40 (no query per post)", async () => {
    const { leader, member, other, groupId } = await cast();
    let selects = 0;
    const db = new Proxy(t.app.db, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "select") {
          return (...args: unknown[]) => {
            selects++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const read = async () => {
      selects = 0;
      const posts = await listPosts({ ctx: { db, user: leader.user, events: t.app.events }, input: { groupId } });
      return { posts, selects };
    };
    const addPosts = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const { id } = (await share(i % 2 ? member : other, groupId, `Post ${i}`)).json();
        await call("POST", `/api/prayer-posts/${id}/react`, leader, { reactionType: "pray" });
        await call("POST", `/api/prayer-posts/${id}/comments`, member, { content: `Amen ${i}` });
      }
    };
    await addPosts(2);
    const few = await read();
    expect(few.posts).toHaveLength(2);
    await addPosts(38);
    const many = await read();
    expect(many.posts).toHaveLength(40);
    expect(many.posts.every((post) => post.comments.length === 1 && post.reactions.pray.length === 1)).toBe(true);
    expect(many.selects).toBe(few.selects);
    expect(many.selects).toBeLessThanOrEqual(4);
  });
});

describe("the wall's cache of serialized walls", () => {
  it("answers what the database holds after every kind of change, names included, and only to members", async () => {
    const { leader, member, other, outsider, groupId } = await cast();
    const { id } = (await share(member, groupId, "Cached")).json();
    const first = await call("GET", `/api/prayer-groups/${groupId}/posts`, other);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({
      method: "GET",
      url: `/api/prayer-groups/${groupId}/posts`,
      headers: { cookie: other.cookie, "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    const gzipped = await t.app.inject({
      method: "GET",
      url: `/api/prayer-groups/${groupId}/posts`,
      headers: { cookie: other.cookie, "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString("utf8"))).toEqual(first.json());

    // Each write is seen by the next read of anyone.
    await call("POST", `/api/prayer-posts/${id}/react`, leader, { reactionType: "heart" });
    expect((await wall(other, groupId))[0]!.reactions.heart).toHaveLength(1);
    await call("POST", `/api/prayer-posts/${id}/comments`, leader, { content: "With you" });
    expect((await wall(other, groupId))[0]!.comments).toHaveLength(1);
    await call("POST", `/api/prayer-posts/${id}/pin`, leader);
    expect((await wall(other, groupId))[0]!.isPinned).toBe(true);
    // A name edited elsewhere (the account's own event) shows at once.
    expect((await call("PATCH", "/api/user", leader, { firstName: "Naomi" })).statusCode).toBe(200);
    expect((await wall(other, groupId))[0]!.comments[0]!.userName).toBe("Naomi Ade");
    const changed = await call("GET", `/api/prayer-groups/${groupId}/posts`, other);
    expect(changed.headers.etag).not.toBe(etag);

    // The cache never answers someone who may not read the wall.
    expect((await call("GET", `/api/prayer-groups/${groupId}/posts`, outsider)).statusCode).toBe(404);
    await removeMember(t.app, groupId, other);
    expect((await call("GET", `/api/prayer-groups/${groupId}/posts`, other)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/prayer-posts/${id}`, member)).statusCode).toBe(204);
    expect(await wall(leader, groupId)).toEqual([]);
  });
});

describe("caps hold when two writes race for the last place", () => {
  it("posts per user", async () => {
    const { member, groupId } = await cast();
    await t.database.execute(
      `insert into group_posts (group_id, user_id, title, content)
       select ${groupId}, ${Number(member.user.id)}, 'Bulk ' || g, 'Amen'
       from generate_series(1, ${GROUP_LIMITS.postsPerUserMax - 1}) g`,
    );
    const statuses = (await Promise.all([share(member, groupId), share(member, groupId)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
    const refused = await share(member, groupId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GroupMessages.tooManyPosts);
  });

  it("comments per user", async () => {
    const { member, groupId } = await cast();
    const { id } = (await share(member, groupId)).json();
    await t.database.execute(
      `insert into group_post_comments (post_id, user_id, content)
       select ${Number(id)}, ${Number(member.user.id)}, 'Amen ' || g
       from generate_series(1, ${GROUP_LIMITS.commentsPerUserMax - 1}) g`,
    );
    const comment = () => call("POST", `/api/prayer-posts/${id}/comments`, member, { content: "One more" });
    const statuses = (await Promise.all([comment(), comment()])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
    expect((await comment()).json().message).toBe(GroupMessages.tooManyComments);
  });
});
