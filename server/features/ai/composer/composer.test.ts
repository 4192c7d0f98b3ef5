import type { ScriptureSuggestion } from "@common/ai";
import { STRUCTURED_PRAYER_STAGES } from "@common/prayers";
import { describe, expect, it } from "vitest";
import { findScripture } from "../../bible";
import {
  createComposer,
  DENIED_VERSES,
  FOCUS_VERBATIM_MAX,
  focusPhrase,
  matchTopics,
  TOPICS,
  WATCH_TOPICS,
} from "./index";

const composer = createComposer();

/** Our Bible's own text for a reference, read through the bible feature rather than the composer. */
function bibleText(reference: string): string | null {
  return findScripture(reference, { requireChapter: true, maxVerses: Number.POSITIVE_INFINITY })?.text ?? null;
}

/** The Bible-wide verse indices a reference names. */
function indicesOf(reference: string): number[] {
  const found = findScripture(reference, { requireChapter: true, maxVerses: Number.POSITIVE_INFINITY });
  if (!found) throw new Error(`unresolvable: ${reference}`);
  return [...found.verses];
}

function expectExact(scriptures: ScriptureSuggestion[]) {
  for (const { reference, text } of scriptures) expect(text, reference).toBe(bibleText(reference));
}

/** The quality gate (issue 6 item 6): forty focus phrases and the topic each one is about. */
const QUALITY_GATE: ReadonlyArray<readonly [focus: string, topic: string]> = [
  ["healing for my mother", "healing"],
  ["revival in our nation", "revival"],
  ["provision for school fees", "provision"],
  ["peace in anxiety at night", "anxiety"],
  ["protection from every danger and evil", "protection"],
  ["a new job after redundancy", "work"],
  ["breakthrough after years of stagnation", "breakthrough"],
  ["guidance for a big decision", "guidance"],
  ["forgiveness for my sins", "forgiveness"],
  ["comfort after my father passed away", "grief"],
  ["salvation of my brother", "salvation"],
  ["deliverance from bondage and oppression", "deliverance"],
  ["strength when I am weary", "strength"],
  ["wisdom and discernment", "wisdom"],
  ["love and unity in my marriage", "marriage"],
  ["we are trying to conceive", "fertility"],
  ["a safe delivery for our baby", "pregnancy"],
  ["freedom from debt", "finances"],
  ["success in my exams", "education"],
  ["safe travel tomorrow", "travel"],
  ["overcoming fear", "fear"],
  ["hope in depression", "despair"],
  ["loneliness since moving city", "loneliness"],
  ["I cannot sleep at night", "sleep"],
  ["freedom from alcohol addiction", "addiction"],
  ["spiritual attack on my family", "warfare"],
  ["to be filled with the Holy Spirit", "holy-spirit"],
  ["thankfulness for answered prayer", "thanksgiving"],
  ["unity among believers", "unity"],
  ["souls saved in my city", "evangelism"],
  ["our president and government", "leaders"],
  ["justice for the oppressed", "justice"],
  ["waiting on God's timing", "waiting"],
  ["God's favour on my life", "favor"],
  ["reconciliation with my sister", "reconciliation"],
  ["my prodigal son to come home", "prodigal"],
  ["grace to grow old well", "elderly"],
  ["rain for the crops in this drought", "harvest-rain"],
  ["my business to grow", "business"],
  ["my children's future", "children"],
];

describe("topical index", () => {
  it("has at least 60 topics, each with vocabulary, 8+ verses and prayer points", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TOPICS.map((topic) => topic.id)).size).toBe(TOPICS.length);
    for (const topic of TOPICS) {
      expect(topic.keywords.length, topic.id).toBeGreaterThanOrEqual(5);
      expect(topic.verses.length, topic.id).toBeGreaterThanOrEqual(8);
      expect(new Set(topic.verses).size, topic.id).toBe(topic.verses.length);
      expect(topic.points.length, topic.id).toBeGreaterThanOrEqual(4);
    }
  });

  it("every reference of every topic resolves in our Bible", () => {
    const unresolved = TOPICS.flatMap((topic) =>
      topic.verses.filter((reference) => bibleText(reference) === null).map((reference) => `${topic.id}: ${reference}`),
    );
    expect(unresolved).toEqual([]);
  });

  it("maps each of the 8 watches to default topics of the index", () => {
    for (let watch = 1; watch <= 8; watch++) {
      expect(WATCH_TOPICS[watch]!.length).toBeGreaterThan(0);
      for (const id of WATCH_TOPICS[watch]!)
        expect(
          TOPICS.some((topic) => topic.id === id),
          id,
        ).toBe(true);
    }
  });
});

