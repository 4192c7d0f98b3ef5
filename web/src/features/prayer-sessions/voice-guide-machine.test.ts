import { describe, expect, it } from "vitest";
import {
  GUIDE_STEPS,
  type GuideEvent,
  type GuideState,
  guideReducer,
  initialGuideState,
  parseCommand,
  STEP_DELAY_MS,
  welcomeMessage,
} from "./voice-guide-machine";

function run(...events: GuideEvent[]): GuideState {
  return events.reduce(guideReducer, initialGuideState);
}

const start: GuideEvent = { type: "start", watchName: "Third Watch" };

describe("voice guide steps", () => {
  it("are the five prayer stages, each with a spoken prompt", () => {
    expect(GUIDE_STEPS.map((step) => step.title)).toEqual([
      "Thanksgiving",
      "Declare God's Word",
      "Promises He's Made",
      "Meditation",
      "Speaking in Tongues",
    ]);
    for (const step of GUIDE_STEPS) expect(step.prompt).toMatch(new RegExp(step.title.replace("'", ".")));
  });
});

describe("guideReducer", () => {
  it("starts at step 1 with a welcome, speaking at once and listening 1 second after", () => {
    const state = run(start);
    expect(state.status).toBe("running");
    expect(state.stepIndex).toBe(0);
    expect(state.prompt).toBe(GUIDE_STEPS[0]!.prompt);
    expect(state.effect).toEqual({
      kind: "speak",
      text: `${welcomeMessage("Third Watch")} ${GUIDE_STEPS[0]!.prompt}`,
      delayMs: 0,
      listenAfterMs: STEP_DELAY_MS,
      id: 1,
    });
    expect(state.effect.kind === "speak" && state.effect.text).toContain("Welcome");
  });

  it("moves forward up to the last step, speaking the new step after 1 second", () => {
    let state = run(start, { type: "next" });
    expect(state.stepIndex).toBe(1);
    expect(state.effect).toMatchObject({ kind: "speak", text: GUIDE_STEPS[1]!.prompt, delayMs: 1000 });
    state = [1, 2, 3, 4, 5].reduce((current) => guideReducer(current, { type: "next" }), state);
    expect(state.stepIndex).toBe(4);
    const last = state;
    expect(guideReducer(last, { type: "next" })).toBe(last);
  });

  it("moves back down to step 1", () => {
    let state = run(start, { type: "next" }, { type: "next" }, { type: "back" });
    expect(state.stepIndex).toBe(1);
    expect(state.effect).toMatchObject({ kind: "speak", text: GUIDE_STEPS[1]!.prompt, delayMs: 1000 });
    state = guideReducer(state, { type: "back" });
    expect(state.stepIndex).toBe(0);
    expect(guideReducer(state, { type: "back" })).toBe(state);
  });

  it("ignores next and back before it starts", () => {
    expect(run({ type: "next" })).toBe(initialGuideState);
    expect(run({ type: "back" })).toBe(initialGuideState);
  });

  it("pauses (falls silent) and continues at the same step", () => {
    const paused = run(start, { type: "next" }, { type: "speechStarted" }, { type: "pause" });
    expect(paused).toMatchObject({ status: "paused", stepIndex: 1, speaking: false, listening: false });
    expect(paused.effect.kind).toBe("silence");
    const resumed = guideReducer(paused, { type: "continue" });
    expect(resumed).toMatchObject({ status: "running", stepIndex: 1 });
    expect(resumed.effect).toMatchObject({ kind: "speak", text: GUIDE_STEPS[1]!.prompt });
  });

  it("stop resets everything", () => {
    const state = run(
      start,
      { type: "next" },
      { type: "listeningStarted" },
      { type: "transcript", text: "thank you Lord", isFinal: true },
      { type: "stop" },
    );
    expect({ ...state, effect: undefined }).toEqual({ ...initialGuideState, effect: undefined });
    expect(state.effect.kind).toBe("silence");
  });

  it("shows interim text and keeps final text in the transcript", () => {
    let state = run(start, { type: "listeningStarted" }, { type: "transcript", text: "thank", isFinal: false });
    expect(state).toMatchObject({ interim: "thank", transcript: "" });
    state = guideReducer(state, { type: "transcript", text: "Thank you Lord ", isFinal: true });
    expect(state).toMatchObject({ interim: "", transcript: "Thank you Lord", stepIndex: 0 });
  });

  it("acts on commands in final transcripts only", () => {
    const listening = run(start, { type: "listeningStarted" });
    expect(guideReducer(listening, { type: "transcript", text: "next", isFinal: false }).stepIndex).toBe(0);
    const forward = guideReducer(listening, { type: "transcript", text: "Next", isFinal: true });
    expect(forward.stepIndex).toBe(1);
    expect(forward.transcript).toBe("Next");
    expect(guideReducer(forward, { type: "transcript", text: "go back", isFinal: true }).stepIndex).toBe(0);
    expect(guideReducer(forward, { type: "transcript", text: "end", isFinal: true }).status).toBe("idle");
  });

  it("turns failures into the spec's red alerts", () => {
    expect(run(start, { type: "speechFailed", message: "network" }).error).toBe("Speech failed: network");
    expect(run(start, { type: "recognitionFailed", error: "not-allowed" }).error).toBe(
      "Speech recognition error: not-allowed",
    );
    const failed = run(start, { type: "startFailed", message: "busy" });
    expect(failed.error).toBe("Failed to start session: busy");
    expect(failed.status).toBe("idle");
    expect(guideReducer(failed, { type: "dismissError" }).error).toBeNull();
  });
});

describe("voice guide without voice commands (issue 19 §4)", () => {
  it("welcomes with the buttons instead of the spoken commands", () => {
    const state = run({ ...start, voiceCommands: false });
    expect(state.effect).toMatchObject({
      kind: "speak",
      text: `${welcomeMessage("Third Watch", false)} ${GUIDE_STEPS[0]!.prompt}`,
    });
    expect(welcomeMessage("Third Watch", false)).toContain("Voice commands are not available in this browser");
    expect(welcomeMessage("Third Watch", false)).not.toContain("Say next");
    expect(welcomeMessage("Third Watch")).toContain("Say next to move on");
  });

  it("has spoken only after a step's speech ended while running; Start and Stop reset it", () => {
    expect(run(start).spoke).toBe(false);
    expect(run({ type: "stepSpoken" }).spoke).toBe(false);
    expect(run(start, { type: "speechStarted" }, { type: "stepSpoken" }).spoke).toBe(true);
    expect(run(start, { type: "stepSpoken" }, { type: "pause" }).spoke).toBe(true);
    expect(run(start, { type: "pause" }, { type: "stepSpoken" }).spoke).toBe(false);
    expect(run(start, { type: "stepSpoken" }, { type: "stop" }).spoke).toBe(false);
    expect(run(start, { type: "stepSpoken" }, { type: "stop" }, start).spoke).toBe(false);
  });
});

describe("parseCommand", () => {
  it.each([
    ["next", "next"],
    ["Continue.", "next"],
    ["skip this one", "next"],
    ["back", "back"],
    ["Previous please", "back"],
    ["stop", "stop"],
    ["END", "stop"],
    ["let's go back, no, next", "next"],
  ] as const)("%s → %s", (text, command) => {
    expect(parseCommand(text)).toBe(command);
  });

  it.each(["thank you Lord", "weekend", "nextdoor", "backing", "", "  "])("%j is no command", (text) => {
    expect(parseCommand(text)).toBeNull();
  });
});
