import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { readSessionStorage, writeSessionStorage } from "@/lib/storage";
import { installPromptStore } from "../install-prompt-store";

/** The install card's dismissal, kept for this session (spec core §9). */
export const INSTALL_DISMISSED_KEY = "prayer-journey:install-dismissed";
/** iOS never signals installability, so the manual steps appear after a short pause (spec §9). */
export const IOS_PROMPT_DELAY_MS = 3000;

/** Running as the installed app (spec community §4: standalone means installed). */
export function isStandalone(): boolean {
  // On the server (decision 053) the page is a browser tab's until the app knows better.
  if (typeof window === "undefined") return false;
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

/**
 * Whether to offer installing the app, and how (spec core §2, notification and install helpers); a
 * dismissal is kept for this session. (The Alerts tab's banner, community §9, is the notifications
 * feature's: it points to this card.)
 */
export function useInstallPrompt(): InstallPrompt {
  const { deferred, installed } = useSyncExternalStore(
    installPromptStore.subscribe,
    installPromptStore.getSnapshot,
    installPromptStore.getSnapshot,
  );
  const [hidden, setHidden] = useState(() => isStandalone() || readSessionStorage(INSTALL_DISMISSED_KEY) !== null);
  const [showIos, setShowIos] = useState(false);

  useEffect(() => {
    if (hidden || !isIos()) return;
    const timer = setTimeout(() => setShowIos(true), IOS_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hidden]);

  const dismiss = useCallback(() => {
    writeSessionStorage(INSTALL_DISMISSED_KEY, "1");
    setHidden(true);
  }, []);

  const install = useCallback(async () => {
    await installPromptStore.install();
  }, []);

  if (hidden || installed) return { kind: "hidden" };
  if (showIos) return { kind: "ios", dismiss };
  if (deferred) return { kind: "prompt", install, dismiss };
  return { kind: "hidden" };
}
