import type { GroupRole } from "@common/groups";
import { describe, expect, it } from "vitest";
import type { ChangeEvent, ChangeEventType, EventBus, Subscriber } from "../events";
import { LiveHub } from ".";

/** An event bus the test publishes on by hand. */
function fakeBus() {
  let subscriber: Subscriber | undefined;
  const subscribe: EventBus["subscribe"] = <T extends ChangeEventType>(_types: readonly T[], given: Subscriber<T>) => {
    subscriber = given as unknown as Subscriber;
    return () => {};
  };
  return { subscribe, publish: (event: ChangeEvent) => subscriber!.onEvent(event as never) };
}

const roles = (...ids: number[]) => new Map(ids.map((id): [number, GroupRole] => [id, "member"]));

describe("a stream's group memberships", () => {
  it("apply the newest reload when two answer out of order", async () => {
    const bus = fakeBus();
    const answers: ((groups: Map<number, GroupRole>) => void)[] = [];
    const hub = new LiveHub(bus, 100, () => new Promise((resolve) => answers.push(resolve)));
    const sent: string[] = [];
    hub.connect({ user: { id: 7, groups: roles(1) }, send: (chunk) => sent.push(chunk), end: () => {} }, undefined);

    // Joined group 2, then removed from group 1: two reloads; the first (older) answers last.
    bus.publish({ type: "group.members.changed", groupId: 2, userId: 7 });
    bus.publish({ type: "group.members.changed", groupId: 1, userId: 7 });
    answers[1]!(roles(2));
    await Promise.resolve();
    answers[0]!(roles(1, 2));
    await Promise.resolve();

    sent.length = 0;
    bus.publish({ type: "group.posts.changed", groupId: 1, postId: 5 });
    bus.publish({ type: "group.posts.changed", groupId: 2, postId: 6 });
    expect(sent.join("")).not.toContain('"groupId":1');
    expect(sent.join("")).toContain('"groupId":2,"postId":6');
  });
});

/** What one stream was sent, as frames: `{ id, data }` (data undefined for a place-only frame). */
function framesOf(chunks: string[]) {
  return chunks
    .join("")
    .split("\n\n")
    .filter(Boolean)
    .map((text) => {
      const id = /^id: (.*)$/m.exec(text)?.[1];
      const data = /^data: (.*)$/m.exec(text)?.[1];
      return { id, data: data === undefined ? undefined : (JSON.parse(data) as unknown) };
    });
}

describe("a new stream's first moments (decision 051)", () => {
  const alice = { id: 7 };
  const open = (hub: LiveHub, lastEventId?: string, replayMs?: number) => {
    const sent: string[] = [];
    hub.connect({ user: alice, send: (chunk) => sent.push(chunk), end: () => {} }, lastEventId, replayMs);
    return () => framesOf(sent);
  };

  it("is told its place (an id, no data), so reconnecting after no event at all loses nothing", () => {
    const bus = fakeBus();
    const hub = new LiveHub(bus, 100);
    bus.publish({ type: "prayers.changed", userId: 7 });
    const first = open(hub);
    expect(first()).toEqual([{ id: `${hub.run}.1`, data: undefined }]);
    // Dropped; meanwhile a change; the browser reconnects with the place it was given.
    bus.publish({ type: "prayers.changed", userId: 8 });
    bus.publish({ type: "prayers.changed", userId: 7 });
    const again = open(hub, first()[0]!.id);
    expect(again()).toEqual([
      { id: `${hub.run}.3`, data: { type: "prayers.changed", userId: 7 } },
      { id: `${hub.run}.3`, data: undefined },
    ]);
  });

  it("?replayMs: the events of the last N ms the user may read; Last-Event-ID wins when both are sent", () => {
    const bus = fakeBus();
    let now = 1_000_000;
    const hub = new LiveHub(bus, 100, undefined, undefined, () => now);
    now += 60_000;
    bus.publish({ type: "prayers.changed", userId: 7 }); // a minute ago, before the page loaded
    now += 55_000;
    bus.publish({ type: "prayers.changed", userId: 7 }); // while the page loaded (5 s ago)
    bus.publish({ type: "prayers.changed", userId: 8 }); // somebody else's
    now += 5_000;
    const stream = open(hub, undefined, 6_000);
    expect(stream()).toEqual([
      { id: `${hub.run}.2`, data: { type: "prayers.changed", userId: 7 } },
      { id: `${hub.run}.3`, data: undefined },
    ]);
    // Nothing in the window: nothing but its place.
    expect(open(hub, undefined, 1_000)()).toEqual([{ id: `${hub.run}.3`, data: undefined }]);
    // A reconnection (Last-Event-ID) keeps its address's replayMs: the id decides.
    expect(open(hub, `${hub.run}.3`, 600_000)()).toEqual([{ id: `${hub.run}.3`, data: undefined }]);
  });

  it("?replayMs reaching back before this instance started, or past its full window: refetch", () => {
    const bus = fakeBus();
    let now = 1_000_000;
    const hub = new LiveHub(bus, 2, undefined, undefined, () => now);
    now += 10_000;
    // The page is older than this instance (it restarted, or the browser came through another one).
    expect(open(hub, undefined, 20_000)()).toEqual([
      { id: `${hub.run}.0`, data: { type: "refetch" } },
      { id: `${hub.run}.0`, data: undefined },
    ]);
    // Three events in the last 5 s, but only two kept: the first may be missing.
    for (let i = 0; i < 3; i++) bus.publish({ type: "prayers.changed", userId: 7 });
    now += 1_000;
    expect(open(hub, undefined, 5_000)()[0]).toEqual({ id: `${hub.run}.3`, data: { type: "refetch" } });
    // The window reaches back far enough for the last 0.5 s: nothing missed.
    expect(open(hub, undefined, 500)()).toEqual([{ id: `${hub.run}.3`, data: undefined }]);
  });
});
