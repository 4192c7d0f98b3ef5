import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/testing/render";
import { CreateAccountForm } from "./auth-forms";
import { LandingAuthCard } from "./landing-auth-card";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

/** The messages a form shows under its fields, in order. */
const fieldErrors = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>("[aria-invalid='true']")].map(
    (input) => document.getElementById(input.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent,
  );

describe("LandingAuthCard registration (issue 19 §9)", () => {
  it("shows an empty registration's field errors as the auth page does, focuses the first, and sends nothing", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    const landing = renderWithQuery(<LandingAuthCard />);
    await user.click(screen.getByRole("tab", { name: "Register" }));
    await user.click(screen.getByRole("button", { name: "Create account" }));

    const username = screen.getByLabelText("Username");
    const password = screen.getByLabelText("Password");
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveAccessibleDescription("Username must be at least 3 characters");
    expect(password).toHaveAccessibleDescription("Password must be at least 6 characters");
    expect(username).toHaveFocus();
    expect(screen.getByLabelText("Email (optional)")).not.toHaveAttribute("aria-invalid");
    expect(toast.toastError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();

    // The auth page's form says the same under the same fields.
    const authPage = renderWithQuery(<CreateAccountForm onSuccess={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findAllByText("Username must be at least 3 characters");
    expect(fieldErrors(authPage.container)).toEqual(fieldErrors(landing.container));
  });

  it("with a username only, flags only the password and focuses it", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>());
    const user = userEvent.setup();
    renderWithQuery(<LandingAuthCard />);
    await user.click(screen.getByRole("tab", { name: "Register" }));
    await user.type(screen.getByLabelText("Username"), "watchman");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByLabelText("Username")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password must be at least 6 characters");
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(toast.toastError).not.toHaveBeenCalled();
  });
});
