import { AlertToasts, type NotificationSettings, type StoredNotificationSettings } from "@common/group-alerts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useSaveNotificationSettings } from "./api";

type AlertTypeKey = keyof NotificationSettings["alertTypes"];
type MethodKey = Exclude<keyof NotificationSettings["methods"], "sms">;

const ALERT_TYPES: { key: AlertTypeKey; label: string; hint: string }[] = [
  { key: "all", label: "All group activity", hint: "New prayers, new members, events, watch calls." },
  { key: "prayerOnly", label: "Prayer requests only", hint: "New prayers on the wall and urgent prayer calls." },
  { key: "scheduleOnly", label: "Schedule only", hint: "Event reminders and watches needing a substitute." },
];

/** What the boxes start from: the saved settings, e-mail unticked while the address is not verified. */
function startingFrom(saved: StoredNotificationSettings): NotificationSettings {
  return {
    alertTypes: { ...saved.alertTypes },
    methods: { ...saved.methods, email: saved.methods.email && saved.emailVerified, sms: false },
  };
}

/**
 * 'Notification Settings' (community §2, §3, §7, §8): two groups of boxes, alert types and methods, showing
 * the saved values; Save sends exactly what is ticked (the prototype sent the defaults). SMS is not offered
 * and the dialog says so. E-mail needs a verified address: until then its box is off and says why. The
 * group's leader's own alerts always arrive in the app.
 */
export function NotificationSettingsDialog({
  groupId,
  saved,
  open,
  onOpenChange,
}: {
  groupId: number;
  /** The settings as loaded (mount the dialog with a key per load, so the boxes start from them). */
  saved: StoredNotificationSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [settings, setSettings] = useState<NotificationSettings>(() => startingFrom(saved));
  const save = useSaveNotificationSettings(groupId);
  const ids = {
    types: useId(),
    methods: useId(),
    emailNote: useId(),
    pushNote: useId(),
    smsNote: useId(),
  };
  const box = useId();

  const setType = (key: AlertTypeKey, on: boolean) =>
    setSettings((current) => ({ ...current, alertTypes: { ...current.alertTypes, [key]: on } }));
  const setMethod = (key: MethodKey, on: boolean) =>
    setSettings((current) => ({ ...current, methods: { ...current.methods, [key]: on } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(settings, {
      onSuccess: () => {
        onOpenChange(false);
        toastSuccess(AlertToasts.settingsSaved.title, AlertToasts.settingsSaved.description);
      },
      onError: (failure) =>
        toastError("Settings Not Saved", errorMessage(failure, "Your settings could not be saved. Please try again.")),
    });
  }

  const methods: { key: MethodKey; label: string; disabled?: boolean; note?: { id: string; text: string } }[] = [
    { key: "inApp", label: "In the app" },
    {
      key: "email",
      label: "E-mail",
      disabled: !saved.emailVerified,
      note: saved.emailVerified
        ? undefined
        : { id: ids.emailNote, text: "Verify your e-mail address in your profile to get alerts by e-mail." },
    },
    {
      key: "push",
      label: "Push notifications",
      note: {
        id: ids.pushNote,
        text: saved.groupAlertsEnabled
          ? "Sent to the devices where you have turned on notifications."
          : "'Group alerts' is off in your profile, so no push or e-mail is sent.",
      },
    },
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
          <DialogHeader>
            <DialogTitle>Notification Settings</DialogTitle>
            <DialogDescription>Choose what you hear about from this group, and how.</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-5">
            <fieldset className="grid gap-3" aria-describedby={ids.types}>
              <legend className="mb-1 font-semibold">Alert types</legend>
              <p id={ids.types} className="-mt-2 text-sm text-muted-foreground">
                Messages from the group leader and urgent calls to your watch come whatever types you choose, by the
                ways you tick below.
              </p>
              {ALERT_TYPES.map(({ key, label, hint }) => (
                <div key={key} className="flex items-start gap-3">
                  <Checkbox
                    id={`${box}-${key}`}
                    checked={settings.alertTypes[key]}
                    onCheckedChange={(checked) => setType(key, checked === true)}
                    aria-describedby={`${box}-${key}-hint`}
                    className="mt-0.5"
                  />
                  <div className="grid gap-0.5">
                    <Label htmlFor={`${box}-${key}`}>{label}</Label>
                    <span id={`${box}-${key}-hint`} className="text-sm text-muted-foreground">
                      {hint}
                    </span>
                  </div>
                </div>
              ))}
            </fieldset>
            <fieldset className="grid gap-3" aria-describedby={ids.smsNote}>
              <legend className="mb-1 font-semibold">Notification methods</legend>
              {methods.map(({ key, label, disabled, note }) => (
                <div key={key} className="flex items-start gap-3">
                  <Checkbox
                    id={`${box}-${key}`}
                    checked={settings.methods[key]}
                    disabled={disabled}
                    onCheckedChange={(checked) => setMethod(key, checked === true)}
                    aria-describedby={note?.id}
                    className="mt-0.5"
                  />
                  <div className="grid gap-0.5">
                    <Label htmlFor={`${box}-${key}`}>{label}</Label>
                    {note ? (
                      <span id={note.id} className="text-sm text-muted-foreground">
                        {note.text}
                      </span>
                    ) : null}
                  </div>
                </div>
              ))}
              <p id={ids.smsNote} className="text-sm text-muted-foreground">
                Text messages (SMS) are not offered.
              </p>
            </fieldset>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={save.isPending} pendingLabel="Saving...">
              Save Settings
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
