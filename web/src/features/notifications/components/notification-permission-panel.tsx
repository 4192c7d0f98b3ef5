import { BellIcon, BellOffIcon, BellRingIcon, RefreshCwIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useNotificationPermission } from "../hooks/use-notification-permission";

/** Mobile Notifications: the browser permission, and a way to grant it. */
export function NotificationPermissionPanel() {
  const { permission, isRequesting, requestPermission, refresh } = useNotificationPermission();

  return (
    <Card role="region" aria-labelledby="mobile-notifications-heading">
      <CardHeader>
        <CardTitle id="mobile-notifications-heading" className="flex items-center gap-2">
          <BellRingIcon className="size-5 text-primary" aria-hidden="true" /> Mobile Notifications
        </CardTitle>
        <CardDescription>Prayer watch reminders arrive as notifications from your browser.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
          <div className="flex items-center gap-3">
            {permission === "granted" ? (
              <BellIcon className="size-5 text-success" aria-hidden="true" />
            ) : (
              <BellOffIcon className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
            <div>
              <p className="text-sm font-semibold">Permission status</p>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {permission === "granted" && "Notifications are allowed on this device."}
                {permission === "default" && "Notifications have not been allowed yet."}
                {permission === "denied" && "Notifications are blocked for this site."}
                {permission === "unsupported" && "This browser does not support notifications."}
              </p>
            </div>
          </div>
          {permission === "granted" ? <Badge variant="success">Enabled</Badge> : null}
          {permission === "denied" ? <Badge variant="destructive">Blocked</Badge> : null}
          {permission === "default" || permission === "unsupported" ? (
            <Button onClick={() => void requestPermission()} disabled={isRequesting}>
              {isRequesting ? <Spinner className="text-current" /> : <BellIcon aria-hidden="true" />}
              Enable
            </Button>
          ) : null}
        </div>

        {permission === "denied" ? (
          <div className="grid gap-3 rounded-lg bg-muted p-4 text-sm">
            <p className="font-semibold">To turn notifications back on:</p>
            <ol className="list-decimal space-y-1 pl-5">
              <li>Open your browser's site settings (the icon next to the address bar).</li>
              <li>Find Notifications and choose Allow.</li>
              <li>Come back here and refresh the status.</li>
            </ol>
            <Button variant="outline" size="sm" className="w-fit" onClick={refresh}>
              <RefreshCwIcon aria-hidden="true" /> Refresh status
            </Button>
          </div>
        ) : null}

        <p className="text-sm text-muted-foreground">
          Choosing watches and scheduling prayer reminders is not available yet. Allowing notifications now means
          reminders can reach you as soon as they are.
        </p>
      </CardContent>
    </Card>
  );
}
