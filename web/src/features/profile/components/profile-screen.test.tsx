import { computeAchievements, type PrayerStats } from "@common/achievements";
import { DEFAULT_PREFERENCES, type Preferences } from "@common/preferences";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { configurePrayerAudio, currentVoiceSettings } from "@/lib/audio/prayer-audio";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { usePreferences } from "../hooks/use-preferences";
import { PreferencesProvider } from "../preferences-provider";
import { PREFERENCES_STORAGE_KEY } from "../preferences-storage";
import { PreferencesForm } from "./preferences-form";
import { CLEAR_DATA_CONFIRMATION } from "./privacy-section";
import { ProfileScreen } from "./profile-screen";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
  configurePrayerAudio(DEFAULT_PREFERENCES.voiceSettings);
});

const totals = { totalSessions: 12, totalMinutes: 300, voiceGuidedSessions: 3, longestStreak: 8 };
const stats: PrayerStats = {
  ...totals,
  currentStreak: 3,
  timeZone: "UTC",
  achievements: computeAchievements(totals),
};

const saved: Preferences = { ...DEFAULT_PREFERENCES, allergyProfile: ["gluten-free"] };

type Handler = (request: RecordedRequest) => unknown;

/** The preferences form alone, as any screen would use it. */
function PreferencesHarness() {
  const { preferences, save } = usePreferences();
  return <PreferencesForm preferences={preferences} onSave={save} headingLevel={2} />;
}

/** The profile as a signed-in user sees it; `handler` answers anything the defaults do not. */
function renderProfile(handler: Handler = () => undefined, onAccountDeleted = vi.fn()) {
  const requests = stubFetch((request) => {
    const answer = handler(request);
    if (answer !== undefined) return answer;
    if (request.path.startsWith("/api/prayer-sessions/stats")) return stats;
    if (request.path === "/api/preferences") {
      return request.method === "PUT"
        ? { preferences: request.body, updatedAt: "2026-01-02T00:00:00.000Z" }
        : { preferences: saved, updatedAt: "2026-01-01T00:00:00.000Z" };
    }
    return undefined;
  });
  const client = createTestQueryClient(testUser);
  const view = renderWithQuery(
    <PreferencesProvider userId={testUser.id}>
      <ProfileScreen user={testUser} onAccountDeleted={onAccountDeleted} />
    </PreferencesProvider>,
    client,
  );
  return { ...view, requests, onAccountDeleted };
}

