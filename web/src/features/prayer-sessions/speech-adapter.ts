import { cancelSpeech, speak } from "@/lib/audio/prayer-audio";

/**
 * The speech APIs behind two small interfaces, so the voice guide can be driven in tests. Output is
 * the app's audio module (the server's voice, the browser's own only as a fallback, the user's voice
 * settings), so the guide speaks in any browser that plays audio; input is the browser's speech
 * recognition in en-US, continuous, with interim results (core spec §4), where the browser has it.
 */
export interface SpeechOutput {
  /** Resolves when the text has been spoken; rejects when speech fails. */
  speak(text: string): Promise<void>;
  /** Stops whatever is being spoken (its pending speak() settles). */
  cancel(): void;
}

export interface RecognitionHandlers {
  onStart(): void;
  onResult(text: string, isFinal: boolean): void;
  /** The recognition error type, e.g. "not-allowed", "network", "not-supported". */
  onError(type: string): void;
  onEnd(): void;
}

export interface SpeechInput {
  readonly supported: boolean;
  /** Starts listening; throws when the browser refuses to start. */
  start(handlers: RecognitionHandlers): void;
  stop(): void;
}

export interface VoiceAdapter {
  output: SpeechOutput;
  /** `supported` false: no voice commands; the guide runs by its buttons (issue 19 §4). */
  input: SpeechInput;
}

/* The parts of the Web Speech API used here (TypeScript's DOM library lacks SpeechRecognition). */
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0?: { transcript: string } }>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onstart: (() => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const candidate = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return candidate.SpeechRecognition ?? candidate.webkitSpeechRecognition ?? null;
}

/**
 * Speech through the app's audio module: POST /api/text-to-speech with the user's voice, speed and
 * volume, falling back to the browser's own speech synthesis when the server cannot read.
 */
export function createAppSpeechOutput(): SpeechOutput {
  return { speak: (text) => speak(text), cancel: cancelSpeech };
}

export function createBrowserSpeechInput(): SpeechInput {
  const Constructor = recognitionConstructor();
  let recognition: Recognition | null = null;
  return {
    supported: Constructor !== null,
    start(handlers) {
      if (!Constructor) {
        handlers.onError("not-supported");
        return;
      }
      recognition?.abort();
      const mine = new Constructor();
      mine.lang = "en-US";
      mine.continuous = true;
      mine.interimResults = true;
      mine.onstart = () => handlers.onStart();
      mine.onresult = (event) => {
        for (let index = event.resultIndex; index < event.results.length; index++) {
          const result = event.results[index];
          const text = result?.[0]?.transcript ?? "";
          if (result) handlers.onResult(text, result.isFinal);
        }
      };
      mine.onerror = (event) => handlers.onError(event.error);
      mine.onend = () => {
        if (recognition === mine) recognition = null;
        handlers.onEnd();
      };
      recognition = mine;
      mine.start();
    },
    stop() {
      const mine = recognition;
      recognition = null;
      if (mine) {
        mine.onresult = null;
        mine.onerror = null;
        mine.abort();
      }
    },
  };
}

export function createBrowserVoiceAdapter(output: SpeechOutput = createAppSpeechOutput()): VoiceAdapter {
  return { output, input: createBrowserSpeechInput() };
}
