import { threadId } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { builtinEngineLoadedHere } from "./builtin-voice";
import { SPEECH_BUSY_MESSAGE, SpeechBusy, SpeechWorkerPool } from "./speech-workers";
import { describeWav } from "./wav";

/** The pool of speech worker threads with the real worker (eSpeak NG and the MP3 encoder). */

const pools: SpeechWorkerPool[] = [];
const poolOf = (size: number, queueMax: number) => {
  const pool = new SpeechWorkerPool({ size, queueMax });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const prayer = (word: string) => `Lord, ${word}, we thank You for Your mercy. Your faithfulness is new every morning.`;

describe("the speech workers", () => {
  it("read on a thread of their own, as MP3 or WAV; the main thread never loads eSpeak NG", {
    timeout: 60_000,
  }, async () => {
    const pool = poolOf(1, 0);
    const mp3 = await pool.synthesize(prayer("hear us"), "female", 1, "mp3");
    expect(mp3.threadId).not.toBe(threadId);
    expect(mp3.contentType).toBe("audio/mpeg");
    expect(mp3.audio[0]).toBe(0xff);
    const wav = await pool.synthesize(prayer("hear us"), "female", 1, "wav");
    expect(wav.contentType).toBe("audio/wav");
    expect(describeWav(wav.audio)!.seconds).toBeGreaterThan(3);
    // The same worker, kept between texts; the MP3 is a fraction of the WAV.
    expect(wav.threadId).toBe(mp3.threadId);
    expect(mp3.audio.length * 5).toBeLessThan(wav.audio.length);
    expect(builtinEngineLoadedHere()).toBe(false);
  });

  it("run at most one text per worker, queue a bounded number and refuse the rest at once", {
    timeout: 120_000,
  }, async () => {
    const pool = poolOf(2, 2);
    const busiest = { running: 0 };
    const jobs = ["one", "two", "three", "four"].map((word) =>
      pool.synthesize(prayer(word), "male", 1, "mp3").then((result) => {
        busiest.running = Math.max(busiest.running, pool.stats.running);
        return result;
      }),
    );
    expect(pool.stats).toEqual({ running: 2, queued: 2, threads: 2 });
    const refused = await pool.synthesize(prayer("five"), "male", 1, "mp3").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SpeechBusy);
    expect(refused).toMatchObject({ statusCode: 503, message: SPEECH_BUSY_MESSAGE });
    expect((refused as SpeechBusy).headers["retry-after"]).toBe("5");

    const results = await Promise.all(jobs);
    expect(busiest.running).toBeLessThanOrEqual(2);
    expect(new Set(results.map((result) => result.threadId)).size).toBe(2);
    expect(pool.stats).toEqual({ running: 0, queued: 0, threads: 2 });
    // Room again.
    await pool.synthesize(prayer("six"), "male", 1, "mp3");
  });

  it("fail one text without losing the worker, and refuse texts once closed", { timeout: 60_000 }, async () => {
    const pool = poolOf(1, 4);
    const failed = pool.synthesize("Amen.", "robot" as "male", 1, "mp3");
    const next = pool.synthesize("Amen.", "male", 1, "mp3");
    await expect(failed).rejects.toThrow(/the built-in voice failed/);
    expect((await next).audio.length).toBeGreaterThan(0);

    const waiting = Promise.allSettled([
      pool.synthesize(prayer("a"), "male", 1, "mp3"),
      pool.synthesize(prayer("b"), "male", 1, "mp3"),
    ]);
    await pool.close();
    for (const result of await waiting) {
      expect(result).toMatchObject({ status: "rejected", reason: { message: "the speech workers were stopped" } });
    }
    await expect(pool.synthesize("Amen.", "male", 1, "mp3")).rejects.toThrow("the speech workers were stopped");
    expect(pool.stats.threads).toBe(0);
  });
});
