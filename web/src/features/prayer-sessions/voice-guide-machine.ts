/**
 * The AI Prayer Guide (core spec §2, §4, §9) as a pure reducer: five steps with spoken prompts, the
 * controls and the voice commands. What the guide should do next (speak, listen, fall silent) is part
 * of the state as an `effect` with an id; a hook performs each new effect with the speech adapter.
 */

export interface GuideStep {
  number: 1 | 2 | 3 | 4 | 5;
  title: string;
  /** What the guide says when the step begins. */
  prompt: string;
}

/** The five prayer stages (spec §1), each with the words the guide speaks. */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    number: 1,
    title: "Thanksgiving",
    prompt:
      "Step one, Thanksgiving. Enter his gates with thanksgiving. Thank the Lord for who he is and for what he has done: for life, for salvation, for his faithfulness this day. Name the blessings you see, and give him praise.",
  },
  {
    number: 2,
    title: "Declare God's Word",
    prompt:
      "Step two, Declare God's Word. Speak the scripture of this watch aloud over your life, your family and your city. His word does not return to him void. Declare it with faith and let it settle in your heart.",
  },
  {
    number: 3,
    title: "Promises He's Made",
    prompt:
      "Step three, Promises He's Made. Remind the Lord of his promises and stand on them: his promises of provision, protection, healing and guidance. Every promise is yes and amen in Christ. Receive them as yours.",
  },
  {
    number: 4,
    title: "Meditation",
    prompt:
      "Step four, Meditation. Be still and know that he is God. Rest in his presence, think on the word you have declared, and listen. Let the Holy Spirit bring to mind what he wants to say to you.",
  },
  {
    number: 5,
    title: "Speaking in Tongues",
    prompt:
      "Step five, Speaking in Tongues. Pray in the Spirit. Yield your voice to the Holy Spirit and let him pray through you, building up your faith. Continue as long as you are led, and close with thanks.",
  },
] as const;

export const STEP_DELAY_MS = 1000;

/**
 * The guide's first words. With voice commands it names them; without speech recognition (the browser
 * cannot listen) it points to the on-screen buttons instead.
 */
export function welcomeMessage(watchName: string, voiceCommands = true): string {
  const how = voiceCommands
    ? "Say next to move on, back to return, or stop to end."
    : "Voice commands are not available in this browser, so use the buttons on the screen: Next to move on, Previous to return, and Stop to end.";
  return `Welcome to your guided prayer for the ${watchName}. We will pray through five steps together. ${how}`;
}

export type GuideStatus = "idle" | "running" | "paused";

export type GuideEffect =
  | { kind: "none" }
  /** Stop speaking and listening. */
  | { kind: "silence" }
  /** Wait `delayMs`, speak `text`, then listen `listenAfterMs` after the speech ends. */
  | { kind: "speak"; text: string; delayMs: number; listenAfterMs: number };

export interface GuideState {
  status: GuideStatus;
  /** Index into GUIDE_STEPS (0–4). */
  stepIndex: number;
  /** What the guide says now (the welcome, a step's prompt, or the stopped message). */
  prompt: string;
  speaking: boolean;
  listening: boolean;
  /** Final recognised text, newest last; `interim` is what is being heard. */
  transcript: string;
  interim: string;
  /** The red alert, e.g. 'Speech failed: …'. */
  error: string | null;
  /**
   * Whether this run of the guide has spoken a step to its end (reset by Start and Stop). Only such a
   * run makes a prayer session voice guided (issue 19 §4).
   */
  spoke: boolean;
  effect: GuideEffect & { id: number };
}

export type GuideCommand = "next" | "back" | "stop";

export type GuideEvent =
  | { type: "start"; watchName: string; voiceCommands?: boolean }
  | { type: "next" }
  | { type: "back" }
  | { type: "pause" }
  | { type: "continue" }
  | { type: "stop" }
  | { type: "speechStarted" }
  | { type: "speechEnded" }
  /** The speech of a step (or the welcome with step 1) played to its end, not cut off. */
  | { type: "stepSpoken" }
  | { type: "listeningStarted" }
  | { type: "listeningStopped" }
  | { type: "transcript"; text: string; isFinal: boolean }
  | { type: "speechFailed"; message: string }
  | { type: "recognitionFailed"; error: string }
  | { type: "startFailed"; message: string }
  | { type: "dismissError" };

export const IDLE_PROMPT = "Press Start and the guide will lead you through the five prayer steps.";

