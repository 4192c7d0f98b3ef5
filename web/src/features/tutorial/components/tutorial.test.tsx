import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { GROUP_PLANS_SENTENCE, TUTORIAL_STEPS } from "../tutorial-steps";
import { Tutorial } from "./tutorial";

function renderTutorial() {
  const router = createMemoryRouter(
    [
      { path: "/tutorial", element: <Tutorial homeHref="/" startPrayingHref="/prayer-room/1" /> },
      { path: "/prayer-room/1", element: <p>Prayer room one</p> },
      { path: "/", element: <p>Home page</p> },
    ],
    { initialEntries: ["/tutorial"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const stepButton = (title: string) =>
  within(screen.getByRole("navigation", { name: "Tutorial steps" })).getByRole("button", { name: new RegExp(title) });

describe("Tutorial", () => {
  it("has six steps with the spec's titles", () => {
    expect(TUTORIAL_STEPS.map((step) => step.title)).toEqual([
      "Understanding Prayer Watches",
      "Creating Prayer Strategies",
      "AI-Powered Prayer Guidance",
      "5-Stage Prayer Generation",
      "Bible Study Tools",
      "Prayer Groups & Partners",
    ]);
  });

  it("moves with Next and Previous, marks visited steps complete and shows progress", async () => {
    renderTutorial();
    const progress = screen.getByRole("progressbar", { name: "Tutorial progress" });
    expect(progress).toHaveAttribute("aria-valuenow", "17");
    expect(progress).toHaveAttribute("aria-valuemax", "100");
    expect(screen.getByRole("heading", { level: 2, name: "Understanding Prayer Watches" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Previous/ })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    expect(screen.getByRole("heading", { level: 2, name: "Creating Prayer Strategies" })).toBeInTheDocument();
    expect(screen.getByText(/15 and 60 minutes/)).toBeInTheDocument();
    expect(stepButton("Understanding Prayer Watches")).toHaveAttribute("data-complete", "true");
    expect(stepButton("Creating Prayer Strategies")).toHaveAttribute("aria-current", "step");
    expect(stepButton("Creating Prayer Strategies")).toHaveAccessibleName(/complete/);
    expect(stepButton("AI-Powered Prayer Guidance")).not.toHaveAttribute("data-complete");

    await userEvent.click(screen.getByRole("button", { name: /Previous/ }));
    expect(screen.getByRole("heading", { level: 2, name: "Understanding Prayer Watches" })).toBeInTheDocument();
    expect(stepButton("Creating Prayer Strategies")).toHaveAttribute("data-complete", "true");
  });

  it("jumps to a step; skipped steps stay incomplete", async () => {
    renderTutorial();
    await userEvent.click(stepButton("Bible Study Tools"));
    expect(screen.getByRole("heading", { level: 2, name: "Bible Study Tools" })).toBeInTheDocument();
    expect(screen.getByText(/King James Version/)).toBeInTheDocument();
    expect(screen.queryByText(/ESV/)).not.toBeInTheDocument();
    expect(stepButton("Understanding Prayer Watches")).toHaveAttribute("data-complete", "true");
    expect(stepButton("AI-Powered Prayer Guidance")).not.toHaveAttribute("data-complete");
    expect(stepButton("AI-Powered Prayer Guidance")).not.toHaveAccessibleName(/complete/);
  });

  it("offers Start Praying on the last step, leading to the first prayer room", async () => {
    const router = renderTutorial();
    expect(screen.queryByRole("link", { name: /Start Praying/ })).not.toBeInTheDocument();
    await userEvent.click(stepButton("Prayer Groups & Partners"));
    expect(screen.queryByRole("button", { name: /Next/ })).not.toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await userEvent.click(screen.getByRole("link", { name: /Start Praying/ }));
    expect(router.state.location.pathname).toBe("/prayer-room/1");
  });

  it("says only what the app does: the guide's own voice, no partners or mentors yet (issue 19 §12)", async () => {
    const text = (id: string) => {
      const step = TUTORIAL_STEPS.find((candidate) => candidate.id === id)!;
      return [step.summary, ...step.paragraphs, ...step.tips].join(" ");
    };
    // Decision 042: the guide speaks with the server's voice everywhere; only listening needs the browser.
    expect(text("ai-guidance")).not.toMatch(/work best in Chrome or Edge/);
    expect(text("ai-guidance")).toMatch(/speaks in every browser with the app's own voice/);
    expect(text("ai-guidance")).toMatch(/guide's buttons do the same/);
    // Partners, mentors, fasting, planning and offline sync do not exist: any mention says "not available yet".
    const sentences = TUTORIAL_STEPS.flatMap((step) => [step.summary, ...step.paragraphs, ...step.tips]);
    for (const sentence of sentences.filter((line) => /partner|mentor|fasting|sync/i.test(line))) {
      expect(sentence).toMatch(/not available yet/);
    }
    // What issue 18 adds to a group is named in one sentence only (decision 049).
    expect(sentences.filter((line) => /schedule|studies|roster/i.test(line))).toEqual([GROUP_PLANS_SENTENCE]);

    renderTutorial();
    await userEvent.click(stepButton("AI-Powered Prayer Guidance"));
    expect(screen.getByText(/speaks in every browser with the app's own voice/)).toBeInTheDocument();
    await userEvent.click(stepButton("Prayer Groups & Partners"));
    expect(screen.getByText(/Prayer partners and mentors are not available yet/)).toBeInTheDocument();
  });

  it("leads back home", async () => {
    const router = renderTutorial();
    await userEvent.click(screen.getByRole("link", { name: /Back to Home/ }));
    expect(router.state.location.pathname).toBe("/");
  });
});
