import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithQuery, testUser } from "@/testing/render";
import { CreateAccountForm, SignInForm } from "./auth-forms";
import { LandingAuthCard } from "./landing-auth-card";

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock("@/lib/toast", () => toast);

beforeEach(() => {
  toast.toastSuccess.mockReset();
  toast.toastError.mockReset();
});

describe("SignInForm", () => {
  it("shows the spec's messages under empty fields and sends nothing", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<SignInForm onSuccess={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in, stores the user and greets with the auth-page wording", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(testUser));
    vi.stubGlobal("fetch", fetchMock);
    const onSuccess = vi.fn();
    const { client } = renderWithQuery(<SignInForm onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText("Username"), "watchman");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      username: "watchman",
      password: "secret1",
    });
    expect(client.getQueryData(["/api/user"])).toEqual(testUser);
    expect(toast.toastSuccess).toHaveBeenCalledWith("Welcome back!", "You have successfully signed in.");
  });

  it("shows the server's readable message when sign-in fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ message: "Invalid username or password" }, 401)),
    );
    renderWithQuery(<SignInForm onSuccess={() => {}} />);
    await userEvent.type(screen.getByLabelText("Username"), "watchman");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith("Sign in failed", "Invalid username or password"),
    );
  });
});

describe("CreateAccountForm", () => {
  it("shows the minimum-length messages", async () => {
    renderWithQuery(<CreateAccountForm onSuccess={() => {}} />);
    await userEvent.type(screen.getByLabelText("Username"), "ab");
    await userEvent.type(screen.getByLabelText("Password"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
  });

  it("sends only username and password", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(testUser, 201));
    vi.stubGlobal("fetch", fetchMock);
    const onSuccess = vi.fn();
    renderWithQuery(<CreateAccountForm onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText("Username"), "watchman");
    await userEvent.type(screen.getByLabelText("Password"), "secret12");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/register");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      username: "watchman",
      password: "secret12",
    });
    expect(toast.toastSuccess).toHaveBeenCalledWith("Welcome!", "Your account has been created successfully.");
  });
});

describe("LandingAuthCard", () => {
  it("asks for both fields with the 'Missing fields' toast", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<LandingAuthCard />);
    await userEvent.type(screen.getByLabelText("Username"), "watchman");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(toast.toastError).toHaveBeenCalledWith("Missing fields", "Please enter both username and password.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uses the landing wording when login fails without a message", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("")));
    renderWithQuery(<LandingAuthCard />);
    await userEvent.type(screen.getByLabelText("Username"), "watchman");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith("Login failed", "Invalid credentials"));
  });

  it("registers with the optional fields and the landing welcome", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(testUser, 201));
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<LandingAuthCard />);
    await userEvent.click(screen.getByRole("tab", { name: "Register" }));
    await userEvent.type(screen.getByLabelText("Username"), "watchman");
    await userEvent.type(screen.getByLabelText("Password"), "secret12");
    await userEvent.type(screen.getByLabelText("Email (optional)"), "Anna@Example.com");
    await userEvent.type(screen.getByLabelText("First name (optional)"), "Anna");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith(
        "Welcome to Prayer Journey",
        "Your account has been created successfully.",
      ),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      username: "watchman",
      password: "secret12",
      email: "anna@example.com",
      firstName: "Anna",
    });
  });

  it("flags an invalid email under the field", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<LandingAuthCard />);
    await userEvent.click(screen.getByRole("tab", { name: "Register" }));
    await userEvent.type(screen.getByLabelText("Username"), "watchman");
    await userEvent.type(screen.getByLabelText("Password"), "secret12");
    await userEvent.type(screen.getByLabelText("Email (optional)"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
