import type { StudyMaterial, StudyStatus } from "@common/group-studies";
import type { GroupRole, PrayerGroup } from "@common/groups";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { SharedStudies } from "./shared-studies";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

function group(myRole: GroupRole | null): PrayerGroup {
  return {
    id: 5,
    name: "Night Watchers",
    description: "",
    createdBy: 8,
    leaderId: myRole === "leader" ? testUser.id : 8,
    leaderName: "Ruth Ade",
    isActive: true,
    isPublic: true,
    watchNumber: 2,
    tags: [],
    timeZone: "UTC",
    createdAt: "2026-11-01T00:00:00.000Z",
    memberCount: 4,
    myRole,
    joinRequested: false,
    prayingNow: 0,
    nextSessionAt: null,
    members: [],
    memberList: [],
    pendingRequests: 0,
  };
}

let nextId = 1;
function study(status: StudyStatus = "not_started", overrides: Partial<StudyMaterial> = {}): StudyMaterial {
  const id = nextId++;
  return {
    id,
    groupId: 5,
    title: `Study ${id}`,
    description: `About study ${id}`,
    content: `The content of study ${id}`,
    type: "devotional",
    url: null,
    tags: [],
    createdBy: 8,
    createdByName: "Ruth Ade",
    createdAt: "2026-11-10T08:00:00.000Z",
    updatedAt: "2026-11-10T08:00:00.000Z",
    progress: [{ userId: testUser.id, status, notes: "" }],
    myProgress: { status, notes: "" },
    summary: { notStarted: 2, inProgress: 1, completed: 1 },
    ...overrides,
  };
}

type Handler = (request: RecordedRequest) => unknown;

function renderStudies(options: { role?: GroupRole | null; studies?: StudyMaterial[]; handler?: Handler } = {}) {
  const state = { studies: options.studies ?? [] };
  const requests = stubFetch((request) => {
    if (request.method === "GET" && request.path === "/api/prayer-groups/5") return group(options.role ?? "member");
    if (request.method === "GET" && request.path === "/api/prayer-groups/5/studies") return state.studies;
    return options.handler?.(request);
  });
  const utils = renderWithQuery(
    <SharedStudies groupId={5} links={{ myGroups: "/?tab=groups" }} />,
    createTestQueryClient(testUser),
  );
  return { requests, state, ...utils };
}

const cardTitles = () =>
  within(screen.getByRole("list", { name: "Study materials" }))
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading").textContent);

