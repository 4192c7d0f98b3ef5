import { type CSSProperties, type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react";

/** How many whole lines of `lineHeight` px fit in `available` px (half a pixel of rounding allowed). */
export function wholeLines(available: number, lineHeight: number): number {
  if (!(lineHeight > 0) || !(available > 0)) return 0;
  return Math.floor((available + 0.5) / lineHeight);
}

/** An element's line height in px; `normal` counts as 1.2 × its font size. */
export function lineHeightOf(element: Element): number {
  const style = getComputedStyle(element);
  const lineHeight = Number.parseFloat(style.lineHeight);
  if (Number.isFinite(lineHeight) && style.lineHeight.endsWith("px")) return lineHeight;
  const fontSize = Number.parseFloat(style.fontSize) || 16;
  return Number.isFinite(lineHeight) ? lineHeight * fontSize : fontSize * 1.2;
}

/**
 * Clamps a text to the whole lines that fit in its box, with an ellipsis, at any font size (issue 19 §5).
 * The box (`boxRef`) takes the room left to it, e.g. `flex-1 min-h-0`; the text (`textRef`) sits inside.
 * Measured again whenever either changes size: a note resized, or a larger text size that reflows it.
 */
export function useWholeLineClamp<Box extends HTMLElement, Text extends HTMLElement>(): {
  boxRef: RefObject<Box | null>;
  textRef: RefObject<Text | null>;
  lines: number | null;
  style: CSSProperties;
} {
  const boxRef = useRef<Box>(null);
  const textRef = useRef<Text>(null);
  const [lines, setLines] = useState<number | null>(null);

  const measure = useCallback(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text) return;
    setLines(wholeLines(box.clientHeight, lineHeightOf(text)));
  }, []);

  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    if (boxRef.current) observer.observe(boxRef.current);
    if (textRef.current) observer.observe(textRef.current);
    return () => observer.disconnect();
  }, [measure]);

  // Before the first measurement nothing is clamped; a box with room for no whole line shows none.
  const style: CSSProperties =
    lines === null
      ? {}
      : lines === 0
        ? { visibility: "hidden" }
        : { display: "-webkit-box", WebkitBoxOrient: "vertical", WebkitLineClamp: lines, overflow: "hidden" };
  return { boxRef, textRef, lines, style };
}
