import { type SpeechVoice, TextToSpeechInputSchema } from "@common/ai";
import type { VoiceSettings } from "@common/preferences";
import { SPEECH_CHUNKS_CLIENT, splitSpeechChunks } from "@common/speech-chunks";
import { useSyncExternalStore } from "react";
import { toastError } from "@/lib/toast";
import { configurePrayerAudio, currentVoiceSettings } from "./voice-settings";

/**
 * One reader for the whole app (core spec §4, prayer audio; decision 011): per prayer loading → playing
 * ⇄ paused, back to idle at the end; starting one prayer's audio (or any speech) stops the previous one.
 *
 * The text is read as a playlist of sentence chunks (common/speech-chunks.ts): each chunk is one
 * POST /api/text-to-speech, played from an object URL in an audio element, with the next chunk fetched
 * while the current one plays, so a long prayer starts after one short synthesis. When the server cannot
 * read (signed out, rate limited, offline, an error, audio that will not play) the rest is read by the
 * browser's own speech synthesis, with the spec's toast (none for a signed-out 401).
 */
export type PrayerAudioStatus = "idle" | "loading" | "playing" | "paused";

export interface PrayerAudioSnapshot {
  /** Which prayer is loaded (any stable string the caller chooses, e.g. "prayer-12"); null when idle. */
  key: string | null;
  status: PrayerAudioStatus;
}

/** The spec's toasts (§8). */
export const SpeechToasts = {
  generationFailedTitle: "Speech Generation Failed",
  timedOut: "Request timed out. Please try with shorter text.",
  generationFailed: "Unable to generate speech.",
  audioErrorTitle: "Audio Error",
  playFailed: "Unable to play generated speech",
  failed: "Failed to generate or play audio. Please try again.",
} as const;

export const SPEECH_ENDPOINT = "/api/text-to-speech";

/** Why speak() rejects (the voice guide shows it after 'Speech failed: '). */
export const SpeechFailures = {
  noBrowserVoice: "Speech is not supported in this browser.",
  signedOutNoBrowserVoice: "sign in to hear the app's voice; this browser has no voice of its own.",
} as const;
/** How long one chunk may take to arrive (a hosted voice may take up to 15 s before the server falls back). */
export const SPEECH_REQUEST_TIMEOUT_MS = 30_000;

type Listener = () => void;

let snapshot: PrayerAudioSnapshot = { key: null, status: "idle" };
const listeners = new Set<Listener>();

function setSnapshot(next: PrayerAudioSnapshot) {
  if (next.key === snapshot.key && next.status === snapshot.status) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

export { configurePrayerAudio, currentVoiceSettings };

function synthesis(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

// --- failures ----------------------------------------------------------------------------------

type FailureKind = "signed-out" | "timeout" | "request" | "playback";

class SpeechFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
    this.name = "SpeechFailure";
  }
}

class Stopped extends Error {
  constructor() {
    super("stopped");
    this.name = "Stopped";
  }
}

function toastFor(failure: SpeechFailure): void {
  if (failure.kind === "signed-out") return;
  if (failure.kind === "playback") toastError(SpeechToasts.audioErrorTitle, SpeechToasts.playFailed);
  else if (failure.kind === "timeout") toastError(SpeechToasts.generationFailedTitle, SpeechToasts.timedOut);
  else toastError(SpeechToasts.generationFailedTitle, SpeechToasts.generationFailed);
}

// --- one reading -------------------------------------------------------------------------------

type ReadingOptions = {
  voice: SpeechVoice;
  speed: number;
  volume: number;
  /** Toast when falling back to the browser's voice (prayer audio does; the voice guide's speak() does not). */
  notify: boolean;
  onPlaying: () => void;
};

/**
 * Reads one text: server chunks first, the browser's voice for whatever the server could not read.
 * `done` resolves when the reading ends or is stopped; it rejects only when no voice at all could read.
 */
