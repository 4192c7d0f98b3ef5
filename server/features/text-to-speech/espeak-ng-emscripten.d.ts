/** The parts of the Emscripten build of eSpeak NG (GPL-3.0) that the built-in voice uses; the package has no types. */
declare module "@echogarden/espeak-ng-emscripten" {
  export interface ESpeakNGWorker {
    /** 0 on success. Accepts a voice name with a variant, e.g. "en-us+f3". */
    set_voice(name: string): number;
    /** Words per minute (80–450). */
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    get_samplerate(): number;
    /** Calls back with 16-bit mono samples (a copy) for each block; returning true aborts. */
    synthesize(
      text: string,
      callback: (samples: Int16Array | undefined, events: unknown[]) => boolean | undefined,
    ): void;
  }
  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  const factory: (options?: {
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }) => Promise<ESpeakNGModule>;
  export default factory;
}
