import { PasswordMessages } from "@common/auth";
import { PasswordResetMessages } from "@common/password-reset";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient, jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { SignInForm } from "./auth-forms";
import { LandingAuthCard } from "./landing-auth-card";
import { ForgotPasswordForm, ResetPasswordForm } from "./password-reset-forms";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

const inRouter = (ui: React.ReactElement) => <MemoryRouter>{ui}</MemoryRouter>;

describe("Forgot password? links", () => {
  it("appear under the auth page's sign-in form and the landing card's login form", () => {
    const { unmount } = renderWithQuery(
      inRouter(<SignInForm onSuccess={() => {}} forgotPasswordHref="/forgot-password" />),
    );
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    unmount();
    renderWithQuery(inRouter(<LandingAuthCard forgotPasswordHref="/forgot-password" />));
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  });
});

describe("ForgotPasswordForm", () => {
  it("asks for a username or email, sends it, and says what happens next (toast and a focused status)", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse({ message: PasswordResetMessages.requested }, 202));
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<ForgotPasswordForm />);
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter your username or e-mail address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Username or email"), "ruth@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    const status = screen.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(PasswordResetMessages.requested));
    expect(status).toHaveFocus();
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/password-reset/request");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ usernameOrEmail: "ruth@example.com" });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Check your email", PasswordResetMessages.requested);
  });

  it("says plainly when the server sends no e-mail", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse({ message: PasswordResetMessages.mailOff, code: "MAIL_OFF" }, 409)),
    );
    renderWithQuery(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText("Username or email"), "ruth");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(PasswordResetMessages.mailOff));
    expect(toast.toastError).toHaveBeenCalledWith("Could not send the link", PasswordResetMessages.mailOff);
  });
});

describe("ResetPasswordForm", () => {
  it("sets the new password with the link's token, signs this browser out and moves on", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ message: PasswordResetMessages.done }));
    vi.stubGlobal("fetch", fetchMock);
    const onDone = vi.fn();
    const client = createTestQueryClient(testUser);
    renderWithQuery(<ResetPasswordForm token="abc123" onDone={onDone} />, client);
    const field = screen.getByLabelText("New password");
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("autocomplete", "new-password");
    await userEvent.type(field, "aaaaaa");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(PasswordMessages.oneCharacter)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, "a long new passphrase");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      token: "abc123",
      password: "a long new passphrase",
    });
    expect(client.getQueryData(["/api/user"])).toBeNull();
    expect(toast.toastSuccess).toHaveBeenCalledWith("Password changed", PasswordResetMessages.done);
  });

  it("shows the server's message for a used or expired link beside the field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ message: PasswordResetMessages.invalidLink }, 400)),
    );
    const onDone = vi.fn();
    renderWithQuery(<ResetPasswordForm token="used" onDone={onDone} />);
    await userEvent.type(screen.getByLabelText("New password"), "a long new passphrase");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(PasswordResetMessages.invalidLink)).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(onDone).not.toHaveBeenCalled();
    expect(toast.toastError).toHaveBeenCalledWith("Password not changed", PasswordResetMessages.invalidLink);
  });

  it("explains a page opened without the link's token", () => {
    renderWithQuery(<ResetPasswordForm token={null} onDone={() => {}} />);
    expect(screen.getByRole("alert")).toHaveTextContent("needs the link from the password reset email");
  });
});
