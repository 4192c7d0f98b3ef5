import type { User } from "@common/auth";
import { EmailVerificationMessages } from "@common/email-verification";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { EMAIL_OFF_MESSAGE, EmailVerificationStatus } from "./email-verification-status";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

const unverified: User = { ...testUser, email: "ruth@example.com", emailVerified: false };
const health = (mail: "on" | "off") => ({ status: "ok", database: "pglite", mail });

function renderStatus(user: User, handler: (request: RecordedRequest) => unknown) {
  const requests = stubFetch(handler);
  renderWithQuery(<EmailVerificationStatus user={user} />);
  return requests;
}

describe("EmailVerificationStatus (profile, under the e-mail field)", () => {
  it("says 'Verified' for a verified address, with no button and no request", () => {
    const requests = renderStatus({ ...unverified, emailVerified: true }, () => undefined);
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByText("Not verified")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows nothing without an e-mail", () => {
    renderStatus(testUser, () => undefined);
    expect(screen.queryByText("Verified")).not.toBeInTheDocument();
    expect(screen.queryByText("Not verified")).not.toBeInTheDocument();
  });

  it("says 'Not verified' and sends a new link from the button, with a toast", async () => {
    const requests = renderStatus(unverified, (request) => {
      if (request.path === "/api/health") return health("on");
      if (request.path === "/api/email-verification/request") {
        return jsonResponse({ message: EmailVerificationMessages.sent }, 202);
      }
      return undefined;
    });
    expect(screen.getByText("Not verified")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send verification link" }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith("Verification link sent", EmailVerificationMessages.sent),
    );
    expect(requests.filter((r) => r.path === "/api/email-verification/request")).toMatchObject([{ method: "POST" }]);
  });

  it("shows the server's message when the link cannot be sent", async () => {
    renderStatus(unverified, (request) => {
      if (request.path === "/api/health") return health("on");
      if (request.path === "/api/email-verification/request") {
        return jsonResponse({ message: EmailVerificationMessages.tooSoon, code: "RATE_LIMITED" }, 429);
      }
      return undefined;
    });
    await userEvent.click(screen.getByRole("button", { name: "Send verification link" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith("Could not send the link", EmailVerificationMessages.tooSoon),
    );
  });

  it("says plainly that e-mail is off instead of offering the button", async () => {
    const requests = renderStatus(unverified, (request) =>
      request.path === "/api/health" ? health("off") : undefined,
    );
    expect(await screen.findByText(EMAIL_OFF_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send verification link" })).not.toBeInTheDocument();
    expect(screen.getByText("Not verified")).toBeInTheDocument();
    expect(requests.some((r) => r.path === "/api/email-verification/request")).toBe(false);
  });
});
