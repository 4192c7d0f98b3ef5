import { SPEECH_CHUNKS_CLIENT, splitSpeechChunks } from "@common/speech-chunks";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastError } from "@/lib/toast";
import {
  cancelSpeech,
  configurePrayerAudio,
  pausePrayerAudio,
  resumePrayerAudio,
  SPEECH_REQUEST_TIMEOUT_MS,
  SpeechFailures,
  SpeechToasts,
  speak,
  stopPrayerAudio,
  usePrayerAudio,
  usePrayerAudioSnapshot,
} from "./prayer-audio";

vi.mock("@/lib/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), toastInfo: vi.fn() }));

// --- fakes: the audio element, object URLs, the browser's speech synthesis, fetch ---------------

class FakeAudio {
  static instances: FakeAudio[] = [];
  static failPlay = false;
  src = "";
  volume = 1;
  paused = true;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeAudio.instances.push(this);
  }
  play() {
    if (FakeAudio.failPlay) return Promise.reject(new DOMException("no supported source", "NotSupportedError"));
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
  removeAttribute(name: string) {
    if (name === "src") this.src = "";
  }
  /** The chunk plays to its end. */
  finish() {
    this.paused = true;
    this.onended?.();
  }
}

class FakeUtterance {
  lang = "";
  rate = 1;
  volume = 1;
  voice: unknown = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

const spoken: FakeUtterance[] = [];
const synthesis = {
  speak: vi.fn((utterance: FakeUtterance) => {
    spoken.push(utterance);
    queueMicrotask(() => utterance.onstart?.());
  }),
  cancel: vi.fn(),
  pause: vi.fn(),
  resume: vi.fn(),
  getVoices: () => [],
};

type FetchReply = { status: number; body?: string } | "hang";
let replies: FetchReply[] = [];
const requests: Array<{ url: string; init: RequestInit; body: Record<string, unknown> }> = [];
let urlCount = 0;
const revoked: string[] = [];

const fetchMock = vi.fn((url: string, init: RequestInit) => {
  requests.push({ url, init, body: JSON.parse(String(init.body)) });
  const reply = replies.shift() ?? { status: 200 };
  if (reply === "hang") {
    return new Promise((_resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    });
  }
  return Promise.resolve({
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    statusText: "",
    text: async () => reply.body ?? "",
    blob: async () => new Blob([reply.body ?? "RIFF....WAVE"], { type: "audio/wav" }),
  });
});

function installBrowserVoice() {
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true });
}

beforeEach(() => {
  FakeAudio.instances = [];
  FakeAudio.failPlay = false;
  spoken.length = 0;
  requests.length = 0;
  revoked.length = 0;
  replies = [];
  urlCount = 0;
  vi.stubGlobal("Audio", FakeAudio);
  vi.stubGlobal("fetch", fetchMock);
  URL.createObjectURL = () => `blob:speech-${++urlCount}`;
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  installBrowserVoice();
  configurePrayerAudio({ voice: "male", speed: 1.5, volume: 0.6 });
  vi.mocked(toastError).mockClear();
  for (const mock of [synthesis.speak, synthesis.cancel, synthesis.pause, synthesis.resume, fetchMock])
    mock.mockClear();
});

afterEach(() => {
  act(() => {
    stopPrayerAudio();
    cancelSpeech();
  });
  Reflect.deleteProperty(window, "speechSynthesis");
});

const LONG_PRAYER = Array.from(
  { length: 24 },
  (_, i) => `Father, we thank You for mercy number ${i + 1} that You have shown us in this watch.`,
).join(" ");

function useBoth(key: string) {
  return { prayer: usePrayerAudio(key), snapshot: usePrayerAudioSnapshot() };
}

/** The newest audio element, once it exists. */
async function audioNumber(n: number): Promise<FakeAudio> {
  await vi.waitFor(() => expect(FakeAudio.instances.length).toBeGreaterThanOrEqual(n));
  return FakeAudio.instances[n - 1]!;
}