describe("stats and achievements", () => {
  it("show totals, streaks and each achievement's earned state and progress", async () => {
    const { requests } = renderProfile();
    const statsSection = await screen.findByRole("region", { name: "Prayer Stats" });
    expect(await within(statsSection).findByText("12")).toBeInTheDocument();
    expect(within(statsSection).getByText("5h 0m")).toBeInTheDocument();
    expect(within(statsSection).getByText("3 days")).toBeInTheDocument();
    expect(within(statsSection).getByText("8 days")).toBeInTheDocument();

    const list = screen.getByRole("list", { name: "Achievements" });
    expect(within(list).getByRole("listitem", { name: "Faithful: earned" })).toBeInTheDocument();
    expect(within(list).getByRole("listitem", { name: "Voice User: 3 of 5" })).toBeInTheDocument();
    expect(within(list).getByRole("listitem", { name: "Consistent: earned" })).toBeInTheDocument();
    expect(within(list).getByRole("listitem", { name: "Devoted: earned" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Voice User progress" })).toHaveAttribute("aria-valuenow", "60");

    const statsRequest = requests.find((r) => r.path.startsWith("/api/prayer-sessions/stats"));
    expect(statsRequest?.url.searchParams.get("timeZone")).toBeTruthy();
  });

  it("says so when the stats cannot load", async () => {
    renderProfile((request) =>
      request.path.startsWith("/api/prayer-sessions/stats") ? jsonResponse({ message: "down" }, 500) : undefined,
    );
    expect(await screen.findByText("Unable to load your prayer stats.")).toBeInTheDocument();
  });
});

describe("preferences", () => {
  it("saves to the server when signed in, says 'Settings Saved' and sets the read-aloud voice", async () => {
    const user = userEvent.setup();
    const { requests } = renderProfile();
    // The server's copy replaces the defaults.
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Gluten-free" })).toBeChecked());
    expect(screen.getByRole("checkbox", { name: "Fourth Watch (Dawn, 3-6 AM)" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Fifth Watch (Morning, 6-9 AM)" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Male" }));
    await user.click(screen.getByRole("checkbox", { name: "Seventh Watch (Noon, 12-3 PM)" }));
    await user.click(screen.getByRole("checkbox", { name: "Fourth Watch (Dawn, 3-6 AM)" }));
    await user.click(screen.getByRole("checkbox", { name: "Vegetarian" }));
    await user.click(screen.getByRole("switch", { name: "Daily Word" }));
    screen.getByRole("slider", { name: "Voice speed" }).focus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    screen.getByRole("slider", { name: "Voice volume" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(requests.filter((r) => r.method === "PUT")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    const expected: Preferences = {
      voiceSettings: { voice: "male", speed: 1.3, volume: 0.7 },
      preferredWatches: [5, 7],
      allergyProfile: ["gluten-free", "vegetarian"],
      notifications: { prayerReminders: true, groupAlerts: true, dailyWord: true },
    };
    await waitFor(() => expect(requests.find((r) => r.method === "PUT")?.body).toEqual(expected));
    expect(toast.toastSuccess).toHaveBeenCalledWith("Settings Saved", expect.any(String));
    expect(currentVoiceSettings()).toEqual(expected.voiceSettings);
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!)).toEqual({ version: 1, data: expected });
  });

  it("keeps them in local storage only when signed out", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(
      <PreferencesProvider userId={null}>
        <PreferencesHarness />
      </PreferencesProvider>,
      createTestQueryClient(null),
    );
    await user.click(screen.getByRole("radio", { name: "Male" }));
    await user.click(screen.getByRole("switch", { name: "Prayer reminders" }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));

    const stored = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!);
    expect(stored.data.voiceSettings.voice).toBe("male");
    expect(stored.data.notifications.prayerReminders).toBe(false);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Settings Saved", expect.any(String));
    expect(currentVoiceSettings().voice).toBe("male");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("copy that describes what the app does (issue 19 §12)", () => {
  it("promises no fasting plans or Daily Word notification, and ties Prayer reminders to the Alerts tab", () => {
    renderWithQuery(
      <PreferencesProvider userId={null}>
        <PreferencesHarness />
      </PreferencesProvider>,
      createTestQueryClient(null),
    );
    const page = document.body.textContent ?? "";
    expect(page).not.toMatch(/fasting plans|dietary needs|preferred watches begin|day's word is ready/i);
    expect(screen.getByText(/does not send a Daily Word notification yet/)).toBeInTheDocument();
    expect(screen.getByText(/The reminders you set on the Alerts tab/)).toBeInTheDocument();
  });
});

describe("personal information", () => {
  it("sends PATCH /api/user, updates the signed-in user and says 'Profile Updated'", async () => {
    const user = userEvent.setup();
    const { requests, client } = renderProfile((request) =>
      request.method === "PATCH" && request.path === "/api/user"
        ? { ...testUser, firstName: "Ruth", lastName: null, email: "ruth@example.com" }
        : undefined,
    );
    const firstName = screen.getByRole("textbox", { name: "First name" });
    expect(firstName).toHaveValue("Anna");
    await user.clear(firstName);
    await user.type(firstName, "Ruth");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "Ruth@Example.com");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));

    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith("Profile Updated", expect.any(String)));
    expect(requests.find((r) => r.method === "PATCH")?.body).toEqual({
      firstName: "Ruth",
      lastName: "",
      email: "ruth@example.com",
    });
    expect(client.getQueryData(["/api/user"])).toMatchObject({ firstName: "Ruth", email: "ruth@example.com" });
  });

  it("shows a bad email under the field and the server's message for a taken one", async () => {
    const user = userEvent.setup();
    const { requests } = renderProfile((request) =>
      request.method === "PATCH"
        ? jsonResponse({ message: "An account with that email already exists." }, 409)
        : undefined,
    );
    const email = screen.getByRole("textbox", { name: "Email" });
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "PATCH")).toBe(false);

    await user.clear(email);
    await user.type(email, "taken@example.com");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith("Update Failed", "An account with that email already exists."),
    );
  });
});

