import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { CalendarFeedButton, EventCalendarLink } from "./calendar-feed-button";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

const URL_1 = `https://prayer.example.org/calendar/pjcal_${"a".repeat(43)}.ics`;
const URL_2 = `https://prayer.example.org/calendar/pjcal_${"b".repeat(43)}.ics`;
const link = (url: string) => ({
  url,
  webcalUrl: url.replace("https://", "webcal://"),
  createdAt: "2026-11-24T12:00:00.000Z",
});

/** A server with one user's feed: none at first; POST makes one (URL_1, then URL_2), DELETE removes it. */
function feedServer(initial: { exists: boolean; createdAt: string | null; lastFetchedAt: string | null }) {
  let state = initial;
  const made = [URL_1, URL_2];
  const requests = stubFetch((request) => {
    if (request.path !== "/api/calendar-feed") return undefined;
    if (request.method === "GET") return state;
    if (request.method === "POST") {
      const answer = link(made.shift()!);
      state = { exists: true, createdAt: answer.createdAt, lastFetchedAt: null };
      return jsonResponse(answer, 201);
    }
    if (request.method === "DELETE") {
      state = { exists: false, createdAt: null, lastFetchedAt: null };
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return requests;
}

async function openDialog() {
  renderWithQuery(<CalendarFeedButton />, createTestQueryClient(testUser));
  await userEvent.click(screen.getByRole("button", { name: "Calendar Feed" }));
  return screen.getByRole("dialog", { name: "Subscribe in Your Calendar" });
}

describe("CalendarFeedButton", () => {
  it("creates a link and shows it once, with Copy and 'Open in Calendar App' (webcal), and the privacy warning", async () => {
    const requests = feedServer({ exists: false, createdAt: null, lastFetchedAt: null });
    const dialog = await openDialog();
    expect(within(dialog).getByRole("note")).toHaveTextContent(
      "Anyone with the link can see your groups' events and your watches",
    );
    expect(await within(dialog).findByText("You have no calendar link yet.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Link" }));

    const field = await within(dialog).findByLabelText("Your calendar link");
    expect(field).toHaveValue(URL_1);
    expect(field).toHaveAttribute("readonly");
    expect(within(dialog).getByRole("link", { name: "Open in Calendar App" })).toHaveAttribute(
      "href",
      URL_1.replace("https://", "webcal://"),
    );
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      "Calendar Link Ready",
      "Copy it into your calendar app. It is shown only this once.",
    );
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
  });

  it("says a link exists (not its address) and replaces it after a confirmation: the new one is shown", async () => {
    const requests = feedServer({
      exists: true,
      createdAt: "2026-11-01T09:00:00.000Z",
      lastFetchedAt: "2026-11-20T10:30:00.000Z",
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/You have a calendar link, made/)).toHaveTextContent(
      "A calendar app last fetched it",
    );
    expect(within(dialog).queryByLabelText("Your calendar link")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Create Link" })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Replace Link" }));
    const confirm = within(dialog).getByRole("group", { name: "Replace Link" });
    expect(confirm).toHaveTextContent("Calendars subscribed to the old link stop updating.");
    // Cancel changes nothing.
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole("button", { name: "Replace Link" }));
    await userEvent.click(
      within(within(dialog).getByRole("group", { name: "Replace Link" })).getByRole("button", { name: "Replace Link" }),
    );
    expect(await within(dialog).findByLabelText("Your calendar link")).toHaveValue(URL_1);
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      "Calendar Link Replaced",
      "The old link no longer works. Copy the new one into your calendar app.",
    );
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("turns the link off after a confirmation, then offers to create one", async () => {
    const requests = feedServer({ exists: true, createdAt: "2026-11-01T09:00:00.000Z", lastFetchedAt: null });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/No calendar app has fetched it yet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Turn Off" }));
    const confirm = within(dialog).getByRole("group", { name: "Turn Off" });
    expect(confirm).toHaveTextContent("Turn off your calendar link? Calendars subscribed to it stop updating.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Turn Off" }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith("Calendar Link Off", "Your calendar link no longer works."),
    );
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
    expect(await within(dialog).findByRole("button", { name: "Create Link" })).toBeInTheDocument();
  });

  it("shows the server's message when a change fails", async () => {
    stubFetch((request) => {
      if (request.path !== "/api/calendar-feed") return undefined;
      if (request.method === "GET") return { exists: false, createdAt: null, lastFetchedAt: null };
      return jsonResponse({ message: "The database is restarting. Please try again in a moment." }, 503);
    });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Create Link" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        "Unable to Change the Calendar Link",
        "The database is restarting. Please try again in a moment.",
      ),
    );
    expect(within(dialog).queryByLabelText("Your calendar link")).not.toBeInTheDocument();
  });
});

describe("EventCalendarLink", () => {
  it("downloads the event's calendar file", () => {
    renderWithQuery(<EventCalendarLink eventId={42} title="Dawn prayer" />);
    const anchor = screen.getByRole("link", { name: "Add Dawn prayer to your calendar" });
    expect(anchor).toHaveAttribute("href", "/api/prayer-events/42/ics");
    expect(anchor).toHaveAttribute("download");
  });
});
