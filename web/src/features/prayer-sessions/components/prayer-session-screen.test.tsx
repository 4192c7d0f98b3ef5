import { getWatch } from "@common/watches";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, renderWithQuery, testUser } from "@/testing/render";
import { pendingSessions, signedOutSessions } from "../session-store";
import { createFakeVoiceAdapter } from "../testing/fake-voice-adapter";
import { COMPLETE_DELAY_MS, PrayerSessionScreen } from "./prayer-session-screen";

const T0 = new Date(2026, 10, 21, 19, 0, 0);

function savedBody(body: Record<string, unknown>) {
  return { ...body, id: 1, userId: testUser.id, createdAt: new Date().toISOString() };
}

function setup({
  watchNumber = 1,
  voiceGuided = false,
  userId = testUser.id as number | null,
  onRunningChange = undefined as ((running: boolean) => void) | undefined,
} = {}) {
  const requests: RecordedRequest[] = stubFetch((request) => {
    if (request.method === "POST" && request.path === "/api/prayer-sessions") {
      return savedBody(request.body as Record<string, unknown>);
    }
    if (request.method === "GET" && request.url.pathname === "/api/prayer-sessions") return [];
  });
  const onComplete = vi.fn();
  const onOpenReference = vi.fn();
  const voice = createFakeVoiceAdapter();
  const client = createTestQueryClient(userId === null ? null : testUser);
  const ui = (
    <PrayerSessionScreen
      watchNumber={watchNumber}
      voiceGuided={voiceGuided}
      userId={userId}
      onComplete={onComplete}
      onOpenReference={onOpenReference}
      voiceAdapter={voice.adapter}
      onRunningChange={onRunningChange}
    />
  );
  const view = renderWithQuery(ui, client);
  return { ...view, ui, requests, onComplete, onOpenReference, voice };
}

const countdown = () => screen.getByRole("timer", { name: "Time remaining" });
const slider = () => screen.getByRole("slider", { name: "Session duration (minutes)" });
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === "POST");

/* fireEvent rather than user-event: user-event waits on timers, which these tests fake. */
function click(element: HTMLElement) {
  fireEvent.click(element);
}

function type(element: HTMLElement, text: string) {
  fireEvent.change(element, { target: { value: text } });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  sessionStorage.clear();
  pendingSessions.clear();
  signedOutSessions.clear();
});

