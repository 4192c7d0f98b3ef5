import type { StructuredPrayer } from "@common/prayers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SHARED_FROM } from "@/lib/share";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { rememberImportedIds } from "../imported-ids";
import { localStrategies } from "../local-strategies";
import { aStrategy, stubStrategyServer } from "../testing/strategy-server";
import { PrayerSpace } from "./prayer-space";
import { StrategyCardsSection } from "./strategy-cards-section";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
  localStrategies.clear();
});

const prayer: StructuredPrayer = {
  thanksgiving: "Thank You, Lord, for this day.",
  declareWord: "Your word says by His stripes we are healed.",
  promises: "You promised to heal the broken in heart.",
  meditation: "I rest in Your presence.",
  tongues: "I pray in the Spirit.",
};

const healing = aStrategy({
  id: 42,
  title: "Healing for the church",
  duration: 45,
  focus: "Healing for the sick in our church",
  scriptures: ['Isaiah 53:5 - "with his stripes we are healed."', "James 5:16"],
  prayerPoints: ["Heal the sick", "Comfort the grieving"],
  watchNumber: 3,
  frequency: "weekly",
  reminderTimes: ["06:30", "21:00"],
  priority: "high",
});

function renderSpace({
  selected = null as string | null,
  signedIn = true,
  onPostToWall = vi.fn(async () => {}),
  generate = (): unknown => ({ prayer, source: "composer" }),
} = {}) {
  const server = stubStrategyServer({
    strategies: [healing, aStrategy({ id: 7, title: "Family altar", watchNumber: 1 })],
    ai: ({ path }) => (path === "/api/ai/generate-complete-prayer" ? generate() : undefined),
  });
  const onSelectStrategy = vi.fn();
  renderWithQuery(
    <PrayerSpace
      watchNumber={1}
      userId={signedIn ? testUser.id : null}
      selectedStrategyId={selected}
      onSelectStrategy={onSelectStrategy}
      onPostToWall={onPostToWall}
    />,
    createTestQueryClient(signedIn ? testUser : null),
  );
  return { ...server, onSelectStrategy, onPostToWall, user: userEvent.setup() };
}

