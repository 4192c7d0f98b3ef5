import { REMINDER_LIMITS } from "@common/reminders";
import {
  ActivityIcon,
  BellRingIcon,
  ClockIcon,
  LogInIcon,
  PlusIcon,
  SendIcon,
  SmartphoneIcon,
  XIcon,
} from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toastSuccess } from "@/lib/toast";
import {
  LIVE_PERMISSION_POLL_MS,
  type PermissionStatus,
  useNotificationPermission,
} from "../hooks/use-notification-permission";
import { type PushSubscriptionState, usePushSubscription } from "../hooks/use-push-subscription";
import { useActivateReminders, useTestNotification } from "../hooks/use-reminder-actions";
import { type ReminderAccount, type ReminderSettingsState, useReminderSettings } from "../hooks/use-reminder-settings";
import { InstallBanner, isStandaloneApp } from "./install-banner";
import { describeReminders, SwitchRow } from "./mobile-notifications-panel";
import { BlockedInstructions, PERMISSION_TEXT } from "./permission-status";

interface AlertsPanelProps {
  account: ReminderAccount;
  signInHref: string;
  settingsHref: string;
  /** The install feature's 'Install Prayer App' prompt (it renders nothing when the browser offers none). */
  installPrompt: ReactNode;
}

/**
 * The Alerts tab (community §2, notification settings area): install helper and banner, a test/debug
 * card, a live permission status, watch alerts and personal reminders. The server sends every reminder;
 * nothing here runs a timer that pretends to.
 */
export function AlertsPanel({ account, signInHref, settingsHref, installPrompt }: AlertsPanelProps) {
  if (account.userId === null) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border border-border bg-card p-6">
        <p>Please log in to manage your prayer notifications.</p>
        <Button asChild size="sm">
          <Link to={signInHref}>
            <LogInIcon aria-hidden="true" /> Sign in
          </Link>
        </Button>
      </div>
    );
  }
  return <SignedInAlerts account={account} settingsHref={settingsHref} installPrompt={installPrompt} />;
}

function SignedInAlerts({ account, settingsHref, installPrompt }: Omit<AlertsPanelProps, "signInHref">) {
  const { permission, refresh } = useNotificationPermission();
  const reminders = useReminderSettings(account);
  const push = usePushSubscription(account.userId);
  const helperId = useId();
  return (
    <div className="grid gap-6">
      <InstallBanner helperId={`${helperId}-install`} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <WatchAlertsCard permission={permission} reminders={reminders} push={push} settingsHref={settingsHref} />
        <PersonalRemindersCard permission={permission} reminders={reminders} push={push} />
        <LivePermissionCard onRefresh={refresh} />
        <NotificationDebugCard permission={permission} reminders={reminders} push={push} onRefresh={refresh} />
      </div>
      <InstallHelper id={`${helperId}-install`} installPrompt={installPrompt} />
    </div>
  );
}

interface CardProps {
  permission: PermissionStatus;
  reminders: ReminderSettingsState;
  push: PushSubscriptionState;
}

function PermissionHint({ permission, id }: { permission: PermissionStatus; id: string }) {
  if (permission === "granted") return null;
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {permission === "unsupported"
        ? "This browser does not support notifications."
        : "Allow notifications for this site first (Settings → Mobile Notifications → Enable)."}
    </p>
  );
}

function WatchAlertsCard({ permission, reminders, push, settingsHref }: CardProps & { settingsHref: string }) {
  const { activate, isActivating } = useActivateReminders(push, reminders);
  const id = useId();
  const settings = reminders.settings;
  const on = settings?.enabled === true && settings.watchNotificationsEnabled;

  async function toggle(next: boolean) {
    if (!next) {
      await reminders.save({ watchNotificationsEnabled: false });
      return;
    }
    if (await activate({ watchNotificationsEnabled: true })) {
      toastSuccess("Watch Alerts Enabled", "You'll be notified as your prayer watches begin.");
    }
  }

  return (
    <Card role="region" aria-labelledby={`${id}-heading`}>
      <CardHeader>
        <CardTitle id={`${id}-heading`} className="flex items-center gap-2">
          <BellRingIcon className="size-5 text-primary" aria-hidden="true" /> Watch Alerts
        </CardTitle>
        <CardDescription>
          A notification before each prayer watch you chose begins
          {settings ? ` (${describeReminders(settings)})` : ""}.{" "}
          <Link to={settingsHref} className="text-primary underline underline-offset-4">
            Choose watches in Settings
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <SwitchRow
          id={`${id}-switch`}
          label="Watch alerts"
          checked={on}
          disabled={permission !== "granted" || settings === null || isActivating || reminders.isSaving}
          onChange={(next) => void toggle(next)}
        />
        <PermissionHint permission={permission} id={`${id}-hint`} />
      </CardContent>
    </Card>
  );
}

