import type { Prayer } from "@common/prayers";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { type LocalPrayer, localPrayers } from "../local-prayers";
import { PrayerWall } from "./prayer-wall";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
  localPrayers.clear();
});

const structured = {
  thanksgiving: "Father, we thank You for this dawn.",
  declareWord: "Your word is a lamp to my feet.",
  promises: "You will never leave me.",
  meditation: "I rest in You.",
  tongues: "(pray in the Spirit)",
};

let nextId = 1;
function serverPrayer(overrides: Partial<Prayer> = {}): Prayer {
  const id = nextId++;
  return {
    id,
    title: `Prayer ${id}`,
    content: `Lord, hear prayer ${id}`,
    type: "personal",
    category: "request",
    color: "#fef08a",
    // The room's watch in these tests (a room's wall opens on its own watch).
    watchNumber: 3,
    isAnswered: false,
    strategyId: null,
    position: { x: 0, y: 0, w: 2, h: 2 },
    positionSaved: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

function localPrayer(overrides: Partial<LocalPrayer> = {}): LocalPrayer {
  return {
    id: "local-aaaa-1111",
    title: "Browser prayer",
    content: "Kept here",
    type: "personal",
    category: "request",
    color: "#fef08a",
    watchNumber: 3,
    isAnswered: false,
    strategyId: "local-strategy-1",
    position: null,
    createdAt: "2025-02-01T00:00:00.000Z",
    updatedAt: "2025-02-01T00:00:00.000Z",
    ...overrides,
  };
}

const note = (title: string) => screen.getByRole("article", { name: title });
const noteTitles = () =>
  screen.queryAllByRole("article").map((article) => within(article).getByRole("heading").textContent);

function renderSignedIn(prayers: Prayer[], handler: Parameters<typeof stubFetch>[0] = () => undefined) {
  const requests = stubFetch((request) => {
    if (request.method === "GET" && request.path === "/api/prayers") return prayers;
    return handler(request);
  });
  const utils = renderWithQuery(<PrayerWall watchNumber={3} userId={testUser.id} />, createTestQueryClient(testUser));
  return { requests, ...utils };
}

function renderSignedOut() {
  const requests = stubFetch(() => undefined);
  const utils = renderWithQuery(<PrayerWall watchNumber={3} userId={null} />);
  return { requests, ...utils };
}

describe("PrayerWall, signed out", () => {
  it("shows each wall's empty state, adds a prayer to this browser only, and keeps it across reloads", async () => {
    const user = userEvent.setup();
    const { requests, unmount } = renderSignedOut();
    expect(screen.getByText(/Your prayer wall is empty/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Wall of Testimonies/ }));
    expect(screen.getByText(/No testimonies yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Prayer Wall/ }));

    await user.click(screen.getByRole("button", { name: "Add Prayer" }));
    const dialog = screen.getByRole("dialog", { name: "Add a Prayer" });
    await user.click(within(dialog).getByRole("button", { name: "Add to Wall" }));
    expect(within(dialog).getByText("Please give the prayer a title.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Title"), "For my city");
    await user.type(within(dialog).getByLabelText("Prayer"), "Peace over the streets");
    await user.selectOptions(within(dialog).getByLabelText("Category"), "praise");
    await user.click(within(dialog).getByRole("button", { name: "Add to Wall" }));

    expect(note("For my city")).toHaveTextContent("Peace over the streets");
    expect(toast.toastSuccess).toHaveBeenCalledWith("Prayer Added", expect.any(String));
    expect(requests).toEqual([]);
    const [stored] = localPrayers.read();
    expect(stored).toMatchObject({ title: "For my city", category: "praise", watchNumber: 3, isAnswered: false });
    expect(stored?.id).toMatch(/^local-/);
    expect(Number.isNaN(Number(stored?.id))).toBe(true);

    unmount();
    renderSignedOut();
    expect(note("For my city")).toBeInTheDocument();
  });

  it("moves a local prayer to the Wall of Testimonies and back, with its dot and badge", async () => {
    const user = userEvent.setup();
    localPrayers.write([localPrayer()]);
    renderSignedOut();
    const card = note("Browser prayer");
    expect(within(card).getByRole("img", { name: "Unanswered" })).toHaveClass("bg-blue-600");
    expect(within(card).queryByText("Answered")).not.toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Prayer options" }));
    await user.click(await screen.findByRole("menuitem", { name: "Mark as Answered" }));
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(localPrayers.read()[0]?.isAnswered).toBe(true);

    await user.click(screen.getByRole("button", { name: /^Wall of Testimonies/ }));
    const answered = note("Browser prayer");
    expect(within(answered).getByRole("img", { name: "Answered" })).toHaveClass("bg-green-600");
    expect(within(answered).getByText("Answered")).toBeInTheDocument();
    await user.click(within(answered).getByRole("button", { name: "Move to Prayer Wall" }));
    expect(screen.getByText(/No testimonies yet/)).toBeInTheDocument();
    expect(localPrayers.read()[0]?.isAnswered).toBe(false);
  });
});