describe("privacy and data", () => {
  function seedLocalData() {
    localStorage.setItem("prayer-journey:prayer-sessions", JSON.stringify({ version: 1, data: [{ id: "x" }] }));
    localStorage.setItem("prayer-journey:prayers", "[]");
    localStorage.setItem("prayer-journey:appearance", JSON.stringify({ version: 1, data: {} }));
    localStorage.setItem("other-app", "kept");
  }

  it("Clear All Data asks with the spec's words, clears this device, then asks again before deleting server data", async () => {
    const user = userEvent.setup();
    seedLocalData();
    const { requests } = renderProfile((request) =>
      request.method === "DELETE" && request.path === "/api/account/data" ? { deleted: { prayers: 2 } } : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Clear All Data" }));
    const first = await screen.findByRole("alertdialog", { name: "Clear All Data" });
    expect(within(first).getByText(CLEAR_DATA_CONFIRMATION)).toBeInTheDocument();
    expect(localStorage.getItem("prayer-journey:prayer-sessions")).not.toBeNull();

    await user.click(within(first).getByRole("button", { name: "Clear Data" }));
    expect(localStorage.getItem("prayer-journey:prayer-sessions")).toBeNull();
    expect(localStorage.getItem("prayer-journey:prayers")).toBeNull();
    expect(localStorage.getItem("prayer-journey:appearance")).not.toBeNull();
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).not.toBeNull();
    expect(localStorage.getItem("other-app")).toBe("kept");
    expect(toast.toastSuccess).toHaveBeenCalledWith("Data Cleared", expect.any(String));
    expect(requests.some((r) => r.path === "/api/account/data")).toBe(false);

    const second = await screen.findByRole("alertdialog", { name: "Also delete your data on the server?" });
    await user.click(within(second).getByRole("button", { name: "Delete Server Data" }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === "DELETE" && r.path === "/api/account/data")).toHaveLength(1),
    );
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledTimes(2));
  });

  it("changes nothing when either confirmation is declined", async () => {
    const user = userEvent.setup();
    seedLocalData();
    const { requests } = renderProfile();
    await user.click(screen.getByRole("button", { name: "Clear All Data" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(localStorage.getItem("prayer-journey:prayer-sessions")).not.toBeNull();

    await user.click(screen.getByRole("button", { name: "Clear All Data" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Clear Data" }));
    const second = await screen.findByRole("alertdialog", { name: "Also delete your data on the server?" });
    await user.click(within(second).getByRole("button", { name: "Keep Server Data" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(requests.some((r) => r.path === "/api/account/data")).toBe(false);
  });

  it("deletes the account only with the right password, then hands over to the route", async () => {
    const user = userEvent.setup();
    const { requests, onAccountDeleted } = renderProfile((request) => {
      if (request.method !== "DELETE" || request.path !== "/api/account") return undefined;
      const { password } = request.body as { password: string };
      return password === "correct horse"
        ? new Response(null, { status: 204 })
        : jsonResponse({ message: "That password is not correct, so your account was not deleted." }, 403);
    });
    await user.click(screen.getByRole("button", { name: "Delete My Account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete My Account" });
    await user.click(within(dialog).getByRole("button", { name: "Delete Account Forever" }));
    expect(await within(dialog).findByText("Please enter your password")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Password"), "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account Forever" }));
    expect(
      await within(dialog).findByText("That password is not correct, so your account was not deleted."),
    ).toBeInTheDocument();
    expect(onAccountDeleted).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText("Password"));
    await user.type(within(dialog).getByLabelText("Password"), "correct horse");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account Forever" }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(requests.filter((r) => r.path === "/api/account").map((r) => r.body)).toEqual([
      { password: "wrong" },
      { password: "correct horse" },
    ]);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Account Deleted", expect.any(String));
  });

  it("downloads the account's data as a JSON file", async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs.
    const createObjectURL = vi.fn((_blob: Blob) => "blob:export");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderProfile((request) =>
      request.path === "/api/account/export" ? { exportedAt: "now", user: testUser, prayers: [] } : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Download My Data (JSON)" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const blob = createObjectURL.mock.calls[0]![0];
    expect(JSON.parse(await blob.text())).toMatchObject({ user: { id: testUser.id }, prayers: [] });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Data Downloaded", expect.any(String));
  });
});
