import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type HttpMethod, requestAs, type TestApp } from "../../testing/test-app";

/**
 * Issue 17 §5, §6 through the membership endpoints: joins, join requests, hand-overs, presence and deletion
 * reach the members' open `GET /api/events` streams within a second, and never an outsider's. Read on a real
 * listening server, as a browser's EventSource would.
 */
const withinASecond = { timeout: 1_000, interval: 10 };
const soon = { timeout: 5_000, interval: 20 };

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ LIVE_HEARTBEAT_MS: "1500", AUTH_RATE_LIMIT_IP_MAX: "1000" });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Event = { type: string; groupId?: number; userId?: number; messageId?: number };
type Person = Awaited<ReturnType<typeof registerUser>>;

async function stream(cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  const events: Event[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          for (const line of buffer.slice(0, end).split("\n")) {
            if (line.startsWith("data: ")) events.push(JSON.parse(line.slice(6)));
          }
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    about: (groupId: number) => events.filter((event) => event.groupId === groupId),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
type Stream = Awaited<ReturnType<typeof stream>>;

async function openAll(people: Person[]) {
  const before = t.app.liveUpdates.size;
  const streams = await Promise.all(people.map((person) => stream(person.cookie)));
  await vi.waitFor(() => expect(t.app.liveUpdates.size).toBe(before + people.length), soon);
  return streams;
}

const call = (method: HttpMethod, url: string, who: Person, payload?: unknown) =>
  requestAs(t.app, method, url, who.cookie, payload);

/** Each stream hears `expected` about the group within a second. */
async function heard(streams: Stream[], groupId: number, expected: Event) {
  for (const live of streams) {
    await vi.waitFor(() => expect(live.about(groupId)).toContainEqual(expected), withinASecond);
  }
}

describe("membership events on GET /api/events", () => {
  it("joining, asking, handing over, praying and deleting reach the members within a second, never the outsider", async () => {
    const leader = await registerUser(t.app);
    const member = await registerUser(t.app);
    const newcomer = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const created = await call("POST", "/api/prayer-groups", leader, { name: "Live Watch", watchNumber: 4 });
    expect(created.statusCode).toBe(201);
    const groupId = created.json().id as number;
    expect((await call("POST", `/api/prayer-groups/${groupId}/join`, member)).statusCode).toBe(200);
    const streams = await openAll([leader, member, newcomer, outsider]);
    const [ofLeader, ofMember, ofNewcomer, ofOutsider] = streams as [Stream, Stream, Stream, Stream];
    try {
      // A newcomer joins: the members hear it and the chat's line; the newcomer hears their own joining.
      expect((await call("POST", `/api/prayer-groups/${groupId}/join`, newcomer)).statusCode).toBe(200);
      const joined = { type: "group.members.changed", groupId, userId: newcomer.user.id };
      await heard([ofLeader, ofMember, ofNewcomer], groupId, joined);
      await vi.waitFor(
        () => expect(ofMember.about(groupId).some((event) => event.type === "group.chat.changed")).toBe(true),
        withinASecond,
      );

      // The member starts praying for the group's watch: the 'Live' count changes for every member.
      expect((await call("PUT", "/api/prayer-presence", member, { watchNumber: 4 })).statusCode).toBe(204);
      await heard([ofLeader, ofMember, ofNewcomer], groupId, { type: "group.changed", groupId });

      // A hand-over reaches both leaders.
      expect(
        (await call("POST", `/api/prayer-groups/${groupId}/leader`, leader, { userId: member.user.id })).statusCode,
      ).toBe(200);
      await heard([ofLeader, ofMember], groupId, { type: "group.members.changed", groupId, userId: member.user.id });

      expect((await call("DELETE", `/api/prayer-groups/${groupId}`, member)).statusCode).toBe(204);
      await heard([ofLeader, ofMember, ofNewcomer], groupId, { type: "group.deleted", groupId });

      // The outsider's stream is open and heard nothing of the group.
      expect(ofOutsider.about(groupId)).toEqual([]);
    } finally {
      for (const live of streams) await live.close();
    }
  });

  it("a join request to a private group reaches its leader (who decides) and the one who asked", async () => {
    const leader = await registerUser(t.app);
    const asker = await registerUser(t.app, { email: `asker-${Date.now()}@example.com` });
    const outsider = await registerUser(t.app);
    const created = await call("POST", "/api/prayer-groups", leader, { name: "Quiet Watch", isPublic: false });
    const groupId = created.json().id as number;
    await t.database.execute(
      `insert into group_invitations (group_id, user_id, email, token_digest, expires_at)
       values (${groupId}, ${Number(leader.user.id)}, '${asker.user.email}', 'live-${groupId}', now() + interval '1 day')`,
    );
    // A private group's requests come from invitees, at their verified address.
    await t.database.execute(`update users set email_verified_at = now() where id = ${Number(asker.user.id)}`);
    const streams = await openAll([leader, asker, outsider]);
    const [ofLeader, ofAsker, ofOutsider] = streams as [Stream, Stream, Stream];
    try {
      const asked = await call("POST", `/api/prayer-groups/${groupId}/join`, asker);
      expect(asked.json().status).toBe("requested");
      const event = { type: "group.members.changed", groupId, userId: asker.user.id };
      await heard([ofLeader, ofAsker], groupId, event);
      expect(
        (await call("POST", `/api/prayer-groups/${groupId}/join-requests/${asker.user.id}/approve`, leader)).statusCode,
      ).toBe(204);
      await vi.waitFor(() => expect(ofAsker.about(groupId).length).toBeGreaterThanOrEqual(2), withinASecond);
      expect(ofOutsider.about(groupId)).toEqual([]);
    } finally {
      for (const live of streams) await live.close();
    }
  });
});
