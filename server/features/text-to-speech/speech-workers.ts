import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { SpeechVoice } from "@common/ai";
import { ServiceUnavailable } from "../../errors";
import { BUILTIN_VOICES, MP3_KBPS } from "./builtin-voice";
import type { SpeechAudio, SpeechRequest, SpeechSynthesizer } from "./providers";

/**
 * The built-in voice off the main thread (decision 018): a small pool of worker threads
 * (speech-worker.ts), each reading one text at a time, with a bounded queue in front. A request that
 * finds every worker busy and the queue full is refused at once with 503 and Retry-After, so a burst of
 * long texts costs a few cores' worth of work and never the server's responsiveness or memory.
 */

export type SpeechFormat = "mp3" | "wav";

type SpeechJobMessage =
  | { kind: "synthesize"; text: string; voice: SpeechVoice; speed: number; format: SpeechFormat }
  | { kind: "warm-up" };

export type SpeechWorkerRequest = SpeechJobMessage & { id: number };

export type SpeechWorkerReply =
  | { id: number; ok: true; threadId: number; audio?: ArrayBuffer; contentType?: string }
  | { id: number; ok: false; message: string };

export const SPEECH_BUSY_MESSAGE = "Too many texts are being read aloud right now. Please try again in a few seconds.";

/** 503 SERVICE_UNAVAILABLE with Retry-After: every speech worker is busy and the queue is full. */
export class SpeechBusy extends ServiceUnavailable {
  constructor() {
    super(SPEECH_BUSY_MESSAGE);
  }
}

/** Where the worker's code is: beside this module when running from source (tsx, vitest), beside the bundle when built. */
export type SpeechWorkerEntry = { file: URL; typescript: boolean };

export function defaultSpeechWorkerEntry(): SpeechWorkerEntry {
  const here = import.meta.url;
  // The built server (scripts/build-server.mjs) has the worker as dist/server/speech-worker.js beside
  // dist/server/server.js; from source it is TypeScript.
  if (/\.[cm]?ts$/.test(new URL(here).pathname)) return { file: new URL("./speech-worker.ts", here), typescript: true };
  return { file: new URL("./speech-worker.js", here), typescript: false };
}

/**
 * A worker from source loads its TypeScript through tsx's require hook (a dev dependency; Node 20's
 * module hooks do not reach worker threads), so tests and `npm run dev` need no build.
 */
function startWorker(entry: SpeechWorkerEntry): Worker {
  if (!entry.typescript) return new Worker(entry.file);
  const tsx = createRequire(import.meta.url).resolve("tsx/cjs/api");
  const code = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(fileURLToPath(entry.file))});`;
  return new Worker(code, { eval: true });
}

export type SpeechWorkerPoolOptions = {
  /** Worker threads (each holds its own eSpeak NG, about 30 MB). */
  size: number;
  /** Jobs that may wait for a worker; beyond it, SpeechBusy. */
  queueMax: number;
  entry?: SpeechWorkerEntry;
};

type Job = {
  message: SpeechJobMessage;
  resolve: (reply: Extract<SpeechWorkerReply, { ok: true }>) => void;
  reject: (error: Error) => void;
};

type Slot = { worker: Worker | null; job: Job | null; jobId: number };

export class SpeechWorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private readonly entry: SpeechWorkerEntry;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: SpeechWorkerPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({ worker: null, job: null, jobId: 0 }));
    this.entry = options.entry ?? defaultSpeechWorkerEntry();
  }

  /** Jobs on a worker now, jobs waiting, and live threads. */
  get stats(): { running: number; queued: number; threads: number } {
    return {
      running: this.slots.filter((slot) => slot.job).length,
      queued: this.queue.length,
      threads: this.slots.filter((slot) => slot.worker).length,
    };
  }

  /** Synthesises on a worker; rejects at once with SpeechBusy when the workers are busy and the queue is full. */
  async synthesize(
    text: string,
    voice: SpeechVoice,
    speed: number,
    format: SpeechFormat,
  ): Promise<{ audio: Buffer; contentType: string; threadId: number }> {
    const reply = await this.submit({ kind: "synthesize", text, voice, speed, format }, true);
    if (!reply.audio || !reply.contentType) throw new Error("the speech worker answered no audio");
    return { audio: Buffer.from(reply.audio), contentType: reply.contentType, threadId: reply.threadId };
  }

  /** Starts every worker and warms its voice up (the queue's limit does not apply). */
  async warmUp(): Promise<void> {
    await Promise.all(this.slots.map(() => this.submit({ kind: "warm-up" }, false)));
  }

  /** Stops the workers; waiting and running jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error("the speech workers were stopped");
    for (const job of this.queue.splice(0)) job.reject(error);
    await Promise.all(
      this.slots.map(async (slot) => {
        const { worker, job } = slot;
        slot.worker = null;
        slot.job = null;
        job?.reject(error);
        await worker?.terminate();
      }),
    );
  }

  private submit(message: Job["message"], bounded: boolean): Promise<Extract<SpeechWorkerReply, { ok: true }>> {
    if (this.closed) return Promise.reject(new Error("the speech workers were stopped"));
    const idle = this.slots.some((slot) => !slot.job);
    if (bounded && !idle && this.queue.length >= this.options.queueMax) return Promise.reject(new SpeechBusy());
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      const worker = slot.worker ?? this.start(slot);
      slot.job = job;
      slot.jobId = this.nextId++;
      worker.ref();
      worker.postMessage({ ...job.message, id: slot.jobId } satisfies SpeechWorkerRequest);
    }
  }

  private start(slot: Slot): Worker {
    const worker = startWorker(this.entry);
    slot.worker = worker;
    worker.unref();
    worker.on("message", (reply: SpeechWorkerReply) => {
      const job = slot.job;
      if (slot.worker !== worker || !job || reply.id !== slot.jobId) return;
      slot.job = null;
      worker.unref();
      if (reply.ok) job.resolve(reply);
      else job.reject(new Error(`the built-in voice failed: ${reply.message}`));
      this.dispatch();
    });
    const lost = (error: Error) => {
      if (slot.worker !== worker) return;
      // A crashed worker (or one that could not start) fails its job; the next job starts a new one.
      slot.worker = null;
      const job = slot.job;
      slot.job = null;
      job?.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`a speech worker stopped (exit code ${code})`)));
    return worker;
  }
}

/** The built-in voice as a synthesizer: the text goes to the pool, MP3 (or WAV) comes back. */
export function createBuiltinSynthesizer(pool: SpeechWorkerPool, format: SpeechFormat = "mp3"): SpeechSynthesizer {
  return {
    name: "builtin",
    cacheTag: `espeak-ng:${BUILTIN_VOICES.female}:${BUILTIN_VOICES.male}:${format === "mp3" ? `mp3-${MP3_KBPS}` : "wav"}`,
    async synthesize(request: SpeechRequest): Promise<SpeechAudio> {
      const { audio, contentType } = await pool.synthesize(request.text, request.voice, request.speed, format);
      return { audio, contentType };
    },
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  };
}
