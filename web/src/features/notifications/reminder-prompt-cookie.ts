import { REMINDER_PROMPT_COOKIE } from "@common/signed-in-page";

/**
 * Tells the server whether this device shows the Prayer Reminders card, so the signed-in home it renders shows
 * it too, or not (decision 054). Written only when it changes; a year.
 */
export function rememberReminderPrompt(shown: boolean, doc: Document = document): void {
  const value = shown ? "1" : "0";
  try {
    if (doc.cookie.split("; ").includes(`${REMINDER_PROMPT_COOKIE}=${value}`)) return;
    const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
    doc.cookie = `${REMINDER_PROMPT_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // Cookies off: the server's page shows the card and the app hides it if this device does not.
  }
}
