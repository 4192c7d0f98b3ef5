import { DownloadIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useInstallPrompt } from "../hooks/use-install-prompt";

/**
 * The Alerts tab's install banner: one line and the browser's install prompt, shown while the browser
 * offers installing; its dismissal is kept in this browser (spec community §9).
 */
export function InstallBanner() {
  const prompt = useInstallPrompt({ remember: "local", iosSteps: false });
  if (prompt.kind !== "prompt") return null;
  return (
    <section
      aria-label="Install the app"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm"
    >
      <p className="min-w-0 flex-1">Install Prayer Journey for reminders and quick access from your home screen.</p>
      <Button size="sm" onClick={() => void prompt.install()}>
        <DownloadIcon aria-hidden="true" /> Install
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Dismiss install banner"
        onClick={prompt.dismiss}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </section>
  );
}
