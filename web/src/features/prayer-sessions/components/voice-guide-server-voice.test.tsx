import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cancelSpeech } from "@/lib/audio/prayer-audio";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, renderWithQuery, testUser } from "@/testing/render";
import { pendingSessions, signedOutSessions } from "../session-store";
import { GUIDE_STEPS, welcomeMessage } from "../voice-guide-machine";
import { NO_VOICE_COMMANDS_TEXT } from "./ai-prayer-guide-panel";
import { PrayerSessionScreen } from "./prayer-session-screen";

/*
 * The voice guide as the screen builds it (the real browser adapter and the app's audio module), in a
 * browser like Debian's Chromium: no speech synthesis voices and no speech recognition. Only fetch and
 * the audio element are fakes. The guide must speak through POST /api/text-to-speech and run by its
 * buttons (issue 19 §4).
 */

vi.mock("@/lib/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), toastInfo: vi.fn() }));

/** Each chunk "plays" for CHUNK_MS and then ends. */
const CHUNK_MS = 200;

class FakeAudio {
  static instances: FakeAudio[] = [];
  src = "";
  volume = 1;
  paused = true;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeAudio.instances.push(this);
  }
  play() {
    this.paused = false;
    setTimeout(() => {
      if (this.paused) return;
      this.paused = true;
      this.onended?.();
    }, CHUNK_MS);
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
  removeAttribute(name: string) {
    if (name === "src") this.src = "";
  }
}

function setup({ speechStatus = 200 } = {}) {
  const requests: RecordedRequest[] = stubFetch((request) => {
    if (request.method === "POST" && request.path === "/api/text-to-speech") {
      if (speechStatus !== 200) return new Response("The voice is resting", { status: speechStatus });
      return new Response(new TextEncoder().encode("ID3 fake mpeg frames"), {
        status: 200,
        headers: { "Content-Type": "audio/mpeg" },
      });
    }
    if (request.method === "POST" && request.path === "/api/prayer-sessions") {
      return { ...(request.body as object), id: 1, userId: testUser.id, createdAt: new Date().toISOString() };
    }
    if (request.method === "GET" && request.url.pathname === "/api/prayer-sessions") return [];
  });
  renderWithQuery(
    <PrayerSessionScreen watchNumber={4} voiceGuided userId={testUser.id} onComplete={vi.fn()} />,
    createTestQueryClient(testUser),
  );
  const spokenTexts = () =>
    requests
      .filter((request) => request.path === "/api/text-to-speech")
      .map((request) => (request.body as { text: string }).text);
  const savedSessions = () =>
    requests.filter((request) => request.method === "POST" && request.path === "/api/prayer-sessions");
  return { requests, spokenTexts, savedSessions };
}

function click(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  sessionStorage.clear();
  pendingSessions.clear();
  signedOutSessions.clear();
  FakeAudio.instances = [];
  vi.stubGlobal("Audio", FakeAudio);
  let urls = 0;
  URL.createObjectURL = () => `blob:speech-${++urls}`;
  URL.revokeObjectURL = () => {};
  // The browser of the issue: no voices to speak with, nothing to listen with.
  expect("speechSynthesis" in window).toBe(false);
  expect("SpeechRecognition" in window || "webkitSpeechRecognition" in window).toBe(false);
});

afterEach(() => {
  act(() => cancelSpeech());
  vi.unstubAllGlobals();
});

describe("the voice guide without browser voices or speech recognition", () => {
  it("speaks every step with the server's voice, runs by its buttons, and the session is voice guided", async () => {
    const { spokenTexts, savedSessions } = setup();
    expect(screen.getByRole("region", { name: "AI Prayer Guide" })).toBeInTheDocument();
    expect(screen.queryByText(/Chrome or Edge/)).not.toBeInTheDocument();
    expect(screen.queryByText("Voice Assistant Unavailable")).not.toBeInTheDocument();
    expect(screen.getByTestId("no-voice-commands")).toHaveTextContent(NO_VOICE_COMMANDS_TEXT);

    click("Start");
    click("Start guide");
    await advance(0);
    expect(screen.getByText("Speaking…")).toBeInTheDocument();
    await advance(20 * CHUNK_MS);
    // The welcome and step 1, read by the server in sentence chunks, each played as audio.
    expect(squash(spokenTexts().join(" "))).toBe(
      squash(`${welcomeMessage("Fourth Watch", false)} ${GUIDE_STEPS[0]!.prompt}`),
    );
    expect(FakeAudio.instances.length).toBe(spokenTexts().length);
    expect(FakeAudio.instances.every((audio) => audio.volume === 0.8)).toBe(true);
    expect(screen.getByText("Waiting for your next step")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    const before = spokenTexts().length;
    click("Next step");
    await advance(1000 + 20 * CHUNK_MS);
    expect(squash(spokenTexts().slice(before).join(" "))).toBe(squash(GUIDE_STEPS[1]!.prompt));
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Declare God's Word");

    await advance(30_000);
    click("End Session");
    await advance(0);
    expect(savedSessions()).toHaveLength(1);
    expect(savedSessions()[0]!.body).toMatchObject({ watchNumber: 4, voiceGuided: true });
  });

  it("when no voice at all can speak, says so, keeps the steps on screen, and the session is not voice guided", async () => {
    const { spokenTexts, savedSessions } = setup({ speechStatus: 503 });
    click("Start");
    click("Start guide");
    await advance(2000);
    expect(spokenTexts().length).toBeGreaterThan(0);
    expect(screen.getByRole("alert")).toHaveTextContent("Speech failed: Speech is not supported in this browser.");
    expect(screen.getByTestId("guide-prompt")).toHaveTextContent(GUIDE_STEPS[0]!.prompt);
    click("Next step");
    await advance(2000);
    expect(screen.getByTestId("guide-prompt")).toHaveTextContent(GUIDE_STEPS[1]!.prompt);

    await advance(30_000);
    click("End Session");
    await advance(0);
    expect(savedSessions()[0]!.body).toMatchObject({ voiceGuided: false });
  });
});