describe("prayer audio through POST /api/text-to-speech", () => {
  it("reads a long prayer as a playlist of chunks: loading, playing, idle at the end", async () => {
    const chunks = splitSpeechChunks(LONG_PRAYER, SPEECH_CHUNKS_CLIENT);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const { result } = renderHook(() => useBoth("prayer-1"));

    let started!: Promise<void>;
    act(() => {
      started = result.current.prayer.play(LONG_PRAYER);
    });
    expect(result.current.prayer.status).toBe("loading");
    await act(() => started);
    expect(result.current.prayer.status).toBe("playing");

    // The first chunk is short; the next one is already being fetched while it plays.
    expect(requests[0]).toMatchObject({ url: "/api/text-to-speech", init: { method: "POST", credentials: "include" } });
    expect(requests[0]!.body).toEqual({ text: chunks[0], voiceId: "male", speed: 1.5 });
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body.text).toBe(chunks[1]);

    const first = await audioNumber(1);
    expect(first.volume).toBe(0.6);
    expect(first.src).toBe("blob:speech-1");
    for (let n = 1; n <= chunks.length; n++) {
      const audio = await audioNumber(n);
      await act(async () => audio.finish());
    }
    await vi.waitFor(() => expect(result.current.snapshot).toEqual({ key: null, status: "idle" }));
    expect(requests.map((request) => request.body.text)).toEqual(chunks);
    expect(revoked.sort()).toEqual(chunks.map((_, i) => `blob:speech-${i + 1}`).sort());
    expect(toastError).not.toHaveBeenCalled();
    expect(synthesis.speak).not.toHaveBeenCalled();
  });

  it("pauses and resumes the chunk that is playing", async () => {
    const { result } = renderHook(() => useBoth("prayer-2"));
    await act(() => result.current.prayer.play("Lord, have mercy."));
    const audio = await audioNumber(1);
    act(() => result.current.prayer.pause());
    expect(result.current.prayer.status).toBe("paused");
    expect(audio.paused).toBe(true);
    act(() => result.current.prayer.resume());
    expect(result.current.prayer.status).toBe("playing");
    expect(audio.paused).toBe(false);
    await act(async () => audio.finish());
    await vi.waitFor(() => expect(result.current.prayer.status).toBe("idle"));
  });

  it("waits for resume when paused between two chunks", async () => {
    const { result } = renderHook(() => useBoth("prayer-3"));
    await act(() => result.current.prayer.play(LONG_PRAYER));
    act(() => pausePrayerAudio());
    const first = await audioNumber(1);
    await act(async () => first.finish());
    // The second chunk has arrived (fetched ahead) but does not start while paused.
    await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeAudio.instances).toHaveLength(1);
    expect(result.current.prayer.status).toBe("paused");
    act(() => resumePrayerAudio());
    expect(result.current.prayer.status).toBe("playing");
    const second = await audioNumber(2);
    expect(second.paused).toBe(false);
  });

  it("stops the previous prayer when another one starts", async () => {
    const { result } = renderHook(() => ({ one: usePrayerAudio("one"), two: usePrayerAudio("two") }));
    await act(() => result.current.one.play(LONG_PRAYER));
    const first = await audioNumber(1);
    await act(() => result.current.two.play("Amen."));
    expect(result.current.one.status).toBe("idle");
    expect(result.current.two.status).toBe("playing");
    expect(first.paused).toBe(true);
    expect(first.src).toBe("");
    expect(revoked).toContain("blob:speech-1");
    // The first prayer's prefetch was abandoned: nothing more of it plays.
    const second = await audioNumber(2);
    await act(async () => second.finish());
    await vi.waitFor(() => expect(result.current.two.status).toBe("idle"));
    expect(FakeAudio.instances).toHaveLength(2);
  });

  it("stop ends the reading at once", async () => {
    const { result } = renderHook(() => useBoth("prayer-4"));
    await act(() => result.current.prayer.play(LONG_PRAYER));
    act(() => result.current.prayer.stop());
    expect(result.current.snapshot).toEqual({ key: null, status: "idle" });
    expect(FakeAudio.instances[0]!.paused).toBe(true);
  });
});

