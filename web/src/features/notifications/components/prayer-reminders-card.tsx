import { BellRingIcon, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { renderedShowsReminderPrompt } from "@/lib/rendered-now";
import { readStorage, writeStorage } from "@/lib/storage";
import { useHydrated } from "@/lib/use-hydrated";
import { useNotificationPermission } from "../hooks/use-notification-permission";
import { usePushSubscription } from "../hooks/use-push-subscription";
import { useEnableNotifications } from "../hooks/use-reminder-actions";
import { type ReminderAccount, useReminderSettings } from "../hooks/use-reminder-settings";
import { rememberReminderPrompt } from "../reminder-prompt-cookie";

export const REMINDER_PROMPT_DISMISSED_KEY = "prayer-journey:reminder-prompt-dismissed";

/**
 * 'Prayer Reminders': Enable asks for notification permission and, on a grant, subscribes this device
 * and turns reminders on (the server sends them). Shown only while the browser has not been asked
 * (permission "default") and the user has not said Later.
 */
export function PrayerRemindersCard({ account }: { account: ReminderAccount }) {
  const { permission, requestPermission } = useNotificationPermission();
  const reminders = useReminderSettings(account);
  const push = usePushSubscription(account.userId);
  const { enable, isEnabling } = useEnableNotifications(requestPermission, push, reminders);
  const [dismissed, setDismissed] = useState(() => readStorage(REMINDER_PROMPT_DISMISSED_KEY) !== null);
  const hydrated = useHydrated();
  const [shownByPage] = useState(renderedShowsReminderPrompt);
  // Kept while Enable is under way, so its answer is not cut short when the permission changes.
  const shown = (permission === "default" || isEnabling) && !dismissed;
  // The server's page shows the card as this device last told it (a cookie; decision 054), and the app's first
  // render draws what the server drew; this device's own permission and choice decide from then on.
  useEffect(() => {
    if (hydrated) rememberReminderPrompt(shown);
  }, [hydrated, shown]);
  if (hydrated ? !shown : !shownByPage) return null;

  function later() {
    writeStorage(REMINDER_PROMPT_DISMISSED_KEY, new Date().toISOString());
    setDismissed(true);
  }

  return (
    <section
      aria-labelledby="prayer-reminders-heading"
      className="animate-fade-up rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary">
          <BellRingIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="prayer-reminders-heading" className="font-semibold">
            Prayer Reminders
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Allow notifications and Prayer Journey will send a reminder to this device before each prayer watch begins.
            Choose the watches and quiet hours in Settings.
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={() => void enable()} disabled={isEnabling}>
              {isEnabling ? <Spinner className="text-current" /> : null}
              Enable
            </Button>
            <Button size="sm" variant="ghost" onClick={later}>
              Later
            </Button>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-8"
          aria-label="Dismiss prayer reminders"
          onClick={later}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