describe("PrayerWall filters", () => {
  it("opens on the room's own watch, with All one click away (issue 19 §10)", async () => {
    const user = userEvent.setup();
    renderSignedIn([
      serverPrayer({ title: "Dawn praise", watchNumber: 4, category: "praise" }),
      serverPrayer({ title: "Third watch cry", watchNumber: 3 }),
      serverPrayer({ title: "Night request", watchNumber: 2 }),
      serverPrayer({ title: "Third watch thanks", watchNumber: 3, category: "thanksgiving" }),
    ]);
    await screen.findByRole("article", { name: "Third watch cry" });
    expect(noteTitles().sort()).toEqual(["Third watch cry", "Third watch thanks"]);
    const shown = screen.getByRole("group", { name: "Show prayers of" });
    const own = within(shown).getByRole("button", { name: "Third Watch (2)" });
    const all = within(shown).getByRole("button", { name: "All (4)" });
    expect(own).toHaveAttribute("aria-pressed", "true");
    expect(all).toHaveAttribute("aria-pressed", "false");

    await user.click(all);
    expect(noteTitles().sort()).toEqual(["Dawn praise", "Night request", "Third watch cry", "Third watch thanks"]);
    expect(all).toHaveAttribute("aria-pressed", "true");
    expect(own).toHaveAttribute("aria-pressed", "false");
    await user.click(own);
    expect(noteTitles().sort()).toEqual(["Third watch cry", "Third watch thanks"]);

    // The Filters panel says the same: by watch, this room's.
    await user.click(screen.getByRole("button", { name: "Filters" }));
    expect(screen.getByLabelText("Filter by")).toHaveValue("watch");
    expect(screen.getByLabelText("Watch")).toHaveValue("3");
  });

  it("says when the room's watch has nothing but other watches do", async () => {
    const user = userEvent.setup();
    renderSignedIn([serverPrayer({ title: "Dawn praise", watchNumber: 4 })]);
    expect(
      await screen.findByText(
        "Nothing for the Third Watch on this wall yet. Choose All to see the prayers of every watch.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "All (1)" }));
    expect(noteTitles()).toEqual(["Dawn praise"]);
  });

  it("filters by watch and by category, with the filter's empty text", async () => {
    const user = userEvent.setup();
    renderSignedIn([
      serverPrayer({ title: "Night request", watchNumber: 2, category: "request" }),
      serverPrayer({ title: "Dawn praise", watchNumber: 4, category: "praise" }),
      serverPrayer({ title: "Dawn thanks", watchNumber: 4, category: "thanksgiving" }),
      serverPrayer({ title: "Answered one", watchNumber: 4, isAnswered: true }),
    ]);
    await user.click(await screen.findByRole("button", { name: "All (3)" }));
    expect(noteTitles().sort()).toEqual(["Dawn praise", "Dawn thanks", "Night request"]);

    const filters = screen.getByRole("button", { name: "Filters" });
    expect(filters).toHaveAttribute("aria-expanded", "false");
    await user.click(filters);
    expect(filters).toHaveAttribute("aria-expanded", "true");

    await user.selectOptions(screen.getByLabelText("Filter by"), "watch");
    // The room's watch (3) comes first: nothing on this wall is for it.
    expect(screen.getByLabelText("Watch")).toHaveValue("3");
    expect(screen.getByText(/^Nothing for the Third Watch on this wall yet/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Watch"), "4");
    expect(noteTitles().sort()).toEqual(["Dawn praise", "Dawn thanks"]);

    await user.selectOptions(screen.getByLabelText("Filter by"), "category");
    await user.selectOptions(screen.getByLabelText("Category"), "praise");
    expect(noteTitles()).toEqual(["Dawn praise"]);

    await user.click(screen.getByRole("button", { name: /^Wall of Testimonies/ }));
    expect(screen.getByText("No prayers on this wall match the filter.")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Filter by"), "all");
    expect(noteTitles()).toEqual(["Answered one"]);
  });
});

describe("PrayerWall inline edit", () => {
  const edited = (title: string, text: string) =>
    serverPrayer({ id: 50, title, content: { text }, updatedAt: "2025-03-01T00:00:00.000Z" });

  it("saves with Enter in the title and sends only what changed", async () => {
    const user = userEvent.setup();
    const { requests } = renderSignedIn(
      [serverPrayer({ id: 50, title: "Old title", content: "Old text" })],
      (request) => (request.method === "PATCH" ? edited("New title", "Old text") : undefined),
    );
    await user.click(
      within(await screen.findByRole("article", { name: "Old title" })).getByRole("button", { name: "Edit prayer" }),
    );
    const title = screen.getByLabelText("Prayer title");
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, "New title{Enter}");
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith("Prayer Updated", undefined));
    const patch = requests.find((request) => request.method === "PATCH");
    expect(patch).toMatchObject({ path: "/api/prayers/50", body: { title: "New title" } });
    expect(screen.queryByLabelText("Prayer title")).not.toBeInTheDocument();
    expect(note("New title")).toBeInTheDocument();
  });

  it("saves the content with Ctrl+Enter, not with a plain Enter", async () => {
    const user = userEvent.setup();
    const { requests } = renderSignedIn([serverPrayer({ id: 50, title: "Job", content: "A job" })], (request) =>
      request.method === "PATCH" ? edited("Job", "A job\nsoon") : undefined,
    );
    await user.click(
      within(await screen.findByRole("article", { name: "Job" })).getByRole("button", { name: "Prayer options" }),
    );
    await user.click(await screen.findByRole("menuitem", { name: "Edit Prayer" }));
    const content = screen.getByLabelText("Prayer content");
    await user.type(content, "{Enter}soon");
    expect(requests.filter((request) => request.method === "PATCH")).toEqual([]);
    expect(content).toHaveValue("A job\nsoon");
    await user.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() =>
      expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({
        content: { text: "A job\nsoon" },
      }),
    );
    expect(await screen.findByText(/A job\s+soon/)).toBeInTheDocument();
  });

  it("Cancel and Escape leave the prayer as it was, and a blank title is refused", async () => {
    const user = userEvent.setup();
    localPrayers.write([localPrayer({ title: "Keep me" })]);
    renderSignedOut();
    await user.click(within(note("Keep me")).getByRole("button", { name: "Edit prayer" }));
    await user.clear(screen.getByLabelText("Prayer title"));
    await user.type(screen.getByLabelText("Prayer title"), "Changed");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(note("Keep me")).toBeInTheDocument();

    await user.click(within(note("Keep me")).getByRole("button", { name: "Edit prayer" }));
    await user.clear(screen.getByLabelText("Prayer title"));
    await user.keyboard("{Enter}");
    expect(screen.getByText("Please give the prayer a title.")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByLabelText("Prayer title")).not.toBeInTheDocument();
    expect(localPrayers.read()[0]?.title).toBe("Keep me");
    expect(toast.toastSuccess).not.toHaveBeenCalled();
  });
});

describe("PrayerWall, signed in", () => {
  it("marks a prayer answered at once and rolls back with 'Update Failed' when the server refuses", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const { requests } = renderSignedIn([serverPrayer({ id: 9, title: "Healing" })], (request) =>
      request.method === "PATCH"
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    await user.click(
      within(await screen.findByRole("article", { name: "Healing" })).getByRole("button", {
        name: "Move to Wall of Testimonies",
      }),
    );
    // Optimistic: gone from the Prayer Wall before the server answers.
    expect(screen.queryByRole("article", { name: "Healing" })).not.toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: "PATCH", path: "/api/prayers/9", body: { isAnswered: true } });
    await act(async () => answer(jsonResponse({ message: "No" }, 500)));
    expect(await screen.findByRole("article", { name: "Healing" })).toBeInTheDocument();
    expect(toast.toastError).toHaveBeenCalledWith("Update Failed", "Unable to update prayer in database.");
  });

  it("moves a note with the keyboard and saves only the notes that moved", async () => {
    const user = userEvent.setup();
    const { requests } = renderSignedIn(
      [
        serverPrayer({ id: 1, title: "First", position: { x: 0, y: 0, w: 2, h: 2 } }),
        serverPrayer({ id: 2, title: "Second", position: { x: 3, y: 0, w: 2, h: 2 } }),
      ],
      (request) => {
        if (request.method !== "PATCH") return undefined;
        if (request.path === "/api/prayers/positions") {
          const moves = request.body as { id: number; position: Prayer["position"] }[];
          return moves.map(({ id, position }) => serverPrayer({ id, title: id === 1 ? "First" : "Second", position }));
        }
        return serverPrayer({ id: 1, title: "First", position: (request.body as Prayer).position });
      },
    );
    const handle = within(await screen.findByRole("article", { name: "First" })).getByRole("button", {
      name: "Move First",
    });
    handle.focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(1));
    const [patch] = requests.filter((request) => request.method === "PATCH");
    expect(patch).toMatchObject({ path: "/api/prayers/1", body: { position: { x: 1, y: 0, w: 2, h: 2 } } });
    expect(screen.getByRole("status")).toHaveTextContent("First moved to column 2, row 1.");

    // One more step right now overlaps "Second", which the grid pushes below: both are saved, in one request.
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(2));
    expect(requests.filter((request) => request.method === "PATCH").at(-1)).toEqual(
      expect.objectContaining({
        path: "/api/prayers/positions",
        body: expect.arrayContaining([
          { id: 1, position: { x: 2, y: 0, w: 2, h: 2 } },
          { id: 2, position: { x: 3, y: 2, w: 2, h: 2 } },
        ]),
      }),
    );
    expect(requests.at(-1)?.body).toHaveLength(2);
    await waitFor(() => expect(note("Second")).toBeInTheDocument());
  });

  it.each([
    ["refused (400): nothing was saved, so nothing is sent back", 400, false],
    ["failed on the server (500): it may have been saved, so one request puts both back", 500, true],
  ])("rolls back a drag of two notes that is %s", async (_name, status, undoSent) => {
    const user = userEvent.setup();
    const first = { x: 0, y: 0, w: 2, h: 2 };
    const second = { x: 3, y: 0, w: 2, h: 2 };
    const { requests } = renderSignedIn(
      [
        serverPrayer({ id: 1, title: "First", position: first }),
        serverPrayer({ id: 2, title: "Second", position: second }),
      ],
      (request) => {
        if (request.method !== "PATCH") return undefined;
        if (request.path === "/api/prayers/1") {
          return serverPrayer({ id: 1, title: "First", position: (request.body as Prayer).position });
        }
        const moves = request.body as { id: number; position: Prayer["position"] }[];
        // The drag fails; the undo (when sent) is saved.
        if (moves.some(({ position }) => position.x === 2)) return jsonResponse({ message: "No" }, status);
        return moves.map(({ id, position }) => serverPrayer({ id, position }));
      },
    );
    const handle = within(await screen.findByRole("article", { name: "First" })).getByRole("button", {
      name: "Move First",
    });
    handle.focus();
    // One step moves only "First"; the second pushes "Second" below: one drag of two notes.
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(1));
    await user.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith("Update Failed", "Unable to update prayer in database."),
    );
    const patches = requests.filter((request) => request.method === "PATCH");
    expect(patches[1]).toMatchObject({ path: "/api/prayers/positions" });
    if (undoSent) {
      await waitFor(() => expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(3));
      const undo = requests.filter((request) => request.method === "PATCH")[2]!;
      expect(undo.path).toBe("/api/prayers/positions");
      expect(undo.body).toEqual(
        expect.arrayContaining([
          { id: 1, position: { x: 1, y: 0, w: 2, h: 2 } },
          { id: 2, position: second },
        ]),
      );
    } else {
      expect(patches).toHaveLength(2);
    }
  });

  it("places never-moved notes by their index among the notes shown, leaving no holes", async () => {
    const user = userEvent.setup();
    // The server derives places from the whole list: the answered note holds the first cell there.
    const { requests } = renderSignedIn(
      [
        serverPrayer({ id: 1, title: "Answered", isAnswered: true, positionSaved: false }),
        serverPrayer({ id: 2, title: "Second", position: { x: 2, y: 0, w: 2, h: 2 }, positionSaved: false }),
        serverPrayer({ id: 3, title: "Third", position: { x: 4, y: 0, w: 2, h: 2 }, positionSaved: false }),
      ],
      (request) => (request.method === "PATCH" ? serverPrayer({ id: 3, title: "Third" }) : undefined),
    );
    const handle = within(await screen.findByRole("article", { name: "Third" })).getByRole("button", {
      name: "Move Third",
    });
    handle.focus();
    // On the Prayer Wall "Third" is the second note shown, so it sits in columns 3-4 and can move right.
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(1));
    expect(requests.find((request) => request.method === "PATCH")).toMatchObject({
      path: "/api/prayers/3",
      body: { position: { x: 3, y: 0, w: 2, h: 2 } },
    });
  });

  it("rolls back a refused move with 'Update Failed'", async () => {
    const user = userEvent.setup();
    renderSignedIn([serverPrayer({ id: 1, title: "Only", position: { x: 0, y: 0, w: 2, h: 2 } })], (request) =>
      request.method === "PATCH" ? jsonResponse({ message: "Refused" }, 400) : undefined,
    );
    const handle = within(await screen.findByRole("article", { name: "Only" })).getByRole("button", {
      name: "Move Only",
    });
    handle.focus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("status")).toHaveTextContent("Only cannot move left.");
    await user.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith("Update Failed", "Unable to update prayer in database."),
    );
  });

  it("asks before deleting with the spec's text, then deletes", async () => {
    const user = userEvent.setup();
    const onServer = [serverPrayer({ id: 4, title: "Old prayer" })];
    const { requests } = renderSignedIn(onServer, (request) => {
      if (request.method !== "DELETE") return undefined;
      onServer.pop();
      return new Response(null, { status: 204 });
    });
    await user.click(
      within(await screen.findByRole("article", { name: "Old prayer" })).getByRole("button", { name: "Remove prayer" }),
    );
    const confirm = screen.getByRole("alertdialog");
    expect(confirm).toHaveTextContent('Remove "Old prayer" from Prayer Wall? This action cannot be undone.');
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Remove prayer" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith("Prayer Deleted", undefined));
    expect(requests.find((request) => request.method === "DELETE")?.path).toBe("/api/prayers/4");
    expect(screen.queryByRole("article", { name: "Old prayer" })).not.toBeInTheDocument();
  });

  it("keeps the prayer and says 'Delete Failed' when the server refuses", async () => {
    const user = userEvent.setup();
    renderSignedIn([serverPrayer({ id: 4, title: "Stays" })], (request) =>
      request.method === "DELETE" ? jsonResponse({ message: "no" }, 500) : undefined,
    );
    await user.click(
      within(await screen.findByRole("article", { name: "Stays" })).getByRole("button", { name: "Remove prayer" }),
    );
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        "Delete Failed",
        "Unable to remove prayer from database. Please try again.",
      ),
    );
    expect(note("Stays")).toBeInTheDocument();
  });

  it("offers the browser's prayers for import and removes exactly the saved ones", async () => {
    const user = userEvent.setup();
    localPrayers.write([localPrayer(), localPrayer({ id: "local-bbbb-2222", title: "Second browser prayer" })]);
    const imported = [
      serverPrayer({ id: 70, title: "Browser prayer" }),
      serverPrayer({ id: 71, title: "Second browser prayer" }),
    ];
    const { requests } = renderSignedIn([], (request) => {
      if (request.method === "POST" && request.path === "/api/prayers/import") {
        // A third prayer made in another tab meanwhile: not sent, so it must stay.
        localPrayers.update((list) => [localPrayer({ id: "local-cccc-3333", title: "Made meanwhile" }), ...list]);
        return { imported: 2, alreadySaved: 0, prayers: imported };
      }
      return undefined;
    });
    const offer = await screen.findByRole("region", { name: "2 prayers saved in this browser while signed out" });
    // Until imported, the browser's prayers are on the wall too.
    expect(await screen.findByRole("article", { name: "Browser prayer" })).toBeInTheDocument();
    await user.click(within(offer).getByRole("button", { name: "Import" }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith("Prayers Imported", expect.any(String)));
    const body = requests.find((request) => request.path === "/api/prayers/import")?.body as {
      prayers: Record<string, unknown>[];
    };
    expect(body.prayers.map((prayer) => prayer.clientId)).toEqual(["local-aaaa-1111", "local-bbbb-2222"]);
    expect(body.prayers[0]).toMatchObject({ strategyId: null, watchNumber: 3, createdAt: "2025-02-01T00:00:00.000Z" });
    expect(body.prayers[0]).not.toHaveProperty("position");
    expect(localPrayers.read().map((prayer) => prayer.id)).toEqual(["local-cccc-3333"]);
  });

  it("'Not now' keeps the browser's prayers", async () => {
    const user = userEvent.setup();
    localPrayers.write([localPrayer()]);
    renderSignedIn([]);
    const offer = await screen.findByRole("region", { name: "1 prayer saved in this browser while signed out" });
    await user.click(within(offer).getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: /saved in this browser/ })).not.toBeInTheDocument();
    expect(localPrayers.read()).toHaveLength(1);
    expect(await screen.findByRole("article", { name: "Browser prayer" })).toBeInTheDocument();
    sessionStorage.clear();
  });
});

