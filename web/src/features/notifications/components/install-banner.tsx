import { SmartphoneIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { readStorage, writeStorage } from "@/lib/storage";

/** The install banner's dismissal is kept in local storage (community §9): once dismissed, it stays away. */
export const INSTALL_BANNER_DISMISSED_KEY = "prayer-journey:install-banner-dismissed";

export function isStandaloneApp(): boolean {
  const navigatorWithStandalone = navigator as Navigator & { standalone?: boolean };
  return (
    navigatorWithStandalone.standalone === true ||
    (typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches)
  );
}

/** A slim banner on the Alerts tab pointing to the install helper; hidden in the installed app. */
export function InstallBanner({ helperId }: { helperId: string }) {
  const [hidden, setHidden] = useState(() => isStandaloneApp() || readStorage(INSTALL_BANNER_DISMISSED_KEY) !== null);
  if (hidden) return null;

  function dismiss() {
    writeStorage(INSTALL_BANNER_DISMISSED_KEY, new Date().toISOString());
    setHidden(true);
  }

  function showHelper() {
    const helper = document.getElementById(helperId);
    helper?.scrollIntoView?.({ behavior: "smooth", block: "start" });
    helper?.focus();
  }

  return (
    <aside
      aria-label="Install the app"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm"
    >
      <SmartphoneIcon className="size-5 shrink-0 text-gold-text" aria-hidden="true" />
      <p className="min-w-48 flex-1">Install Prayer Journey on this device and its reminders arrive like any app's.</p>
      <div className="ml-auto flex items-center gap-1">
        <Button size="sm" variant="outline" onClick={showHelper}>
          How to install
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label="Dismiss install banner" onClick={dismiss}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}
