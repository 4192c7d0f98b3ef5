import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RecordedRequest } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { localStrategies } from "../local-strategies";
import { aStrategy, stubStrategyServer } from "../testing/strategy-server";
import { PrayerStrategyTab } from "./prayer-strategy-tab";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
  localStrategies.clear();
});

function renderTab({ watchNumber = 2, signedIn = true } = {}) {
  const onUseStrategy = vi.fn();
  renderWithQuery(
    <PrayerStrategyTab
      watchNumber={watchNumber}
      userId={signedIn ? testUser.id : null}
      onUseStrategy={onUseStrategy}
    />,
    createTestQueryClient(signedIn ? testUser : null),
  );
  return { onUseStrategy, user: userEvent.setup() };
}

const form = () => screen.getByRole("form", { name: "Create Prayer Strategy" });
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== "GET");

describe("Create Prayer Strategy form", () => {
  it("asks for a title and a focus with the 'Missing Information' toast and sends nothing", async () => {
    const { requests } = stubStrategyServer();
    const { user } = renderTab();
    await user.click(within(form()).getByRole("button", { name: "Save Strategy" }));
    expect(toast.toastError).toHaveBeenCalledWith(
      "Missing Information",
      "Please provide a title and focus for your prayer strategy.",
    );
    expect(screen.getByLabelText("Strategy Title")).toHaveAccessibleDescription("Please enter a title.");

    await user.type(screen.getByLabelText("Strategy Title"), "Healing");
    await user.type(screen.getByLabelText("Prayer Focus"), "   ");
    await user.click(screen.getByRole("button", { name: "Save Strategy" }));
    expect(toast.toastError).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText("Prayer Focus")).toHaveAccessibleDescription("Please enter a prayer focus.");
    expect(writes(requests)).toEqual([]);
  });

  it("saves every field for the room's watch, dropping blank entries and a bad duration", async () => {
    const { requests } = stubStrategyServer();
    const { user } = renderTab({ watchNumber: 3 });
    await user.type(screen.getByLabelText("Strategy Title"), "Breakthrough");
    await user.clear(screen.getByLabelText("Duration (minutes)"));
    await user.type(screen.getByLabelText("Prayer Focus"), "Freedom for my family");
    await user.click(screen.getByRole("button", { name: "Add Scripture" }));
    await user.type(screen.getByLabelText("Scripture 1"), "Isaiah 61:1");
    await user.click(screen.getByRole("button", { name: "Add Scripture" }));
    await user.click(screen.getByRole("button", { name: "Add Prayer Point" }));
    await user.type(screen.getByLabelText("Prayer point 1"), "Chains broken");
    await user.selectOptions(screen.getByLabelText("Frequency"), "weekly");
    await user.selectOptions(screen.getByLabelText("Priority"), "high");
    await user.click(screen.getByRole("button", { name: "Add Reminder Time" }));
    await user.type(screen.getByLabelText("Reminder time 1"), "06:30");
    await user.click(screen.getByRole("button", { name: "Save Strategy" }));

    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith("Strategy Created", '"Breakthrough" is saved.'),
    );
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/prayer-strategies",
        body: {
          title: "Breakthrough",
          duration: "",
          focus: "Freedom for my family",
          scriptures: ["Isaiah 61:1", ""],
          prayerPoints: ["Chains broken"],
          watchNumber: 3,
          frequency: "weekly",
          reminderTimes: ["06:30"],
          priority: "high",
        },
      }),
    ]);
    // The form is ready for the next one; the new strategy is listed (the server applied the save rules).
    expect(screen.getByLabelText("Strategy Title")).toHaveValue("");
    const saved = screen.getByRole("region", { name: "Saved Strategies" });
    await user.click(within(saved).getByRole("button", { name: "All watches" }));
    expect(await within(saved).findByRole("heading", { name: "Breakthrough" })).toBeInTheDocument();
  });

  it("shows reminder times only when the frequency is not as-needed, and then sends none", async () => {
    const { requests } = stubStrategyServer();
    const { user } = renderTab();
    await user.click(screen.getByRole("button", { name: "Add Reminder Time" }));
    await user.type(screen.getByLabelText("Reminder time 1"), "21:00");
    await user.selectOptions(screen.getByLabelText("Frequency"), "as-needed");
    expect(screen.queryByRole("group", { name: "Reminder Times" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Reminder time 1")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Strategy Title"), "When led");
    await user.type(screen.getByLabelText("Prayer Focus"), "Whatever the Spirit lays on my heart");
    await user.click(screen.getByRole("button", { name: "Save Strategy" }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toMatchObject({ frequency: "as-needed", reminderTimes: [] });
  });

  it("shows the save failure toast and keeps what was typed", async () => {
    stubStrategyServer({ fail: { create: true } });
    const { user } = renderTab();
    await user.type(screen.getByLabelText("Strategy Title"), "Healing");
    await user.type(screen.getByLabelText("Prayer Focus"), "The sick");
    await user.click(screen.getByRole("button", { name: "Save Strategy" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith("Error", "Failed to save prayer strategy. Please try again."),
    );
    expect(screen.getByLabelText("Strategy Title")).toHaveValue("Healing");
  });
});

describe("AI suggestions in the form", () => {
  const scriptures = [
    { reference: "Isaiah 53:5", text: "with his stripes we are healed." },
    { reference: "Psalm 147:3", text: "He healeth the broken in heart" },
  ];

  it("needs a focus first: 'Focus Required', and no call", async () => {
    const { requests } = stubStrategyServer();
    const { user } = renderTab();
    await user.click(screen.getByRole("button", { name: "Get Scripture Suggestions" }));
    await user.click(screen.getByRole("button", { name: "Get Prayer Point Suggestions" }));
    expect(toast.toastError).toHaveBeenCalledTimes(2);
    expect(toast.toastError).toHaveBeenCalledWith(
      "Focus Required",
      "Please enter a prayer focus first to get AI suggestions.",
    );
    expect(writes(requests)).toEqual([]);
  });

  it("adds suggested scriptures one at a time as quoted pairs, never twice", async () => {
    const { requests } = stubStrategyServer({
      ai: ({ path }) =>
        path === "/api/ai/scripture-suggestions" ? { scripturesWithText: scriptures, source: "composer" } : undefined,
    });
    const { user } = renderTab({ watchNumber: 4 });
    await user.type(screen.getByLabelText("Prayer Focus"), "Healing");
    await user.click(screen.getByRole("button", { name: "Get Scripture Suggestions" }));
    const list = await screen.findByRole("region", { name: "Suggested Scriptures" });
    // Issue 19 §11: the answer says which source composed it.
    expect(list).toHaveTextContent("Composed by Prayer Journey's built-in composer");
    expect(writes(requests)).toEqual([
      expect.objectContaining({ path: "/api/ai/scripture-suggestions", body: { focus: "Healing", watchNumber: 4 } }),
    ]);
    expect(screen.queryByLabelText("Scripture 1")).not.toBeInTheDocument();

    await user.click(within(list).getByRole("button", { name: "Add Psalm 147:3" }));
    expect(toast.toastSuccess).toHaveBeenCalledWith("Scripture Added", "Psalm 147:3");
    expect(screen.getByLabelText("Scripture 1")).toHaveValue('Psalm 147:3 - "He healeth the broken in heart"');
    expect(screen.queryByLabelText("Scripture 2")).not.toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Psalm 147:3 added" })).toBeDisabled();

    await user.click(within(list).getByRole("button", { name: "Add Isaiah 53:5" }));
    expect(screen.getByLabelText("Scripture 2")).toHaveValue('Isaiah 53:5 - "with his stripes we are healed."');
    expect(toast.toastSuccess).toHaveBeenCalledTimes(2);
  });

  it("adds suggested prayer points one at a time", async () => {
    stubStrategyServer({
      ai: ({ path }) =>
        path === "/api/ai/prayer-points-suggestions"
          ? { prayerPoints: ["Heal the sick", "Comfort the grieving"], source: "model", model: "llama3.1" }
          : undefined,
    });
    const { user } = renderTab();
    await user.type(screen.getByLabelText("Prayer Focus"), "Healing");
    await user.click(screen.getByRole("button", { name: "Get Prayer Point Suggestions" }));
    const list = await screen.findByRole("region", { name: "Suggested Prayer Points" });
    expect(list).toHaveTextContent("Composed by llama3.1");
    expect(list).not.toHaveTextContent("built-in composer");
    await user.click(within(list).getByRole("button", { name: "Add prayer point 2" }));
    expect(toast.toastSuccess).toHaveBeenCalledWith("Prayer Point Added", "Comfort the grieving");
    expect(screen.getByLabelText("Prayer point 1")).toHaveValue("Comfort the grieving");
    expect(screen.queryByLabelText("Prayer point 2")).not.toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Prayer point 2 added" })).toBeDisabled();
  });

  it("shows the spec's 'Suggestion Failed' toasts when the AI calls fail", async () => {
    stubStrategyServer({ ai: () => jsonResponse({ message: "Unavailable" }, 503) });
    const { user } = renderTab();
    await user.type(screen.getByLabelText("Prayer Focus"), "Healing");
    await user.click(screen.getByRole("button", { name: "Get Scripture Suggestions" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        "Suggestion Failed",
        "Unable to get scripture suggestions. Please try again.",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Get Prayer Point Suggestions" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        "Suggestion Failed",
        "Unable to get prayer point suggestions. Please try again.",
      ),
    );
  });

  it("signed out, explains that AI help needs sign-in and calls nothing", async () => {
    const { requests } = stubStrategyServer();
    const { user } = renderTab({ signedIn: false });
    await user.type(screen.getByLabelText("Prayer Focus"), "Healing");
    const button = screen.getByRole("button", { name: "Get Scripture Suggestions" });
    expect(button).toHaveAccessibleDescription(/AI suggestions need sign-in/);
    await user.click(button);
    expect(toast.toastError).toHaveBeenCalledWith("Sign in required", "Sign in to get AI suggestions.");
    expect(requests).toEqual([]);
  });
});

describe("Saved Strategies", () => {
  it("lists this watch's strategies (or all) with the first 2 reminder times, and uses one", async () => {
    stubStrategyServer({
      strategies: [
        aStrategy({
          id: 1,
          title: "Evening healing",
          watchNumber: 2,
          reminderTimes: ["18:00", "19:30", "20:15", "20:45"],
        }),
        aStrategy({ id: 2, title: "Dawn revival", watchNumber: 4, reminderTimes: ["03:30"] }),
      ],
    });
    const { user, onUseStrategy } = renderTab({ watchNumber: 2 });
    const saved = screen.getByRole("region", { name: "Saved Strategies" });
    const card = await within(saved).findByRole("article", { name: "Evening healing" });
    expect(card).toHaveTextContent("18:00");
    expect(card).toHaveTextContent("19:30");
    expect(card).not.toHaveTextContent("20:15");
    expect(card).toHaveTextContent("+2 more");
    expect(within(saved).queryByRole("article", { name: "Dawn revival" })).not.toBeInTheDocument();

    await user.click(within(saved).getByRole("button", { name: "All watches" }));
    expect(within(saved).getByRole("article", { name: "Dawn revival" })).toHaveTextContent("03:30");

    await user.click(within(card).getByRole("button", { name: "Use This Strategy" }));
    expect(onUseStrategy).toHaveBeenCalledWith(1);
  });

  it("deletes after the confirmation names the strategy (DELETE), and not on Cancel", async () => {
    const { requests } = stubStrategyServer({ strategies: [aStrategy({ id: 5, title: "Nations", watchNumber: 2 })] });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Delete Nations" }));
    let dialog = screen.getByRole("alertdialog", { name: "Delete Prayer Strategy?" });
    expect(dialog).toHaveTextContent('Delete "Nations"? This action cannot be undone.');
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(writes(requests)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete Nations" }));
    dialog = screen.getByRole("alertdialog", { name: "Delete Prayer Strategy?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith("Strategy Deleted", '"Nations" was deleted.'));
    expect(writes(requests)).toEqual([expect.objectContaining({ method: "DELETE", path: "/api/prayer-strategies/5" })]);
    await waitFor(() => expect(screen.queryByRole("article", { name: "Nations" })).not.toBeInTheDocument());
  });

  it("shows the delete failure toast", async () => {
    stubStrategyServer({
      strategies: [aStrategy({ id: 5, title: "Nations", watchNumber: 2 })],
      fail: { delete: true },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Delete Nations" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith("Error", "Failed to delete prayer strategy. Please try again."),
    );
    expect(screen.getByRole("article", { name: "Nations" })).toBeInTheDocument();
  });

  it("edits in the form, prefilled, and saves with PATCH", async () => {
    const { requests } = stubStrategyServer({
      strategies: [
        aStrategy({
          id: 9,
          title: "Family",
          focus: "My household",
          watchNumber: 2,
          scriptures: ["Joshua 24:15"],
          frequency: "monthly",
          reminderTimes: ["07:00"],
          priority: "low",
        }),
      ],
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Edit Family" }));
    const editForm = screen.getByRole("form", { name: "Edit Prayer Strategy" });
    expect(within(editForm).getByLabelText("Strategy Title")).toHaveValue("Family");
    expect(within(editForm).getByLabelText("Scripture 1")).toHaveValue("Joshua 24:15");
    expect(within(editForm).getByLabelText("Frequency")).toHaveValue("monthly");
    expect(within(editForm).getByLabelText("Reminder time 1")).toHaveValue("07:00");

    await user.clear(within(editForm).getByLabelText("Strategy Title"));
    await user.type(within(editForm).getByLabelText("Strategy Title"), "Whole family");
    await user.click(within(editForm).getByRole("button", { name: "Update Strategy" }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith("Strategy Updated", '"Whole family" is saved.'),
    );
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: "PATCH",
        path: "/api/prayer-strategies/9",
        body: expect.objectContaining({
          title: "Whole family",
          focus: "My household",
          scriptures: ["Joshua 24:15"],
          watchNumber: 2,
          frequency: "monthly",
          reminderTimes: ["07:00"],
          priority: "low",
        }),
      }),
    ]);
    expect(await screen.findByRole("form", { name: "Create Prayer Strategy" })).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Whole family" })).toBeInTheDocument();
  });
});

describe("watch 1's evening-healing recommendations", () => {
  it("fills the form from the first watch's data", async () => {
    stubStrategyServer();
    const { user } = renderTab({ watchNumber: 1 });
    const card = screen.getByRole("region", { name: "Evening Healing Recommendations" });
    await user.click(within(card).getByRole("button", { name: "Use These Recommendations" }));
    expect(screen.getByLabelText("Strategy Title")).toHaveValue("Evening Healing and Reflection");
    expect((screen.getByLabelText("Prayer Focus") as HTMLTextAreaElement).value).toContain("healing");
    expect((screen.getByLabelText("Scripture 1") as HTMLInputElement).value).toMatch(/^Psalm 141:2 - "Let my prayer/);
    expect(screen.getByLabelText("Prayer point 1")).not.toHaveValue("");
  });

  it("is shown on watch 1 only", () => {
    stubStrategyServer();
    renderTab({ watchNumber: 5 });
    expect(screen.queryByRole("region", { name: "Evening Healing Recommendations" })).not.toBeInTheDocument();
  });
});

describe("signed out", () => {
  it("keeps strategies in this browser (written to local storage) and never calls the server", async () => {
    const { requests } = stubStrategyServer();
    const { user } = renderTab({ signedIn: false });
    await user.type(screen.getByLabelText("Strategy Title"), "Quiet time");
    await user.clear(screen.getByLabelText("Duration (minutes)"));
    await user.type(screen.getByLabelText("Duration (minutes)"), "abc");
    await user.type(screen.getByLabelText("Prayer Focus"), "Stillness");
    await user.click(screen.getByRole("button", { name: "Add Prayer Point" }));
    await user.click(screen.getByRole("button", { name: "Save Strategy" }));
    expect(toast.toastSuccess).toHaveBeenCalledWith("Strategy Created", '"Quiet time" is saved.');
    const [saved] = localStrategies.read();
    expect(saved).toMatchObject({ title: "Quiet time", duration: 30, prayerPoints: [], watchNumber: 2 });
    expect(saved!.id).toMatch(/^local-/);
    expect(JSON.parse(localStorage.getItem("prayer-journey:prayer-strategies")!).data).toHaveLength(1);
    expect(screen.getByRole("article", { name: "Quiet time" })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("offers the browser's strategies after sign-in, imports them all at once and forgets only those", async () => {
    localStrategies.write([{ ...aStrategy({ title: "From this browser", watchNumber: 2 }), id: "local-aaaa-1" }]);
    const { requests } = stubStrategyServer();
    const { user } = renderTab();
    const offer = await screen.findByRole("region", { name: "1 strategy saved in this browser" });
    await user.click(within(offer).getByRole("button", { name: "Import" }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith(
        "Strategies Imported",
        "1 strategy is now saved to your account.",
      ),
    );
    const sent = writes(requests)[0]!;
    expect(sent).toMatchObject({ path: "/api/prayer-strategies/import" });
    expect(sent.body).toEqual({
      strategies: [expect.objectContaining({ clientId: "local-aaaa-1", title: "From this browser", watchNumber: 2 })],
    });
    expect(localStrategies.read()).toEqual([]);
    expect(screen.queryByRole("region", { name: /saved in this browser/ })).not.toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "From this browser" })).toBeInTheDocument();
  });

  it("keeps them on 'Not now'", async () => {
    localStrategies.write([{ ...aStrategy({ title: "Mine" }), id: "local-bbbb-2" }]);
    const { requests } = stubStrategyServer();
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: /saved in this browser/ })).not.toBeInTheDocument();
    expect(localStrategies.read()).toHaveLength(1);
    expect(writes(requests)).toEqual([]);
  });
});
