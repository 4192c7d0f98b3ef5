import {
  type PrayerContent,
  STRUCTURED_PRAYER_STAGE_TITLES,
  STRUCTURED_PRAYER_STAGES,
  STRUCTURED_PRAYER_TYPE,
  type StructuredPrayer,
  structuredPrayerOf,
  structuredPrayerSections,
} from "@common/prayers";
import { SHARED_FROM } from "@/lib/share";

/** Spec §9: a note's content is cut at 80 characters, a structured prayer's preview at 100. */
export const NOTE_PREVIEW_LENGTH = 80;
export const STRUCTURED_PREVIEW_LENGTH = 100;

export const UNREADABLE_STRUCTURED_PRAYER = "Click to view complete structured prayer";

export const isStructuredType = (type: string) => type === STRUCTURED_PRAYER_TYPE;

export function cut(text: string, length: number): string {
  const trimmed = text.trim();
  return trimmed.length > length ? `${trimmed.slice(0, length).trimEnd()}...` : trimmed;
}

/** What a prayer says as plain text: the string, the `{ text }`, or (for other objects) their JSON. */
export function plainTextOf(content: PrayerContent): string {
  if (typeof content === "string") return content;
  if ("text" in content && typeof content.text === "string") return content.text;
  return JSON.stringify(content);
}

/** How a note reads its content: five stages, plain text, or a structured prayer the wall cannot read. */
export type ReadContent =
  | { kind: "structured"; prayer: StructuredPrayer }
  | { kind: "text"; text: string }
  | { kind: "unreadable"; raw: string };

export function readContent(type: string, content: PrayerContent): ReadContent {
  const structured = structuredPrayerOf(content);
  if (structured) return { kind: "structured", prayer: structured };
  if (isStructuredType(type)) return { kind: "unreadable", raw: plainTextOf(content) };
  return { kind: "text", text: plainTextOf(content) };
}

/** The note's short preview. */
export function previewOf(read: ReadContent): string {
  if (read.kind === "structured") {
    const joined = STRUCTURED_PRAYER_STAGES.map((stage) => read.prayer[stage].trim())
      .filter(Boolean)
      .join(" ");
    return cut(joined, STRUCTURED_PREVIEW_LENGTH);
  }
  if (read.kind === "unreadable") return UNREADABLE_STRUCTURED_PRAYER;
  return cut(read.text, NOTE_PREVIEW_LENGTH);
}

/** What is read aloud: the title, then the prayer. */
export function speechTextOf(title: string, read: ReadContent): string {
  const body =
    read.kind === "structured"
      ? STRUCTURED_PRAYER_STAGES.map(
          (stage) => `${STRUCTURED_PRAYER_STAGE_TITLES[stage]}. ${read.prayer[stage].trim()}`,
        ).join("\n\n")
      : read.kind === "unreadable"
        ? read.raw
        : read.text;
  return `${title}.\n\n${body}`;
}

/** What is copied or shared: the title, the prayer (five numbered sections when structured), the 'Shared from' line. */
export function shareTextOf(title: string, read: ReadContent): string {
  const body =
    read.kind === "structured"
      ? structuredPrayerSections(read.prayer)
      : read.kind === "unreadable"
        ? read.raw
        : read.text;
  return `${title}\n\n${body}\n\n${SHARED_FROM}`;
}