describe("falling back to the browser's speech synthesis", () => {
  async function playAndFallBack(text = "Lord, hear our prayer.") {
    const hook = renderHook(() => useBoth("prayer-f"));
    await act(() => hook.result.current.prayer.play(text));
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    return hook;
  }

  it("reads silently with the browser's voice when the user is signed out (401)", async () => {
    replies = [{ status: 401, body: '{"message":"You are not signed in"}' }];
    const { result } = await playAndFallBack();
    expect(toastError).not.toHaveBeenCalled();
    expect(spoken[0]).toMatchObject({ text: "Lord, hear our prayer.", rate: 1.5, volume: 0.6, lang: "en-US" });
    expect(result.current.prayer.status).toBe("playing");
    act(() => result.current.prayer.pause());
    expect(synthesis.pause).toHaveBeenCalled();
    act(() => result.current.prayer.resume());
    expect(synthesis.resume).toHaveBeenCalled();
    await act(async () => spoken[0]!.onend?.());
    expect(result.current.prayer.status).toBe("idle");
  });

  it.each([429, 500, 503])("toasts 'Speech Generation Failed' on %i and reads with the browser", async (status) => {
    replies = [{ status, body: '{"message":"nope"}' }];
    await playAndFallBack();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith("Speech Generation Failed", "Unable to generate speech.");
  });

  it("toasts 'Speech Generation Failed' when the network fails", async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    await playAndFallBack();
    expect(toastError).toHaveBeenCalledWith(SpeechToasts.generationFailedTitle, SpeechToasts.generationFailed);
  });

  it("toasts the time-out message when the server takes too long", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    replies = ["hang"];
    const { result } = renderHook(() => useBoth("prayer-t"));
    let started!: Promise<void>;
    act(() => {
      started = result.current.prayer.play("Lord, hear our prayer.");
    });
    await vi.advanceTimersByTimeAsync(SPEECH_REQUEST_TIMEOUT_MS + 10);
    await act(() => started);
    expect(toastError).toHaveBeenCalledWith(
      "Speech Generation Failed",
      "Request timed out. Please try with shorter text.",
    );
    expect(spoken).toHaveLength(1);
  });

  it("toasts 'Audio Error' when the generated audio will not play", async () => {
    FakeAudio.failPlay = true;
    await playAndFallBack();
    expect(toastError).toHaveBeenCalledWith("Audio Error", "Unable to play generated speech");
    expect(revoked).toEqual(["blob:speech-1"]);
  });

  it("reads only the rest with the browser when a later chunk fails", async () => {
    const chunks = splitSpeechChunks(LONG_PRAYER, SPEECH_CHUNKS_CLIENT);
    replies = [{ status: 200 }, { status: 500 }];
    const { result } = renderHook(() => useBoth("prayer-r"));
    await act(() => result.current.prayer.play(LONG_PRAYER));
    const first = await audioNumber(1);
    await act(async () => first.finish());
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]!.text).toBe(chunks.slice(1).join(" "));
    expect(result.current.prayer.status).toBe("playing");
  });

  it("shows 'Audio Error' and goes idle when the browser has no voice either", async () => {
    Reflect.deleteProperty(window, "speechSynthesis");
    replies = [{ status: 500 }];
    const { result } = renderHook(() => useBoth("prayer-n"));
    await act(() => result.current.prayer.play("Amen."));
    await vi.waitFor(() => expect(result.current.prayer.status).toBe("idle"));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith("Audio Error", "Failed to generate or play audio. Please try again.");
  });
});

describe("speak() for the voice guide", () => {
  it("resolves when the speech ends, with the given voice and speed", async () => {
    let ended = false;
    const done = speak("Welcome to your prayer session.", { voice: "female", speed: 1 }).then(() => {
      ended = true;
    });
    const audio = await audioNumber(1);
    expect(requests[0]!.body).toEqual({ text: "Welcome to your prayer session.", voiceId: "female", speed: 1 });
    expect(ended).toBe(false);
    audio.finish();
    await done;
    expect(ended).toBe(true);
  });

  it("falls back to the browser's voice without a toast", async () => {
    replies = [{ status: 500 }];
    const done = speak("Step two.");
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    spoken[0]!.onend?.();
    await done;
    expect(toastError).not.toHaveBeenCalled();
  });

  it("rejects when no voice can speak", async () => {
    Reflect.deleteProperty(window, "speechSynthesis");
    replies = [{ status: 500 }];
    await expect(speak("Step three.")).rejects.toThrow("Speech is not supported in this browser.");
  });

  it("rejects plainly when the browser's synthesis has no voices (Chromium: 'synthesis-failed')", async () => {
    replies = [{ status: 500 }];
    const done = speak("Step four.");
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    spoken[0]!.onerror?.({ error: "synthesis-failed" });
    await expect(done).rejects.toThrow(SpeechFailures.noBrowserVoice);
  });

  it("signed out with no browser voice, says that signing in brings the app's voice", async () => {
    Reflect.deleteProperty(window, "speechSynthesis");
    replies = [{ status: 401 }];
    await expect(speak("Step five.")).rejects.toThrow(SpeechFailures.signedOutNoBrowserVoice);
    expect(toastError).not.toHaveBeenCalled();
  });

  it("is cancelled by cancelSpeech() or its signal, and stops prayer audio when it starts", async () => {
    const { result } = renderHook(() => usePrayerAudio("prayer-s"));
    await act(() => result.current.play(LONG_PRAYER));
    let first!: Promise<void>;
    act(() => {
      first = speak("Next step.");
    });
    expect(result.current.status).toBe("idle");
    await audioNumber(2);
    cancelSpeech();
    await first;
    expect(FakeAudio.instances[1]!.paused).toBe(true);

    const controller = new AbortController();
    const second = speak("Another step.", { signal: controller.signal });
    await audioNumber(3);
    controller.abort();
    await second;
  });
});
