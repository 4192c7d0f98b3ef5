import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SpeechCache, speechCacheKey } from "./speech-cache";

/** The speech cache's disk bound: files past TTS_CACHE_DISK_MB go, least recently used first. */

const directories: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "pj-tts-cache-"));
  directories.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

const keyOf = (text: string) => speechCacheKey({ provider: "builtin", tag: "t", voice: "female", speed: 1, text });
const audio = (bytes: number, fill = "x") => ({ audio: Buffer.from(fill.repeat(bytes)), contentType: "audio/mpeg" });
const fileOf = (dir: string, key: string) => join(dir, key.slice(0, 2), `${key}.mp3`);
/** No memory cache, so every read goes to the disk. */
const diskCache = (dir: string, diskBytes: number) => new SpeechCache({ dir, memoryBytes: 0, diskBytes });
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".mp3"));

describe("the disk cache", () => {
  it("deletes the least recently used files once they add up to more than its size", async () => {
    const dir = tempDir();
    const cache = diskCache(dir, 10);
    const [a, b, c] = [keyOf("a"), keyOf("b"), keyOf("c")];
    await cache.set(a, audio(4, "a"));
    await cache.set(b, audio(4, "b"));
    expect((await cache.get(a))?.audio.toString()).toBe("aaaa"); // a is now more recent than b
    await cache.set(c, audio(4, "c"));

    expect(existsSync(fileOf(dir, b))).toBe(false);
    expect(await cache.get(b)).toBeNull();
    expect((await cache.get(a))?.audio.toString()).toBe("aaaa");
    expect((await cache.get(c))?.audio.toString()).toBe("cccc");
    expect(cache.diskBytes).toBe(8);
    expect(filesIn(dir)).toHaveLength(2);
  });

  it("writes no file larger than the whole cache", async () => {
    const dir = tempDir();
    const cache = diskCache(dir, 10);
    await cache.set(keyOf("small"), audio(6));
    await cache.set(keyOf("huge"), audio(11));
    expect(filesIn(dir)).toHaveLength(1);
    expect(await cache.get(keyOf("huge"))).toBeNull();
    expect(await cache.get(keyOf("small"))).not.toBeNull();
  });

  it("after a restart, finds the files already there and keeps the most recently used within its size", async () => {
    const dir = tempDir();
    const before = diskCache(dir, 100);
    const keys = ["old", "middle", "new"].map(keyOf);
    for (const key of keys) await before.set(key, audio(4));
    // Their last use, as a restarted server reads it: the modification times.
    keys.forEach((key, index) => {
      const when = new Date(Date.UTC(2026, 0, 1 + index));
      utimesSync(fileOf(dir, key), when, when);
    });
    // Left by a process that stopped while writing: deleted. Not ours: left alone.
    const stale = `${fileOf(dir, keys[0]!)}.abc.tmp`;
    writeFileSync(stale, "half");
    utimesSync(stale, new Date(Date.UTC(2026, 0, 1)), new Date(Date.UTC(2026, 0, 1)));
    writeFileSync(join(dir, "README"), "not audio");

    const after = diskCache(dir, 8);
    expect((await after.get(keys[2]!))?.audio.length).toBe(4);
    expect(existsSync(fileOf(dir, keys[0]!))).toBe(false);
    expect(existsSync(fileOf(dir, keys[1]!))).toBe(true);
    expect(after.diskBytes).toBe(8);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(join(dir, "README"))).toBe(true);

    // A hit makes a file the most recent, on disk too: "middle" now outlives "new".
    expect(await after.get(keys[1]!)).not.toBeNull();
    await after.set(keyOf("newest"), audio(4));
    expect(existsSync(fileOf(dir, keys[1]!))).toBe(true);
    expect(existsSync(fileOf(dir, keys[2]!))).toBe(false);
  });

  it("with a size of 0 keeps nothing on disk", async () => {
    const dir = tempDir();
    const cache = new SpeechCache({ dir, memoryBytes: 100, diskBytes: 0 });
    await cache.set(keyOf("a"), audio(4));
    expect(readdirSync(dir)).toHaveLength(0);
    expect(await cache.get(keyOf("a"))).not.toBeNull(); // from memory
  });
});
