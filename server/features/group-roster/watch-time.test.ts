import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  DAY_ORDER,
  describeOccurrence,
  isoWeekday,
  nextWatch,
  previousWatch,
  type WatchOccurrence,
  watchAt,
  watchSpan,
  weekOf,
} from "./watch-time";

const span = (occurrence: WatchOccurrence, zone: string) => {
  const { start, end } = watchSpan(occurrence, zone);
  return { start: start.toString(), end: end.toString(), hours: start.until(end).total("hours") };
};
const at = (iso: string) => Temporal.Instant.from(iso);

describe("watch time in a group's zone", () => {
  it("Europe/London, spring forward on 2026-03-29: the Third Watch lasts two real hours", () => {
    expect(span({ watchNumber: 3, date: "2026-03-29" }, "Europe/London")).toEqual({
      start: "2026-03-29T00:00:00Z",
      end: "2026-03-29T02:00:00Z",
      hours: 2,
    });
    expect(span({ watchNumber: 4, date: "2026-03-29" }, "Europe/London").start).toBe("2026-03-29T02:00:00Z");
    // The First Watch that evening is at 18:00 BST.
    expect(span({ watchNumber: 1, date: "2026-03-29" }, "Europe/London").start).toBe("2026-03-29T17:00:00Z");
    expect(watchAt(at("2026-03-29T01:59:00Z"), "Europe/London")).toEqual({ watchNumber: 3, date: "2026-03-29" });
    expect(watchAt(at("2026-03-29T02:00:00Z"), "Europe/London")).toEqual({ watchNumber: 4, date: "2026-03-29" });
  });

  it("Europe/London, fall back on 2026-10-25: the Third Watch lasts four real hours, through the repeated hour", () => {
    expect(span({ watchNumber: 3, date: "2026-10-25" }, "Europe/London")).toEqual({
      start: "2026-10-24T23:00:00Z",
      end: "2026-10-25T03:00:00Z",
      hours: 4,
    });
    // 01:30 BST and 01:30 GMT: both in the Third Watch.
    expect(watchAt(at("2026-10-25T00:30:00Z"), "Europe/London")).toEqual({ watchNumber: 3, date: "2026-10-25" });
    expect(watchAt(at("2026-10-25T01:30:00Z"), "Europe/London")).toEqual({ watchNumber: 3, date: "2026-10-25" });
    expect(watchAt(at("2026-10-25T03:00:00Z"), "Europe/London")).toEqual({ watchNumber: 4, date: "2026-10-25" });
  });

  it("America/New_York: an ordinary evening, and the spring-forward night of 2026-03-08", () => {
    expect(span({ watchNumber: 1, date: "2026-11-24" }, "America/New_York")).toEqual({
      start: "2026-11-24T23:00:00Z",
      end: "2026-11-25T02:00:00Z",
      hours: 3,
    });
    // Watch 2 of the 24th runs 21:00–24:00 on the 24th; the Third Watch of the 25th starts at its midnight.
    expect(span({ watchNumber: 2, date: "2026-11-24" }, "America/New_York").end).toBe("2026-11-25T05:00:00Z");
    expect(span({ watchNumber: 3, date: "2026-11-25" }, "America/New_York").start).toBe("2026-11-25T05:00:00Z");
    expect(span({ watchNumber: 3, date: "2026-03-08" }, "America/New_York")).toEqual({
      start: "2026-03-08T05:00:00Z",
      end: "2026-03-08T07:00:00Z",
      hours: 2,
    });
    expect(watchAt(at("2026-11-25T04:59:59Z"), "America/New_York")).toEqual({ watchNumber: 2, date: "2026-11-24" });
  });

  it("Asia/Kolkata (+05:30)", () => {
    expect(span({ watchNumber: 1, date: "2026-11-24" }, "Asia/Kolkata").start).toBe("2026-11-24T12:30:00Z");
    expect(watchAt(at("2026-11-24T18:29:00Z"), "Asia/Kolkata")).toEqual({ watchNumber: 2, date: "2026-11-24" });
    expect(watchAt(at("2026-11-24T18:30:00Z"), "Asia/Kolkata")).toEqual({ watchNumber: 3, date: "2026-11-25" });
  });

  it("Pacific/Chatham (+12:45, +13:45 in its summer)", () => {
    expect(span({ watchNumber: 3, date: "2026-11-25" }, "Pacific/Chatham").start).toBe("2026-11-24T10:15:00Z");
    expect(span({ watchNumber: 3, date: "2026-07-01" }, "Pacific/Chatham").start).toBe("2026-06-30T11:15:00Z");
    expect(watchAt(at("2026-11-24T10:14:00Z"), "Pacific/Chatham")).toEqual({ watchNumber: 2, date: "2026-11-24" });
  });

  it("America/Santiago changes its clocks at midnight: a start that does not exist moves forward; a repeated hour stays in one watch", () => {
    // 2026-09-06 00:00 does not exist (00:00 -04 → 01:00 -03): the Third Watch starts at 01:00 -03.
    expect(span({ watchNumber: 3, date: "2026-09-06" }, "America/Santiago")).toEqual({
      start: "2026-09-06T04:00:00Z",
      end: "2026-09-06T06:00:00Z",
      hours: 2,
    });
    expect(span({ watchNumber: 2, date: "2026-09-05" }, "America/Santiago").end).toBe("2026-09-06T04:00:00Z");
    // 2026-04-05 00:00 -03 → 23:00 -04 on the 4th: the Second Watch of the 4th lasts four hours.
    expect(span({ watchNumber: 2, date: "2026-04-04" }, "America/Santiago")).toEqual({
      start: "2026-04-05T00:00:00Z",
      end: "2026-04-05T04:00:00Z",
      hours: 4,
    });
    expect(watchAt(at("2026-04-05T03:30:00Z"), "America/Santiago")).toEqual({ watchNumber: 2, date: "2026-04-04" });
    expect(watchAt(at("2026-04-05T04:00:00Z"), "America/Santiago")).toEqual({ watchNumber: 3, date: "2026-04-05" });
  });

  it("the running watch always holds the instant (start ≤ instant < end), all through 2026 in every zone", () => {
    const zones = ["Europe/London", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "America/Santiago"];
    for (const zone of zones) {
      let previous: WatchOccurrence | null = null;
      for (let instant = at("2026-01-01T00:07:00Z"); instant.epochMilliseconds < Date.UTC(2027, 0, 1); ) {
        const running = watchAt(instant, zone);
        const { start, end } = watchSpan(running, zone);
        expect(Temporal.Instant.compare(start, instant)).toBeLessThanOrEqual(0);
        expect(Temporal.Instant.compare(instant, end)).toBeLessThan(0);
        // Watches follow each other without a skip.
        if (previous && (previous.watchNumber !== running.watchNumber || previous.date !== running.date)) {
          expect(running).toEqual(nextWatch(previous));
        }
        previous = running;
        instant = instant.add({ minutes: 53 });
      }
    }
  }, 60_000);

  it("next and previous watches, the day's order, weeks and weekdays", () => {
    expect(nextWatch({ watchNumber: 8, date: "2026-11-24" })).toEqual({ watchNumber: 1, date: "2026-11-24" });
    expect(nextWatch({ watchNumber: 2, date: "2026-11-30" })).toEqual({ watchNumber: 3, date: "2026-12-01" });
    expect(nextWatch({ watchNumber: 5, date: "2026-11-24" })).toEqual({ watchNumber: 6, date: "2026-11-24" });
    expect(previousWatch({ watchNumber: 3, date: "2026-12-01" })).toEqual({ watchNumber: 2, date: "2026-11-30" });
    expect(previousWatch({ watchNumber: 1, date: "2026-11-24" })).toEqual({ watchNumber: 8, date: "2026-11-24" });
    let walk: WatchOccurrence = { watchNumber: 3, date: "2026-11-24" };
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) {
      seen.push(walk.watchNumber);
      walk = nextWatch(walk);
    }
    expect(seen).toEqual(DAY_ORDER);
    expect(walk).toEqual({ watchNumber: 3, date: "2026-11-25" });
    expect(weekOf("2026-11-24")).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(weekOf("2026-11-22")[0]).toBe("2026-11-22");
    expect(weekOf("2026-11-28")[0]).toBe("2026-11-22");
    expect(isoWeekday("2026-11-24")).toBe(2);
    expect(isoWeekday("2026-11-22")).toBe(7);
    expect(describeOccurrence({ watchNumber: 4, date: "2026-12-01" })).toBe("Fourth Watch on Tue 1 Dec");
  });
});
