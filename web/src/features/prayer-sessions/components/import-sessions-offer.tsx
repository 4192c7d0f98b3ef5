import { useQueryClient } from "@tanstack/react-query";
import { HardDriveUploadIcon } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useLocalCollection } from "@/lib/local-collection";
import { toastError, toastSuccess } from "@/lib/toast";
import { useHydrated } from "@/lib/use-hydrated";
import { isImportDismissed, setImportDismissed, signedOutSessions, subscribeImportDismissed } from "../session-store";
import { importSignedOutSessions } from "../session-sync";

/**
 * At sign-in, offers the sessions prayed in this browser while signed out. Import sends them and
 * removes exactly those from the browser; Not now hides the offer for this visit and deletes nothing.
 */
export function ImportSessionsOffer({ userId }: { userId: number | null }) {
  const queryClient = useQueryClient();
  const local = useLocalCollection(signedOutSessions);
  const dismissed = useSyncExternalStore(subscribeImportDismissed, isImportDismissed, isImportDismissed);
  const [importing, setImporting] = useState(false);
  // What this browser keeps: not in the server's page, offered once the app has taken it over (decision 054).
  const hydrated = useHydrated();

  if (!hydrated || userId === null || local.length === 0 || dismissed) return null;
  const count = local.length;

  async function importNow() {
    setImporting(true);
    try {
      const result = await importSignedOutSessions(queryClient);
      const parts = [`${result.imported} imported`];
      if (result.alreadySaved > 0) parts.push(`${result.alreadySaved} already in your journal`);
      toastSuccess("Prayer sessions imported", `${parts.join(", ")}.`);
    } catch (error) {
      toastError("Import failed", errorMessage(error, "Please try again."));
    } finally {
      setImporting(false);
    }
  }

  return (
    <section
      aria-labelledby="import-sessions-heading"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="import-sessions-offer"
    >
      <div className="flex items-start gap-3">
        <HardDriveUploadIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h3 id="import-sessions-heading" className="font-semibold">
            {count} prayer {count === 1 ? "session" : "sessions"} saved in this browser
          </h3>
          <p className="text-sm text-muted-foreground">Add them to your journal so they are kept with your account.</p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={() => setImportDismissed(true)} disabled={importing}>
          Not now
        </Button>
        <Button onClick={importNow} disabled={importing}>
          {importing ? "Importing..." : "Import"}
        </Button>
      </div>
    </section>
  );
}
