import { useCallback, useEffect, useState } from "react";
import { readSessionStorage, writeSessionStorage } from "@/lib/storage";
import { toastError, toastSuccess } from "@/lib/toast";

export const INSTALL_DISMISSED_KEY = "prayer-journey:install-dismissed";
/** iOS never signals installability, so the manual steps appear after a short pause (spec §9). */
export const IOS_PROMPT_DELAY_MS = 3000;

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

function isStandalone(): boolean {
  const navigatorWithStandalone = navigator as Navigator & { standalone?: boolean };
  return (
    navigatorWithStandalone.standalone === true ||
    (typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches)
  );
}

function isIos(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1)
  );
}

export type InstallPrompt =
  | { kind: "hidden" }
  | { kind: "ios"; dismiss: () => void }
  | { kind: "prompt"; install: () => Promise<void>; dismiss: () => void };

/** Whether to offer 'Install Prayer App', and how (spec §2, notification and install helpers). */
export function useInstallPrompt(): InstallPrompt {
  const [hidden, setHidden] = useState(() => isStandalone() || readSessionStorage(INSTALL_DISMISSED_KEY) !== null);
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [showIos, setShowIos] = useState(false);

  useEffect(() => {
    if (hidden) return;
    if (isIos()) {
      const timer = setTimeout(() => setShowIos(true), IOS_PROMPT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const onBeforeInstallPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setDeferred(null);
      setHidden(true);
      toastSuccess("App Installed", "Prayer Journey is now on your device.");
    };
    window.addEventListener("beforeinstallprompt", onBeforeInstallPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onBeforeInstallPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, [hidden]);

  const dismiss = useCallback(() => {
    writeSessionStorage(INSTALL_DISMISSED_KEY, "1");
    setHidden(true);
  }, []);

  const install = useCallback(async () => {
    if (!deferred) return;
    try {
      await deferred.prompt();
      const choice = await deferred.userChoice;
      setDeferred(null);
      if (choice.outcome === "accepted") setHidden(true);
    } catch (error) {
      console.warn("The install prompt failed", error);
      toastError("Installation Failed", "Please try again from your browser's menu.");
    }
  }, [deferred]);

  if (hidden) return { kind: "hidden" };
  if (showIos) return { kind: "ios", dismiss };
  if (deferred) return { kind: "prompt", install, dismiss };
  return { kind: "hidden" };
}
