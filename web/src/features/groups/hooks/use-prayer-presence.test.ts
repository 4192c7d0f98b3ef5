import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { PRESENCE_RENEW_MS, usePrayerPresence } from "./use-prayer-presence";

describe("usePrayerPresence", () => {
  let requests: RecordedRequest[];
  const fetchCalls = () => vi.mocked(fetch).mock.calls;

  beforeEach(() => {
    vi.useFakeTimers();
    requests = stubFetch(() => new Response(null, { status: 204 }));
  });
  afterEach(() => vi.useRealTimers());

  it("says I pray for the watch while running, renews every minute, and withdraws with keepalive when stopped", async () => {
    const { rerender, unmount } = renderHook(({ running }) => usePrayerPresence(4, running), {
      initialProps: { running: false },
    });
    expect(requests).toHaveLength(0);
    rerender({ running: true });
    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ["PUT", "/api/prayer-presence", { watchNumber: 4 }],
    ]);
    await vi.advanceTimersByTimeAsync(PRESENCE_RENEW_MS);
    expect(requests.filter((request) => request.method === "PUT")).toHaveLength(2);
    rerender({ running: false });
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", path: "/api/prayer-presence" });
    expect(fetchCalls().at(-1)?.[1]).toMatchObject({ keepalive: true });
    await vi.advanceTimersByTimeAsync(PRESENCE_RENEW_MS * 2);
    expect(requests).toHaveLength(3);
    unmount();
    expect(requests).toHaveLength(3);
  });

  it("withdraws when the page is hidden and sends nothing signed out", () => {
    const { unmount } = renderHook(() => usePrayerPresence(4, true));
    window.dispatchEvent(new Event("pagehide"));
    expect(requests.map((request) => request.method)).toEqual(["PUT", "DELETE"]);
    unmount();
    expect(requests).toHaveLength(2);
    renderHook(() => usePrayerPresence(4, true, false));
    expect(requests).toHaveLength(2);
  });
});
