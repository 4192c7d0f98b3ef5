import { GlobeIcon, SaveIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toastSuccess } from "@/lib/toast";
import { useWatchSettings } from "../hooks/use-watch-settings";
import { canonicalTimeZone, deviceTimeZone, supportedTimeZones } from "../time-zones";

type Mode = "device" | "pinned";

const UNKNOWN_ZONE = "Unknown time zone. Choose one from the list, e.g. Europe/London.";

/** Settings: follow the device's clock, or pin the watches to a home time zone (a traveller's choice). */
export function HomeTimeZoneCard() {
  const { settings, update } = useWatchSettings();
  const device = useMemo(deviceTimeZone, []);
  const zones = useMemo(supportedTimeZones, []);
  const [mode, setMode] = useState<Mode>(settings.homeTimeZone ? "pinned" : "device");
  const [zone, setZone] = useState(settings.homeTimeZone ?? "");
  const [error, setError] = useState<string | undefined>();
  const ids = { device: useId(), pinned: useId(), list: useId() };

  // Settings can change under the card (sign-in sync, another tab).
  useEffect(() => {
    setMode(settings.homeTimeZone ? "pinned" : "device");
    if (settings.homeTimeZone) setZone(settings.homeTimeZone);
  }, [settings.homeTimeZone]);

  function chooseMode(next: Mode) {
    setMode(next);
    setError(undefined);
    if (next === "device" && settings.homeTimeZone !== null) {
      update({ homeTimeZone: null });
      toastSuccess("Settings Saved", `Your watches follow this device's clock (${device}).`);
    }
  }

  function savePinned(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const canonical = canonicalTimeZone(zone);
    if (!canonical) {
      setError(UNKNOWN_ZONE);
      return;
    }
    setError(undefined);
    setZone(canonical);
    update({ homeTimeZone: canonical });
    toastSuccess("Settings Saved", `Your watches follow the time in ${canonical}.`);
  }

  return (
    <Card role="region" aria-labelledby="home-time-zone-heading">
      <CardHeader>
        <CardTitle id="home-time-zone-heading" className="flex items-center gap-2">
          <GlobeIcon className="size-5 text-primary" aria-hidden="true" /> Home time zone
        </CardTitle>
        <CardDescription>
          The current watch follows this device's clock. Travelling? Pin your home time zone to keep the watches of
          home.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <RadioGroup
          value={mode}
          onValueChange={(value) => chooseMode(value as Mode)}
          aria-label="Which clock the watches follow"
        >
          <div className="flex items-center gap-3">
            <RadioGroupItem value="device" id={ids.device} />
            <Label htmlFor={ids.device} className="leading-snug">
              Follow this device ({device})
            </Label>
          </div>
          <div className="flex items-center gap-3">
            <RadioGroupItem value="pinned" id={ids.pinned} />
            <Label htmlFor={ids.pinned} className="leading-snug">
              Pin a home time zone
            </Label>
          </div>
        </RadioGroup>

        {mode === "pinned" ? (
          <form
            onSubmit={savePinned}
            className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
            noValidate
          >
            <FormField
              label="Home time zone"
              error={error}
              hint="Type to search, for example Europe/London or America/New_York."
            >
              {(control) => (
                <Input
                  {...control}
                  list={ids.list}
                  value={zone}
                  placeholder="Search, e.g. Europe/London"
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => setZone(event.target.value)}
                />
              )}
            </FormField>
            <datalist id={ids.list}>
              {zones.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <Button type="submit" className="sm:mt-6">
              <SaveIcon aria-hidden="true" /> Save home time zone
            </Button>
          </form>
        ) : null}

        <p className="text-sm text-muted-foreground" data-testid="time-zone-in-use">
          {settings.homeTimeZone
            ? `The watches follow your home time zone: ${settings.homeTimeZone}.`
            : `The watches follow this device: ${device}.`}
        </p>
      </CardContent>
    </Card>
  );
}