function PersonalRemindersCard({ permission, reminders, push }: CardProps) {
  const { activate, isActivating } = useActivateReminders(push, reminders);
  const id = useId();
  const settings = reminders.settings;
  const [time, setTime] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const on = settings?.enabled === true && settings.personalRemindersEnabled;
  const times = settings?.personalReminderTimes ?? [];
  const full = times.length >= REMINDER_LIMITS.personalTimesMax;

  async function toggle(next: boolean) {
    if (!next) {
      await reminders.save({ personalRemindersEnabled: false });
      return;
    }
    if (await activate({ personalRemindersEnabled: true })) {
      toastSuccess("Personal Reminders Enabled", "You'll be reminded at the times you set.");
    }
  }

  async function addTime(event: FormEvent) {
    event.preventDefault();
    // Adding is ignored if the time is empty or already in the list (community §5).
    if (!settings || time === "" || times.includes(time) || full) return;
    if (await reminders.save({ personalReminderTimes: [...times, time].sort() })) setTime("");
  }

  async function saveMessage(event: FormEvent) {
    event.preventDefault();
    if (message === null || message.trim() === "") return;
    if (await reminders.save({ personalReminderMessage: message.trim() })) {
      setMessage(null);
      toastSuccess("Settings Saved", "Your reminder message has been saved.");
    }
  }

  return (
    <Card role="region" aria-labelledby={`${id}-heading`}>
      <CardHeader>
        <CardTitle id={`${id}-heading`} className="flex items-center gap-2">
          <ClockIcon className="size-5 text-primary" aria-hidden="true" /> Personal Reminders
        </CardTitle>
        <CardDescription>Reminders at times of your own choosing, every day.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SwitchRow
          id={`${id}-switch`}
          label="Personal reminders"
          checked={on}
          disabled={permission !== "granted" || settings === null || isActivating || reminders.isSaving}
          onChange={(next) => void toggle(next)}
        />
        <PermissionHint permission={permission} id={`${id}-hint`} />
        {settings ? (
          <>
            <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void addTime(event)}>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-time`}>Reminder time</Label>
                <Input
                  id={`${id}-time`}
                  type="time"
                  className="w-36"
                  value={time}
                  onChange={(event) => setTime(event.target.value)}
                />
              </div>
              <Button type="submit" variant="outline" disabled={full}>
                <PlusIcon aria-hidden="true" /> Add time
              </Button>
            </form>
            {times.length > 0 ? (
              <ul aria-label="Reminder times" className="flex flex-wrap gap-2">
                {times.map((entry) => (
                  <li
                    key={entry}
                    className="flex items-center gap-1 rounded-full border border-border py-0.5 pr-1 pl-3"
                  >
                    <span className="text-sm tabular-nums">{entry}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label={`Remove reminder at ${entry}`}
                      onClick={() =>
                        void reminders.save({ personalReminderTimes: times.filter((other) => other !== entry) })
                      }
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No reminder times yet.</p>
            )}
            <form className="grid gap-2" onSubmit={(event) => void saveMessage(event)}>
              <Label htmlFor={`${id}-message`}>Reminder message</Label>
              <div className="flex flex-wrap gap-2">
                <Input
                  id={`${id}-message`}
                  className="min-w-48 flex-1"
                  maxLength={REMINDER_LIMITS.messageMax}
                  value={message ?? settings.personalReminderMessage}
                  onChange={(event) => setMessage(event.target.value)}
                />
                <Button type="submit" variant="outline" disabled={message === null || message.trim() === ""}>
                  Save message
                </Button>
              </div>
            </form>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The permission, read again every 3 s (community §4): a change in the browser's settings shows here. */
export function LivePermissionCard({ onRefresh }: { onRefresh?: () => void }) {
  const { permission, refresh } = useNotificationPermission({ pollMs: LIVE_PERMISSION_POLL_MS });
  const id = useId();
  const badge =
    permission === "granted" ? (
      <Badge variant="success">Enabled</Badge>
    ) : permission === "denied" ? (
      <Badge variant="destructive">Blocked</Badge>
    ) : permission === "unsupported" ? (
      <Badge variant="outline">Not supported</Badge>
    ) : (
      <Badge variant="secondary">Not yet allowed</Badge>
    );
  return (
    <Card role="region" aria-labelledby={`${id}-heading`}>
      <CardHeader>
        <CardTitle id={`${id}-heading`} className="flex items-center gap-2">
          <ActivityIcon className="size-5 text-primary" aria-hidden="true" /> Live Permission Status
        </CardTitle>
        <CardDescription>Checked every {LIVE_PERMISSION_POLL_MS / 1000} seconds.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center justify-between gap-3" aria-live="polite" data-testid="live-permission">
          <p className="text-sm">{PERMISSION_TEXT[permission]}</p>
          {badge}
        </div>
        {permission === "denied" ? (
          <BlockedInstructions
            onRefresh={() => {
              refresh();
              onRefresh?.();
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

const PERMISSION_WORD: Record<PermissionStatus, string> = {
  granted: "Granted",
  default: "Not asked yet",
  denied: "Denied",
  unsupported: "Not supported",
};

const WORKER_TEXT = {
  active: "Running",
  waiting: "Waiting to take over",
  installing: "Installing",
  none: "Not running (it needs a secure connection)",
} as const;

function NotificationDebugCard({ permission, reminders, push, onRefresh }: CardProps & { onRefresh: () => void }) {
  const { sendTest, isSending } = useTestNotification(permission, push, true, {
    title: "Enable Notifications First",
    description: "Allow notifications for this site, then send the test again.",
  });
  const id = useId();
  const state = push.state;
  const rows: [string, string][] = [
    ["Permission", PERMISSION_WORD[permission]],
    ["Push on this browser", state ? (state.supported ? "Supported" : "Not supported") : "Checking…"],
    ["Service worker", state ? WORKER_TEXT[state.serviceWorker] : "Checking…"],
    ["This device", push.isSubscribed ? "Subscribed" : "Not subscribed"],
    ["Reminders", reminders.settings?.enabled ? "On" : "Off"],
  ];
  return (
    <Card role="region" aria-labelledby={`${id}-heading`}>
      <CardHeader>
        <CardTitle id={`${id}-heading`} className="flex items-center gap-2">
          <SendIcon className="size-5 text-primary" aria-hidden="true" /> Test Notifications
        </CardTitle>
        <CardDescription>Check that reminders can reach this device.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void sendTest()} disabled={isSending}>
            {isSending ? <Spinner className="text-current" /> : <SendIcon aria-hidden="true" />}
            Send Test Notification
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              onRefresh();
              push.refresh();
            }}
          >
            Check again
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function InstallHelper({ id, installPrompt }: { id: string; installPrompt: ReactNode }) {
  const installed = isStandaloneApp();
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-xl border border-border bg-card p-5 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <SmartphoneIcon className="size-5 text-primary" aria-hidden="true" /> Install the App
      </h3>
      {installed ? (
        <p className="text-sm">Prayer Journey is installed on this device.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Installed, Prayer Journey opens full screen from your home screen. On iPhone and iPad, notifications only
            reach an installed app: in Safari tap Share, then Add to Home Screen, and enable notifications from the
            installed app. Elsewhere, use your browser's Install button or its menu (Install app, or Add to Home
            screen).
          </p>
          {installPrompt}
        </>
      )}
    </section>
  );
}