describe("composer quality gate", () => {
  it.each(QUALITY_GATE)("%s → %s", async (focus, topicId) => {
    const topic = TOPICS.find((t) => t.id === topicId)!;
    expect(matchTopics(focus, 1).primary.id).toBe(topicId);

    const scriptures = await composer.suggestScriptures({ focus, watchNumber: 1 });
    expect(scriptures.length).toBeGreaterThanOrEqual(5);
    expectExact(scriptures);
    const topicVerses = new Set(topic.verses.flatMap(indicesOf));
    const fromTopic = scriptures.filter(({ reference }) => indicesOf(reference).every((i) => topicVerses.has(i)));
    expect(fromTopic.length).toBeGreaterThanOrEqual(3);

    const points = await composer.suggestPrayerPoints({ focus, watchNumber: 1 });
    expect(points.length).toBeGreaterThanOrEqual(5);
    expect(new Set(points).size).toBe(points.length);

    const prayer = await composer.generatePrayer({ focus, scriptures: [], prayerPoints: [], watchNumber: 1 });
    const references = scriptures.map((s) => s.reference);
    for (const stage of STRUCTURED_PRAYER_STAGES) {
      expect(prayer[stage].trim(), stage).not.toBe("");
      // Every stage prays from a verse, quoted with its reference.
      expect(prayer[stage], stage).toMatch(/\d+:\d+/);
      expect(prayer[stage], stage).toContain("“");
    }
    // The prayer names the focus, and quotes the suggested verses (same topic, same seed).
    const all = STRUCTURED_PRAYER_STAGES.map((stage) => prayer[stage]).join(" ");
    expect(all.toLowerCase()).toContain(focus.toLowerCase());
    expect(references.filter((r) => all.includes(r)).length).toBeGreaterThanOrEqual(3);
  });
});

