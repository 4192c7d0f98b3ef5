import { RefreshCwIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { type RegisterOptions, registerServiceWorker } from "../service-worker";

export interface ServiceWorkerUpdatesProps {
  /** Register /sw.js: in the built app only (the dev server and tests have no worker). */
  enabled?: boolean;
  register?: (options: Pick<RegisterOptions, "onUpdateReady">) => unknown;
}

/**
 * Registers the service worker once, and when a new version of the app is waiting, says so with a
 * Reload button that switches to it (decision 029).
 */
export function ServiceWorkerUpdates({
  enabled = import.meta.env.PROD,
  register = registerServiceWorker,
}: ServiceWorkerUpdatesProps) {
  const [activate, setActivate] = useState<(() => void) | null>(null);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    register({ onUpdateReady: (next) => setActivate(() => next) });
  }, [enabled, register]);

  if (!activate) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-border bg-card p-3 text-sm text-card-foreground shadow-lg"
    >
      <RefreshCwIcon className="size-4 shrink-0 text-gold-text" aria-hidden="true" />
      <p className="min-w-0 flex-1">A new version is available</p>
      <Button
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          activate();
        }}
      >
        Reload
      </Button>
    </div>
  );
}
