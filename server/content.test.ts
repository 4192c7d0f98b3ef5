import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseContent } from "./content";
import { TOPICS } from "./features/ai/composer/topics";
import { findScripture } from "./features/bible";
import { DAILY_VERSES } from "./features/bible/daily-verses";
import { CHRONOLOGICAL_ORDER, DEVOTIONAL_NEW_TESTAMENT, readingPlan } from "./features/bible/reading-plans";
import { DAILY_WORD_WEEKS } from "./features/daily-word/daily-word-content";

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "content");

/** References that do not resolve in the app's Bible (any length, chapter required unless a whole book is meant). */
const unresolved = (references: readonly string[]) =>
  references.filter((reference) => !findScripture(reference, { maxVerses: Number.POSITIVE_INFINITY }));

describe("content/", () => {
  it("holds the files the server loads, and nothing else", () => {
    const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"));
    expect(files.map((f) => f.split(path.sep).join("/")).sort()).toEqual([
      "composer-denied-verses.json",
      "composer-topics/heart.json",
      "composer-topics/life.json",
      "composer-topics/spirit.json",
      "composer-topics/world.json",
      "daily-verses.json",
      "daily-word.json",
      "reading-plans.json",
    ]);
  });

  it("keeps the counts it had as TypeScript", () => {
    expect(DAILY_WORD_WEEKS).toHaveLength(52);
    expect(DAILY_WORD_WEEKS.flatMap((week) => week.days)).toHaveLength(364);
    expect(DAILY_VERSES).toHaveLength(366);
    expect(TOPICS).toHaveLength(74);
    expect(CHRONOLOGICAL_ORDER).toHaveLength(230);
    expect(DEVOTIONAL_NEW_TESTAMENT).toHaveLength(27);
  });

  it("has unique ids and references where they must be unique", () => {
    expect(new Set(TOPICS.map((topic) => topic.id)).size).toBe(TOPICS.length);
    const days = DAILY_WORD_WEEKS.flatMap((week) => week.days);
    expect(new Set(days.map((day) => day.reference)).size).toBe(days.length);
    expect(new Set(days.map((day) => day.theme)).size).toBe(days.length);
    expect(new Set(DAILY_WORD_WEEKS.map((week) => week.theme)).size).toBe(DAILY_WORD_WEEKS.length);
    expect(new Set(DAILY_VERSES).size).toBe(DAILY_VERSES.length);
    expect(new Set(DEVOTIONAL_NEW_TESTAMENT).size).toBe(DEVOTIONAL_NEW_TESTAMENT.length);
  });

  it("names only scripture that resolves in the app's Bible", () => {
    expect(unresolved(["John 3:16", "Hezekiah 3:16", "Psalm 151:1"])).toEqual(["Hezekiah 3:16", "Psalm 151:1"]);
    expect(unresolved(DAILY_WORD_WEEKS.flatMap((week) => week.days.map((day) => day.reference)))).toEqual([]);
    expect(unresolved(DAILY_VERSES)).toEqual([]);
    expect(unresolved(TOPICS.flatMap((topic) => topic.verses))).toEqual([]);
    expect(unresolved(CHRONOLOGICAL_ORDER)).toEqual([]);
    expect(unresolved(DEVOTIONAL_NEW_TESTAMENT)).toEqual([]);
    for (const type of ["canonical", "chronological", "devotional"] as const) {
      expect(unresolved(readingPlan(type).flatMap((day) => day.split("; "))), type).toEqual([]);
    }
  });
});

describe("parseContent", () => {
  const Schema = z.array(z.strictObject({ id: z.string(), verses: z.array(z.string()).min(1) }));

  it("answers the parsed data when the file matches its schema", () => {
    expect(parseContent("topics.json", Schema, [{ id: "peace", verses: ["John 14:27"] }])).toEqual([
      { id: "peace", verses: ["John 14:27"] },
    ]);
  });

  it("refuses a malformed file, naming the file and the place", () => {
    expect(() => parseContent("topics.json", Schema, [{ id: "peace", verses: [] }])).toThrow(
      /content\/topics\.json is not valid:[\s\S]*\[0\]\.verses/,
    );
    expect(() => parseContent("topics.json", Schema, [{ id: "peace", verses: ["x"], extra: 1 }])).toThrow(
      /content\/topics\.json is not valid/,
    );
  });
});
