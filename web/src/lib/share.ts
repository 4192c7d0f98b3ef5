import { toastError, toastSuccess } from "./toast";

/** The last line of everything shared from the app. */
export const SHARED_FROM = "Shared from Prayer Journey";

/** Copies text to the clipboard with a 'Copied' toast; false when the browser refuses. */
export async function copyText(text: string, description?: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess("Copied", description);
    return true;
  } catch {
    toastError("Unable to copy", "Your browser did not allow copying to the clipboard.");
    return false;
  }
}

/**
 * Shares through the device's share sheet where there is one, else copies to the clipboard.
 * Closing the share sheet is not a failure and shows nothing.
 */
export async function shareText({ title, text }: { title: string; text: string }): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyText(text, "Paste it wherever you would like to share it.");
}
