/**
 * Splits text to be read aloud into sentence chunks (decision 011). The client reads a long prayer as a
 * playlist of chunks, asking POST /api/text-to-speech for one chunk at a time, so the first audio plays
 * after one small chunk has been synthesised; the server uses the same splitter to synthesise in small
 * pieces and let other requests run in between.
 *
 * Chunks are whole sentences where possible, packed up to `maxChars`; the first chunk is kept shorter
 * (`firstMaxChars`) so playback starts quickly. A sentence longer than the limit is split after a comma,
 * semicolon or colon, then between words, and as a last resort (one enormous "word") every N characters.
 */
export type SpeechChunkOptions = {
  /** Longest chunk after the first. */
  maxChars?: number;
  /** Longest first chunk (defaults to maxChars). */
  firstMaxChars?: number;
};

/** What the client asks for: a short first chunk (about one sentence), then a few sentences per request. */
export const SPEECH_CHUNKS_CLIENT = { firstMaxChars: 180, maxChars: 700 } as const satisfies SpeechChunkOptions;
/** What the built-in voice synthesises in one go before letting other work run. */
export const SPEECH_CHUNKS_SERVER = { maxChars: 240 } as const satisfies SpeechChunkOptions;

const SENTENCE_END = /(?<=[.!?…]["'”’)\]]*)\s+|\n\s*/u;
const CLAUSE_END = /(?<=[,;:—–])\s+/u;

/** Collapses runs of spaces and tabs; keeps line breaks, which end a sentence (a list of prayer points). */
function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();
}

/** Breaks one piece that is longer than `limit` into pieces of at most `limit`, at clauses, then words. */
function breakLong(piece: string, limit: number): string[] {
  if (piece.length <= limit) return [piece];
  const clauses = piece.split(CLAUSE_END);
  if (clauses.length > 1) return pack(clauses, limit, limit).flatMap((part) => breakLong(part, limit));
  const words = piece.split(" ");
  if (words.length > 1) return pack(words, limit, limit).flatMap((part) => breakLong(part, limit));
  const parts: string[] = [];
  for (let start = 0; start < piece.length; start += limit) parts.push(piece.slice(start, start + limit));
  return parts;
}

/** Joins consecutive pieces with a space while they fit. */
function pack(pieces: string[], firstLimit: number, limit: number): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const piece of pieces) {
    const max = chunks.length === 0 ? firstLimit : limit;
    if (current === "") current = piece;
    else if (current.length + 1 + piece.length <= max) current = `${current} ${piece}`;
    else {
      chunks.push(current);
      current = piece;
    }
  }
  if (current !== "") chunks.push(current);
  return chunks;
}

/** The text as chunks to read in order; empty text gives no chunks. Joined with spaces they read as the text. */
export function splitSpeechChunks(text: string, options: SpeechChunkOptions = {}): string[] {
  const maxChars = Math.max(20, Math.floor(options.maxChars ?? 700));
  const firstMaxChars = Math.max(20, Math.min(maxChars, Math.floor(options.firstMaxChars ?? maxChars)));
  const clean = normalise(text);
  if (clean === "") return [];
  const sentences = clean
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");
  // Break over-long sentences to the smaller limit, so they fit wherever they fall.
  const pieces = sentences.flatMap((sentence) => breakLong(sentence, firstMaxChars));
  return pack(pieces, firstMaxChars, maxChars);
}
