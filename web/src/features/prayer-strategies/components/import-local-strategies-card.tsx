import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useImportLocalStrategies } from "../hooks/use-strategies";
import type { Strategy } from "../strategy";

/** 'Not now' lasts until the page is reloaded; it never deletes anything. */
const dismissed = new Set<number>();

/** After sign-in: offers to move the strategies kept in this browser to the account. */
export function ImportLocalStrategiesCard({ userId, local }: { userId: number; local: readonly Strategy[] }) {
  const headingId = useId();
  const [hidden, setHidden] = useState(() => dismissed.has(userId));
  const importStrategies = useImportLocalStrategies(userId);
  if (hidden || local.length === 0) return null;
  const count = local.length === 1 ? "1 strategy" : `${local.length} strategies`;
  return (
    <section
      aria-labelledby={headingId}
      className="room-panel flex flex-wrap items-center justify-between gap-3 rounded-xl p-4"
    >
      <div>
        <h3 id={headingId} className="font-semibold">
          {count} saved in this browser
        </h3>
        <p className="text-sm text-muted-foreground">
          Import them to your account to keep them on every device. They stay here until they are imported.
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            dismissed.add(userId);
            setHidden(true);
          }}
        >
          Not now
        </Button>
        <Button
          className="room-accent-button"
          disabled={importStrategies.isPending}
          onClick={() => importStrategies.mutate(local)}
        >
          {importStrategies.isPending ? (
            <>
              <Spinner className="size-4 text-current" /> Importing...
            </>
          ) : (
            "Import"
          )}
        </Button>
      </div>
    </section>
  );
}
