import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lineHeightOf, useWholeLineClamp, wholeLines } from "./use-whole-line-clamp";

describe("wholeLines", () => {
  it("counts only lines that fit whole", () => {
    // Vision Friendly: 18 px text, text-sm 15.75 px × 1.625 = 25.59 px a line.
    expect(wholeLines(80, 25.59)).toBe(3);
    expect(wholeLines(75.5, 25.59)).toBe(2);
    // Three lines need 76.77 px; half a pixel short is rounding, not a sliced line.
    expect(wholeLines(76.5, 25.59)).toBe(3);
    expect(wholeLines(25, 25.59)).toBe(0);
    expect(wholeLines(0, 20)).toBe(0);
    expect(wholeLines(100, 0)).toBe(0);
  });
});

describe("lineHeightOf", () => {
  afterEach(() => vi.restoreAllMocks());
  const styled = (lineHeight: string, fontSize: string) =>
    vi.spyOn(window, "getComputedStyle").mockReturnValue({ lineHeight, fontSize } as CSSStyleDeclaration);

  it("reads px, a bare number and 'normal'", () => {
    styled("22.75px", "14px");
    expect(lineHeightOf(document.body)).toBe(22.75);
    styled("1.5", "18px");
    expect(lineHeightOf(document.body)).toBe(27);
    styled("normal", "20px");
    expect(lineHeightOf(document.body)).toBe(24);
  });
});

/**
 * jsdom lays nothing out: the box's height and the text's line height are set by hand, as a browser
 * would give them at each text size, and ResizeObserver is driven by the test.
 */
let box = { height: 0 };
let lineHeight = "22.75px";
const observers: (() => void)[] = [];

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {
    observers.push(() => this.callback());
  }
  observe() {}
  disconnect() {}
}

function Preview() {
  const clamp = useWholeLineClamp<HTMLDivElement, HTMLParagraphElement>();
  return (
    <div ref={clamp.boxRef} data-testid="box">
      <p ref={clamp.textRef} style={clamp.style} data-testid="text">
        Father, we thank You for this dawn and for every watchman on the wall.
      </p>
    </div>
  );
}

describe("useWholeLineClamp", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    observers.length = 0;
  });

  function setup(height: number) {
    box = { height };
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === "box" ? box.height : 0;
    });
    const real = window.getComputedStyle;
    vi.spyOn(window, "getComputedStyle").mockImplementation((element: Element) =>
      (element as HTMLElement).dataset.testid === "text"
        ? ({ lineHeight, fontSize: "14px" } as CSSStyleDeclaration)
        : real(element),
    );
    render(<Preview />);
    return screen.getByTestId("text");
  }

  it("clamps to the whole lines that fit, with an ellipsis", () => {
    lineHeight = "22.75px";
    const text = setup(80);
    expect(text.style.webkitLineClamp).toBe("3");
    expect(text.style.display).toBe("-webkit-box");
    expect(text.style.overflow).toBe("hidden");
  });

  it("clamps again when a larger text size reflows it: never a sliced third line", () => {
    lineHeight = "22.75px";
    const text = setup(80);
    expect(text.style.webkitLineClamp).toBe("3");
    // Vision Friendly: the box keeps its height, the lines grow to 27.3 px: two whole lines, not 2.93.
    lineHeight = "27.3px";
    act(() => {
      for (const notify of observers) notify();
    });
    expect(text.style.webkitLineClamp).toBe("2");
    // The note grows (a taller box): more lines again.
    box.height = 140;
    act(() => {
      for (const notify of observers) notify();
    });
    expect(text.style.webkitLineClamp).toBe("5");
  });

  it("shows no line at all when not even one fits whole", () => {
    lineHeight = "22.75px";
    const text = setup(20);
    expect(text.style.visibility).toBe("hidden");
    expect(text.style.webkitLineClamp).toBe("");
  });
});
