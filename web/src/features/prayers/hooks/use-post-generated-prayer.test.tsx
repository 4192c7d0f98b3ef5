import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, testUser } from "@/testing/render";
import { localPrayers } from "../local-prayers";
import { usePostGeneratedPrayer } from "./use-post-generated-prayer";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

const prayer = {
  thanksgiving: "Thank You",
  declareWord: "Your word",
  promises: "Your promises",
  meditation: "Quiet",
  tongues: "(tongues)",
};

function renderPost(userId: number | null) {
  const client = createTestQueryClient(userId === null ? null : testUser);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePostGeneratedPrayer(userId), { wrapper }).result;
}

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
  localPrayers.clear();
});

describe("usePostGeneratedPrayer", () => {
  it("posts to the server per spec §4 when signed in", async () => {
    const requests = stubFetch((request) =>
      request.method === "POST"
        ? jsonResponse(
            {
              ...(request.body as object),
              id: 5,
              position: { x: 0, y: 0, w: 2, h: 2 },
              positionSaved: false,
              createdAt: "2025-01-01T00:00:00.000Z",
              updatedAt: "2025-01-01T00:00:00.000Z",
            },
            201,
          )
        : undefined,
    );
    const post = renderPost(testUser.id);
    await act(() => post.current(prayer, { id: 12, title: "Dawn", watchNumber: 4 }));
    expect(requests[0]).toMatchObject({
      method: "POST",
      path: "/api/prayers",
      body: {
        title: "Dawn",
        content: prayer,
        type: "structured-prayer",
        category: "thanksgiving",
        color: "#e879f9",
        isAnswered: false,
        watchNumber: 4,
        strategyId: 12,
      },
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith(
      "Prayer Posted",
      "Your structured prayer has been added to the prayer wall",
    );
    expect(localPrayers.read()).toEqual([]);
  });

  it("keeps it in this browser with 'Save Failed' when the server fails", async () => {
    stubFetch(() => jsonResponse({ message: "down" }, 500));
    const post = renderPost(testUser.id);
    await act(() => post.current(prayer, { id: 12, title: "Dawn" }));
    expect(toast.toastError).toHaveBeenCalledWith(
      "Save Failed",
      "Unable to save prayer to database. It's saved locally.",
    );
    expect(localPrayers.read()[0]).toMatchObject({ title: "Dawn", watchNumber: 1, type: "structured-prayer" });
  });

  it("signed out, puts it first in this browser's list", async () => {
    const requests = stubFetch(() => undefined);
    localPrayers.write([]);
    const post = renderPost(null);
    await act(() => post.current(prayer, { id: "local-s-1", title: "Older" }));
    await act(() => post.current(prayer, { id: "local-s-1", title: "Newer", watchNumber: 6 }));
    expect(requests).toEqual([]);
    expect(localPrayers.read().map((entry) => [entry.title, entry.watchNumber])).toEqual([
      ["Newer", 6],
      ["Older", 1],
    ]);
    expect(localPrayers.read()[0]?.id).toMatch(/^local-/);
  });
});
