import { toastError, toastSuccess } from "@/lib/toast";
import { PrayerToasts } from "./messages";

/** Copies a prayer: 'Prayer Copied' (spec §8). */
export async function copyPrayer(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(...PrayerToasts.copied);
  } catch {
    toastError(...PrayerToasts.copyFailed);
  }
}

/** Shares through the share sheet ('Prayer Shared'), else copies ('Prayer Copied'); closing the sheet shows nothing. */
export async function sharePrayer(title: string, text: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text });
      toastSuccess(...PrayerToasts.shared);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyPrayer(text);
}
