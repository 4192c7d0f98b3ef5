import type { ComposedBy } from "@common/ai";

/** Issue 19 §11: the words that say which source composed an AI answer. */
export function composedByText({ source, model }: Partial<ComposedBy>): string | null {
  if (source === "composer") return "Composed by Prayer Journey's built-in composer";
  if (source === "model") return `Composed by ${model?.trim() || "the configured language model"}`;
  return null;
}

/** The small "Composed by …" line under an AI answer; nothing when the answer does not say. */
export function ComposedByLine({ composedBy, className }: { composedBy: Partial<ComposedBy>; className?: string }) {
  const text = composedByText(composedBy);
  if (!text) return null;
  return <p className={`text-xs text-muted-foreground ${className ?? ""}`.trim()}>{text}</p>;
}
