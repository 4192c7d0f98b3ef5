import { ChevronDownIcon, ShieldIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { WATCHMAN_CALL, WATCHMAN_SCRIPTURES } from "../watchman-call";
import { ScriptureQuote } from "./watch-guide-sections";

/**
 * The guide's collapsible introduction: why watchmen keep the watches. A plain disclosure (a button with
 * aria-expanded and aria-controls, content `hidden` while closed): unlike Radix's Collapsible, nothing is
 * measured when the home page first renders (decision 052).
 */
export function GuideIntro() {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <section aria-labelledby="guide-intro-heading" className="rounded-xl border border-border bg-card shadow-sm">
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="flex min-w-0 gap-3">
          <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold/20 text-gold-text">
            <ShieldIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id="guide-intro-heading" className="text-lg leading-snug font-semibold text-balance sm:text-xl">
              The Eight Prayer Watches: A Strategic Guide for Watchmen and Intercessors
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Eight three-hour watches cover the day and the night, so that the wall is never left unguarded.
            </p>
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((current) => !current)}
        >
          <ChevronDownIcon aria-hidden="true" className={cn("transition-transform", open ? "rotate-180" : undefined)} />
          {open ? "Hide introduction" : "Read introduction"}
        </Button>
      </div>
      <div id={contentId} hidden={!open} className="border-t border-border">
        <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-2">
          <div className="grid content-start gap-4">
            <h3 className="text-sm font-semibold tracking-wide text-gold-text uppercase">Supporting Scriptures</h3>
            {WATCHMAN_SCRIPTURES.map((scripture) => (
              <ScriptureQuote
                key={scripture.reference}
                scripture={scripture}
                className="rounded-lg border-l-4 border-primary bg-muted/60 p-4"
              />
            ))}
          </div>
          <div className="grid content-start gap-3">
            <h3 className="text-sm font-semibold tracking-wide text-gold-text uppercase">The Watchman's Call</h3>
            <ul className="grid gap-2.5 text-sm leading-relaxed">
              {WATCHMAN_CALL.map((line) => (
                <li key={line} className="flex gap-2.5">
                  <ShieldIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