describe("PrayerSpace", () => {
  it("with none selected, shows 'Enter Into Prayer' and a grid of saved strategies to choose from", async () => {
    const { user, onSelectStrategy } = renderSpace();
    expect(screen.getByRole("heading", { name: "Enter Into Prayer" })).toBeInTheDocument();
    const choices = await screen.findAllByRole("button", { name: /Healing for the church|Family altar/ });
    // This room's watch (1) first.
    expect(choices[0]).toHaveAccessibleName(expect.stringContaining("Family altar"));
    await user.click(screen.getByRole("button", { name: /Healing for the church/ }));
    expect(onSelectStrategy).toHaveBeenCalledWith(42);
  });

  it("finds a strategy chosen by the local id it had before its import, and renames the choice in place", async () => {
    rememberImportedIds({ "local-abc-123": 55 });
    const server = stubStrategyServer({ strategies: [aStrategy({ id: 55, title: "Imported vigil" })] });
    const onSelectStrategy = vi.fn();
    renderWithQuery(
      <PrayerSpace
        watchNumber={1}
        userId={testUser.id}
        selectedStrategyId="local-abc-123"
        onSelectStrategy={onSelectStrategy}
        onPostToWall={vi.fn(async () => {})}
      />,
      createTestQueryClient(testUser),
    );
    expect(await screen.findByRole("heading", { name: "Imported vigil" })).toBeInTheDocument();
    expect(onSelectStrategy).toHaveBeenCalledWith(55, { replace: true });
    expect(server.requests.some((request) => request.path === "/api/prayer-strategies")).toBe(true);
  });

  it("treats an unknown ?strategy= id as none selected", async () => {
    renderSpace({ selected: "999" });
    expect(await screen.findByRole("heading", { name: "Enter Into Prayer" })).toBeInTheDocument();
  });

  it("with a strategy selected, shows all its fields; End Session clears the selection", async () => {
    const { user, onSelectStrategy } = renderSpace({ selected: "42" });
    expect(await screen.findByRole("heading", { name: "Healing for the church" })).toBeInTheDocument();
    const space = screen.getByRole("region", { name: "Sacred Prayer Space" });
    for (const text of [
      "45 minutes",
      "High",
      "Weekly",
      "06:30",
      "21:00",
      "Healing for the sick in our church",
      'Isaiah 53:5 - "with his stripes we are healed."',
      "James 5:16",
      "Heal the sick",
      "Comfort the grieving",
    ]) {
      expect(space).toHaveTextContent(text);
    }
    await user.click(screen.getByRole("button", { name: "End Session" }));
    expect(onSelectStrategy).toHaveBeenCalledWith(null);
  });

  it("generates the prayer into the Complete Prayer Template; Post to Prayer Wall posts it and closes", async () => {
    const { user, requests, onPostToWall } = renderSpace({ selected: "42" });
    await user.click(await screen.findByRole("button", { name: "Generate Prayer" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Prayer Template" });
    // Issue 19 §11: the prayer says which source composed it.
    expect(dialog).toHaveTextContent("Composed by Prayer Journey's built-in composer");
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/api/ai/generate-complete-prayer",
      body: {
        focus: healing.focus,
        scriptures: healing.scriptures,
        prayerPoints: healing.prayerPoints,
        watchNumber: 3,
      },
    });
    const stages = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(stages).toEqual([
      "1. Thanksgiving",
      "2. Declare God's Word",
      "3. Promises He's Made",
      "4. Meditation",
      "5. Speaking in Tongues",
    ]);
    expect(dialog).toHaveTextContent(prayer.declareWord);

    await user.click(within(dialog).getByRole("button", { name: "Post to Prayer Wall" }));
    expect(onPostToWall).toHaveBeenCalledWith(prayer, { id: 42, title: "Healing for the church", watchNumber: 3 });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog open and says so when posting fails", async () => {
    const onPostToWall = vi.fn(async () => {
      throw new Error("Unable to save prayer.");
    });
    const { user } = renderSpace({ selected: "42", onPostToWall });
    await user.click(await screen.findByRole("button", { name: "Generate Prayer" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Prayer Template" });
    await user.click(within(dialog).getByRole("button", { name: "Post to Prayer Wall" }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith("Post Failed", "Unable to save prayer."));
    expect(screen.getByRole("dialog", { name: "Complete Prayer Template" })).toBeInTheDocument();
  });

  it("copies the prayer in five numbered sections ending with the 'Shared from' line", async () => {
    const { user } = renderSpace({ selected: "42" });
    await user.click(await screen.findByRole("button", { name: "Generate Prayer" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Prayer Template" });
    await user.click(within(dialog).getByRole("button", { name: "Copy Prayer" }));
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      "Prayer Copied",
      "The structured prayer has been copied to your clipboard.",
    );
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain("1. Thanksgiving\nThank You, Lord, for this day.");
    expect(copied).toContain("5. Speaking in Tongues\nI pray in the Spirit.");
    expect(copied.trimEnd().endsWith(SHARED_FROM)).toBe(true);
    // The footer's Close (the corner X is also named Close).
    await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The prayer is kept until the session ends.
    expect(screen.getByRole("button", { name: "Open Generated Prayer" })).toBeInTheDocument();
  });

  it("reads the prayer aloud and stops, with the prayer audio module", async () => {
    const spoken: string[] = [];
    vi.stubGlobal(
      "SpeechSynthesisUtterance",
      class {
        onstart: (() => void) | null = null;
        constructor(readonly text: string) {}
      },
    );
    vi.stubGlobal("speechSynthesis", {
      speak: (utterance: { text: string; onstart: () => void }) => {
        spoken.push(utterance.text);
        utterance.onstart();
      },
      cancel: vi.fn(),
      pause: vi.fn(),
      resume: vi.fn(),
      getVoices: () => [],
    });
    const { user } = renderSpace({ selected: "42" });
    await user.click(await screen.findByRole("button", { name: "Generate Prayer" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Prayer Template" });
    await user.click(within(dialog).getByRole("button", { name: "Read Aloud" }));
    expect(await within(dialog).findByRole("button", { name: "Stop Reading" })).toHaveAttribute("aria-pressed", "true");
    expect(spoken[0]).toMatch(/^1\. Thanksgiving\. Thank You, Lord/);
    await user.click(within(dialog).getByRole("button", { name: "Stop Reading" }));
    expect(within(dialog).getByRole("button", { name: "Read Aloud" })).toBeInTheDocument();
  });

  it("shows 'Audio Error' when the browser cannot read aloud", async () => {
    const { user } = renderSpace({ selected: "42" });
    await user.click(await screen.findByRole("button", { name: "Generate Prayer" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Prayer Template" });
    await user.click(within(dialog).getByRole("button", { name: "Read Aloud" }));
    expect(toast.toastError).toHaveBeenCalledWith("Audio Error", "Failed to generate or play audio. Please try again.");
  });

  it("shows 'Generation Failed' when the AI call fails", async () => {
    const { user } = renderSpace({ selected: "42", generate: () => jsonResponse({ message: "Down" }, 502) });
    await user.click(await screen.findByRole("button", { name: "Generate Prayer" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        "Generation Failed",
        "Unable to generate prayer. Please try again.",
      ),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("signed out, runs this browser's strategies and explains that generating needs sign-in", async () => {
    localStrategies.write([{ ...aStrategy({ title: "Local watch" }), id: "local-cccc-3" }]);
    const { user, requests } = renderSpace({ selected: "local-cccc-3", signedIn: false });
    expect(screen.getByRole("heading", { name: "Local watch" })).toBeInTheDocument();
    const generate = screen.getByRole("button", { name: "Generate Prayer" });
    expect(generate).toHaveAccessibleDescription("Generating a prayer with AI needs sign-in.");
    await user.click(generate);
    expect(toast.toastError).toHaveBeenCalledWith("Sign in required", "Sign in to generate a prayer with AI.");
    expect(requests).toEqual([]);
  });
});

describe("StrategyCardsSection", () => {
  it("shows paper cards for the strategies; clicking one selects it", async () => {
    stubStrategyServer({ strategies: [healing] });
    const onSelectStrategy = vi.fn();
    renderWithQuery(
      <StrategyCardsSection
        watchNumber={3}
        userId={testUser.id}
        selectedStrategyId="42"
        onSelectStrategy={onSelectStrategy}
      />,
      createTestQueryClient(testUser),
    );
    const section = screen.getByRole("region", { name: "Prayer Strategies" });
    const card = await within(section).findByRole("button", { name: /Healing for the church/ });
    expect(card).toHaveAttribute("aria-current", "true");
    await userEvent.setup().click(card);
    expect(onSelectStrategy).toHaveBeenCalledWith(42);
  });
});
