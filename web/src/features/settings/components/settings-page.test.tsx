import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SettingsPage } from "./settings-page";

describe("SettingsPage", () => {
  it("skips no heading level under the page's h1 (axe: heading-order, issue 19 §7)", () => {
    render(
      <MemoryRouter>
        <h1>Settings</h1>
        <SettingsPage
          appearanceHref="/appearance"
          quickTheme={<h3>Quick Theme Selection</h3>}
          homeTimeZone={<h3>Home time zone</h3>}
          notifications={<h3>Mobile Notifications</h3>}
        />
      </MemoryRouter>,
    );
    const levels = screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.length).toBeGreaterThan(5);
    levels.reduce((previous, level) => {
      expect(level, `h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
      return level;
    });
  });
});