describe("composer", () => {
  it("is deterministic for the same input", async () => {
    const input = { focus: "healing for my mother", watchNumber: 3 };
    expect(await composer.suggestScriptures(input)).toEqual(await composer.suggestScriptures(input));
    expect(await composer.suggestPrayerPoints(input)).toEqual(await composer.suggestPrayerPoints(input));
    const prayerInput = { ...input, scriptures: [], prayerPoints: [] };
    expect(await composer.generatePrayer(prayerInput)).toEqual(await composer.generatePrayer(prayerInput));
    // Case and spacing do not change the answer.
    expect(await composer.suggestScriptures({ focus: "  Healing for my  MOTHER ", watchNumber: 3 })).toEqual(
      await composer.suggestScriptures(input),
    );
  });

  it("varies across inputs", async () => {
    const a = await composer.suggestScriptures({ focus: "healing for my mother", watchNumber: 1 });
    const b = await composer.suggestScriptures({ focus: "healing for my father", watchNumber: 1 });
    const c = await composer.suggestScriptures({ focus: "healing for my mother", watchNumber: 6 });
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(c);
    const answers = new Set<string>();
    for (const focus of QUALITY_GATE.map(([f]) => f)) {
      answers.add(JSON.stringify(await composer.suggestPrayerPoints({ focus, watchNumber: 1 })));
    }
    expect(answers.size).toBe(QUALITY_GATE.length);
  });

  it("never repeats a verse in one answer, even across overlapping passages", async () => {
    for (let watchNumber = 1; watchNumber <= 8; watchNumber++) {
      for (const [focus] of QUALITY_GATE) {
        const scriptures = await composer.suggestScriptures({ focus, watchNumber });
        const indices = scriptures.flatMap((s) => indicesOf(s.reference));
        expect(new Set(indices).size, `${focus} (watch ${watchNumber})`).toBe(indices.length);
      }
    }
  });

  it("falls back to the watch's theme when the focus names no topic", async () => {
    const match = matchTopics("zzz qqq", 3);
    expect(match.matchedFocus).toBe(false);
    expect(match.primary.id).toBe(WATCH_TOPICS[3]![0]);
    const scriptures = await composer.suggestScriptures({ focus: "zzz qqq", watchNumber: 3 });
    expect(scriptures.length).toBeGreaterThanOrEqual(5);
    expectExact(scriptures);
    expect((await composer.suggestPrayerPoints({ focus: "zzz qqq", watchNumber: 3 })).length).toBeGreaterThanOrEqual(5);
  });

  it("quotes the strategy's scriptures from our Bible, never the text given", async () => {
    const prayer = await composer.generatePrayer({
      focus: "healing for my mother",
      watchNumber: 1,
      scriptures: [
        "Psalm 91:1-2 - He that dwelleth in an INVENTED place",
        'Isaiah 53:5 "by his stripes, invented"',
        "Hezekiah 4:4",
      ],
      prayerPoints: ["Lord, heal my mother completely", "Give her doctors wisdom"],
    });
    const all = STRUCTURED_PRAYER_STAGES.map((stage) => prayer[stage]).join("\n");
    expect(all).not.toMatch(/INVENTED|invented|Hezekiah/);
    expect(all).toContain(`“${bibleText("Psalm 91:1-2")}”`);
    expect(all).toContain(`“${bibleText("Isaiah 53:5")}”`);
    expect(all).toContain("Lord, heal my mother completely.");
    expect(all).toContain("Give her doctors wisdom.");
    expect(prayer.tongues).toMatch(/Amen\.$/);
  });

  it("quotes only exact verses in a generated prayer", async () => {
    for (const [focus] of QUALITY_GATE.slice(0, 10)) {
      const prayer = await composer.generatePrayer({ focus, watchNumber: 2, scriptures: [], prayerPoints: [] });
      for (const stage of STRUCTURED_PRAYER_STAGES) {
        const quotes = [...prayer[stage].matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
        const references = [
          ...prayer[stage].matchAll(/(?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d+:\d+(?:-\d+)?/g),
        ].map((m) => m[0]);
        expect(quotes.length, `${focus} ${stage}`).toBeGreaterThan(0);
        const texts = references.map(bibleText);
        for (const quoted of quotes) expect(texts, `${focus} ${stage}`).toContain(quoted);
      }
    }
  });

  it("uses topic verses when the strategy's scriptures are all unresolvable", async () => {
    const prayer = await composer.generatePrayer({
      focus: "provision for school fees",
      watchNumber: 6,
      scriptures: ["Not a verse", "Opinions 1:1"],
      prayerPoints: [],
    });
    const suggested = await composer.suggestScriptures({ focus: "provision for school fees", watchNumber: 6 });
    expect(prayer.thanksgiving).toContain(suggested[0]!.reference);
  });

  it("keeps a very long focus readable", async () => {
    const focus = `Lord please help ${"with everything in my life ".repeat(60)}`;
    const points = await composer.suggestPrayerPoints({ focus, watchNumber: 5 });
    for (const point of points) expect(point.length).toBeLessThan(400);
  });
});

/** Focus phrases as people type them (issue 19 §11), on top of the quality gate's. */
const FOCUS_PHRASES: readonly string[] = [
  "revival / salvation for the nations",
  "healing for my mother",
  "peace in Jerusalem",
  "my exams",
  "Please pray for healing for my mother.",
  "a job for my husband",
  "protection for my children at school",
  "breakthrough in my finances",
  "salvation of my neighbours",
  "strength for the week ahead",
  "comfort for a grieving friend",
  "revival in our church",
  "wisdom for our pastor",
  "peace in my home",
  ...QUALITY_GATE.map(([focus]) => focus),
];

/** How often a phrase occurs word for word (case-insensitive, whole words). */
function occurrences(text: string, phrase: string): number {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu"))].length;
}

/** The Bible-wide indices of every verse a topic lists. */
function topicIndices(topicIds: readonly string[]): Set<number> {
  return new Set(TOPICS.filter((t) => topicIds.includes(t.id)).flatMap((t) => t.verses.flatMap(indicesOf)));
}

const deniedIndices = new Set(DENIED_VERSES.flatMap(({ reference }) => indicesOf(reference)));

/** The references a prayer quotes ("Psalm 91:1-2 says, “…”", "“…” (John 3:16)"). */
function quotedReferences(text: string): string[] {
  return [...text.matchAll(/(?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d+:\d+(?:-\d+)?/g)].map((m) => m[0]);
}

describe("a composer that prays like a person (issue 19 §11)", () => {
  it("names the focus word for word at most once per stage and twice in the whole prayer", async () => {
    const failures: string[] = [];
    for (const focus of FOCUS_PHRASES) {
      const phrase = focusPhrase(focus);
      for (let watchNumber = 1; watchNumber <= 8; watchNumber++) {
        const scriptures = await composer.suggestScriptures({ focus, watchNumber });
        const prayerPoints = await composer.suggestPrayerPoints({ focus, watchNumber });
        // Both ways a prayer is generated: from the focus alone, and from the accepted suggestions.
        for (const input of [
          { focus, watchNumber, scriptures: [], prayerPoints: [] },
          { focus, watchNumber, scriptures: scriptures.map((s) => s.reference), prayerPoints },
        ]) {
          const prayer = await composer.generatePrayer(input);
          let total = 0;
          for (const stage of STRUCTURED_PRAYER_STAGES) {
            const count = occurrences(prayer[stage], phrase);
            total += count;
            if (count > 1) failures.push(`${focus} (watch ${watchNumber}) ${stage}: ${count}× — ${prayer[stage]}`);
          }
          if (total > FOCUS_VERBATIM_MAX || total === 0)
            failures.push(`${focus} (watch ${watchNumber}): ${total}× in all`);
        }
        // A list of suggested points names it once too; the others refer to it.
        const inPoints = prayerPoints.reduce((sum, point) => sum + occurrences(point, phrase), 0);
        if (inPoints > 1) failures.push(`${focus} (watch ${watchNumber}) points: ${inPoints}×`);
      }
    }
    expect(FOCUS_VERBATIM_MAX).toBeLessThanOrEqual(2);
    expect(failures).toEqual([]);
  });

  it("refers to the focus in varied words, not one stock phrase", async () => {
    const prayer = await composer.generatePrayer({
      focus: "revival / salvation for the nations",
      watchNumber: 4,
      scriptures: [],
      prayerPoints: [],
    });
    const all = STRUCTURED_PRAYER_STAGES.map((stage) => prayer[stage]).join(" ");
    expect(occurrences(all, "revival / salvation for the nations")).toBeGreaterThanOrEqual(1);
    expect(occurrences(all, "revival / salvation for the nations")).toBeLessThanOrEqual(2);
    // The theme's own words carry it where the phrase is not repeated.
    expect(all).toMatch(/this prayer for|my prayer for/);
    for (const stock of ["this need", "this request", "this burden on my heart", "what is on my heart"]) {
      expect(occurrences(all, stock), stock).toBeLessThanOrEqual(1);
    }
  });

  it("chooses verses only from the curated lists of the topics the focus names", async () => {
    const expected: ReadonlyArray<readonly [string, readonly string[]]> = [
      ["revival / salvation for the nations", ["revival", "salvation", "nations"]],
      ["healing for my mother", ["healing"]],
      ["peace in Jerusalem", ["peace", "nations"]],
      ["my exams", ["education"]],
    ];
    for (const [focus, topics] of expected) {
      for (let watchNumber = 1; watchNumber <= 8; watchNumber++) {
        const match = matchTopics(focus, watchNumber);
        expect(match.matchedFocus, focus).toBe(true);
        expect(
          match.focusTopics.map((t) => t.id),
          focus,
        ).toEqual(expect.arrayContaining([...topics]));
        const allowed = topicIndices(topics);
        for (const { reference } of await composer.suggestScriptures({ focus, watchNumber })) {
          const inTopic = indicesOf(reference).every((i) => allowed.has(i));
          expect(inTopic, `${focus} (watch ${watchNumber}): ${reference} is not in ${topics.join(", ")}`).toBe(true);
        }
      }
    }
    // Every phrase: each suggested verse comes from a topic the focus names, never from elsewhere.
    for (const focus of FOCUS_PHRASES) {
      for (const watchNumber of [1, 4, 7]) {
        const match = matchTopics(focus, watchNumber);
        const allowed = topicIndices(match.focusTopics.map((t) => t.id));
        for (const { reference } of await composer.suggestScriptures({ focus, watchNumber })) {
          expect(
            indicesOf(reference).every((i) => allowed.has(i)),
            `${focus} (watch ${watchNumber}): ${reference}`,
          ).toBe(true);
        }
      }
    }
  });

  it("puts first the topic verses that speak the focus's own words", async () => {
    const scriptures = await composer.suggestScriptures({ focus: "peace in Jerusalem", watchNumber: 1 });
    expect(scriptures.slice(0, 2).map((s) => s.reference)).toContain("Psalm 122:6");
  });

  it("keeps verses that mislead out of context out of every topic", () => {
    expect(DENIED_VERSES.map((v) => v.reference)).toEqual(expect.arrayContaining(["Matthew 18:17", "Colossians 2:12"]));
    const listed = TOPICS.flatMap((topic) =>
      topic.verses
        .filter((reference) => indicesOf(reference).some((i) => deniedIndices.has(i)))
        .map((reference) => `${topic.id}: ${reference}`),
    );
    expect(listed).toEqual([]);
  });

  it("never suggests or quotes a denied verse, for any focus and watch", async () => {
    const found: string[] = [];
    const check = (where: string, reference: string) => {
      if (indicesOf(reference).some((i) => deniedIndices.has(i))) found.push(`${where}: ${reference}`);
    };
    for (const focus of [...FOCUS_PHRASES, "the heathen nations", "peace not a sword", "my brother in the church"]) {
      for (let watchNumber = 1; watchNumber <= 8; watchNumber++) {
        for (const { reference } of await composer.suggestScriptures({ focus, watchNumber })) check(focus, reference);
        const prayer = await composer.generatePrayer({ focus, watchNumber, scriptures: [], prayerPoints: [] });
        for (const stage of STRUCTURED_PRAYER_STAGES) {
          for (const reference of quotedReferences(prayer[stage])) check(`${focus} ${stage}`, reference);
        }
        for (const point of await composer.suggestPrayerPoints({ focus, watchNumber })) {
          for (const reference of quotedReferences(point)) check(`${focus} point`, reference);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
