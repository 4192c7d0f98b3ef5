import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "@common/preferences";
import { useSyncExternalStore } from "react";

/**
 * One reader for the whole app (core spec §4, prayer audio): per prayer loading → playing ⇄ paused,
 * stopping at the end; starting one prayer's audio stops the previous one.
 *
 * This first version speaks with the browser's speech synthesis. The text-to-speech issue replaces
 * the engine (POST /api/text-to-speech, falling back to the browser's voice) behind the same API.
 */
export type PrayerAudioStatus = "idle" | "loading" | "playing" | "paused";

export interface PrayerAudioSnapshot {
  /** Which prayer is loaded (any stable string the caller chooses, e.g. "prayer-12"); null when idle. */
  key: string | null;
  status: PrayerAudioStatus;
}

type Listener = () => void;

let snapshot: PrayerAudioSnapshot = { key: null, status: "idle" };
const listeners = new Set<Listener>();
let voiceSettings: VoiceSettings = DEFAULT_VOICE_SETTINGS;

function setSnapshot(next: PrayerAudioSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** The user's voice, speed and volume; the preferences feature keeps this current. */
export function configurePrayerAudio(settings: VoiceSettings): void {
  voiceSettings = settings;
}

export function currentVoiceSettings(): VoiceSettings {
  return voiceSettings;
}

function synthesis(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

let generation = 0;

/** Reads `text` aloud as prayer `key`, stopping whatever was playing. Resolves when playback has started or failed. */
export async function playPrayerAudio(key: string, text: string): Promise<void> {
  stopPrayerAudio();
  const mine = ++generation;
  const speech = synthesis();
  if (!speech) {
    throw new Error("Speech is not supported in this browser.");
  }
  setSnapshot({ key, status: "loading" });
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = "en-US";
  utterance.rate = voiceSettings.speed;
  utterance.volume = voiceSettings.volume;
  const voice = pickVoice(speech.getVoices(), voiceSettings.voice);
  if (voice) utterance.voice = voice;
  utterance.onstart = () => {
    if (mine === generation) setSnapshot({ key, status: "playing" });
  };
  utterance.onend = () => {
    if (mine === generation) setSnapshot({ key: null, status: "idle" });
  };
  utterance.onerror = () => {
    if (mine === generation) setSnapshot({ key: null, status: "idle" });
  };
  speech.speak(utterance);
}

export function pausePrayerAudio(): void {
  if (snapshot.status !== "playing") return;
  synthesis()?.pause();
  setSnapshot({ ...snapshot, status: "paused" });
}

export function resumePrayerAudio(): void {
  if (snapshot.status !== "paused") return;
  synthesis()?.resume();
  setSnapshot({ ...snapshot, status: "playing" });
}

export function stopPrayerAudio(): void {
  generation++;
  synthesis()?.cancel();
  if (snapshot.status !== "idle") setSnapshot({ key: null, status: "idle" });
}

function pickVoice(voices: SpeechSynthesisVoice[], wanted: VoiceSettings["voice"]): SpeechSynthesisVoice | undefined {
  const english = voices.filter((voice) => voice.lang.toLowerCase().startsWith("en"));
  const pattern =
    wanted === "male"
      ? /\b(male|david|daniel|alex|fred|george|guy|mark)\b/i
      : /\b(female|zira|samantha|victoria|karen|susan|jenny|aria)\b/i;
  return english.find((voice) => pattern.test(voice.name)) ?? english[0];
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
