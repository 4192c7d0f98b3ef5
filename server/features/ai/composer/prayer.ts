import type { GeneratePrayerRequest, ScriptureSuggestion } from "@common/ai";
import type { StructuredPrayer } from "@common/prayers";
import { getWatch } from "@common/watches";
import { resolvePassage, resolveScriptureEntry } from "../scripture-check";
import { choosePrayerPoints, chooseScriptures } from "./select";
import { asSentence, focusPhrase, type Random, randomFor } from "./text";
import type { Topic } from "./topics";

/**
 * The five stages of spec §1 written from the focus, the chosen verses (quoted exactly, with their
 * references) and the prayer points: first person, addressed to God.
 */

/** Verses the prayer quotes: one each for thanksgiving, promises and meditation, two to declare. */
const PRAYER_SCRIPTURES = 5;
/** A strategy scripture longer than this is not quoted (a whole chapter reads badly in a prayer). */
const QUOTED_VERSES_MAX = 8;
const WOVEN_POINTS_MAX = 12;

/** Verses about praying in the Spirit, quoted in the fifth stage. */
const TONGUES_VERSES = ["Romans 8:26", "Jude 1:20-21", "1 Corinthians 14:2", "1 Corinthians 14:15", "Acts 2:4"];

/** Times the focus may appear word for word in the whole prayer, and in one stage (issue 19 §11). */
export const FOCUS_VERBATIM_MAX = 2;

/**
 * How the prayer speaks of the focus: word for word in the first stage and once more near the end,
 * otherwise as a person would, by a short reference ("this need", "this prayer for revival") that
 * does not repeat itself.
 */
class FocusVoice {
  private verbatim = 0;
  private referred = 0;
  private readonly references: string[];
  constructor(
    readonly phrase: string,
    references: string[],
  ) {
    this.references = references;
  }
  /** The focus word for word, while the budget lasts; then a reference. */
  named(): string {
    if (this.verbatim >= FOCUS_VERBATIM_MAX) return this.reference();
    this.verbatim++;
    return this.phrase;
  }
  /** A reference to the focus, a different one each time until they run out. */
  reference(): string {
    return this.references[this.referred++ % this.references.length]!;
  }
  /** A text (a prayer point) with every word-for-word focus replaced by a reference. */
  referTo(text: string, forms: readonly string[]): string {
    let result = text;
    for (const form of forms) {
      if (form.length < 3) continue;
      const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu");
      result = result.replace(pattern, () => this.reference());
    }
    return result;
  }
}

/** References to the focus that read naturally after "concerning", "of" or "take up". */
function referencesFor(topic: Topic, named: boolean, random: Random): string[] {
  const general = [
    "this need",
    "what I have brought before You",
    "this burden on my heart",
    "all that I have laid before You",
    "this request",
    "what is on my heart",
  ];
  const theme = named ? [`this prayer for ${topic.need}`, `my prayer for ${topic.need}`] : [];
  const [first, ...rest] = random.shuffle(general);
  // The theme's words come early, so the prayer keeps saying what it is about.
  return [...theme.slice(0, 1), first!, ...theme.slice(1), ...rest];
}

type Parts = {
  focus: FocusVoice;
  /** The forms of the focus a prayer point may contain word for word. */
  focusForms: string[];
  topic: Topic;
  watchName: string;
  verses: ScriptureSuggestion[];
  points: string[];
  random: Random;
  /** The later stage that names the focus word for word a second time. */
  nameIn: "meditation" | "tongues";
};

/** A verse quoted as a sentence of its own: "Psalm 91:1-2 says, “…”" and variants; the text is exactly the verse's. */
function quote(verse: ScriptureSuggestion, random: Random): string {
  const forms = [
    `${verse.reference} says, “${verse.text}”`,
    `Your word in ${verse.reference} says, “${verse.text}”`,
    `In ${verse.reference} You have said, “${verse.text}”`,
    `“${verse.text}” (${verse.reference})`,
  ];
  return random.pick(forms);
}

