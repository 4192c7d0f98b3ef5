import { describe, expect, it } from "vitest";
import { avatarRow, daysActive, descriptionPreview, groupTiming } from "./group-status";

const at = (hour: number) => new Date(2026, 2, 4, hour, 10);

describe("group timing", () => {
  it("is Live only while members pray now", () => {
    expect(groupTiming({ prayingNow: 3, nextSessionAt: null, watchNumber: 2 }, at(10))).toEqual({
      kind: "live",
      label: "Live · 3 praying",
    });
    expect(groupTiming({ prayingNow: 0, nextSessionAt: null, watchNumber: null }, at(10))).toEqual({ kind: "none" });
  });

  it("prefers the group's next session to its watch", () => {
    const next = new Date(2026, 2, 4, 21, 30).toISOString();
    expect(groupTiming({ prayingNow: 0, nextSessionAt: next, watchNumber: 2 }, at(10))).toMatchObject({
      kind: "session",
      label: "Next session 9:30 PM",
    });
    const later = new Date(2026, 2, 6, 6, 0).toISOString();
    expect(groupTiming({ prayingNow: 0, nextSessionAt: later, watchNumber: 2 }, at(10)).kind).toBe("session");
  });

  it("labels the watch's start honestly as the watch, or says the watch is on now", () => {
    expect(groupTiming({ prayingNow: 0, nextSessionAt: null, watchNumber: 2 }, at(10))).toEqual({
      kind: "watch",
      label: "Next watch 9:00 PM",
    });
    expect(groupTiming({ prayingNow: 0, nextSessionAt: null, watchNumber: 2 }, at(22))).toEqual({
      kind: "watch",
      label: "Watch hours now · until 12:00 AM",
    });
  });
});

describe("card helpers", () => {
  it("counts days active from the creation date, the first day being 1", () => {
    expect(daysActive(new Date(2026, 2, 4, 8).toISOString(), at(23))).toBe(1);
    expect(daysActive(new Date(2026, 1, 25, 8).toISOString(), at(1))).toBe(8);
  });

  it("cuts descriptions at 80 characters", () => {
    expect(descriptionPreview("a".repeat(80))).toBe("a".repeat(80));
    expect(descriptionPreview("a".repeat(81))).toBe(`${"a".repeat(80)}...`);
  });

  it("shows up to four avatars and counts the rest", () => {
    const avatars = Array.from({ length: 4 }, (_, index) => ({
      userId: index,
      userName: `U${index}`,
      username: `u${index}`,
      initials: "U",
      role: "member" as const,
      joinedAt: "",
    }));
    expect(avatarRow({ avatars, memberCount: 9 })).toMatchObject({ more: 5 });
    expect(avatarRow({ avatars: avatars.slice(0, 2), memberCount: 2 })).toMatchObject({ more: 0 });
  });
});
