import { vi } from "vitest";
import type { RecognitionHandlers, VoiceAdapter } from "../speech-adapter";

/** A voice adapter tests drive by hand: finish or fail speech, say words, raise recognition errors. */
export function createFakeVoiceAdapter(options: { recognition?: boolean } = {}) {
  let pending: { resolve: () => void; reject: (error: Error) => void } | null = null;
  let handlers: RecognitionHandlers | null = null;
  const spoken: string[] = [];
  const supported = options.recognition ?? true;

  const adapter: VoiceAdapter = {
    output: {
      speak: vi.fn((text: string) => {
        spoken.push(text);
        return new Promise<void>((resolve, reject) => {
          pending = { resolve, reject };
        });
      }),
      cancel: vi.fn(() => {
        pending?.resolve();
        pending = null;
      }),
    },
    input: {
      supported,
      start: vi.fn((next: RecognitionHandlers) => {
        if (!supported) {
          next.onError("not-supported");
          return;
        }
        handlers = next;
        next.onStart();
      }),
      stop: vi.fn(() => {
        handlers = null;
      }),
    },
  };

  return {
    adapter,
    spoken,
    get listening() {
      return handlers !== null;
    },
    finishSpeaking() {
      const current = pending;
      pending = null;
      current?.resolve();
    },
    failSpeaking(message: string) {
      const current = pending;
      pending = null;
      current?.reject(new Error(message));
    },
    say(text: string, isFinal = true) {
      handlers?.onResult(text, isFinal);
    },
    recognitionError(type: string) {
      const current = handlers;
      handlers = null;
      current?.onError(type);
      current?.onEnd();
    },
  };
}
