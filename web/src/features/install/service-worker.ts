import { Workbox } from "workbox-window";
// Imported here so the app's main bundle hears the browser's install prompt from the start.
import "./install-prompt-store";

export const SERVICE_WORKER_URL = "/sw.js";
/** Spec core §7: on plain http the worker is not registered, and the console says why. */
export const INSECURE_CONTEXT_MESSAGE = "Service worker not registered: the offline worker requires HTTPS.";

/** What the page needs of the browser to register the worker (a parameter, so tests need no globals). */
export interface WorkerHost {
  isSecureContext: boolean;
  serviceWorker: ServiceWorkerContainer | undefined;
}

export interface RegisterOptions {
  /** A new version is installed and waiting; calling `activate` switches to it and reloads the page. */
  onUpdateReady: (activate: () => void) => void;
  host?: WorkerHost;
  createWorkbox?: (url: string) => Pick<Workbox, "addEventListener" | "register" | "messageSkipWaiting">;
  reload?: () => void;
}

function currentHost(): WorkerHost {
  return {
    isSecureContext: window.isSecureContext,
    serviceWorker: "serviceWorker" in navigator ? navigator.serviceWorker : undefined,
  };
}

/**
 * Registers /sw.js on secure origins (HTTPS, and localhost) so the app opens offline and can receive
 * pushes (`navigator.serviceWorker.ready` then resolves); over plain http elsewhere, logs why not.
 * Returns whether a registration was started.
 */
export function registerServiceWorker({
  onUpdateReady,
  host = currentHost(),
  createWorkbox = (url) => new Workbox(url, { scope: "/" }),
  reload = () => window.location.reload(),
}: RegisterOptions): boolean {
  if (!host.isSecureContext) {
    console.info(INSECURE_CONTEXT_MESSAGE);
    return false;
  }
  if (!host.serviceWorker) return false;
  const workbox = createWorkbox(SERVICE_WORKER_URL);
  workbox.addEventListener("waiting", () => {
    onUpdateReady(() => {
      // Reload once the new worker has taken over, so the page and its files match.
      workbox.addEventListener("controlling", () => reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch((error: unknown) => console.warn("The service worker could not be registered", error));
  return true;
}
