import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScriptureMarkup, splitMarkup } from "./scripture-markup";

describe("scripture markup", () => {
  it("splits plain and italic runs", () => {
    expect(splitMarkup("The LORD <i>is</i> my shepherd")).toEqual([
      { text: "The LORD ", italic: false },
      { text: "is", italic: true },
      { text: " my shepherd", italic: false },
    ]);
    expect(splitMarkup("<i>It is</i> written")).toEqual([
      { text: "It is", italic: true },
      { text: " written", italic: false },
    ]);
  });

  it("drops a stray tag rather than showing it", () => {
    expect(splitMarkup("and <i>he said")).toEqual([{ text: "and he said", italic: false }]);
  });

  it("renders italics as <em> elements and never as HTML", () => {
    const { container } = render(
      <p>
        <ScriptureMarkup markup={'<i>There was</i> a man <img src="x" onerror="alert(1)">'} />
      </p>,
    );
    expect(container.querySelector("em")?.textContent).toBe("There was");
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe('There was a man <img src="x" onerror="alert(1)">');
  });
});
