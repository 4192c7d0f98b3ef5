import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type EventTiming, nextOccurrence, occurrenceOn, occurrencesBetween, recurrenceRule } from "./occurrences";

const at = (iso: string) => Temporal.Instant.from(iso);
const weekly = (over: Partial<EventTiming> = {}): EventTiming => ({
  startsOn: "2026-02-22",
  startTime: "06:00",
  durationMinutes: 60,
  recurrence: "weekly",
  timeZone: "America/New_York",
  ...over,
});

describe("a group event's occurrences", () => {
  it("keeps a weekly 06:00 at 06:00 local across the spring-forward change (UTC moves by the hour)", () => {
    const list = occurrencesBetween(weekly(), at("2026-03-01T00:00:00Z"), at("2026-03-16T00:00:00Z"));
    expect(list.map((o) => [o.date, o.time, o.startsAt.toString()])).toEqual([
      ["2026-03-01", "06:00", "2026-03-01T11:00:00Z"],
      ["2026-03-08", "06:00", "2026-03-08T10:00:00Z"],
      ["2026-03-15", "06:00", "2026-03-15T10:00:00Z"],
    ]);
    expect(list[0]!.endsAt.toString()).toBe("2026-03-01T12:00:00Z");
  });

  it("and across the fall-back change in London", () => {
    const list = occurrencesBetween(
      weekly({ startsOn: "2026-10-18", timeZone: "Europe/London", startTime: "21:00" }),
      at("2026-10-18T00:00:00Z"),
      at("2026-11-02T00:00:00Z"),
    );
    expect(list.map((o) => o.startsAt.toString())).toEqual([
      "2026-10-18T20:00:00Z",
      "2026-10-25T21:00:00Z",
      "2026-11-01T21:00:00Z",
    ]);
  });

  it("skips a repetition whose local time does not exist that day, as calendar apps do (RFC 5545)", () => {
    const list = occurrencesBetween(
      weekly({ startsOn: "2026-03-01", startTime: "02:30" }),
      at("2026-03-01T00:00:00Z"),
      at("2026-03-20T00:00:00Z"),
    );
    expect(list.map((o) => o.date)).toEqual(["2026-03-01", "2026-03-15"]);
  });

  it("repeats monthly on the same day, skipping months without it", () => {
    const event = weekly({ startsOn: "2026-01-31", recurrence: "monthly", timeZone: "UTC" });
    const list = occurrencesBetween(event, at("2026-01-01T00:00:00Z"), at("2026-06-01T00:00:00Z"));
    expect(list.map((o) => o.date)).toEqual(["2026-01-31", "2026-03-31", "2026-05-31"]);
    expect(recurrenceRule(event)).toBe("FREQ=MONTHLY");
    expect(recurrenceRule({ recurrence: null })).toBeNull();
  });

  it("lists an occurrence still running at the window's start, and none before the first", () => {
    const event = weekly();
    expect(occurrencesBetween(event, at("2026-03-08T10:30:00Z"), at("2026-03-08T10:45:00Z"))).toHaveLength(1);
    expect(occurrencesBetween(event, at("2026-03-08T11:00:00Z"), at("2026-03-08T12:00:00Z"))).toHaveLength(0);
    expect(occurrencesBetween(event, at("2026-01-01T00:00:00Z"), at("2026-02-22T00:00:00Z"))).toHaveLength(0);
  });

  it("a single event happens once", () => {
    const event = weekly({ recurrence: null, startsOn: "2026-12-24", startTime: "23:30", timeZone: "Europe/Berlin" });
    expect(occurrencesBetween(event, at("2026-01-01T00:00:00Z"), at("2027-12-31T00:00:00Z"))).toHaveLength(1);
    expect(nextOccurrence(event, at("2026-12-24T22:59:00Z"))?.startsAt.toString()).toBe("2026-12-24T22:30:00Z");
    expect(nextOccurrence(event, at("2026-12-24T23:30:00Z"))).toBeNull();
  });

  it("finds the next occurrence and the one on a date", () => {
    const event = weekly();
    expect(nextOccurrence(event, at("2026-03-09T00:00:00Z"))?.date).toBe("2026-03-15");
    expect(occurrenceOn(event, "2026-03-08")?.startsAt.toString()).toBe("2026-03-08T10:00:00Z");
    expect(occurrenceOn(event, "2026-03-09")).toBeNull();
    expect(occurrenceOn(event, "not a date")).toBeNull();
    const monthly = weekly({ startsOn: "2026-01-31", recurrence: "monthly" });
    expect(nextOccurrence(monthly, at("2026-02-01T00:00:00Z"))?.date).toBe("2026-03-31");
    // A repeating event that begins months from now: its first occurrence is the next.
    expect(nextOccurrence(event, at("2025-06-01T00:00:00Z"))?.date).toBe(event.startsOn);
  });
});
