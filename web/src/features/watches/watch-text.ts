/** Cuts a text to `length` characters followed by "..." (spec §9, previews); shorter texts stay whole. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** The watch guide's Quick Preview cuts each prayer point to 50 characters. */
export const QUICK_PREVIEW_LENGTH = 50;

/** A clock hour as the schedule writes it: 18 → "6 PM", 0 → "12 AM", 12 → "12 PM". */
export function formatHour(hour: number): string {
  const normalised = ((hour % 24) + 24) % 24;
  const twelve = normalised % 12 === 0 ? 12 : normalised % 12;
  return `${twelve} ${normalised < 12 ? "AM" : "PM"}`;
}
