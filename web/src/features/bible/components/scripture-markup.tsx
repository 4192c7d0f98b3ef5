import type { ReactNode } from "react";

const ITALIC = /<i>([\s\S]*?)<\/i>/g;
const STRAY_TAG = /<\/?i>/g;

/** Splits the engine's markup into plain and italic runs; `<i>…</i>` is the only tag it ever holds. */
export function splitMarkup(markup: string): { text: string; italic: boolean }[] {
  const runs: { text: string; italic: boolean }[] = [];
  let last = 0;
  for (const match of markup.matchAll(ITALIC)) {
    if (match.index > last) runs.push({ text: markup.slice(last, match.index), italic: false });
    runs.push({ text: match[1] ?? "", italic: true });
    last = match.index + match[0].length;
  }
  if (last < markup.length) runs.push({ text: markup.slice(last), italic: false });
  return runs.map((run) => ({ ...run, text: run.text.replace(STRAY_TAG, "") })).filter((run) => run.text.length > 0);
}

/**
 * Scripture text with the translators' added words in italics, as React elements: the markup is
 * never handed to the DOM as HTML.
 */
export function ScriptureMarkup({ markup }: { markup: string }): ReactNode {
  return splitMarkup(markup).map((run, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and never reorder.
    run.italic ? <em key={index}>{run.text}</em> : <span key={index}>{run.text}</span>,
  );
}