class Reading {
  private stopped = false;
  private paused = false;
  private resumeWaiters: Array<() => void> = [];
  private readonly controllers = new Set<AbortController>();
  private readonly urls = new Set<string>();
  private audio: HTMLAudioElement | null = null;
  private finishAudio: (() => void) | null = null;
  private usingBrowserVoice = false;
  private started = false;
  readonly done: Promise<void>;

  constructor(
    private readonly text: string,
    private readonly options: ReadingOptions,
  ) {
    this.done = this.run();
  }

  pause(): void {
    if (this.stopped || this.paused) return;
    this.paused = true;
    if (this.usingBrowserVoice) synthesis()?.pause();
    else this.audio?.pause();
  }

  resume(): void {
    if (this.stopped || !this.paused) return;
    this.paused = false;
    if (this.usingBrowserVoice) synthesis()?.resume();
    else if (this.audio)
      this.audio.play().then(
        () => this.markPlaying(),
        () => {},
      );
    for (const wake of this.resumeWaiters.splice(0)) wake();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const controller of this.controllers) controller.abort();
    this.controllers.clear();
    if (this.audio) {
      this.audio.pause();
      this.audio.removeAttribute("src");
    }
    this.finishAudio?.();
    for (const url of this.urls) URL.revokeObjectURL(url);
    this.urls.clear();
    if (this.usingBrowserVoice) synthesis()?.cancel();
    for (const wake of this.resumeWaiters.splice(0)) wake();
  }

  private markPlaying() {
    if (this.stopped || this.started) return;
    this.started = true;
    this.options.onPlaying();
  }

  private async run(): Promise<void> {
    const chunks = splitSpeechChunks(this.text, SPEECH_CHUNKS_CLIENT);
    let next: Promise<Blob> | null = chunks.length > 0 ? this.fetchChunk(chunks[0]!) : null;
    let index = 0;
    try {
      for (; index < chunks.length; index++) {
        const blob = await next!;
        next = index + 1 < chunks.length ? this.fetchChunk(chunks[index + 1]!) : null;
        // A prefetch that fails is reported when its turn comes, not as an unhandled rejection now.
        next?.catch(() => {});
        await this.playBlob(blob);
      }
    } catch (error) {
      if (this.stopped || error instanceof Stopped) return;
      const failure =
        error instanceof SpeechFailure ? error : new SpeechFailure("request", String((error as Error)?.message));
      // With no browser voice either, the one toast is playPrayerAudio's 'Audio Error'.
      if (this.options.notify && browserVoice()) toastFor(failure);
      try {
        await this.readWithBrowser(chunks.slice(index).join(" "));
      } catch (browserError) {
        // Signed out, the server's voice is one sign-in away: say so rather than blame the browser.
        if (failure.kind === "signed-out") throw new Error(SpeechFailures.signedOutNoBrowserVoice);
        throw browserError;
      }
    } finally {
      for (const controller of this.controllers) controller.abort();
    }
  }

  private async fetchChunk(text: string): Promise<Blob> {
    if (this.stopped) throw new Stopped();
    const controller = new AbortController();
    this.controllers.add(controller);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, SPEECH_REQUEST_TIMEOUT_MS);
    try {
      const body = TextToSpeechInputSchema.parse({ text, voiceId: this.options.voice, speed: this.options.speed });
      const response = await fetch(SPEECH_ENDPOINT, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      if (response.status === 401) throw new SpeechFailure("signed-out", "401: not signed in");
      if (!response.ok) {
        throw new SpeechFailure(
          "request",
          `${response.status}: ${(await response.text().catch(() => "")) || response.statusText}`,
        );
      }
      const blob = await response.blob();
      if (blob.size === 0) throw new SpeechFailure("request", "the server answered no audio");
      return blob;
    } catch (error) {
      if (this.stopped) throw new Stopped();
      if (timedOut) throw new SpeechFailure("timeout", "the speech request timed out");
      if (error instanceof SpeechFailure) throw error;
      throw new SpeechFailure("request", String((error as Error)?.message ?? error));
    } finally {
      clearTimeout(timer);
      this.controllers.delete(controller);
    }
  }

  private async waitWhilePaused(): Promise<void> {
    while (this.paused && !this.stopped) await new Promise<void>((wake) => this.resumeWaiters.push(wake));
    if (this.stopped) throw new Stopped();
  }

  /** Plays one chunk to its end (waiting first while paused). */
  private async playBlob(blob: Blob): Promise<void> {
    await this.waitWhilePaused();
    const url = URL.createObjectURL(blob);
    this.urls.add(url);
    const audio = new Audio();
    audio.volume = this.options.volume;
    this.audio = audio;
    try {
      await new Promise<void>((resolve, reject) => {
        this.finishAudio = resolve;
        audio.onended = () => resolve();
        audio.onerror = () => reject(new SpeechFailure("playback", "the audio could not be decoded"));
        audio.src = url;
        audio.play().then(
          () => this.markPlaying(),
          (error: unknown) => {
            // Paused before it began: it plays on resume.
            if ((error as Error)?.name === "AbortError" && (this.paused || this.stopped)) return;
            reject(new SpeechFailure("playback", String((error as Error)?.message ?? error)));
          },
        );
      });
    } finally {
      this.finishAudio = null;
      audio.onended = null;
      audio.onerror = null;
      if (this.audio === audio) this.audio = null;
      URL.revokeObjectURL(url);
      this.urls.delete(url);
    }
    if (this.stopped) throw new Stopped();
  }

  /** The browser's own voice for `text`; rejects when the browser has none. */
  private async readWithBrowser(text: string): Promise<void> {
    if (this.stopped || text.trim() === "") return;
    const speech = browserVoice();
    if (!speech) throw new Error(SpeechFailures.noBrowserVoice);
    this.usingBrowserVoice = true;
    await new Promise<void>((resolve, reject) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = "en-US";
      utterance.rate = this.options.speed;
      utterance.volume = this.options.volume;
      const voice = pickVoice(speech.getVoices(), this.options.voice);
      if (voice) utterance.voice = voice;
      utterance.onstart = () => this.markPlaying();
      utterance.onend = () => resolve();
      utterance.onerror = (event) => {
        if (this.stopped || event.error === "interrupted" || event.error === "canceled") resolve();
        // Chromium without speech voices (Debian's) fails every utterance with 'synthesis-failed'.
        else if (event.error === "synthesis-failed" && speech.getVoices().length === 0)
          reject(new Error(SpeechFailures.noBrowserVoice));
        else reject(new Error(`the browser's voice failed (${event.error})`));
      };
      speech.speak(utterance);
      if (this.paused) speech.pause();
    });
  }
}

