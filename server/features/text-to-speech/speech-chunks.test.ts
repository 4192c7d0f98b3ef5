import { SPEECH_CHUNKS_CLIENT, SPEECH_CHUNKS_SERVER, splitSpeechChunks } from "@common/speech-chunks";
import { describe, expect, it } from "vitest";

const sentence = (n: number) => `Lord, we thank You for blessing number ${n} in this watch.`;
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe("splitSpeechChunks (common/speech-chunks.ts)", () => {
  it("gives no chunks for empty text and one chunk for a short text", () => {
    expect(splitSpeechChunks("   \n ")).toEqual([]);
    expect(splitSpeechChunks("  Amen.  ")).toEqual(["Amen."]);
  });

  it("packs whole sentences, keeps every word in order and respects both limits", () => {
    const text = Array.from({ length: 60 }, (_, i) => sentence(i + 1)).join(" ");
    const chunks = splitSpeechChunks(text, SPEECH_CHUNKS_CLIENT);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks[0]!.length).toBeLessThanOrEqual(SPEECH_CHUNKS_CLIENT.firstMaxChars);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(SPEECH_CHUNKS_CLIENT.maxChars);
      expect(chunk).toMatch(/\.$/); // every chunk ends on a sentence
    }
    expect(words(chunks.join(" "))).toEqual(words(text));
  });

  it("breaks an over-long sentence at clauses, then at words, then anywhere", () => {
    const long = Array.from({ length: 40 }, (_, i) => `clause ${i} of a very long prayer`).join(", ");
    const chunks = splitSpeechChunks(long, SPEECH_CHUNKS_SERVER);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(SPEECH_CHUNKS_SERVER.maxChars);
    expect(words(chunks.join(" "))).toEqual(words(long));
    const noSpaces = "a".repeat(1_000);
    const pieces = splitSpeechChunks(noSpaces, { maxChars: 300 });
    expect(pieces.join("")).toBe(noSpaces);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(300);
  });

  it("ends a sentence at a line break and after closing quotes", () => {
    const chunks = splitSpeechChunks('He said, "Peace, be still." Then calm\nFirst point\nSecond point', {
      maxChars: 30,
    });
    expect(chunks).toEqual(['He said, "Peace, be still."', "Then calm First point", "Second point"]);
  });

  it("keeps a 3,000-character prayer's first chunk small, so reading starts after one short synthesis", () => {
    const prayer = Array.from({ length: 60 }, (_, i) => sentence(i))
      .join(" ")
      .slice(0, 3_000);
    const [first] = splitSpeechChunks(prayer, SPEECH_CHUNKS_CLIENT);
    expect(first!.length).toBeGreaterThan(50);
    expect(first!.length).toBeLessThanOrEqual(SPEECH_CHUNKS_CLIENT.firstMaxChars);
  });
});
