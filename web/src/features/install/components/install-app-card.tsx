import { DownloadIcon, SmartphoneIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { useInstallPrompt } from "../hooks/use-install-prompt";

/**
 * 'Install Prayer App': the browser's install prompt, or the manual steps on iPhone and iPad. `id` names
 * the card so a link or banner elsewhere can move focus to it.
 */
export function InstallAppCard({ id }: { id?: string } = {}) {
  const prompt = useInstallPrompt();
  // This device's install state: not in the server's page, shown once the app has taken it over (decision 054).
  const hydrated = useHydrated();
  if (!hydrated || prompt.kind === "hidden") return null;

  return (
    <section
      id={id}
      tabIndex={id === undefined ? undefined : -1}
      aria-labelledby="install-app-heading"
      className="animate-fade-up rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold/20 text-gold-text">
          <SmartphoneIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="install-app-heading" className="font-semibold">
            Install Prayer App
          </h2>
          {prompt.kind === "ios" ? (
            <>
              <p className="mt-1 text-sm text-muted-foreground">Keep the watches from your home screen:</p>
              <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm">
                <li>Tap the Share button in Safari.</li>
                <li>Choose Add to Home Screen.</li>
                <li>Tap Add.</li>
              </ol>
            </>
          ) : (
            <>
              <p className="mt-1 text-sm text-muted-foreground">
                Add Prayer Journey to your device for a full-screen app, one tap away.
              </p>
              <div className="mt-3 flex gap-2">
                <Button size="sm" onClick={() => void prompt.install()}>
                  <DownloadIcon aria-hidden="true" /> Install
                </Button>
                <Button size="sm" variant="ghost" onClick={prompt.dismiss}>
                  Not now
                </Button>
              </div>
            </>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-8"
          aria-label="Dismiss install prompt"
          onClick={prompt.dismiss}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
