import { describe, expect, it } from "vitest";
import {
  CreatePrayerInputSchema,
  defaultPrayerPosition,
  PRAYER_LIMITS,
  PrayerPositionSchema,
  PrayerSchema,
  structuredPrayerOf,
  UpdatePrayerInputSchema,
} from "./prayers";

const structured = { thanksgiving: "a", declareWord: "b", promises: "c", meditation: "d", tongues: "e" };

describe("prayer contracts", () => {
  it("places never-moved notes three to a row of the 6-column grid", () => {
    expect([0, 1, 2, 3, 4, 7].map(defaultPrayerPosition)).toEqual([
      { x: 0, y: 0, w: 2, h: 2 },
      { x: 2, y: 0, w: 2, h: 2 },
      { x: 4, y: 0, w: 2, h: 2 },
      { x: 0, y: 2, w: 2, h: 2 },
      { x: 2, y: 2, w: 2, h: 2 },
      { x: 2, y: 4, w: 2, h: 2 },
    ]);
    for (let index = 0; index < 30; index++) {
      expect(PrayerPositionSchema.safeParse(defaultPrayerPosition(index)).success).toBe(true);
    }
  });

  it("keeps a position inside the grid", () => {
    expect(PrayerPositionSchema.safeParse({ x: 0, y: 0, w: 6, h: 12 }).success).toBe(true);
    expect(PrayerPositionSchema.safeParse({ x: 5, y: 10_000, w: 1, h: 1 }).success).toBe(true);
    expect(PrayerPositionSchema.safeParse({ x: 4, y: 0, w: 3, h: 1 }).success).toBe(false);
    expect(PrayerPositionSchema.safeParse({ x: 0, y: 10_001, w: 1, h: 1 }).success).toBe(false);
  });

  it("reads a structured prayer from an object or a JSON string, else null", () => {
    expect(structuredPrayerOf(structured)).toEqual(structured);
    expect(structuredPrayerOf(JSON.stringify(structured))).toEqual(structured);
    expect(structuredPrayerOf("{not json")).toBeNull();
    expect(structuredPrayerOf('{"text":"x"}')).toBeNull();
    expect(structuredPrayerOf({ text: "x" })).toBeNull();
    expect(structuredPrayerOf("plain")).toBeNull();
  });

  it("fills the defaults and turns a JSON-string structured prayer into the object", () => {
    const parsed = CreatePrayerInputSchema.parse({ title: " Dawn ", content: JSON.stringify(structured) });
    expect(parsed).toEqual({
      title: "Dawn",
      content: structured,
      type: "personal",
      category: "request",
      color: "#fef08a",
      watchNumber: 1,
      isAnswered: false,
      strategyId: null,
    });
  });

  it("bounds a structured prayer's total length", () => {
    const half = "x".repeat(PRAYER_LIMITS.contentMax / 2);
    const ok = { ...structured, thanksgiving: half, meditation: half.slice(5) };
    expect(CreatePrayerInputSchema.safeParse({ title: "t", content: ok }).success).toBe(true);
    const over = { ...structured, thanksgiving: half, meditation: half };
    expect(CreatePrayerInputSchema.safeParse({ title: "t", content: over }).success).toBe(false);
  });

  it("updates only what is sent, and at least one field", () => {
    expect(UpdatePrayerInputSchema.parse({ isAnswered: true })).toEqual({ isAnswered: true });
    expect(UpdatePrayerInputSchema.safeParse({}).success).toBe(false);
  });

  it("reads every content shape back", () => {
    const base = {
      id: 1,
      title: "t",
      type: "structured-prayer",
      category: "thanksgiving",
      color: "#e879f9",
      watchNumber: 1,
      isAnswered: false,
      strategyId: null,
      position: { x: 0, y: 0, w: 2, h: 2 },
      positionSaved: false,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    for (const content of ["plain", { text: "x" }, structured]) {
      expect(PrayerSchema.parse({ ...base, content }).content).toEqual(content);
    }
  });
});