describe("Structured prayers", () => {
  it("are labelled AI Generated and open in the viewer with five stages; Copy Prayer copies them", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    localPrayers.write([localPrayer({ title: "Dawn prayer", type: "structured-prayer", content: structured })]);
    renderSignedOut();
    const card = note("Dawn prayer");
    expect(within(card).getByText("AI Generated")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Play prayer" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Stop prayer" })).toBeDisabled();
    expect(within(card).getByRole("button", { name: "Share prayer" })).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "View full prayer" }));
    const viewer = screen.getByRole("dialog", { name: "Dawn prayer" });
    expect(
      within(viewer)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "1. Thanksgiving",
      "2. Declare God's Word",
      "3. Promises He's Made",
      "4. Meditation",
      "5. Speaking in Tongues",
    ]);
    expect(within(viewer).getByRole("button", { name: "Read Aloud" })).toBeInTheDocument();
    await user.click(within(viewer).getByRole("button", { name: "Copy Prayer" }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("1. Thanksgiving\nFather, we thank You"));
    expect(writeText.mock.calls[0]?.[0]).toMatch(/Shared from Prayer Journey$/);
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      "Prayer Copied",
      "The structured prayer has been copied to your clipboard.",
    );
  });

  it("shows 'Click to view complete structured prayer' for unreadable content, and the raw text in the viewer", async () => {
    const user = userEvent.setup();
    localPrayers.write([
      localPrayer({ title: "Broken", type: "structured-prayer", content: '{"thanksgiving": "only one' }),
    ]);
    renderSignedOut();
    await user.click(within(note("Broken")).getByRole("button", { name: "Click to view complete structured prayer" }));
    expect(
      within(screen.getByRole("dialog", { name: "Broken" })).getByText('{"thanksgiving": "only one'),
    ).toBeInTheDocument();
  });

  it("shares with the share sheet ('Prayer Shared') or, without one, copies", async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    localPrayers.write([localPrayer({ title: "Dawn prayer", type: "structured-prayer", content: structured })]);
    renderSignedOut();
    await user.click(within(note("Dawn prayer")).getByRole("button", { name: "Share prayer" }));
    expect(share).toHaveBeenCalledWith({
      title: "Dawn prayer",
      text: expect.stringContaining("5. Speaking in Tongues"),
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Prayer Shared", undefined);
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
});

describe("the note preview", () => {
  it("cuts plain content at 80 characters", () => {
    localPrayers.write([localPrayer({ title: "Long", content: "a".repeat(81) })]);
    renderSignedOut();
    expect(within(note("Long")).getByText(`${"a".repeat(80)}...`)).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: "Escape" });
  });
});

describe("the grid", () => {
  it("lays the notes out with react-grid-layout on a wide screen", async () => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(960);
    localPrayers.write([localPrayer({ title: "On the grid" })]);
    const { container } = renderSignedOut();
    expect(await screen.findByRole("article", { name: "On the grid" })).toBeInTheDocument();
    expect(container.querySelector(".react-grid-layout .react-grid-item")).not.toBeNull();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