function browserVoice(): SpeechSynthesis | null {
  return typeof SpeechSynthesisUtterance === "undefined" ? null : synthesis();
}

function pickVoice(voices: SpeechSynthesisVoice[], wanted: SpeechVoice): SpeechSynthesisVoice | undefined {
  const english = voices.filter((voice) => voice.lang.toLowerCase().startsWith("en"));
  const pattern =
    wanted === "male"
      ? /\b(male|david|daniel|alex|fred|george|guy|mark)\b/i
      : /\b(female|zira|samantha|victoria|karen|susan|jenny|aria)\b/i;
  return english.find((voice) => pattern.test(voice.name)) ?? english[0];
}

// --- the app's one reader ----------------------------------------------------------------------

/** What is reading now: a prayer (tracked in the snapshot) or speak()'s speech. */
let current: { kind: "prayer" | "speech"; reading: Reading } | null = null;

function stopCurrent(): void {
  const previous = current;
  current = null;
  previous?.reading.stop();
}

/**
 * Reads `text` aloud as prayer `key`, stopping whatever was reading. Resolves once the reading has
 * started (or ended early, or failed); the status follows in the snapshot.
 */
export async function playPrayerAudio(key: string, text: string): Promise<void> {
  stopCurrent();
  setSnapshot({ key, status: "loading" });
  let started!: () => void;
  const startedOrDone = new Promise<void>((resolve) => {
    started = resolve;
  });
  const reading = new Reading(text, {
    voice: currentVoiceSettings().voice,
    speed: currentVoiceSettings().speed,
    volume: currentVoiceSettings().volume,
    notify: true,
    onPlaying: () => {
      if (current?.reading !== reading) return;
      if (snapshot.status === "loading") setSnapshot({ key, status: "playing" });
      started();
    },
  });
  current = { kind: "prayer", reading };
  const finished = reading.done.then(
    () => {
      if (current?.reading === reading) {
        current = null;
        setSnapshot({ key: null, status: "idle" });
      }
    },
    () => {
      if (current?.reading === reading) {
        current = null;
        setSnapshot({ key: null, status: "idle" });
        toastError(SpeechToasts.audioErrorTitle, SpeechToasts.failed);
      }
    },
  );
  await Promise.race([startedOrDone, finished]);
}

