import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LandingPage } from "./landing-page";

describe("LandingPage", () => {
  it.each(["Begin Your Prayer Journey", "Get Started Today"])(
    "reveals and focuses the sign-in card from '%s'",
    async (name) => {
      render(<LandingPage authCard={<p>the sign-in card</p>} />);
      expect(screen.queryByText("the sign-in card")).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name }));
      const region = screen.getByRole("region", { name: "Sign in or create an account" });
      expect(region).toHaveTextContent("the sign-in card");
      expect(region).toHaveFocus();
    },
  );

  it("names in aria-controls only a card that exists: none until it opens (issue 19 §7)", async () => {
    render(<LandingPage authCard={<p>the sign-in card</p>} />);
    const buttons = ["Begin Your Prayer Journey", "Get Started Today"].map((name) =>
      screen.getByRole("button", { name }),
    );
    for (const button of buttons) expect(button).not.toHaveAttribute("aria-controls");
    expect(buttons[0]).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(buttons[1]!);
    const card = screen.getByRole("region", { name: "Sign in or create an account" });
    for (const button of buttons) {
      const controls = button.getAttribute("aria-controls");
      expect(controls).toBe(card.id);
      expect(document.getElementById(controls!)).toBe(card);
    }
    expect(buttons[0]).toHaveAttribute("aria-expanded", "true");
  });

  it("shows the four feature cards", () => {
    render(<LandingPage authCard={null} />);
    for (const title of ["8 Prayer Watches", "AI Guidance", "Community", "Scripture Integration"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument();
    }
  });
});