describe("PrayerSessionScreen", () => {
  it("says 'Watch not found' for an unknown watch", () => {
    setup({ watchNumber: 9 });
    expect(screen.getByText("Watch not found")).toBeInTheDocument();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });

  it("shows the untouched setup: 15-minute countdown, slider, Start, Voice Guide, scripture, notes", async () => {
    const { onOpenReference } = setup({ watchNumber: 3 });
    const watch = getWatch(3)!;
    expect(countdown()).toHaveTextContent("15:00");
    expect(slider()).toHaveAttribute("aria-valuenow", "15");
    expect(slider()).toHaveAttribute("aria-valuemin", "1");
    expect(slider()).toHaveAttribute("aria-valuemax", "120");
    expect(screen.getByRole("button", { name: "Start" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Voice Guide" })).not.toBeChecked();
    expect(screen.queryByRole("button", { name: "Pause" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "End Session" })).not.toBeInTheDocument();

    const scripture = screen.getByRole("region", { name: "Today's Scripture" });
    expect(scripture).toHaveTextContent(watch.scripture.text);
    expect(scripture).toHaveTextContent(watch.focus);
    for (const point of watch.prayerPoints) expect(scripture).toHaveTextContent(point);
    click(within(scripture).getByRole("button", { name: watch.scripture.reference }));
    expect(onOpenReference).toHaveBeenCalledWith(watch.scripture.reference);

    expect(screen.getByRole("textbox", { name: "Prayer notes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Notes" })).toBeInTheDocument();
  });

  it("sets the duration with the slider, 1 to 120 minutes", async () => {
    setup();
    slider().focus();
    fireEvent.keyDown(slider(), { key: "Home" });
    expect(countdown()).toHaveTextContent("1:00");
    expect(slider()).toHaveAttribute("aria-valuetext", "1 minute");
    fireEvent.keyDown(slider(), { key: "End" });
    expect(countdown()).toHaveTextContent("2:00:00");
    fireEvent.keyDown(slider(), { key: "ArrowLeft" });
    expect(screen.getByTestId("duration-value")).toHaveTextContent("119 minutes");
  });

  it("tells the route while the timer runs (the groups' presence follows it)", async () => {
    const onRunningChange = vi.fn<(running: boolean) => void>();
    setup({ onRunningChange });
    expect(onRunningChange).toHaveBeenLastCalledWith(false);
    click(screen.getByRole("button", { name: "Start" }));
    expect(onRunningChange).toHaveBeenLastCalledWith(true);
    click(screen.getByRole("button", { name: "Pause" }));
    expect(onRunningChange).toHaveBeenLastCalledWith(false);
    click(screen.getByRole("button", { name: "Resume" }));
    expect(onRunningChange).toHaveBeenLastCalledWith(true);
    click(screen.getByRole("button", { name: "End Session" }));
    expect(onRunningChange).toHaveBeenLastCalledWith(false);
  });

  it("runs a 1-minute session: start, pause, resume, end at zero, save, badge, back to 15, journal", async () => {
    const { requests, onComplete } = setup({ watchNumber: 2 });
    slider().focus();
    fireEvent.keyDown(slider(), { key: "Home" });
    type(screen.getByRole("textbox", { name: "Prayer notes" }), "For my city");
    click(screen.getByRole("button", { name: "Start" }));

    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start" })).not.toBeInTheDocument();
    expect(screen.getByTestId("session-status")).toHaveTextContent("Praying");
    await advance(10_000);
    expect(countdown()).toHaveTextContent("0:50");

    click(screen.getByRole("button", { name: "Pause" }));
    expect(screen.getByTestId("session-status")).toHaveTextContent("Paused");
    await advance(30_000);
    expect(countdown()).toHaveTextContent("0:50");

    click(screen.getByRole("button", { name: "Resume" }));
    await advance(49_000);
    expect(countdown()).toHaveTextContent("0:01");
    expect(posts(requests)).toHaveLength(0);
    await advance(1_000);

    expect(screen.getByText("Session Completed")).toBeInTheDocument();
    expect(screen.getByTestId("session-outcome")).toHaveTextContent("1 minute recorded in your journal.");
    expect(countdown()).toHaveTextContent("15:00");
    expect(screen.queryByRole("button", { name: "Pause" })).not.toBeInTheDocument();
    await advance(0);
    expect(posts(requests)).toHaveLength(1);
    const body = posts(requests)[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      clientId: expect.stringMatching(/^session-[A-Za-z0-9-]+$/),
      watchNumber: 2,
      duration: 1,
      notes: "For my city",
      voiceGuided: false,
      completedAt: new Date(T0.getTime() + 90_000).toISOString(),
    });
    expect(body).not.toHaveProperty("userId");
    expect(pendingSessions.read()).toEqual([]);

    expect(onComplete).not.toHaveBeenCalled();
    await advance(COMPLETE_DELAY_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("ends early with End Session, rounding the minutes up", async () => {
    const { requests } = setup();
    click(screen.getByRole("button", { name: "Start" }));
    await advance(61_000);
    click(screen.getByRole("button", { name: "End Session" }));
    expect(screen.queryByText("Session Completed")).not.toBeInTheDocument();
    expect(screen.getByText("Session Ended")).toBeInTheDocument();
    expect(countdown()).toHaveTextContent("15:00");
    await advance(0);
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]!.body).toMatchObject({ duration: 2, watchNumber: 1, notes: "" });
  });

  it("saves nothing for a session of 0 minutes, and still resets to 15", async () => {
    const { requests, onComplete } = setup();
    slider().focus();
    fireEvent.keyDown(slider(), { key: "ArrowRight" });
    expect(countdown()).toHaveTextContent("16:00");
    click(screen.getByRole("button", { name: "Start" }));
    click(screen.getByRole("button", { name: "End Session" }));
    expect(screen.getByTestId("session-outcome")).toHaveTextContent("nothing was recorded");
    expect(countdown()).toHaveTextContent("15:00");
    await advance(COMPLETE_DELAY_MS);
    expect(posts(requests)).toHaveLength(0);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("stays right when the tab sleeps: the countdown comes from timestamps", async () => {
    setup();
    click(screen.getByRole("button", { name: "Start" }));
    // The clock moves on without any timer firing (a throttled background tab, a sleeping phone).
    vi.setSystemTime(T0.getTime() + 5 * 60_000 + 300);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(countdown()).toHaveTextContent("10:00");
  });

  it("completes at the moment it reached zero when the phone wakes later", async () => {
    const { requests } = setup();
    slider().focus();
    fireEvent.keyDown(slider(), { key: "Home" });
    click(screen.getByRole("button", { name: "Start" }));
    vi.setSystemTime(T0.getTime() + 10 * 60_000);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(screen.getByText("Session Completed")).toBeInTheDocument();
    await advance(0);
    expect(posts(requests)[0]!.body).toMatchObject({
      duration: 1,
      completedAt: new Date(T0.getTime() + 60_000).toISOString(),
    });
  });

  it("keeps the running session and saved notes across a reload", async () => {
    const first = setup({ watchNumber: 4 });
    click(screen.getByRole("button", { name: "Start" }));
    type(screen.getByRole("textbox", { name: "Prayer notes" }), "Revival in our land");
    click(screen.getByRole("button", { name: "Save Notes" }));
    await advance(3_000);
    first.unmount();

    await advance(2_000);
    const second = setup({ watchNumber: 4 });
    expect(countdown()).toHaveTextContent("14:55");
    expect(screen.getByRole("textbox", { name: "Prayer notes" })).toHaveValue("Revival in our land");
    expect(screen.queryByRole("button", { name: "Start" })).not.toBeInTheDocument();
    click(screen.getByRole("button", { name: "End Session" }));
    await advance(0);
    expect(posts(second.requests)[0]!.body).toMatchObject({
      watchNumber: 4,
      duration: 1,
      notes: "Revival in our land",
    });
  });

  it("marks a session voice-guided once the guide has spoken its first step while praying", async () => {
    const { requests, voice } = setup({ voiceGuided: true });
    expect(screen.getByRole("switch", { name: "Voice Guide" })).toBeChecked();
    expect(screen.getByRole("region", { name: "AI Prayer Guide" })).toBeInTheDocument();
    click(screen.getByRole("button", { name: "Start" }));
    click(screen.getByRole("button", { name: "Start guide" }));
    await advance(0);
    expect(voice.spoken).toHaveLength(1);
    voice.finishSpeaking();
    await advance(0);

    click(screen.getByRole("switch", { name: "Voice Guide" }));
    expect(screen.queryByRole("region", { name: "AI Prayer Guide" })).not.toBeInTheDocument();
    expect(voice.adapter.output.cancel).toHaveBeenCalled();
    expect(voice.adapter.input.stop).toHaveBeenCalled();

    await advance(30_000);
    click(screen.getByRole("button", { name: "End Session" }));
    await advance(0);
    expect(posts(requests)[0]!.body).toMatchObject({ voiceGuided: true, duration: 1 });
  });

  it("is not voice-guided when the guide is on but never started, or cut off before its first step was spoken", async () => {
    const first = setup({ voiceGuided: true });
    click(screen.getByRole("button", { name: "Start" }));
    await advance(10_000);
    click(screen.getByRole("button", { name: "End Session" }));
    await advance(0);
    expect(posts(first.requests)[0]!.body).toMatchObject({ voiceGuided: false });
    first.unmount();

    const second = setup({ voiceGuided: true });
    click(screen.getByRole("button", { name: "Start" }));
    click(screen.getByRole("button", { name: "Start guide" }));
    await advance(0);
    expect(second.voice.spoken).toHaveLength(1);
    click(screen.getByRole("button", { name: "Stop guide" })); // its speech is cancelled, unfinished
    second.voice.finishSpeaking();
    await advance(10_000);
    click(screen.getByRole("button", { name: "End Session" }));
    await advance(0);
    expect(posts(second.requests)[0]!.body).toMatchObject({ voiceGuided: false });
  });

  it("is voice-guided when praying starts while the guide, already spoken, still runs", async () => {
    const { requests, voice } = setup({ voiceGuided: true });
    click(screen.getByRole("button", { name: "Start guide" }));
    await advance(0);
    voice.finishSpeaking();
    await advance(0);
    click(screen.getByRole("button", { name: "Start" }));
    await advance(10_000);
    click(screen.getByRole("button", { name: "End Session" }));
    await advance(0);
    expect(posts(requests)[0]!.body).toMatchObject({ voiceGuided: true });
  });

  it("is not voice-guided when the guide is switched off before praying", async () => {
    const { requests } = setup({ voiceGuided: true });
    click(screen.getByRole("switch", { name: "Voice Guide" }));
    click(screen.getByRole("button", { name: "Start" }));
    await advance(10_000);
    click(screen.getByRole("button", { name: "End Session" }));
    await advance(0);
    expect(posts(requests)[0]!.body).toMatchObject({ voiceGuided: false });
  });

  it("signed out, keeps the finished session in this browser", async () => {
    const { requests } = setup({ userId: null });
    click(screen.getByRole("button", { name: "Start" }));
    await advance(5_000);
    click(screen.getByRole("button", { name: "End Session" }));
    await advance(0);
    expect(posts(requests)).toHaveLength(0);
    expect(signedOutSessions.read()).toMatchObject([{ watchNumber: 1, duration: 1 }]);
  });

  it("plays a gentle chime at zero through Web Audio, and stays silent without it", async () => {
    const started: number[] = [];
    class FakeAudioContext {
      state = "running";
      currentTime = 0;
      destination = {};
      resume = vi.fn(async () => {});
      createOscillator() {
        return {
          type: "",
          frequency: { value: 0 },
          connect: vi.fn(),
          start: (at: number) => started.push(at),
          stop: vi.fn(),
        };
      }
      createGain() {
        return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
      }
    }
    vi.stubGlobal("AudioContext", FakeAudioContext);
    setup();
    slider().focus();
    fireEvent.keyDown(slider(), { key: "Home" });
    click(screen.getByRole("button", { name: "Start" }));
    await advance(60_000);
    expect(screen.getByText("Session Completed")).toBeInTheDocument();
    expect(started).toHaveLength(2);
  });
});
