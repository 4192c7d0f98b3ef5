import { localIsoDate } from "@/lib/dates";
import { type JournalEntry, watchName } from "./journal";

/** Export Journal (community spec §2): Markdown, CSV and JSON files of the sessions shown. */
export type ExportFormat = "markdown" | "csv" | "json";

export const EXPORT_FORMATS: ReadonlyArray<{ format: ExportFormat; label: string; extension: string; type: string }> = [
  { format: "markdown", label: "Markdown", extension: "md", type: "text/markdown;charset=utf-8" },
  { format: "csv", label: "CSV", extension: "csv", type: "text/csv;charset=utf-8" },
  { format: "json", label: "JSON", extension: "json", type: "application/json;charset=utf-8" },
];

const dateTime = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function minutesLabel(minutes: number): string {
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

export function toMarkdown(entries: readonly JournalEntry[], exportedAt: Date): string {
  const lines = [
    "# Prayer Journal",
    "",
    `Exported ${dateTime.format(exportedAt)} · ${entries.length} ${entries.length === 1 ? "session" : "sessions"}`,
  ];
  for (const entry of entries) {
    lines.push(
      "",
      `## ${watchName(entry.watchNumber)} — ${dateTime.format(new Date(entry.completedAt))}`,
      "",
      `- Duration: ${minutesLabel(entry.duration)}`,
      `- Voice guided: ${entry.voiceGuided ? "yes" : "no"}`,
    );
    const notes = entry.notes.trim();
    if (notes) {
      lines.push("", ...notes.split(/\r?\n/).map((line) => (line ? `> ${line}` : ">")));
    }
  }
  return `${lines.join("\n")}\n`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A field
 * a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading quote mark.
 */
export function csvField(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(entries: readonly JournalEntry[]): string {
  const header = ["id", "completedAt", "watchNumber", "watchName", "durationMinutes", "voiceGuided", "notes"];
  const rows = entries.map((entry) =>
    [
      entry.clientId,
      entry.completedAt,
      entry.watchNumber,
      watchName(entry.watchNumber),
      entry.duration,
      entry.voiceGuided,
      entry.notes,
    ]
      .map(csvField)
      .join(","),
  );
  return `${[header.join(","), ...rows].join("\r\n")}\r\n`;
}

export function toJson(entries: readonly JournalEntry[], exportedAt: Date): string {
  return `${JSON.stringify(
    {
      exportedAt: exportedAt.toISOString(),
      sessions: entries.map((entry) => ({
        id: entry.clientId,
        watchNumber: entry.watchNumber,
        watchName: watchName(entry.watchNumber),
        duration: entry.duration,
        notes: entry.notes,
        voiceGuided: entry.voiceGuided,
        completedAt: entry.completedAt,
      })),
    },
    null,
    2,
  )}\n`;
}

export function exportJournal(entries: readonly JournalEntry[], format: ExportFormat, exportedAt: Date) {
  const spec = EXPORT_FORMATS.find((entry) => entry.format === format)!;
  const content =
    format === "markdown"
      ? toMarkdown(entries, exportedAt)
      : format === "csv"
        ? toCsv(entries)
        : toJson(entries, exportedAt);
  return { content, type: spec.type, fileName: `prayer-journal-${localIsoDate(exportedAt)}.${spec.extension}` };
}

/** Saves a file through the browser's download (a Blob link clicked once). */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
