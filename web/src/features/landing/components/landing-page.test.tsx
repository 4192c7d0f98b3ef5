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

  it("shows the four feature cards", () => {
    render(<LandingPage authCard={null} />);
    for (const title of ["8 Prayer Watches", "AI Guidance", "Community", "Scripture Integration"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument();
    }
  });
});
