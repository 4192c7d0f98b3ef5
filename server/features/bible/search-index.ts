import { type KjvBible, kjv } from "./kjv-text";

/**
 * A hand-built inverted index over every KJV verse (decision 007): postings in typed arrays,
 * BM25 weights computed once at build time, and each verse's token sequence kept for phrase
 * checks. A query matches verses holding every word (AND); words in double quotes must also
 * appear together in that order. Verses holding the whole query as a phrase rank first.
 */
export type SearchIndex = {
  /** Verse indices, best first; at most `limit`. */
  search(query: string, limit: number): number[];
  vocabularySize: number;
  postingCount: number;
};

const K1 = 1.2;
const B = 0.75;
/** How much a word form found by adding a suffix ("pray" → "prayed") counts next to the word itself. */
const VARIANT_WEIGHT = 0.5;
const VARIANT_SUFFIXES = ["s", "es", "d", "ed", "th", "eth", "st", "est", "ing", "r", "er", "ers", "rs", "n"];
const VARIANT_MIN_LENGTH = 4;
/** Leap through a word's verse list when it is this many times longer than the verses still in the running. */
const LEAP_FACTOR = 8;
/** A verse holding the whole query as a phrase outranks one that merely holds its words. */
const PHRASE_BONUS = 3;

/** Lower-case words; "LORD's" and "sons'" count as "lord" and "sons". */
export function tokenize(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['’]s\b/g, "")
      .replace(/['’]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  );
}

let index: SearchIndex | null = null;

/** The index over the KJV, built on first use (about 150 ms); later calls return the same one. */
export function searchIndex(): SearchIndex {
  index ??= buildSearchIndex(kjv());
  return index;
}

export function buildSearchIndex(bible: KjvBible): SearchIndex {
  const verseCount = bible.verseCount;
  const vocabulary = new Map<string, number>();
  const sequences: number[][] = new Array(verseCount);
  const documentFrequency: number[] = [];

  for (let verse = 0; verse < verseCount; verse++) {
    const ids = tokenize(bible.plain[verse]!).map((word) => {
      let id = vocabulary.get(word);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(word, id);
        documentFrequency.push(0);
      }
      return id;
    });
    sequences[verse] = ids;
    for (const id of new Set(ids)) documentFrequency[id]!++;
  }

  // Postings of token t are docs[offsets[t] .. offsets[t + 1]), in verse order, with their BM25 weight.
  const tokenCount = vocabulary.size;
  const offsets = new Uint32Array(tokenCount + 1);
  for (let id = 0; id < tokenCount; id++) offsets[id + 1] = offsets[id]! + documentFrequency[id]!;
  const postingCount = offsets[tokenCount]!;
  const docs = new Uint16Array(postingCount);
  const weights = new Float32Array(postingCount);
  const cursor = offsets.slice(0, tokenCount);

  const sequenceStart = new Uint32Array(verseCount + 1);
  for (let verse = 0; verse < verseCount; verse++)
    sequenceStart[verse + 1] = sequenceStart[verse]! + sequences[verse]!.length;
  const tokens = new Uint16Array(sequenceStart[verseCount]!);
  const averageLength = tokens.length / verseCount;

  const frequency = new Map<number, number>();
  for (let verse = 0; verse < verseCount; verse++) {
    const ids = sequences[verse]!;
    tokens.set(ids, sequenceStart[verse]!);
    frequency.clear();
    for (const id of ids) frequency.set(id, (frequency.get(id) ?? 0) + 1);
    const lengthNorm = K1 * (1 - B + (B * ids.length) / averageLength);
    for (const [id, tf] of frequency) {
      const df = documentFrequency[id]!;
      const idf = Math.log(1 + (verseCount - df + 0.5) / (df + 0.5));
      const slot = cursor[id]!++;
      docs[slot] = verse;
      weights[slot] = (idf * tf * (K1 + 1)) / (tf + lengthNorm);
    }
  }

  // Scratch space reused by every query (the server is single-threaded).
  const matched = new Uint8Array(verseCount);
  const score = new Float64Array(verseCount);

  type Term = { ids: number[]; weights: number[]; postings: number };

  function termFor(word: string, exactOnly: boolean): Term | null {
    const term: Term = { ids: [], weights: [], postings: 0 };
    const add = (id: number | undefined, weight: number) => {
      if (id === undefined) return;
      term.ids.push(id);
      term.weights.push(weight);
      term.postings += offsets[id + 1]! - offsets[id]!;
    };
    add(vocabulary.get(word), 1);
    if (!exactOnly && word.length >= VARIANT_MIN_LENGTH) {
      for (const suffix of VARIANT_SUFFIXES) add(vocabulary.get(word + suffix), VARIANT_WEIGHT);
    }
    return term.ids.length > 0 ? term : null;
  }

  function containsSequence(verse: number, ids: readonly number[]): boolean {
    const from = sequenceStart[verse]!;
    const to = sequenceStart[verse + 1]! - ids.length;
    outer: for (let at = from; at <= to; at++) {
      for (let k = 0; k < ids.length; k++) if (tokens[at + k] !== ids[k]) continue outer;
      return true;
    }
    return false;
  }

  function search(query: string, limit: number): number[] {
    const { words, phrases } = parseQuery(query);
    const distinct = [...new Set(words)];
    if (distinct.length === 0 || distinct.length > 255) return [];
    const inPhrase = new Set(phrases.flat());
    const terms: Term[] = [];
    for (const word of distinct) {
      const term = termFor(word, inPhrase.has(word));
      if (!term) return [];
      terms.push(term);
    }
    const phraseIds = phrases.map((phrase) => phrase.map((word) => vocabulary.get(word)!));
    const wholeQuery = words.length > 1 ? words.map((word) => vocabulary.get(word)) : null;
    const wholeQueryIds = wholeQuery?.every((id) => id !== undefined) ? (wholeQuery as number[]) : null;

    // Rarest word first: later words only touch verses that already hold every earlier one.
    terms.sort((a, b) => a.postings - b.postings);
    const touched: number[] = [];
    let candidates: number[] = [];
    terms.forEach((term, position) => {
      for (let t = 0; t < term.ids.length; t++) {
        const id = term.ids[t]!;
        const weight = term.weights[t]!;
        const from = offsets[id]!;
        const end = offsets[id + 1]!;
        // Few candidates and a long list ("shepherd" then "the"): leap through the list to each
        // candidate instead of reading all of it.
        if (position > 0 && candidates.length * LEAP_FACTOR < end - from) {
          let p = from;
          for (const verse of candidates) {
            p = leapTo(docs, p, end, verse);
            if (p === end) break;
            if (docs[p] === verse) {
              if (matched[verse] === position) matched[verse] = position + 1;
              score[verse] = score[verse]! + weights[p]! * weight;
            }
          }
          continue;
        }
        for (let p = from; p < end; p++) {
          const verse = docs[p]!;
          const seen = matched[verse]!;
          if (seen === position) {
            if (position === 0) touched.push(verse);
            matched[verse] = position + 1;
            score[verse] = score[verse]! + weights[p]! * weight;
          } else if (seen === position + 1) {
            score[verse] = score[verse]! + weights[p]! * weight;
          }
        }
      }
      if (position > 0) candidates = candidates.filter((verse) => matched[verse] === position + 1);
      // One word's list is in verse order already; a word and its other forms need sorting.
      else candidates = term.ids.length === 1 ? touched : Array.from(Uint16Array.from(touched).sort());
    });

    const best = new TopK(limit);
    for (const verse of touched) {
      const base = score[verse]!;
      // The phrase checks cost the most, so skip them for a verse that could not make the list anyway.
      if (
        matched[verse] === terms.length &&
        best.accepts(wholeQueryIds ? base * PHRASE_BONUS : base, verse) &&
        phraseIds.every((ids) => containsSequence(verse, ids))
      ) {
        const bonus = wholeQueryIds && containsSequence(verse, wholeQueryIds) ? PHRASE_BONUS : 1;
        best.offer(verse, base * bonus);
      }
      matched[verse] = 0;
      score[verse] = 0;
    }
    return best.sorted();
  }

  return { search, vocabularySize: tokenCount, postingCount };
}

/** The first position in docs[from, end) holding a verse ≥ `verse` (end when none): gallop, then halve. */
function leapTo(docs: Uint16Array, from: number, end: number, verse: number): number {
  if (from >= end || docs[from]! >= verse) return from;
  let low = from;
  let step = 1;
  while (low + step < end && docs[low + step]! < verse) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, end);
  // docs[low] < verse; the answer lies in (low, high].
  while (low + 1 < high) {
    const middle = (low + high) >>> 1;
    if (docs[middle]! < verse) low = middle;
    else high = middle;
  }
  return high;
}

/** Words of the query, and the phrases among them that were in double quotes. */
export function parseQuery(query: string): { words: string[]; phrases: string[][] } {
  const words: string[] = [];
  const phrases: string[][] = [];
  const parts = query.replace(/[“”„]/g, '"').split('"');
  parts.forEach((part, i) => {
    const partWords = tokenize(part);
    words.push(...partWords);
    // Odd parts sit between quotes; an unclosed quote still counts as a phrase.
    if (i % 2 === 1 && partWords.length > 1) phrases.push(partWords);
  });
  return { words, phrases };
}

/** The k best verses by score, ties going to the earlier verse. */
class TopK {
  private readonly verses: number[] = [];
  private readonly scores: number[] = [];
  constructor(private readonly k: number) {}

  private better(i: number, j: number): boolean {
    const a = this.scores[i]!;
    const b = this.scores[j]!;
    return a > b || (a === b && this.verses[i]! < this.verses[j]!);
  }

  /** Whether a verse with this score would be kept. */
  accepts(score: number, verse: number): boolean {
    if (this.k <= 0) return false;
    if (this.verses.length < this.k) return true;
    const worst = this.scores[0]!;
    return score > worst || (score === worst && verse < this.verses[0]!);
  }

  offer(verse: number, score: number) {
    if (!this.accepts(score, verse)) return;
    if (this.verses.length < this.k) {
      this.verses.push(verse);
      this.scores.push(score);
      this.siftUp(this.verses.length - 1);
      return;
    }
    // The root is the worst of the k kept; the newcomer beats it.
    this.verses[0] = verse;
    this.scores[0] = score;
    this.siftDown(0);
  }

  sorted(): number[] {
    const order = this.verses.map((_, i) => i).sort((i, j) => (this.better(i, j) ? -1 : 1));
    return order.map((i) => this.verses[i]!);
  }

  private swap(i: number, j: number) {
    [this.verses[i], this.verses[j]] = [this.verses[j]!, this.verses[i]!];
    [this.scores[i], this.scores[j]] = [this.scores[j]!, this.scores[i]!];
  }

  private siftUp(i: number) {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.better(parent, i)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  private siftDown(i: number) {
    const n = this.verses.length;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < n && this.better(worst, left)) worst = left;
      if (right < n && this.better(worst, right)) worst = right;
      if (worst === i) return;
      this.swap(i, worst);
      i = worst;
    }
  }
}