describe("Shared Studies", () => {
  it("shows cards with type, two-line description, my progress, tags, the date and External Link only for web links", async () => {
    renderStudies({
      studies: [
        study("in_progress", {
          title: "Psalm 91",
          type: "bible_study",
          url: "https://example.org/psalm-91",
          tags: ["refuge", "night"],
        }),
        study("not_started", { title: "Sneaky", url: "javascript:alert(1)" }),
      ],
    });
    const psalm = await screen.findByRole("article", { name: "Psalm 91" });
    expect(within(psalm).getByText("Bible Study", { selector: ".sr-only" })).toBeInTheDocument();
    expect(within(psalm).getByText(`About study ${nextId - 2}`)).toHaveClass("line-clamp-2");
    expect(within(psalm).getByText("In Progress")).toBeInTheDocument();
    expect(within(within(psalm).getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(2);
    expect(within(psalm).getByText(/^Added /)).toBeInTheDocument();
    expect(within(psalm).getByText("External Link")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Sneaky" })).queryByText("External Link")).toBeNull();
    // Members see no group progress and no Add Study.
    expect(screen.queryByText(/Group progress/)).toBeNull();
    expect(screen.queryByRole("button", { name: /Add Study/ })).toBeNull();
  });

  it("filters by my own progress: All Studies, Not Started, In Progress, Completed", async () => {
    const user = userEvent.setup();
    renderStudies({
      studies: [
        study("not_started", { title: "A" }),
        study("in_progress", { title: "B" }),
        study("completed", { title: "C" }),
        study("in_progress", { title: "D" }),
      ],
    });
    await screen.findByRole("article", { name: "A" });
    expect(cardTitles()).toEqual(["A", "B", "C", "D"]);
    await user.click(screen.getByRole("button", { name: "In Progress" }));
    expect(screen.getByRole("button", { name: "In Progress" })).toHaveAttribute("aria-pressed", "true");
    expect(cardTitles()).toEqual(["B", "D"]);
    await user.click(screen.getByRole("button", { name: "Completed" }));
    expect(cardTitles()).toEqual(["C"]);
    await user.click(screen.getByRole("button", { name: "Not Started" }));
    expect(cardTitles()).toEqual(["A"]);
    await user.click(screen.getByRole("button", { name: "All Studies" }));
    expect(cardTitles()).toEqual(["A", "B", "C", "D"]);
  }, 20_000);

  it("empty states by role: the leader is invited to add, a member told the leader has added none", async () => {
    renderStudies({ role: "leader" });
    expect(await screen.findByText("No study materials yet")).toBeInTheDocument();
    expect(screen.getByText("Add Bible studies, devotionals, or resources for your group.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add First Study" })).toBeInTheDocument();
    expect(screen.queryByText("Your group leader hasn't added any study materials yet.")).toBeNull();
  });

  it("a member's empty state has no add button", async () => {
    renderStudies({ role: "member" });
    expect(await screen.findByText("Your group leader hasn't added any study materials yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add/ })).toBeNull();
  });

  it("Add Study: disabled while title or description is blank; sends the fields; closes, says so and resets to devotional", async () => {
    const user = userEvent.setup();
    const { requests, state } = renderStudies({
      role: "leader",
      handler: (request) => {
        if (request.method === "POST" && request.path === "/api/prayer-groups/5/studies") {
          const created = study("not_started", { title: "Ephesians 6", type: "bible_study" });
          state.studies = [created, ...state.studies];
          return jsonResponse(created, 201);
        }
      },
    });
    await user.click(await screen.findByRole("button", { name: "Add First Study" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Study Material" });
    const submit = within(dialog).getByRole("button", { name: "Add Study" });
    expect(within(dialog).getByLabelText("Type")).toHaveValue("devotional");
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Title"), "   ");
    await user.type(within(dialog).getByLabelText("Description"), "The armour of God");
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Title"), "Ephesians 6");
    expect(submit).toBeEnabled();
    await user.selectOptions(within(dialog).getByLabelText("Type"), "bible_study");
    await user.type(within(dialog).getByLabelText("Link"), "javascript:alert(1)");
    await user.type(within(dialog).getByLabelText("Tags"), "armour, , faith ");
    await user.click(submit);
    // A link that is not a web address is refused before anything is sent.
    expect(within(dialog).getByText(/must be a full web address/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText("Link"));
    await user.type(within(dialog).getByLabelText("Link"), "https://example.org/eph6");
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      title: "Ephesians 6",
      description: "The armour of God",
      content: "",
      type: "bible_study",
      url: "https://example.org/eph6",
      tags: ["armour", "faith"],
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      "Study Material Added",
      "New study material has been shared with the group.",
    );
    expect(await screen.findByRole("article", { name: "Ephesians 6" })).toBeInTheDocument();
    // Opened again: empty, type back to devotional.
    await user.click(screen.getByRole("button", { name: /Add Study/ }));
    const again = await screen.findByRole("dialog", { name: "Add Study Material" });
    expect(within(again).getByLabelText("Title")).toHaveValue("");
    expect(within(again).getByLabelText("Type")).toHaveValue("devotional");
  }, 20_000);

  it("the detail dialog: content, the external link in a new tab, Topics; the status saves at once with the notes typed; Save Notes", async () => {
    const user = userEvent.setup();
    const psalm = study("not_started", { title: "Psalm 91", url: "https://example.org/p91", tags: ["refuge"] });
    const { requests, state } = renderStudies({
      studies: [psalm],
      handler: (request) => {
        if (request.method === "POST" && request.path === `/api/study-materials/${psalm.id}/progress`) {
          const body = request.body as { status: StudyStatus; notes: string };
          // The server keeps it: the list read again afterwards says so.
          state.studies = [{ ...psalm, myProgress: body, progress: [{ userId: testUser.id, ...body }] }];
          return { studyId: psalm.id, userId: testUser.id, ...body, updatedAt: "2026-11-20T08:00:00.000Z" };
        }
      },
    });
    await user.click(await screen.findByRole("button", { name: "Psalm 91" }));
    const dialog = await screen.findByRole("dialog", { name: "Psalm 91" });
    expect(within(dialog).getByText(psalm.content)).toBeInTheDocument();
    const link = within(dialog).getByRole("link", { name: /View External Resource/ });
    expect(link).toHaveAttribute("href", "https://example.org/p91");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(dialog).getByRole("heading", { name: "Topics" })).toBeInTheDocument();
    expect(within(dialog).getByText("refuge")).toBeInTheDocument();
    // Members see no group list, no edit or delete.
    expect(within(dialog).queryByRole("button", { name: /Edit|Delete/ })).toBeNull();

    await user.type(within(dialog).getByLabelText("Personal notes"), "He is my refuge");
    await user.selectOptions(within(dialog).getByLabelText("Your progress"), "in_progress");
    await waitFor(() =>
      expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
        { status: "in_progress", notes: "He is my refuge" },
      ]),
    );
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith("Progress Updated", "Your study progress has been saved."),
    );
    await user.type(within(dialog).getByLabelText("Personal notes"), " and fortress");
    await user.click(within(dialog).getByRole("button", { name: "Save Notes" }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
        { status: "in_progress", notes: "He is my refuge" },
        { status: "in_progress", notes: "He is my refuge and fortress" },
      ]),
    );
    expect(within(dialog).getByLabelText("Your progress")).toHaveValue("in_progress");
  }, 20_000);

  it("no 'View External Resource' for a link that is not http(s)", async () => {
    const user = userEvent.setup();
    renderStudies({ studies: [study("not_started", { title: "Bad", url: "javascript:alert(1)" })] });
    await user.click(await screen.findByRole("button", { name: "Bad" }));
    const dialog = await screen.findByRole("dialog", { name: "Bad" });
    expect(within(dialog).queryByRole("link")).toBeNull();
  });

  it("the leader sees the group's progress on each card and each member's status in the dialog, never notes", async () => {
    const user = userEvent.setup();
    const psalm = study("not_started", { title: "Psalm 91", summary: { notStarted: 5, inProgress: 0, completed: 3 } });
    renderStudies({
      role: "leader",
      studies: [psalm],
      handler: (request) => {
        if (request.method === "GET" && request.path === `/api/study-materials/${psalm.id}/progress`) {
          return {
            studyId: psalm.id,
            summary: { notStarted: 1, inProgress: 1, completed: 1 },
            members: [
              { userId: 8, userName: "Boaz", status: "in_progress", updatedAt: "2026-11-20T08:00:00.000Z" },
              { userId: 9, userName: "Naomi", status: "completed", updatedAt: "2026-11-20T08:00:00.000Z" },
              { userId: testUser.id, userName: "Anna", status: "not_started", updatedAt: null },
            ],
          };
        }
      },
    });
    const card = await screen.findByRole("article", { name: "Psalm 91" });
    expect(within(card).getByText("Group progress: 3 of 8 completed")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Psalm 91" }));
    const dialog = await screen.findByRole("dialog", { name: "Psalm 91" });
    const list = await within(dialog).findByRole("list", { name: "Members' progress" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["BoazIn Progress", "NaomiCompleted", "AnnaNot Started"]);
    expect(within(dialog).getByText("(1 of 3 completed)")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /Edit/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /Delete/ })).toBeInTheDocument();
  });

  it("the leader edits a study (the form starts from it) and deletes one after confirming", async () => {
    const user = userEvent.setup();
    const psalm = study("not_started", { title: "Psalm 91", tags: ["refuge", "night"], url: "https://example.org" });
    const { requests, state } = renderStudies({
      role: "leader",
      studies: [psalm],
      handler: (request) => {
        if (request.path === `/api/study-materials/${psalm.id}/progress`) {
          return { studyId: psalm.id, summary: { notStarted: 1, inProgress: 0, completed: 0 }, members: [] };
        }
        if (request.method === "PATCH" && request.path === `/api/study-materials/${psalm.id}`) {
          const saved = { ...psalm, ...(request.body as object), updatedAt: "2026-11-21T08:00:00.000Z" };
          state.studies = [saved];
          return saved;
        }
        if (request.method === "DELETE" && request.path === `/api/study-materials/${psalm.id}`) {
          state.studies = [];
          return new Response(null, { status: 204 });
        }
      },
    });
    await user.click(await screen.findByRole("button", { name: "Psalm 91" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Psalm 91" })).getByRole("button", { name: /Edit/ }),
    );
    const form = await screen.findByRole("dialog", { name: "Edit Study" });
    expect(within(form).getByLabelText("Title")).toHaveValue("Psalm 91");
    expect(within(form).getByLabelText("Tags")).toHaveValue("refuge, night");
    expect(within(form).getByLabelText("Link")).toHaveValue("https://example.org");
    await user.clear(within(form).getByLabelText("Title"));
    await user.type(within(form).getByLabelText("Title"), "Psalm 91, verse by verse");
    await user.clear(within(form).getByLabelText("Link"));
    await user.click(within(form).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Study" })).toBeNull());
    expect(requests.find((r) => r.method === "PATCH")?.body).toMatchObject({
      title: "Psalm 91, verse by verse",
      url: null,
      tags: ["refuge", "night"],
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Study Updated", "The changes have been shared with the group.");

    await user.click(await screen.findByRole("button", { name: "Psalm 91, verse by verse" }));
    const dialog = await screen.findByRole("dialog", { name: "Psalm 91, verse by verse" });
    await user.click(within(dialog).getByRole("button", { name: /Delete/ }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this study?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete Study" }));
    await waitFor(() => expect(requests.some((r) => r.method === "DELETE")).toBe(true));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith("Study Deleted"));
    expect(await screen.findByText("No study materials yet")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  }, 20_000);

  it("a load failure offers Try again", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch((request) => {
      if (request.path === "/api/prayer-groups/5") return group("member");
      if (request.path === "/api/prayer-groups/5/studies") {
        return fail ? jsonResponse({ message: "The server is busy." }, 500) : [study("completed", { title: "Back" })];
      }
    });
    renderWithQuery(
      <SharedStudies groupId={5} links={{ myGroups: "/?tab=groups" }} />,
      createTestQueryClient(testUser),
    );
    const alert = await screen.findByRole("alert");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Back" })).toBeInTheDocument();
  });
});
