import { HourglassIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** An honest stand-in for a part of the app that a later release builds. */
export function NotAvailablePanel({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <section
      aria-label="Not available yet"
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card/70 px-6 py-10 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <HourglassIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-medium">This part of Prayer Journey is not available yet.</p>
      {children ? <div className="max-w-md text-sm text-muted-foreground">{children}</div> : null}
    </section>
  );
}
