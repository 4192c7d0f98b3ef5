import { REMINDER_LIMITS, type ReminderSettings } from "@common/reminders";
import { WATCHES } from "@common/watches";
import { BellIcon, BellRingIcon, SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { toastSuccess } from "@/lib/toast";
import { useNotificationPermission } from "../hooks/use-notification-permission";
import { usePushSubscription } from "../hooks/use-push-subscription";
import { useActivateReminders, useEnableNotifications, useTestNotification } from "../hooks/use-reminder-actions";
import { type ReminderAccount, useReminderSettings } from "../hooks/use-reminder-settings";
import { PermissionStatusRow } from "./permission-status";
import { RemindersNeedAccount } from "./signed-out-note";

type Draft = Pick<ReminderSettings, "selectedWatches" | "reminderMinutes" | "sound" | "vibration" | "quietHours">;

function draftOf(settings: ReminderSettings): Draft {
  const { selectedWatches, reminderMinutes, sound, vibration, quietHours } = settings;
  return { selectedWatches, reminderMinutes, sound, vibration, quietHours };
}

/** "all 8 watches, 5 minutes before each begins" */
export function describeReminders(settings: Pick<ReminderSettings, "selectedWatches" | "reminderMinutes">): string {
  const count = settings.selectedWatches.length;
  const watches = count === 8 ? "all 8 watches" : `${count} ${count === 1 ? "watch" : "watches"}`;
  const lead = settings.reminderMinutes;
  return lead === 0
    ? `${watches}, as each begins`
    : `${watches}, ${lead} ${lead === 1 ? "minute" : "minutes"} before each begins`;
}

interface MobileNotificationsPanelProps {
  account: ReminderAccount;
  signInHref: string;
}

/**
 * Mobile Notifications (core §2): the permission, which watches to be reminded of and how, a test
 * notification, and Activate / Update Prayer Reminders. The server sends the reminders as push
 * notifications to every device that activated them.
 */
export function MobileNotificationsPanel({ account, signInHref }: MobileNotificationsPanelProps) {
  const { permission, requestPermission, refresh } = useNotificationPermission();
  const reminders = useReminderSettings(account);
  const push = usePushSubscription(account.userId);
  const { enable, isEnabling } = useEnableNotifications(requestPermission, push, reminders);
  const { activate, isActivating } = useActivateReminders(push, reminders);
  const { sendTest, isSending } = useTestNotification(permission, push, reminders.isSignedIn);
  const [edited, setEdited] = useState<Draft | null>(null);
  const [leadText, setLeadText] = useState<string | null>(null);
  const ids = useId();

  const settings = reminders.settings;
  const draft = edited ?? (settings ? draftOf(settings) : null);

  function change(patch: Partial<Draft>) {
    if (!draft) return;
    // Signed out, the spec's local settings are kept in this browser as they change.
    if (reminders.isSignedIn) setEdited({ ...draft, ...patch });
    else void reminders.save(patch);
  }

  const leadValue = leadText ?? String(draft?.reminderMinutes ?? "");
  const leadNumber = Number(leadValue);
  const leadValid =
    leadValue.trim() !== "" &&
    Number.isInteger(leadNumber) &&
    leadNumber >= 0 &&
    leadNumber <= REMINDER_LIMITS.leadMinutesMax;
  const noWatch = (draft?.selectedWatches.length ?? 0) === 0;
  const active = settings?.enabled === true;

  async function activateOrUpdate() {
    if (!draft || noWatch || !leadValid) return;
    const next = { ...draft, reminderMinutes: leadNumber };
    if (await activate(next)) {
      setEdited(null);
      setLeadText(null);
      toastSuccess("Prayer Reminders Active", `Reminders for ${describeReminders(next)}.`);
    }
  }

  async function turnOff() {
    if (await reminders.save({ enabled: false })) {
      toastSuccess("Prayer Reminders Off", "No more watch or personal reminders will be sent.");
    }
  }

  return (
    <Card role="region" aria-labelledby="mobile-notifications-heading">
      <CardHeader>
        <CardTitle id="mobile-notifications-heading" className="flex items-center gap-2">
          <BellRingIcon className="size-5 text-primary" aria-hidden="true" /> Mobile Notifications
        </CardTitle>
        <CardDescription>
          Prayer Journey's server sends your prayer reminders as push notifications to each device where you activate
          them, even when the app is closed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {reminders.isSignedIn ? null : <RemindersNeedAccount signInHref={signInHref} />}

        <PermissionStatusRow
          permission={permission}
          onRefresh={refresh}
          enableButton={
            <Button onClick={() => void enable()} disabled={isEnabling}>
              {isEnabling ? <Spinner className="text-current" /> : <BellIcon aria-hidden="true" />}
              Enable
            </Button>
          }
        />

        {reminders.isSignedIn && reminders.isLoading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading your reminder settings…
          </p>
        ) : null}
        {reminders.isSignedIn && reminders.loadError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Your reminder settings could not be loaded. Reload the page to try again.
          </p>
        ) : null}

        {draft ? (
          <>
            <p className="text-sm" aria-live="polite" data-testid="reminder-status">
              {active && settings
                ? `Prayer reminders are on: ${describeReminders(settings)}${push.isSubscribed ? ", on this device too." : ". This device is not receiving them yet: update to add it."}`
                : "Prayer reminders are off."}
            </p>

            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold">Watches to be reminded of</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {WATCHES.map((watch) => {
                  const id = `${ids}-watch-${watch.number}`;
                  const checked = draft.selectedWatches.includes(watch.number as 1);
                  return (
                    <div key={watch.number} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={checked}
                        onCheckedChange={(value) =>
                          change({
                            selectedWatches:
                              value === true
                                ? [...draft.selectedWatches, watch.number as 1].sort((a, b) => a - b)
                                : draft.selectedWatches.filter((n) => n !== watch.number),
                          })
                        }
                      />
                      <Label htmlFor={id} className="font-normal">
                        {watch.name} <span className="text-muted-foreground">({watch.timeRange})</span>
                      </Label>
                    </div>
                  );
                })}
              </div>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => change({ selectedWatches: WATCHES.map((watch) => watch.number as 1) })}
                >
                  Select all
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={() => change({ selectedWatches: [] })}>
                  Clear
                </Button>
              </div>
            </fieldset>

            <div className="grid gap-2">
              <Label htmlFor={`${ids}-lead`}>Minutes before a watch begins</Label>
              <Input
                id={`${ids}-lead`}
                type="number"
                inputMode="numeric"
                min={0}
                max={REMINDER_LIMITS.leadMinutesMax}
                step={1}
                className="w-32"
                value={leadValue}
                aria-invalid={leadValid ? undefined : true}
                aria-describedby={`${ids}-lead-hint`}
                onChange={(event) => {
                  setLeadText(event.target.value);
                  const value = Number(event.target.value);
                  if (Number.isInteger(value) && value >= 0 && value <= REMINDER_LIMITS.leadMinutesMax) {
                    change({ reminderMinutes: value });
                  }
                }}
              />
              <p
                id={`${ids}-lead-hint`}
                className={leadValid ? "text-xs text-muted-foreground" : "text-sm font-medium text-destructive"}
              >
                From 0 (as the watch begins) to {REMINDER_LIMITS.leadMinutesMax} minutes.
              </p>
            </div>

            <div className="grid gap-3 sm:grid-cols-2">
              <SwitchRow
                id={`${ids}-sound`}
                label="Sound"
                checked={draft.sound}
                onChange={(sound) => change({ sound })}
              />
              <SwitchRow
                id={`${ids}-vibration`}
                label="Vibration"
                checked={draft.vibration}
                onChange={(vibration) => change({ vibration })}
              />
            </div>

            <div className="grid gap-3 rounded-lg border border-border p-4">
              <SwitchRow
                id={`${ids}-quiet`}
                label="Quiet hours"
                hint="No reminder is sent between these times."
                checked={draft.quietHours.enabled}
                onChange={(enabled) => change({ quietHours: { ...draft.quietHours, enabled } })}
              />
              <div className="flex flex-wrap gap-4">
                <TimeField
                  id={`${ids}-quiet-start`}
                  label="From"
                  value={draft.quietHours.start}
                  disabled={!draft.quietHours.enabled}
                  onChange={(start) => change({ quietHours: { ...draft.quietHours, start } })}
                />
                <TimeField
                  id={`${ids}-quiet-end`}
                  label="Until"
                  value={draft.quietHours.end}
                  disabled={!draft.quietHours.enabled}
                  onChange={(end) => change({ quietHours: { ...draft.quietHours, end } })}
                />
              </div>
            </div>

            <div className="flex flex-wrap items-center gap-2">
              <Button
                onClick={() => void activateOrUpdate()}
                disabled={noWatch || !leadValid || isActivating || !reminders.isSignedIn}
                aria-describedby={noWatch ? `${ids}-no-watch` : undefined}
              >
                {isActivating ? <Spinner className="text-current" /> : <BellRingIcon aria-hidden="true" />}
                {active ? "Update Prayer Reminders" : "Activate Prayer Reminders"}
              </Button>
              <Button variant="outline" onClick={() => void sendTest()} disabled={isSending}>
                {isSending ? <Spinner className="text-current" /> : <SendIcon aria-hidden="true" />}
                Send Test Notification
              </Button>
              {active ? (
                <Button variant="ghost" onClick={() => void turnOff()}>
                  Turn Off Reminders
                </Button>
              ) : null}
            </div>
            {noWatch ? (
              <p id={`${ids}-no-watch`} className="text-sm text-muted-foreground">
                Select at least one watch to activate reminders.
              </p>
            ) : null}
            {edited && reminders.isSignedIn ? (
              <p className="text-sm text-muted-foreground">
                Changes take effect once you {active ? "update" : "activate"} prayer reminders.
              </p>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function SwitchRow({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onCheckedChange={onChange}
      />
    </div>
  );
}

function TimeField({
  id,
  label,
  value,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="time"
        className="w-36"
        value={value}
        disabled={disabled}
        required
        onChange={(event) => {
          // A cleared field keeps the last time.
          if (/^\d{2}:\d{2}$/.test(event.target.value)) onChange(event.target.value);
        }}
      />
    </div>
  );
}
