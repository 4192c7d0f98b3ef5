import { toastError, toastSuccess } from "@/lib/toast";

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

export interface InstallPromptState {
  /** The browser's deferred prompt, while it may still be shown. */
  deferred: BeforeInstallPromptEvent | null;
  /** Installed during this visit (accepted, or the browser said `appinstalled`). */
  installed: boolean;
}

export const INSTALL_FAILED_DESCRIPTION =
  "Prayer Journey was not installed. You can install it later from your browser's menu.";
export const APP_INSTALLED_DESCRIPTION = "Prayer Journey is now on your device.";

/**
 * The browser says once per page load that the app can be installed, often before the page that offers
 * it has loaded (the Alerts tab, say). This store hears it from the start (it is imported by the app's
 * main bundle through the service-worker registration) and hands it to every install card and banner.
 */
export function createInstallPromptStore(target: Window) {
  // The event may have come before this module ran: appearance-boot.js, in the page's head, kept it.
  const early = (target as Window & { __pjBeforeInstallPrompt?: BeforeInstallPromptEvent }).__pjBeforeInstallPrompt;
  let state: InstallPromptState = { deferred: early ?? null, installed: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<InstallPromptState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const announceInstalled = () => {
    if (state.installed) return;
    set({ deferred: null, installed: true });
    toastSuccess("App Installed", APP_INSTALLED_DESCRIPTION);
  };

  target.addEventListener("beforeinstallprompt", (event) => {
    // Keep the browser's own mini-infobar away: the app offers installing in its own words.
    event.preventDefault();
    set({ deferred: event as BeforeInstallPromptEvent });
  });
  target.addEventListener("appinstalled", announceInstalled);

  return {
    getSnapshot: (): InstallPromptState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows the browser's prompt: accepted → 'App Installed'; refused or failed → 'Installation Failed'. */
    async install(): Promise<"accepted" | "dismissed" | "failed" | "unavailable"> {
      const { deferred } = state;
      if (!deferred) return "unavailable";
      // A prompt can be shown once; whatever happens, it is spent.
      set({ deferred: null });
      try {
        await deferred.prompt();
        const choice = await deferred.userChoice;
        if (choice.outcome === "accepted") {
          announceInstalled();
          return "accepted";
        }
        toastError("Installation Failed", INSTALL_FAILED_DESCRIPTION);
        return "dismissed";
      } catch (error) {
        console.warn("The install prompt failed", error);
        toastError("Installation Failed", INSTALL_FAILED_DESCRIPTION);
        return "failed";
      }
    },
    /** Tests only: forget this page's prompt and installation. */
    reset(): void {
      set({ deferred: null, installed: false });
    },
  };
}

export type InstallPromptStore = ReturnType<typeof createInstallPromptStore>;

// On the server (the signed-in home rendered there, decision 053) no prompt ever comes: a bare event target.
export const installPromptStore = createInstallPromptStore(
  typeof window === "undefined" ? (new EventTarget() as unknown as Window) : window,
);