function thanksgiving({ focus, topic, watchName, verses, random }: Parts): string {
  const verse = verses[0]!;
  const openings = [
    `Heavenly Father, I come before You in this ${watchName} with a thankful heart.`,
    `Father, I enter Your gates with thanksgiving and Your courts with praise.`,
    `Lord, before I ask You for anything, I want to thank You.`,
    `Gracious Father, I bless Your holy name and give You thanks in this ${watchName}.`,
  ];
  const named = focus.named();
  const who = [
    `Thank You that You are ${topic.godIs}, and that nothing concerning ${named} is hidden from You.`,
    `I thank You that You are ${topic.godIs}; You already know everything concerning ${named}.`,
    `You are ${topic.godIs}, and I thank You that You care about every detail of ${named} even more than I do.`,
  ];
  const word = [
    "I thank You for Your faithful word.",
    "Thank You for the word You have already given me.",
    "I give You thanks for what You have spoken.",
  ];
  const closing = [
    "I thank You in advance for what You are doing, and I give You all the glory.",
    "For every mercy I have seen and every answer still on its way, I say thank You, Lord.",
    "My heart is grateful, and I will not forget all Your benefits.",
  ];
  return [random.pick(openings), random.pick(who), random.pick(word), quote(verse, random), random.pick(closing)].join(
    " ",
  );
}

function declareWord({ focus, focusForms, verses, points, random }: Parts): string {
  const [first, second] = [verses[1]!, verses[2]!];
  const about = focus.reference();
  const openings = [
    `Lord, I take my stand on Your Word concerning ${about}.`,
    `Father, Your word is settled in heaven, and I declare it now over ${about}.`,
    `I lift up my voice and declare Your Word, Lord, over ${about}.`,
  ];
  const declared = [
    random.pick(["I declare what You have spoken.", "I speak Your word with my mouth.", "I declare it aloud."]),
    quote(first, random),
    random.pick([
      "And I declare this word too.",
      "And again I declare Your word.",
      "I declare as well what You have said.",
    ]),
    quote(second, random),
  ].join(" ");
  const bridge = random.pick([
    "Your word will not return to You void. Standing on it, I pray:",
    "On the authority of Your Word, I bring these requests before You:",
    "Because Your word is true, I ask with confidence:",
  ]);
  const woven = points.slice(0, Math.ceil(points.length / 2)).map((p) => asSentence(focus.referTo(p, focusForms)));
  return [random.pick(openings), declared, bridge, ...woven].join(" ");
}

function promises({ focus, focusForms, topic, verses, points, random }: Parts): string {
  const verse = verses[3]!;
  const openings = [
    "Father, You are not a man that You should lie; what You have promised, You are able to perform.",
    "Lord, every one of Your promises is yes and amen in Christ Jesus.",
    "Faithful God, I remind You of Your promises, for You watch over Your word to perform it.",
  ];
  const promise = [
    "This is Your promise to me.",
    "You have given me Your promise.",
    "I hold on to what You have said.",
  ];
  const receive = [
    "I receive this promise, and I will not let it go.",
    "I believe it, and I wait for its fulfilment with expectation.",
    "I choose to believe Your promise above every report and every feeling.",
  ];
  const rest = points.slice(Math.ceil(points.length / 2)).map((p) => asSentence(focus.referTo(p, focusForms)));
  const more =
    rest.length > 0 ? [random.pick(["On the strength of Your promises I also ask:", "And I ask:"]), ...rest] : [];
  const closing = `You are ${topic.godIs}, and You will finish what You have begun.`;
  return [
    random.pick(openings),
    random.pick(promise),
    quote(verse, random),
    random.pick(receive),
    ...more,
    closing,
  ].join(" ");
}

function meditation({ focus, verses, random, nameIn }: Parts): string {
  const verse = verses[4]!;
  const openings = [
    "Lord, I quiet my heart before You now.",
    "Father, I still my thoughts and wait in Your presence.",
    "Holy Spirit, slow me down, and let me be still and know that You are God.",
  ];
  const meditate = [
    "I meditate on Your word.",
    "I turn Your word over in my heart.",
    "I let this word sink deep into my soul.",
  ];
  const about = nameIn === "meditation" ? focus.named() : focus.reference();
  const reflect = [
    `As I think on ${about} in the light of this word, let Your truth become more real to me than my fears.`,
    `Show me what this word means for ${about}, and what You would have me do.`,
    `Let this word shape how I think and pray about ${about}, and let Your peace settle over my mind.`,
  ];
  const closing = [
    "Speak, Lord, for Your servant hears.",
    "I wait for You, and I listen.",
    "Search my heart, and lead me in the way everlasting.",
  ];
  return [
    random.pick(openings),
    random.pick(meditate),
    quote(verse, random),
    random.pick(reflect),
    random.pick(closing),
  ].join(" ");
}

