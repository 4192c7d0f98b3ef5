import type { ChatMessage, ChatPage } from "@common/groups";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { groupKeys } from "@/lib/group-queries";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { GroupChatDialog } from "./group-chat-dialog";

let nextId = 100;
function line(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const id = nextId++;
  return {
    id,
    groupId: 5,
    userId: 8,
    userName: "Ruth Ade",
    message: `Hello ${id}`,
    timestamp: "2026-11-24T08:00:00.000Z",
    type: "message",
    ...overrides,
  };
}

const chatPath = "/api/prayer-groups/5/chat-messages";

function renderChat(pages: Record<string, ChatPage>, post?: (body: unknown) => unknown) {
  const onOpenChange = vi.fn();
  const requests = stubFetch((request) => {
    if (request.url.pathname !== chatPath) return undefined;
    if (request.method === "POST") return post?.(request.body);
    return pages[request.url.searchParams.get("before") ?? "newest"];
  });
  const client = createTestQueryClient(testUser);
  const utils = renderWithQuery(
    <GroupChatDialog groupId={5} name="Night Watchers" open onOpenChange={onOpenChange} userId={testUser.id} />,
    client,
  );
  return { requests, onOpenChange, ...utils };
}

const messageList = () => within(screen.getByRole("region", { name: "Messages" })).getByRole("list");