export const initialGuideState: GuideState = {
  status: "idle",
  stepIndex: 0,
  prompt: IDLE_PROMPT,
  speaking: false,
  listening: false,
  transcript: "",
  interim: "",
  error: null,
  spoke: false,
  effect: { kind: "none", id: 0 },
};

function withEffect(state: GuideState, effect: GuideEffect): GuideState {
  return { ...state, effect: { ...effect, id: state.effect.id + 1 } };
}

function speakStep(state: GuideState, stepIndex: number): GuideState {
  const step = GUIDE_STEPS[stepIndex]!;
  return withEffect(
    { ...state, status: "running", stepIndex, prompt: step.prompt, listening: false, speaking: false },
    { kind: "speak", text: step.prompt, delayMs: STEP_DELAY_MS, listenAfterMs: STEP_DELAY_MS },
  );
}

/** Final commands (spec §4): next, continue, skip → forward; back, previous → back; stop, end → stop. */
const COMMAND_WORDS: ReadonlyArray<[GuideCommand, readonly string[]]> = [
  ["stop", ["stop", "end"]],
  ["back", ["back", "previous"]],
  ["next", ["next", "continue", "skip"]],
];

/**
 * The command a final transcript carries, if any. Words are matched whole ("weekend" is not "end",
 * "nextdoor" is not "next"); when several appear, the last one spoken wins.
 */
export function parseCommand(transcript: string): GuideCommand | null {
  const words = transcript
    .toLowerCase()
    .replace(/[^a-z\s']/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  for (let index = words.length - 1; index >= 0; index--) {
    const word = words[index]!;
    for (const [command, triggers] of COMMAND_WORDS) {
      if (triggers.includes(word)) return command;
    }
  }
  return null;
}

export function guideReducer(state: GuideState, event: GuideEvent): GuideState {
  switch (event.type) {
    case "start": {
      if (state.status !== "idle") return state;
      const first = GUIDE_STEPS[0]!;
      const text = `${welcomeMessage(event.watchName, event.voiceCommands ?? true)} ${first.prompt}`;
      return withEffect(
        { ...initialGuideState, status: "running", stepIndex: 0, prompt: first.prompt, effect: state.effect },
        { kind: "speak", text, delayMs: 0, listenAfterMs: STEP_DELAY_MS },
      );
    }
    case "next":
      if (state.status === "idle" || state.stepIndex >= GUIDE_STEPS.length - 1) return state;
      return speakStep({ ...state, error: null }, state.stepIndex + 1);
    case "back":
      if (state.status === "idle" || state.stepIndex <= 0) return state;
      return speakStep({ ...state, error: null }, state.stepIndex - 1);
    case "pause":
      if (state.status !== "running") return state;
      return withEffect(
        { ...state, status: "paused", speaking: false, listening: false, interim: "" },
        { kind: "silence" },
      );
    case "continue":
      if (state.status !== "paused") return state;
      return speakStep({ ...state, error: null }, state.stepIndex);
    case "stop":
      if (state.status === "idle" && state.effect.kind !== "speak") return { ...state, error: null };
      return withEffect({ ...initialGuideState, effect: state.effect }, { kind: "silence" });
    case "speechStarted":
      return state.status === "running" ? { ...state, speaking: true } : state;
    case "speechEnded":
      return { ...state, speaking: false };
    case "stepSpoken":
      return state.status === "running" ? { ...state, spoke: true } : state;
    case "listeningStarted":
      return state.status === "running" ? { ...state, listening: true } : state;
    case "listeningStopped":
      return { ...state, listening: false, interim: "" };
    case "transcript": {
      if (state.status !== "running") return state;
      const text = event.text.trim();
      if (!event.isFinal) return { ...state, interim: text };
      const heard = {
        ...state,
        interim: "",
        transcript: text ? `${state.transcript} ${text}`.trim() : state.transcript,
      };
      const command = parseCommand(text);
      if (command === null) return heard;
      return guideReducer(heard, { type: command });
    }
    case "speechFailed":
      return { ...state, speaking: false, error: `Speech failed: ${event.message}` };
    case "recognitionFailed":
      return { ...state, listening: false, interim: "", error: `Speech recognition error: ${event.error}` };
    case "startFailed":
      return withEffect(
        { ...initialGuideState, effect: state.effect, error: `Failed to start session: ${event.message}` },
        { kind: "silence" },
      );
    case "dismissError":
      return { ...state, error: null };
  }
}
