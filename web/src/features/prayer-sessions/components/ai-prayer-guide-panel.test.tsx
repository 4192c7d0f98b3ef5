import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeVoiceAdapter } from "../testing/fake-voice-adapter";
import { GUIDE_STEPS, welcomeMessage } from "../voice-guide-machine";
import { AiPrayerGuidePanel, NO_VOICE_COMMANDS_TEXT } from "./ai-prayer-guide-panel";

/* fireEvent rather than user-event: user-event waits on timers, which these tests fake. */
function click(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setup(options: Parameters<typeof createFakeVoiceAdapter>[0] = {}) {
  const voice = createFakeVoiceAdapter(options);
  const onRanChange = vi.fn();
  const view = render(
    <AiPrayerGuidePanel adapter={voice.adapter} watchName="Fourth Watch" onRanChange={onRanChange} />,
  );
  /** What the panel last said about having run. */
  const ran = () => onRanChange.mock.calls.at(-1)?.[0] ?? false;
  return { voice, onRanChange, ran, ...view };
}

const prompt = () => screen.getByTestId("guide-prompt");
const indicator = () => screen.getByTestId("voice-indicator");
const currentTile = () => screen.getByRole("listitem", { current: "step" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
});

describe("AiPrayerGuidePanel", () => {
  it("shows the five step tiles, the controls and the voice-commands hint", () => {
    setup();
    const panel = screen.getByRole("region", { name: "AI Prayer Guide" });
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((tile) => tile.textContent),
    ).toEqual(GUIDE_STEPS.map((step) => `${step.number}${step.title}`));
    expect(panel).toHaveTextContent("Prayer Steps");
    expect(screen.getByRole("button", { name: "Previous step" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Start guide" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Pause guide" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next step" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Stop guide" })).toBeDisabled();
    expect(screen.getByTestId("voice-commands-hint")).toHaveTextContent("“next”, “continue” or “skip”");
    expect(screen.getByTestId("live-transcript")).toHaveTextContent("What you say appears here.");
  });

  it("never sends the user away to another browser: no 'Chrome or Edge', Start is offered", () => {
    setup({ recognition: false });
    expect(screen.getByRole("button", { name: "Start guide" })).toBeEnabled();
    expect(screen.queryByText(/Chrome or Edge/)).not.toBeInTheDocument();
    expect(screen.queryByText("Voice Assistant Unavailable")).not.toBeInTheDocument();
  });

  it("without speech recognition runs by its buttons and says voice commands are not available", async () => {
    const { voice } = setup({ recognition: false });
    expect(screen.getByTestId("no-voice-commands")).toHaveTextContent(NO_VOICE_COMMANDS_TEXT);
    expect(screen.queryByTestId("voice-commands-hint")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Live transcript" })).not.toBeInTheDocument();

    click("Start guide");
    await advance(0);
    expect(voice.spoken).toEqual([`${welcomeMessage("Fourth Watch", false)} ${GUIDE_STEPS[0]!.prompt}`]);
    expect(voice.spoken[0]).toContain("Voice commands are not available in this browser");
    expect(voice.spoken[0]).not.toContain("Say next");
    voice.finishSpeaking();
    await advance(5000);
    // It does not try to listen, and there is no red error for the missing recognition.
    expect(voice.adapter.input.start).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("Waiting for your next step")).toBeInTheDocument();

    click("Next step");
    await advance(1000);
    expect(voice.spoken.at(-1)).toBe(GUIDE_STEPS[1]!.prompt);
    expect(currentTile()).toHaveTextContent("Declare God's Word");
    voice.finishSpeaking();
    click("Previous step");
    await advance(1000);
    expect(voice.spoken.at(-1)).toBe(GUIDE_STEPS[0]!.prompt);
    click("Pause guide");
    expect(screen.getByText("Paused")).toBeInTheDocument();
    click("Continue guide");
    await advance(1000);
    expect(voice.spoken.at(-1)).toBe(GUIDE_STEPS[0]!.prompt);
    click("Stop guide");
    expect(screen.getByRole("button", { name: "Start guide" })).toBeEnabled();
    expect(voice.adapter.input.start).not.toHaveBeenCalled();
  });

  it("has run only once a step was spoken to its end, and not after Stop", async () => {
    const { voice, ran } = setup();
    expect(ran()).toBe(false);
    click("Start guide");
    await advance(0);
    expect(ran()).toBe(false);
    voice.finishSpeaking();
    await advance(0);
    expect(ran()).toBe(true);
    click("Pause guide");
    expect(ran()).toBe(true);
    click("Stop guide");
    expect(ran()).toBe(false);
  });

  it("has not run when its speech was cut off or failed", async () => {
    const { voice, ran, onRanChange } = setup();
    click("Start guide");
    await advance(0);
    click("Pause guide"); // cancels the speech: its promise resolves, but the step was not spoken
    await advance(5000);
    click("Continue guide");
    await advance(1000);
    voice.failSpeaking("Speech is not supported in this browser.");
    await advance(5000);
    expect(screen.getByRole("alert")).toHaveTextContent("Speech failed: Speech is not supported in this browser.");
    expect(ran()).toBe(false);
    expect(onRanChange).not.toHaveBeenCalledWith(true);
  });

  it("Start speaks a welcome and step 1, then listens 1 second after", async () => {
    const { voice } = setup();
    click("Start guide");
    await advance(0);
    expect(voice.spoken).toEqual([`${welcomeMessage("Fourth Watch")} ${GUIDE_STEPS[0]!.prompt}`]);
    expect(indicator()).toHaveAttribute("data-state", "speaking");
    expect(prompt()).toHaveTextContent(GUIDE_STEPS[0]!.prompt);
    expect(currentTile()).toHaveTextContent("Thanksgiving");

    voice.finishSpeaking();
    await advance(999);
    expect(voice.adapter.input.start).not.toHaveBeenCalled();
    await advance(1);
    expect(voice.adapter.input.start).toHaveBeenCalledTimes(1);
    expect(voice.listening).toBe(true);
    expect(indicator()).toHaveAttribute("data-state", "listening");
    expect(screen.getByText("Listening…")).toBeInTheDocument();
  });

  it("follows voice commands on final transcripts, showing what is heard", async () => {
    const { voice } = setup();
    click("Start guide");
    await advance(0);
    voice.finishSpeaking();
    await advance(1000);

    act(() => voice.say("next", false));
    expect(screen.getByTestId("live-transcript")).toHaveTextContent("next");
    expect(currentTile()).toHaveTextContent("Thanksgiving");

    act(() => voice.say("Thank you Lord. Next"));
    expect(screen.getByTestId("live-transcript")).toHaveTextContent("Thank you Lord. Next");
    expect(currentTile()).toHaveTextContent("Declare God's Word");
    expect(voice.listening).toBe(false);
    await advance(999);
    expect(voice.spoken).toHaveLength(1);
    await advance(1);
    expect(voice.spoken.at(-1)).toBe(GUIDE_STEPS[1]!.prompt);
    voice.finishSpeaking();
    await advance(1000);

    act(() => voice.say("go back"));
    expect(currentTile()).toHaveTextContent("Thanksgiving");
    await advance(1000);
    voice.finishSpeaking();
    await advance(1000);

    act(() => voice.say("stop"));
    expect(screen.queryByRole("listitem", { current: "step" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start guide" })).toBeEnabled();
  });

  it("moves with the buttons, pauses, continues and stops", async () => {
    const { voice } = setup();
    click("Start guide");
    await advance(0);
    click("Next step");
    click("Next step");
    expect(currentTile()).toHaveTextContent("Promises He's Made");
    expect(screen.getByText("Step 3 of 5")).toBeInTheDocument();
    click("Previous step");
    expect(currentTile()).toHaveTextContent("Declare God's Word");

    await advance(1000);
    expect(voice.spoken.at(-1)).toBe(GUIDE_STEPS[1]!.prompt);
    click("Pause guide");
    expect(voice.adapter.output.cancel).toHaveBeenCalled();
    expect(voice.adapter.input.stop).toHaveBeenCalled();
    expect(screen.getByText("Paused")).toBeInTheDocument();
    const spokenBefore = voice.spoken.length;
    await advance(5000);
    expect(voice.spoken).toHaveLength(spokenBefore);

    click("Continue guide");
    await advance(1000);
    expect(voice.spoken.at(-1)).toBe(GUIDE_STEPS[1]!.prompt);

    click("Next step");
    click("Next step");
    click("Next step");
    expect(currentTile()).toHaveTextContent("Speaking in Tongues");
    expect(screen.getByRole("button", { name: "Next step" })).toBeDisabled();

    click("Stop guide");
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Stop guide" })).toBeDisabled();
  });

  it("shows 'Speech failed: …' when speaking fails, and still listens", async () => {
    const { voice } = setup();
    click("Start guide");
    await advance(0);
    voice.failSpeaking("audio device lost");
    await advance(0);
    expect(screen.getByRole("alert")).toHaveTextContent("Speech failed: audio device lost");
    await advance(1000);
    expect(voice.listening).toBe(true);
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows 'Speech recognition error: …' and ignores the benign ones", async () => {
    const { voice } = setup();
    click("Start guide");
    await advance(0);
    voice.finishSpeaking();
    await advance(1000);
    act(() => voice.recognitionError("no-speech"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await advance(250);
    expect(voice.adapter.input.start).toHaveBeenCalledTimes(2);
    act(() => voice.recognitionError("bad-grammar"));
    expect(screen.getByRole("alert")).toHaveTextContent("Speech recognition error: bad-grammar");
    await advance(1000);
    expect(voice.adapter.input.start).toHaveBeenCalledTimes(2);
  });

  it("falls back to its buttons when the browser refuses to listen (Chromium: 'not-allowed', 'network')", async () => {
    const { voice } = setup();
    expect(screen.getByTestId("voice-commands-hint")).toBeInTheDocument();
    click("Start guide");
    await advance(0);
    voice.finishSpeaking();
    await advance(1000);
    act(() => voice.recognitionError("not-allowed"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Voice commands are not available in this browser: the microphone or speech recognition is not allowed.",
    );
    expect(screen.queryByTestId("voice-commands-hint")).not.toBeInTheDocument();
    expect(screen.getByText("Waiting for your next step")).toBeInTheDocument();

    click("Next step");
    await advance(1000);
    expect(voice.spoken.at(-1)).toBe(GUIDE_STEPS[1]!.prompt);
    voice.finishSpeaking();
    await advance(5000);
    expect(voice.adapter.input.start).toHaveBeenCalledTimes(1);

    // A new run says so in its welcome, and still does not try to listen.
    click("Stop guide");
    click("Start guide");
    await advance(0);
    expect(voice.spoken.at(-1)).toContain(welcomeMessage("Fourth Watch", false));
    voice.finishSpeaking();
    await advance(5000);
    expect(voice.adapter.input.start).toHaveBeenCalledTimes(1);
  });

  it("shows 'Failed to start session: …' when listening cannot start", async () => {
    const { voice } = setup();
    vi.mocked(voice.adapter.input.start).mockImplementation(() => {
      throw new Error("recognition has already started");
    });
    click("Start guide");
    await advance(0);
    voice.finishSpeaking();
    await advance(1000);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to start session: recognition has already started");
    expect(screen.getByRole("button", { name: "Start guide" })).toBeEnabled();
  });

  it("stops speaking and listening when turned off (unmounted)", async () => {
    const { voice, unmount } = setup();
    click("Start guide");
    await advance(0);
    vi.mocked(voice.adapter.output.cancel).mockClear();
    vi.mocked(voice.adapter.input.stop).mockClear();
    unmount();
    expect(voice.adapter.output.cancel).toHaveBeenCalled();
    expect(voice.adapter.input.stop).toHaveBeenCalled();
    await advance(5000);
    expect(voice.adapter.input.start).not.toHaveBeenCalled();
  });
});
