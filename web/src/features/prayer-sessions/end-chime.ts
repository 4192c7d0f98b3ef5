/**
 * A gentle sound at the end of a session: two soft sine notes that fade out (Web Audio API).
 * Browsers only let audio start after a user gesture, so Start primes the audio context and the end,
 * which comes without a gesture, plays through it. Where Web Audio is missing it stays silent.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === "undefined") return null;
  const candidate = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return candidate.AudioContext ?? candidate.webkitAudioContext ?? null;
}

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = audioContextClass();
  if (!Context) return null;
  try {
    context = new Context();
  } catch (error) {
    console.warn("Web Audio is not available", error);
    return null;
  }
  return context;
}

function resume(audio: AudioContext) {
  if (audio.state === "suspended") {
    audio.resume().catch((error: unknown) => console.warn("Could not resume audio", error));
  }
}

/** Call from a user gesture (Start, Resume) so the end chime may play later. */
export function primeEndChime(): void {
  const audio = audioContext();
  if (audio) resume(audio);
}

const NOTES = [
  { frequency: 659.25, offset: 0 },
  { frequency: 880, offset: 0.4 },
];

export function playEndChime(): void {
  const audio = audioContext();
  if (!audio) return;
  try {
    resume(audio);
    const start = audio.currentTime + 0.05;
    for (const note of NOTES) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = note.frequency;
      const at = start + note.offset;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.04);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 1.8);
      oscillator.connect(gain);
      gain.connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 1.9);
    }
  } catch (error) {
    console.warn("Could not play the end-of-session sound", error);
  }
}