function tongues({ focus, random, nameIn }: Parts): string {
  const verse = resolvePassage(random.pick(TONGUES_VERSES))!;
  const openings = [
    "Holy Spirit, I yield my tongue and my heart to You now.",
    "Father, I surrender this time of prayer to the Holy Spirit.",
    "Spirit of the living God, I give You my voice.",
  ];
  const about = nameIn === "tongues" ? focus.named() : focus.reference();
  const pray = [
    `Where I do not know how to pray as I ought concerning ${about}, pray through me.`,
    `Take up ${about} and pray the perfect will of the Father through me.`,
    `Intercede through me concerning ${about}, beyond my words and understanding.`,
  ];
  const word = quote(verse, random);
  const closing = [
    "I pray in the Spirit now, building myself up in my most holy faith, until I have peace that You have heard me. In Jesus' name, Amen.",
    "As I pray in other tongues, let Your will be done and Your kingdom come. I thank You that You have heard me. In Jesus' name, Amen.",
    "I lift my voice and pray in the Spirit, trusting You to complete what I cannot express. In the mighty name of Jesus, Amen.",
  ];
  return [random.pick(openings), random.pick(pray), word, random.pick(closing)].join(" ");
}

/**
 * The strategy's scriptures re-read in our Bible (the text given is ignored), then topic verses
 * to make up five; no passage twice.
 */
function prayerVerses(input: GeneratePrayerRequest): ScriptureSuggestion[] {
  const verses: ScriptureSuggestion[] = [];
  const add = (verse: ScriptureSuggestion | null) => {
    if (verse && !verses.some((v) => v.reference === verse.reference)) verses.push(verse);
  };
  for (const entry of input.scriptures) add(resolveScriptureEntry(entry, { maxVerses: QUOTED_VERSES_MAX }));
  if (verses.length < PRAYER_SCRIPTURES) {
    for (const verse of chooseScriptures(input.focus, input.watchNumber).scriptures) add(verse);
  }
  return verses;
}

function withoutEndPunctuation(text: string): string {
  return text.replace(/[\s.!?;:,]+$/, "");
}

/** The five stages for a focus, its strategy's scriptures and prayer points. */
export function composePrayer(input: GeneratePrayerRequest): StructuredPrayer {
  const chosen = chooseScriptures(input.focus, input.watchNumber);
  const verses = prayerVerses(input);
  const points =
    input.prayerPoints.length > 0
      ? input.prayerPoints.slice(0, WOVEN_POINTS_MAX)
      : choosePrayerPoints(input.focus, input.watchNumber, chosen);
  const watch = getWatch(input.watchNumber);
  const random = randomFor(input.focus, input.watchNumber, `prayer|${verses.map((v) => v.reference).join(";")}`);
  const phrase = focusPhrase(input.focus);
  const raw = input.focus.replace(/\s+/g, " ").trim();
  const topic = chosen.match.primary;
  const parts: Parts = {
    focus: new FocusVoice(phrase, referencesFor(topic, chosen.match.matchedFocus, random)),
    focusForms: [...new Set([phrase, raw, withoutEndPunctuation(raw)])].sort((a, b) => b.length - a.length),
    nameIn: random.pick(["meditation", "tongues"] as const),
    topic,
    watchName: watch ? watch.name.toLowerCase() : "watch",
    // Five slots; with fewer distinct verses the later stages quote the earlier ones again.
    verses: Array.from({ length: PRAYER_SCRIPTURES }, (_, i) => verses[i % verses.length]!),
    points,
    random,
  };
  return {
    thanksgiving: thanksgiving(parts),
    declareWord: declareWord(parts),
    promises: promises(parts),
    meditation: meditation(parts),
    tongues: tongues(parts),
  };
}
