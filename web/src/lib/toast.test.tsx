import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/sonner";
import { toastError, toastInfo, toastSuccess } from "./toast";

describe("toasts", () => {
  it("hold one at a time (spec core §9): a new toast replaces the one showing", async () => {
    render(<Toaster />);
    act(() => toastError("Sign in failed", "Invalid username or password"));
    expect(await screen.findByText("Sign in failed")).toBeInTheDocument();
    act(() => toastSuccess("Welcome back!", "You have been signed in."));
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Sign in failed")).not.toBeInTheDocument());
    act(() => toastInfo("Prayer Copied"));
    expect(await screen.findByText("Prayer Copied")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Welcome back!")).not.toBeInTheDocument());
  });
});
