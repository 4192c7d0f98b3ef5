import { describe, expect, it, vi } from "vitest";
import { createBrowserSpeechInput, createBrowserVoiceAdapter } from "./speech-adapter";

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = "";
  continuous = false;
  interimResults = false;
  onstart: (() => void) | null = null;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn(() => this.onstart?.());
  stop = vi.fn();
  abort = vi.fn();
  constructor() {
    FakeRecognition.instances.push(this);
  }
}

function handlers() {
  return { onStart: vi.fn(), onResult: vi.fn(), onError: vi.fn(), onEnd: vi.fn() };
}

describe("browser speech input", () => {
  it("listens in en-US, continuously, with interim results, and reports each result", () => {
    FakeRecognition.instances = [];
    vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
    const input = createBrowserSpeechInput();
    expect(input.supported).toBe(true);
    const on = handlers();
    input.start(on);
    const recognition = FakeRecognition.instances[0]!;
    expect(recognition).toMatchObject({ lang: "en-US", continuous: true, interimResults: true });
    expect(on.onStart).toHaveBeenCalled();

    recognition.onresult?.({
      resultIndex: 1,
      results: [
        { isFinal: true, 0: { transcript: "old" } },
        { isFinal: false, 0: { transcript: "nex" } },
        { isFinal: true, 0: { transcript: "next" } },
      ],
    });
    expect(on.onResult.mock.calls).toEqual([
      ["nex", false],
      ["next", true],
    ]);
    recognition.onerror?.({ error: "network" });
    expect(on.onError).toHaveBeenCalledWith("network");

    input.stop();
    expect(recognition.abort).toHaveBeenCalled();
  });

  it("reports 'not-supported' where the browser has no recognition", () => {
    const input = createBrowserSpeechInput();
    expect(input.supported).toBe(false);
    const on = handlers();
    input.start(on);
    expect(on.onError).toHaveBeenCalledWith("not-supported");
  });
});

describe("the browser voice adapter", () => {
  it("speaks with the output it is given (the app's audio module by default) and listens only where it can", () => {
    const output = { speak: vi.fn(async () => {}), cancel: vi.fn() };
    const adapter = createBrowserVoiceAdapter(output);
    expect(adapter.output).toBe(output);
    expect(adapter.input.supported).toBe(false);
    vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
    expect(createBrowserVoiceAdapter(output).input.supported).toBe(true);
    vi.unstubAllGlobals();
  });
});
