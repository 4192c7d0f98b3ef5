import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { RegisterOptions } from "../service-worker";
import { ServiceWorkerUpdates } from "./service-worker-updates";

describe("ServiceWorkerUpdates", () => {
  it("registers nothing unless enabled (the dev server and tests have no worker)", () => {
    const register = vi.fn();
    render(<ServiceWorkerUpdates enabled={false} register={register} />);
    expect(register).not.toHaveBeenCalled();
  });

  it("says 'A new version is available' when a new worker waits, and Reload switches to it", async () => {
    let onUpdateReady: RegisterOptions["onUpdateReady"] = () => {};
    const register = vi.fn((options: Pick<RegisterOptions, "onUpdateReady">) => {
      onUpdateReady = options.onUpdateReady;
    });
    render(<ServiceWorkerUpdates enabled register={register} />);
    expect(register).toHaveBeenCalledOnce();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    const activate = vi.fn();
    act(() => onUpdateReady(activate));
    expect(screen.getByRole("status")).toHaveTextContent("A new version is available");
    const reload = screen.getByRole("button", { name: "Reload" });
    await userEvent.click(reload);
    expect(activate).toHaveBeenCalledOnce();
    expect(reload).toBeDisabled();
  });
});
