import { BibleMessages, type Favorite, QUICK_REFERENCES } from "@common/bible";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { canonicalPlan, passageFor } from "../testing/fixtures";
import { BibleScreen } from "./bible-screen";
import { PassageDialogProvider } from "./passage-dialog-provider";

interface ApiState {
  favorites: Favorite[];
  completedDays: number[];
  failPassage?: boolean;
  failDailyVerse?: boolean;
  failPlan?: boolean;
  failProgress?: boolean;
}

/** A stand-in for the Bible calls, answering from the fixtures and remembering favourites and progress. */
function bibleApi(state: ApiState) {
  let nextId = 100;
  return (request: RecordedRequest) => {
    const { method, url } = request;
    const path = url.pathname;
    if (path.startsWith("/api/bible/passage/")) {
      const reference = decodeURIComponent(path.slice("/api/bible/passage/".length));
      const passage = state.failPassage ? null : passageFor(reference);
      return (
        passage ??
        jsonResponse(
          {
            message: BibleMessages.passageNotFound,
            code: "not_found",
            details: {
              reason: `"${reference}" is not a Bible reference we recognise.`,
              hint: BibleMessages.passageHint,
            },
          },
          404,
        )
      );
    }
    if (path === "/api/bible/search") {
      return {
        translation: "KJV",
        verses: [
          { reference: "Psalm 23:1", text: "The LORD is my shepherd; I shall not want." },
          { reference: "John 10:11", text: "I am the good shepherd: the good shepherd giveth his life for the sheep." },
        ],
      };
    }
    if (path === "/api/bible/daily-verse") {
      if (state.failDailyVerse) return jsonResponse({ message: "Unavailable" }, 500);
      return { text: "Pray without ceasing.", reference: "1 Thessalonians 5:17", date: url.searchParams.get("date") };
    }
    if (path === "/api/bible/reading-plan") {
      if (state.failPlan) return jsonResponse({ message: BibleMessages.readingPlanMissing }, 404);
      return { type: url.searchParams.get("type"), plan: canonicalPlan };
    }
    if (path === "/api/bible/plan-progress") {
      if (method === "PUT") {
        if (state.failProgress) {
          return new Promise((resolve) =>
            setTimeout(() => resolve(jsonResponse({ message: "Database unavailable" }, 503)), 50),
          );
        }
        const { day, completed, type } = request.body as { day: number; completed: boolean; type: string };
        state.completedDays = completed
          ? [...state.completedDays, day]
          : state.completedDays.filter((entry) => entry !== day);
        return { type, completedDays: state.completedDays };
      }
      return { type: url.searchParams.get("type"), completedDays: state.completedDays };
    }
    if (path === "/api/bible/favorites") {
      if (method === "POST") {
        const favorite = {
          id: nextId++,
          reference: (request.body as { reference: string }).reference,
          createdAt: "2026-01-01T00:00:00.000Z",
        };
        state.favorites = [favorite, ...state.favorites];
        return jsonResponse(favorite, 201);
      }
      return { favorites: state.favorites };
    }
    if (path.startsWith("/api/bible/favorites/") && method === "DELETE") {
      const id = Number(path.split("/").at(-1));
      state.favorites = state.favorites.filter((favorite) => favorite.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

function renderBible(overrides: Partial<ApiState> = {}) {
  const state: ApiState = { favorites: [], completedDays: [], ...overrides };
  const requests = stubFetch(bibleApi(state));
  renderWithQuery(
    <PassageDialogProvider>
      <BibleScreen />
    </PassageDialogProvider>,
    createTestQueryClient(testUser),
  );
  return { requests, state, user: userEvent.setup() };
}

const dialog = () => screen.findByRole("dialog");

describe("BibleScreen", () => {
  it("shows Today's Word for the device's date", async () => {
    const { requests } = renderBible();
    expect(await screen.findByText("“Pray without ceasing.”")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "1 Thessalonians 5:17" })).toBeInTheDocument();
    expect(requests.find((request) => request.url.pathname === "/api/bible/daily-verse")?.path).toMatch(
      /^\/api\/bible\/daily-verse\?date=\d{4}-\d{2}-\d{2}$/,
    );
  });

  it("says 'Unable to load daily verse' when the verse does not come", async () => {
    renderBible({ failDailyVerse: true });
    expect(await screen.findByText(BibleMessages.dailyVerseFailed)).toBeInTheDocument();
  });

  it("ignores a blank search: no request is sent", async () => {
    const { requests, user } = renderBible();
    const input = screen.getByRole("searchbox", { name: "Search the Bible" });
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.type(input, "   {Enter}");
    expect(requests.some((request) => request.url.pathname === "/api/bible/search")).toBe(false);
    expect(screen.queryByRole("list", { name: "Search results" })).not.toBeInTheDocument();
  });

  it("searches with the trimmed words and a limit of 20, lists the verses, and opens a result", async () => {
    const { requests, user } = renderBible();
    await user.type(screen.getByRole("searchbox", { name: "Search the Bible" }), "  the lord is my shepherd {Enter}");
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(requests.find((request) => request.url.pathname === "/api/bible/search")?.path).toBe(
      "/api/bible/search?q=the+lord+is+my+shepherd&limit=20",
    );
    expect(within(results).getAllByRole("listitem")).toHaveLength(2);
    expect(results).toHaveTextContent("The LORD is my shepherd; I shall not want.");
    expect(screen.getByText("2 verses for “the lord is my shepherd”")).toBeInTheDocument();

    await user.click(within(results).getByRole("button", { name: "John 10:11" }));
    expect(within(await dialog()).getByRole("heading", { name: "John 10:11" })).toBeInTheDocument();
  });

  it("has the ten quick references, each opening the passage dialog", async () => {
    const { requests, user } = renderBible();
    const chips = within(screen.getByRole("list", { name: "Quick references" })).getAllByRole("button");
    expect(chips.map((chip) => chip.textContent)).toEqual([...QUICK_REFERENCES]);

    await user.click(screen.getByRole("button", { name: "John 3:16" }));
    const passage = await dialog();
    expect(within(passage).getByRole("heading", { name: "John 3:16" })).toBeInTheDocument();
    expect(passage).toHaveTextContent("King James Version (KJV)");
    expect(passage).toHaveTextContent("For God so loved the world");
    expect(requests.some((request) => request.path === "/api/bible/passage/John%203%3A16")).toBe(true);
  });

  it("disables Previous at chapter 1 and Next at the last chapter, and moves between chapters", async () => {
    const { user } = renderBible();
    await user.click(screen.getByRole("button", { name: "Genesis 1" }));
    const passage = await dialog();
    const previous = await within(passage).findByRole("button", { name: "Previous chapter" });
    const next = within(passage).getByRole("button", { name: "Next chapter" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveAttribute("aria-disabled", "false");
    await user.click(previous);
    expect(within(passage).getByRole("heading", { name: "Genesis 1" })).toBeInTheDocument();

    await user.click(next);
    expect(await within(passage).findByRole("heading", { name: "Genesis 2" })).toBeInTheDocument();
    expect(await within(passage).findByRole("button", { name: "Copy Genesis 2:1" })).toBeInTheDocument();
    expect(within(passage).getByRole("button", { name: "Previous chapter" })).toHaveAttribute("aria-disabled", "false");
    await user.click(within(passage).getByRole("button", { name: "Previous chapter" }));
    expect(await within(passage).findByRole("button", { name: "Copy Genesis 1:1" })).toBeInTheDocument();
    expect(within(passage).getByRole("heading", { name: "Genesis 1" })).toBeInTheDocument();
  });

  it("disables Next when there is no next chapter", async () => {
    const { user } = renderBible({ favorites: [{ id: 1, reference: "Genesis 50", createdAt: "2026-01-01" }] });
    await user.click(await screen.findByRole("button", { name: "Genesis 50" }));
    const passage = await dialog();
    expect(await within(passage).findByRole("button", { name: "Next chapter" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(within(passage).getByRole("button", { name: "Previous chapter" })).toHaveAttribute("aria-disabled", "false");
  });

  it("shows verse numbers and the translators' italics as <em>, never as raw tags", async () => {
    const { user } = renderBible();
    await user.click(screen.getByRole("button", { name: "Psalm 23" }));
    const passage = await dialog();
    const verses = await within(passage).findAllByTestId("verse-text");
    expect(verses).toHaveLength(2);
    expect(verses[0]).toHaveTextContent("1 The LORD is my shepherd; I shall not want.");
    const italic = verses[0]!.querySelector("em");
    expect(italic).toHaveTextContent("is");
    expect(passage.textContent).not.toContain("<i>");
    expect(passage.innerHTML).not.toContain("&lt;i&gt;");
  });

  it("copies a verse with its reference", async () => {
    const { user } = renderBible();
    await user.click(screen.getByRole("button", { name: "Psalm 23" }));
    const passage = await dialog();
    await user.click(await within(passage).findByRole("button", { name: "Copy Psalm 23:1" }));
    expect(await navigator.clipboard.readText()).toBe("The LORD is my shepherd; I shall not want. — Psalm 23:1");
  });

  it("shares the passage through the share sheet, else copies it", async () => {
    const { user } = renderBible();
    await user.click(screen.getByRole("button", { name: "Psalm 23" }));
    const passage = await dialog();
    await user.click(await within(passage).findByRole("button", { name: "Share" }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain("1 The LORD is my shepherd; I shall not want. 2 He maketh me");
    expect(copied).toContain("— Psalm 23 (KJV)");
    expect(copied).toMatch(/Shared from Prayer Journey$/);

    const shared: ShareData[] = [];
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    try {
      await user.click(within(passage).getByRole("button", { name: "Share" }));
      expect(shared[0]?.title).toBe("Psalm 23");
      expect(shared[0]?.text).toContain("Shared from Prayer Journey");
    } finally {
      Reflect.deleteProperty(navigator, "share");
    }
  });

  it("favourites a passage with POST and unfavourites it with DELETE, filling the star at once", async () => {
    const { requests, state, user } = renderBible();
    await user.click(screen.getByRole("button", { name: "Psalm 23" }));
    const passage = await dialog();
    const favorite = await within(passage).findByRole("button", { name: "Favorite" });
    await waitFor(() => expect(favorite).toHaveAttribute("aria-pressed", "false"));

    await user.click(favorite);
    expect(favorite).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(state.favorites.map((entry) => entry.reference)).toEqual(["Psalm 23"]));
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      path: "/api/bible/favorites",
      body: { reference: "Psalm 23" },
    });

    await user.click(favorite);
    expect(favorite).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(state.favorites).toEqual([]));
    expect(requests.find((request) => request.method === "DELETE")?.path).toBe("/api/bible/favorites/100");
  });

  it("lists favourites, opens one and removes one", async () => {
    const { requests, user } = renderBible({
      favorites: [
        { id: 3, reference: "Psalm 23", createdAt: "2026-01-02" },
        { id: 2, reference: "John 3:16", createdAt: "2026-01-01" },
      ],
    });
    const list = await screen.findByRole("list", { name: "Favorite passages" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await user.click(within(list).getByRole("button", { name: "Psalm 23" }));
    const passage = await dialog();
    expect(await within(passage).findByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Psalm 23" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Remove John 3:16 from favorites" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await waitFor(() => expect(requests.some((request) => request.path === "/api/bible/favorites/2")).toBe(true));
  });

  it("shows 'Unable to load this passage.' with the reason and the hint", async () => {
    const { user } = renderBible({ failPassage: true });
    await user.click(screen.getByRole("button", { name: "Romans 8" }));
    const alert = await within(await dialog()).findByRole("alert");
    expect(alert).toHaveTextContent(BibleMessages.passageNotFound);
    expect(alert).toHaveTextContent('"Romans 8" is not a Bible reference we recognise.');
    expect(alert).toHaveTextContent(BibleMessages.passageHint);
    expect(screen.queryByRole("button", { name: "Favorite" })).not.toBeInTheDocument();
  });

  it("shows the first 12 days of a plan, then all of them after 'Show more'", async () => {
    const { user } = renderBible();
    const plan = await screen.findByRole("list", { name: "Canonical plan" });
    expect(within(plan).getAllByRole("listitem")).toHaveLength(12);
    expect(within(plan).getAllByRole("listitem")[0]).toHaveTextContent("Day 1 · Genesis 1-3");
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(within(plan).getAllByRole("listitem")).toHaveLength(365);
    await user.click(screen.getByRole("button", { name: "Show less" }));
    expect(within(plan).getAllByRole("listitem")).toHaveLength(12);

    await user.click(within(plan).getByRole("button", { name: "Day 2 · Genesis 4-6" }));
    expect(within(await dialog()).getByRole("heading", { name: "Genesis 4-6" })).toBeInTheDocument();
  });

  it("marks a plan day read at once and saves it", async () => {
    const { requests, state, user } = renderBible({ completedDays: [1] });
    expect(await screen.findByText("1 of 365 days read")).toBeInTheDocument();
    const day3 = screen.getByRole("checkbox", { name: "Mark Day 3 read" });
    expect(screen.getByRole("checkbox", { name: "Mark Day 1 read" })).toBeChecked();
    await user.click(day3);
    expect(day3).toBeChecked();
    expect(screen.getByText("2 of 365 days read")).toBeInTheDocument();
    await waitFor(() => expect(state.completedDays).toEqual([1, 3]));
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual({
      type: "canonical",
      day: 3,
      completed: true,
    });
  });

  it("unticks a day again when it cannot be saved", async () => {
    const { user } = renderBible({ failProgress: true });
    const day2 = await screen.findByRole("checkbox", { name: "Mark Day 2 read" });
    await waitFor(() => expect(day2).toBeEnabled());
    await user.click(day2);
    expect(day2).toBeChecked();
    await waitFor(() => expect(day2).not.toBeChecked());
    expect(screen.getByText("0 of 365 days read")).toBeInTheDocument();
  });

  it("loads each plan by its tab and says 'Reading plan not available' when it cannot", async () => {
    const { requests, user } = renderBible();
    await screen.findByRole("list", { name: "Canonical plan" });
    await user.click(screen.getByRole("tab", { name: "Chronological" }));
    expect(await screen.findByRole("list", { name: "Chronological plan" })).toBeInTheDocument();
    expect(requests.some((request) => request.path === "/api/bible/reading-plan?type=chronological")).toBe(true);
    expect(requests.some((request) => request.path === "/api/bible/plan-progress?type=chronological")).toBe(true);
  });

  it("says 'Reading plan not available' when the plan fails", async () => {
    renderBible({ failPlan: true });
    expect(await screen.findByText(BibleMessages.readingPlanMissing)).toBeInTheDocument();
  });
});