describe("GroupChatDialog", () => {
  it("shows the history oldest first, system lines apart and prayers marked", async () => {
    renderChat({
      newest: {
        messages: [
          line({ type: "system", userName: "Alice", message: "Alice joined the group" }),
          line({ message: "Praying for you all 🙏", type: "prayer" }),
          line({ message: "Good morning" }),
        ],
        nextBefore: null,
      },
    });
    expect(screen.getByRole("dialog", { name: "Night Watchers" })).toBeInTheDocument();
    expect(screen.getByText("Loading messages...")).toBeInTheDocument();
    const items = await waitFor(() => within(messageList()).getAllByRole("listitem"));
    expect(items.map((item) => item.dataset.type)).toEqual(["system", "prayer", "message"]);
    expect(items[0]).toHaveTextContent("Alice joined the group");
    expect(within(items[0]!).queryByText("Ruth Ade")).toBeNull();
    expect(items[1]).toHaveTextContent("Prayer: Praying for you all 🙏");
    expect(items[2]).not.toHaveTextContent("Prayer:");
    expect(screen.getByText("Start of the conversation")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load earlier messages" })).toBeNull();
    // Focus starts in the message box.
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus();
  });

  it("shows the sender's name once for a run of lines, still read out for each", async () => {
    renderChat({
      newest: {
        messages: [
          line({ message: "One", timestamp: "2026-11-24T08:00:00.000Z" }),
          line({ message: "Two", timestamp: "2026-11-24T08:01:00.000Z" }),
          line({ message: "Later", timestamp: "2026-11-24T08:30:00.000Z" }),
          line({ userId: 9, userName: "Ben Okoro", message: "Hi", timestamp: "2026-11-24T08:31:00.000Z" }),
        ],
        nextBefore: null,
      },
    });
    await screen.findByText("Hi");
    const headers = within(messageList())
      .getAllByRole("listitem")
      .map((item) => item.querySelector("p")?.className.includes("sr-only"));
    expect(headers).toEqual([false, true, false, false]);
    expect(within(messageList()).getAllByText("Ruth Ade")).toHaveLength(3);
  });

  it("keeps Send disabled while the message is blank, sends on Enter and clears the box", async () => {
    const sent: unknown[] = [];
    const { requests } = renderChat({ newest: { messages: [line({ message: "Hi" })], nextBefore: null } }, (body) => {
      sent.push(body);
      return jsonResponse(line({ userId: testUser.id, userName: "Anna", message: "Amen" }), 201);
    });
    const input = await screen.findByRole("textbox", { name: "Message" });
    const sendButton = screen.getByRole("button", { name: "Send" });
    expect(sendButton).toBeDisabled();
    await userEvent.type(input, "   ");
    expect(sendButton).toBeDisabled();
    await userEvent.type(input, "{Enter}");
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, "  Amen  ");
    expect(sendButton).toBeEnabled();
    await userEvent.type(input, "{Enter}");
    await waitFor(() => expect(input).toHaveValue(""));
    expect(sent).toEqual([{ message: "Amen" }]);
    const items = within(messageList()).getAllByRole("listitem");
    expect(items.at(-1)).toHaveTextContent("You");
    expect(items.at(-1)).toHaveTextContent("Amen");
  });

  it("shows that a message with 'pray' or 🙏 goes as a prayer while typing", async () => {
    renderChat({ newest: { messages: [], nextBefore: null } });
    const input = await screen.findByRole("textbox", { name: "Message" });
    expect(await screen.findByText("No messages yet. Say hello to your group.")).toBeInTheDocument();
    await userEvent.type(input, "Hello");
    expect(screen.queryByText("Sent as a prayer")).toBeNull();
    await userEvent.type(input, ", let us PRAY");
    expect(screen.getByText("Sent as a prayer")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("Sent as a prayer");
    await userEvent.clear(input);
    await userEvent.type(input, "🙏");
    expect(screen.getByText("Sent as a prayer")).toBeInTheDocument();
  });

  it("pages back with 'Load earlier messages' until the start", async () => {
    const older = [line({ message: "First ever" }), line({ message: "Second" })];
    const newer = [line({ message: "Third" }), line({ message: "Fourth" })];
    const { requests } = renderChat({
      newest: { messages: newer, nextBefore: newer[0]!.id },
      [String(newer[0]!.id)]: { messages: older, nextBefore: null },
    });
    await screen.findByText("Fourth");
    expect(screen.queryByText("First ever")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Load earlier messages" }));
    await screen.findByText("First ever");
    const texts = within(messageList())
      .getAllByRole("listitem")
      .map((item) => within(item).getByText(/^(First ever|Second|Third|Fourth)$/).textContent);
    expect(texts).toEqual(["First ever", "Second", "Third", "Fourth"]);
    expect(requests.map((request) => request.path)).toEqual([chatPath, `${chatPath}?before=${newer[0]!.id}`]);
    expect(screen.queryByRole("button", { name: "Load earlier messages" })).toBeNull();
    expect(screen.getByText("Start of the conversation")).toBeInTheDocument();
  });

  it("shows a new line from another member after a live refetch, and reads it out", async () => {
    const page: ChatPage = { messages: [line({ message: "Welcome" })], nextBefore: null };
    const { client } = renderChat({ newest: page });
    await screen.findByText("Welcome");
    page.messages = [...page.messages, line({ userName: "Ben Okoro", message: "We pray at dawn", type: "prayer" })];
    await act(() => client.invalidateQueries({ queryKey: groupKeys.chat(5) }));
    expect(await screen.findByText("We pray at dawn")).toBeInTheDocument();
    expect(screen.getByText("Ben Okoro prays: We pray at dawn")).toHaveAttribute("aria-live", "polite");
  });

  it("closes through onOpenChange and asks the server nothing on the way out (the history is kept)", async () => {
    const { requests, onOpenChange } = renderChat({
      newest: { messages: [line({ message: "Kept" })], nextBefore: null },
    });
    await screen.findByText("Kept");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${chatPath}`]);
  });

  it("shows the server's message when sending is refused (429) and keeps the draft", async () => {
    renderChat({ newest: { messages: [], nextBefore: null } }, () =>
      jsonResponse({ message: "You are sending messages too fast. Wait a minute." }, 429),
    );
    const input = await screen.findByRole("textbox", { name: "Message" });
    await userEvent.type(input, "Hello{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("You are sending messages too fast. Wait a minute.");
    expect(input).toHaveValue("Hello");
  });
});
