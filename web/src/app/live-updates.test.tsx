import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authKeys } from "@/features/auth/api/queries";
import { prayerKeys } from "@/features/prayers/api/queries";
import { groupKeys } from "@/lib/group-queries";
import { applyLiveEvent, invalidationsFor, LiveUpdates, liveEventsUrl } from "./live-updates";

/** A stand-in EventSource the test drives (jsdom has none). */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe("live update invalidations", () => {
  it("maps each event type to the query keys showing it", () => {
    expect(invalidationsFor({ type: "prayers.changed", userId: 1 })).toEqual([prayerKeys.all]);
    expect(invalidationsFor({ type: "user.sessions.changed", userId: 1 })).toEqual([authKeys.user]);
    expect(invalidationsFor({ type: "group.posts.changed", groupId: 4, postId: 9 })).toEqual([groupKeys.postsAll]);
    expect(invalidationsFor({ type: "group.chat.changed", groupId: 4, messageId: 9 })).toEqual([groupKeys.chat(4)]);
    expect(invalidationsFor({ type: "group.members.changed", groupId: 4, userId: 2 })).toEqual([
      groupKeys.mine,
      groupKeys.discoverAll,
      groupKeys.detail(4),
      groupKeys.posts(4),
      groupKeys.chat(4),
      groupKeys.roster(4),
      groupKeys.studies(4),
      groupKeys.events(4),
    ]);
    expect(invalidationsFor({ type: "group.deleted", groupId: 4 })).toEqual([groupKeys.all]);
    // Issue 18: a group's schedule, studies, alerts, roster and the user's calendar feed.
    expect(invalidationsFor({ type: "group.events.changed", groupId: 4, eventId: 9 })).toEqual([groupKeys.events(4)]);
    expect(invalidationsFor({ type: "group.studies.changed", groupId: 4, studyId: 9 })).toEqual([groupKeys.studies(4)]);
    expect(invalidationsFor({ type: "group.notifications.changed", groupId: 4, notificationId: 9 })).toEqual([
      groupKeys.notificationsAll,
    ]);
    expect(invalidationsFor({ type: "group.notifications.read", groupId: 4, userId: 2 })).toEqual([
      groupKeys.notificationsAll,
    ]);
    expect(invalidationsFor({ type: "group.roster.changed", groupId: 4 })).toEqual([groupKeys.roster(4)]);
    expect(invalidationsFor({ type: "calendar-feed.changed", userId: 2 })).toEqual([groupKeys.calendarFeed]);
    expect(invalidationsFor({ type: "prayer-strategies.changed", userId: 1 })).toEqual([["/api/prayer-strategies"]]);
    expect(invalidationsFor({ type: "preferences.changed", userId: 1 })).toEqual([["/api/preferences"]]);
    expect(invalidationsFor({ type: "reminders.settings.changed", userId: 1 })).toEqual([["/api/reminder-settings"]]);
    expect(invalidationsFor({ type: "push.subscriptions.changed", userId: 1 })).toEqual([]);
    expect(invalidationsFor({ type: "refetch" })).toBe("everything");
    expect(invalidationsFor({ type: "group.post.created", groupId: 1, postId: 2 })).toBe("everything");
  });

  it("invalidates the prayer list on prayers.changed, and everything on refetch", async () => {
    const client = new QueryClient();
    client.setQueryData(prayerKeys.all, []);
    client.setQueryData(authKeys.user, null);
    applyLiveEvent(client, { type: "prayers.changed", userId: 1 });
    expect(client.getQueryState(prayerKeys.all)?.isInvalidated).toBe(true);
    expect(client.getQueryState(authKeys.user)?.isInvalidated).toBe(false);
    applyLiveEvent(client, { type: "refetch" });
    expect(client.getQueryState(authKeys.user)?.isInvalidated).toBe(true);
  });

  it("waits for this tab's own writes to the prayer list to settle before refetching it (a drag's note stays put)", async () => {
    const client = new QueryClient();
    client.setQueryData(prayerKeys.all, []);
    let finishMove = () => {};
    const answered = new Promise<void>((resolve) => (finishMove = resolve));
    const move = client
      .getMutationCache()
      .build(client, {
        mutationKey: [...prayerKeys.all, "write"],
        mutationFn: () => answered,
      })
      .execute(undefined);
    // The move's own change event (and one more) arrive while the move is in flight: nothing refetches yet.
    applyLiveEvent(client, { type: "prayers.changed", userId: 1 });
    applyLiveEvent(client, { type: "prayers.changed", userId: 1 });
    expect(client.getQueryState(prayerKeys.all)?.isInvalidated).toBe(false);
    finishMove();
    await move;
    await vi.waitFor(() => expect(client.getQueryState(prayerKeys.all)?.isInvalidated).toBe(true));
    // Another query's events are not held up by prayer writes.
    client.setQueryData(authKeys.user, null);
    applyLiveEvent(client, { type: "user.sessions.changed", userId: 1 });
    expect(client.getQueryState(authKeys.user)?.isInvalidated).toBe(true);
  });

  it("keeps one EventSource while signed in, fed into the query client, and closes it at sign-out", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const client = new QueryClient();
    client.setQueryData(prayerKeys.all, []);
    const view = (userId: number | null) => (
      <QueryClientProvider client={client}>
        <LiveUpdates userId={userId} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(null));
    expect(FakeEventSource.opened).toHaveLength(0);
    rerender(view(7));
    expect(FakeEventSource.opened.map(({ url }) => url)).toEqual([
      expect.stringMatching(/^\/api\/events\?replayMs=\d+$/),
    ]);
    FakeEventSource.opened[0]!.emit({ type: "prayers.changed", userId: 7 });
    expect(client.getQueryState(prayerKeys.all)?.isInvalidated).toBe(true);
    rerender(view(7));
    expect(FakeEventSource.opened).toHaveLength(1);
    rerender(view(null));
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
  });

  it("asks the new stream for the events of the page's life so far, and a little more (decision 051)", () => {
    // A page loaded 4.2 s ago, whose queries were fetched meanwhile: the last 6.2 s (2 s for the trip).
    expect(liveEventsUrl(4_200.3)).toBe("/api/events?replayMs=6201");
    expect(liveEventsUrl(0)).toBe("/api/events?replayMs=2000");
    // A page open for months asks for the most the server takes (and is told to refetch).
    expect(liveEventsUrl(365 * 86_400_000)).toBe(`/api/events?replayMs=${30 * 86_400_000}`);
  });
});