export function pausePrayerAudio(): void {
  if (snapshot.status !== "playing" || current?.kind !== "prayer") return;
  current.reading.pause();
  setSnapshot({ ...snapshot, status: "paused" });
}

export function resumePrayerAudio(): void {
  if (snapshot.status !== "paused" || current?.kind !== "prayer") return;
  current.reading.resume();
  setSnapshot({ ...snapshot, status: "playing" });
}

export function stopPrayerAudio(): void {
  if (current?.kind === "prayer") stopCurrent();
  setSnapshot({ key: null, status: "idle" });
}

export type SpeakOptions = Partial<Pick<VoiceSettings, "voice" | "speed" | "volume">> & {
  /** Stops the speech (the promise resolves). */
  signal?: AbortSignal;
};

/**
 * Speaks `text` (the voice guide's prompts): through POST /api/text-to-speech, falling back silently
 * to the browser's speech synthesis. Stops whatever was reading. Resolves when the speech ends or is
 * cancelled; rejects when no voice could speak (e.g. "Speech is not supported in this browser.").
 */
export function speak(text: string, options: SpeakOptions = {}): Promise<void> {
  stopCurrent();
  if (snapshot.status !== "idle") setSnapshot({ key: null, status: "idle" });
  if (options.signal?.aborted) return Promise.resolve();
  const reading = new Reading(text, {
    voice: options.voice ?? currentVoiceSettings().voice,
    speed: options.speed ?? currentVoiceSettings().speed,
    volume: options.volume ?? currentVoiceSettings().volume,
    notify: false,
    onPlaying: () => {},
  });
  current = { kind: "speech", reading };
  const onAbort = () => {
    if (current?.reading === reading) stopCurrent();
  };
  options.signal?.addEventListener("abort", onAbort, { once: true });
  return reading.done.finally(() => {
    options.signal?.removeEventListener("abort", onAbort);
    if (current?.reading === reading) current = null;
  });
}

/** Stops what speak() is saying (its promise resolves). Prayer audio is left alone. */
export function cancelSpeech(): void {
  if (current?.kind === "speech") stopCurrent();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reader's state, for any component. */
export function usePrayerAudioSnapshot(): PrayerAudioSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/** This prayer's audio state and controls: play (or restart), pause, resume, stop. */
export function usePrayerAudio(key: string) {
  const current = usePrayerAudioSnapshot();
  const status: PrayerAudioStatus = current.key === key ? current.status : "idle";
  return {
    status,
    play: (text: string) => playPrayerAudio(key, text),
    pause: pausePrayerAudio,
    resume: resumePrayerAudio,
    stop: stopPrayerAudio,
  };
}
