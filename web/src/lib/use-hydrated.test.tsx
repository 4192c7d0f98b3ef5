import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { finishRenderedPage, setRenderedNow } from "./rendered-now";
import { useHydrated } from "./use-hydrated";

function Probe() {
  return <p>{useHydrated() ? "this device" : "the server's page"}</p>;
}

afterEach(() => {
  finishRenderedPage();
  document.body.innerHTML = "";
});

describe("useHydrated (decision 054)", () => {
  it("is true at once in a page the browser draws itself", () => {
    render(<Probe />);
    expect(screen.getByText("this device")).toBeTruthy();
  });

  it("is false on the server and while the server's page is hydrated, then true, without a hydration error", async () => {
    setRenderedNow(Date.now());
    const html = renderToString(<Probe />);
    expect(html).toContain("the server&#x27;s page");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    finishRenderedPage();
    await act(async () => {});
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("this device");
  });
});
