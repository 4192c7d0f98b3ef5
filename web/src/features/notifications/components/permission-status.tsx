import { BellIcon, BellOffIcon, RefreshCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PermissionStatus } from "../hooks/use-notification-permission";

export const PERMISSION_TEXT: Record<PermissionStatus, string> = {
  granted: "Notifications are allowed on this device.",
  default: "Notifications have not been allowed yet.",
  denied: "Notifications are blocked for this site.",
  unsupported: "This browser does not support notifications.",
};

/** The permission with its badge or Enable button (core §2), and how to unblock it when denied. */
export function PermissionStatusRow({
  permission,
  enableButton,
  onRefresh,
}: {
  permission: PermissionStatus;
  /** Shown while permission is 'default' (or unsupported, where it says so when pressed). */
  enableButton: ReactNode;
  onRefresh: () => void;
}) {
  return (
    <>
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
              {PERMISSION_TEXT[permission]}
            </p>
          </div>
        </div>
        {permission === "granted" ? <Badge variant="success">Enabled</Badge> : null}
        {permission === "denied" ? <Badge variant="destructive">Blocked</Badge> : null}
        {permission === "default" || permission === "unsupported" ? enableButton : null}
      </div>
      {permission === "denied" ? <BlockedInstructions onRefresh={onRefresh} /> : null}
    </>
  );
}

export function BlockedInstructions({ onRefresh }: { onRefresh: () => void }) {
  return (
    <div className="grid gap-3 rounded-lg bg-muted p-4 text-sm">
      <p className="font-semibold">To turn notifications back on:</p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>Open your browser's site settings (the icon next to the address bar).</li>
        <li>Find Notifications and choose Allow.</li>
        <li>Come back here and refresh the status.</li>
      </ol>
      <Button variant="outline" size="sm" className="w-fit" onClick={onRefresh}>
        <RefreshCwIcon aria-hidden="true" /> Refresh status
      </Button>
    </div>
  );
}
