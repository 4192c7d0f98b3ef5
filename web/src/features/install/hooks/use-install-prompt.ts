import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { readSessionStorage, readStorage, writeSessionStorage, writeStorage } from "@/lib/storage";
import { installPromptStore } from "../install-prompt-store";

/** The install card's dismissal, kept for this session (spec core §9). */
export const INSTALL_DISMISSED_KEY = "prayer-journey:install-dismissed";
/** The Alerts tab's install banner's dismissal, kept in local storage (spec community §9). */
export const INSTALL_BANNER_DISMISSED_KEY = "prayer-journey:install-banner-dismissed";
/** iOS never signals installability, so the manual steps appear after a short pause (spec §9). */
export const IOS_PROMPT_DELAY_MS = 3000;

/** Running as the installed app (spec community §4: standalone means installed). */
export function isStandalone(): boolean {
  const navigatorWithStandalone = navigator as Navigator & { standalone?: boolean };
  return (
    navigatorWithStandalone.standalone === true ||
    (typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches)
  );
}

export function isIos(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1)
  );
}

export type InstallPrompt =
  | { kind: "hidden" }
  | { kind: "ios"; dismiss: () => void }
  | { kind: "prompt"; install: () => Promise<void>; dismiss: () => void };

export interface InstallPromptOptions {
  /** Where a dismissal is remembered: this session (the card) or this browser (the banner). */
  remember?: "session" | "local";
  /** Show the manual steps on iOS (the card does; the banner only offers the browser's prompt). */
  iosSteps?: boolean;
}

function dismissedIn(remember: "session" | "local"): boolean {
  return remember === "session"
    ? readSessionStorage(INSTALL_DISMISSED_KEY) !== null
    : readStorage(INSTALL_BANNER_DISMISSED_KEY) !== null;
}

/** Whether to offer installing the app, and how (spec core §2, notification and install helpers). */
export function useInstallPrompt({ remember = "session", iosSteps = true }: InstallPromptOptions = {}): InstallPrompt {
  const { deferred, installed } = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.getSnapshot);
  const [hidden, setHidden] = useState(() => isStandalone() || dismissedIn(remember));
  const [showIos, setShowIos] = useState(false);

  useEffect(() => {
    if (hidden || !iosSteps || !isIos()) return;
    const timer = setTimeout(() => setShowIos(true), IOS_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hidden, iosSteps]);

  const dismiss = useCallback(() => {
    if (remember === "session") writeSessionStorage(INSTALL_DISMISSED_KEY, "1");
    else writeStorage(INSTALL_BANNER_DISMISSED_KEY, "1");
    setHidden(true);
  }, [remember]);

  const install = useCallback(async () => {
    await installPromptStore.install();
  }, []);

  if (hidden || installed) return { kind: "hidden" };
  if (showIos) return { kind: "ios", dismiss };
  if (deferred) return { kind: "prompt", install, dismiss };
  return { kind: "hidden" };
}
