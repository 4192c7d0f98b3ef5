import { WATCH_NUMBERS } from "@common/watches";
import {
  BarChart3Icon,
  CloudOffIcon,
  DownloadIcon,
  MicIcon,
  NotebookPenIcon,
  RefreshCwIcon,
  SearchIcon,
  SlidersHorizontalIcon,
  XIcon,
} from "lucide-react";
import { type ComponentProps, lazy, Suspense, useId, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useJournalEntries, usePendingSync } from "../hooks/use-journal-entries";
import {
  activeAdvancedFilters,
  filterEntries,
  focusAreas,
  type JournalEntry,
  type JournalFilters,
  NO_FILTERS,
  watchName,
  weekSummary,
} from "../journal";
import { downloadFile, EXPORT_FORMATS, type ExportFormat, exportJournal } from "../journal-export";
import { AdvancedFiltersDialog } from "./advanced-filters-dialog";
import { DeleteJournalEntryButton } from "./delete-journal-entry-button";
import { ImportSessionsOffer } from "./import-sessions-offer";

const JournalAnalyticsDialog = lazy(() => import("./journal-analytics-dialog"));

interface PrayerJournalProps {
  /** The signed-in user's id; null shows the sessions kept in this browser. */
  userId: number | null;
  /** The clock (tests fix it). */
  now?: () => Date;
}

const dateTime = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** The Prayer Journal tab (community spec §2): saved sessions with search, filters, a summary and quick actions. */
export function PrayerJournal({ userId, now = () => new Date() }: PrayerJournalProps) {
  const { entries, isLoading, error, refetch } = useJournalEntries(userId);
  const { sync, syncing } = usePendingSync(userId);
  const [filters, setFilters] = useState<JournalFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const ids = { search: useId(), exportMenu: useId() };
  const today = now();

  const shown = useMemo(() => filterEntries(entries, filters), [entries, filters]);
  const summary = weekSummary(entries, today);
  const areas = focusAreas(entries);
  const advanced = activeAdvancedFilters(filters);
  const pendingCount = entries.filter((entry) => entry.status === "pending").length;

  function exportAs(format: ExportFormat) {
    const file = exportJournal(shown, format, now());
    downloadFile(file.fileName, file.content, file.type);
    setExportOpen(false);
    toastSuccess(
      "Journal exported",
      `${file.fileName} (${shown.length} ${shown.length === 1 ? "session" : "sessions"})`,
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid content-start gap-4">
        <ImportSessionsOffer userId={userId} />

        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <label htmlFor={ids.search} className="sr-only">
            Search prayer notes
          </label>
          <Input
            id={ids.search}
            type="search"
            placeholder="Search prayer notes..."
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            className="pl-9"
          />
        </div>

        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter by watch</legend>
          <WatchFilterButton
            pressed={filters.watchNumber === null}
            onClick={() => setFilters({ ...filters, watchNumber: null })}
          >
            All
          </WatchFilterButton>
          {WATCH_NUMBERS.map((number) => (
            <WatchFilterButton
              key={number}
              pressed={filters.watchNumber === number}
              onClick={() => setFilters({ ...filters, watchNumber: number })}
              title={watchName(number)}
            >
              Watch {number}
            </WatchFilterButton>
          ))}
        </fieldset>

        {advanced.length > 0 ? (
          <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
            {advanced.map((filter) => (
              <li key={filter.key}>
                <Badge variant="secondary" className="gap-1.5 py-1 pr-1">
                  {filter.label}
                  <button
                    type="button"
                    onClick={() =>
                      setFilters(
                        filter.key === "dates"
                          ? { ...filters, from: "", to: "" }
                          : filter.key === "voice"
                            ? { ...filters, voiceGuidedOnly: false }
                            : { ...filters, minMinutes: 0 },
                      )
                    }
                    className="rounded-full p-0.5 outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <XIcon aria-hidden="true" />
                    <span className="sr-only">Remove filter: {filter.label}</span>
                  </button>
                </Badge>
              </li>
            ))}
            <li>
              <Button
                variant="link"
                size="sm"
                className="h-auto px-1"
                onClick={() => setFilters({ ...filters, from: "", to: "", voiceGuidedOnly: false, minMinutes: 0 })}
              >
                Clear all filters
              </Button>
            </li>
          </ul>
        ) : null}

        {pendingCount > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-muted/60 px-4 py-2.5 text-sm">
            <span className="flex items-center gap-2">
              <CloudOffIcon className="size-4" aria-hidden="true" />
              {pendingCount} {pendingCount === 1 ? "session is" : "sessions are"} not yet saved to your account.
            </span>
            <Button variant="outline" size="sm" onClick={() => void sync()} disabled={syncing}>
              <RefreshCwIcon aria-hidden="true" /> {syncing ? "Sending..." : "Send now"}
            </Button>
          </div>
        ) : null}

        {isLoading ? (
          <p className="flex items-center justify-center gap-2 py-10 text-muted-foreground">
            <Spinner /> Loading prayer sessions...
          </p>
        ) : error ? (
          <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 p-5 text-sm">
            <p className="font-semibold text-destructive">Your prayer sessions could not be loaded.</p>
            <p className="mt-1">{errorMessage(error, "Please try again.")}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input px-6 py-12 text-center">
            <NotebookPenIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-lg font-semibold">No Prayer Sessions Found</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              {entries.length === 0
                ? "Start a prayer from the Watches tab; each session you finish is recorded here."
                : "No session matches your search and filters."}
            </p>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {shown.length === entries.length
                ? `${entries.length} ${entries.length === 1 ? "session" : "sessions"}`
                : `${shown.length} of ${entries.length} sessions`}
            </p>
            <ul aria-label="Prayer sessions" className="grid gap-3">
              {shown.map((entry) => (
                <JournalEntryCard key={entry.clientId} entry={entry} />
              ))}
            </ul>
          </>
        )}
      </div>

      <aside className="grid content-start gap-4" aria-label="Journal summary">
        <section
          aria-labelledby="week-summary-heading"
          className="rounded-xl border border-border bg-card p-5 shadow-sm"
        >
          <h3 id="week-summary-heading" className="font-semibold">
            This Week's Summary
          </h3>
          <p className="text-xs text-muted-foreground">Sunday to Saturday</p>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center" data-testid="week-summary">
            <div className="rounded-lg bg-muted/70 p-2">
              <dt className="text-xs text-muted-foreground">Sessions</dt>
              <dd className="text-xl font-semibold tabular-nums">{summary.sessions}</dd>
            </div>
            <div className="rounded-lg bg-muted/70 p-2">
              <dt className="text-xs text-muted-foreground">Minutes</dt>
              <dd className="text-xl font-semibold tabular-nums">{summary.minutes}</dd>
            </div>
            <div className="rounded-lg bg-muted/70 p-2">
              <dt className="text-xs text-muted-foreground">Total time</dt>
              <dd className="text-xl font-semibold tabular-nums">{summary.totalTime}</dd>
            </div>
          </dl>
        </section>

        <section
          aria-labelledby="focus-areas-heading"
          className="rounded-xl border border-border bg-card p-5 shadow-sm"
        >
          <h3 id="focus-areas-heading" className="font-semibold">
            Prayer Focus Areas
          </h3>
          {areas.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">Your most-prayed watches appear here.</p>
          ) : (
            <ul className="mt-3 grid gap-3" data-testid="focus-areas">
              {areas.map((area) => (
                <li key={area.watchNumber} className="grid gap-1 text-sm">
                  <span className="flex justify-between gap-2">
                    <span>{area.name}</span>
                    <span className="tabular-nums text-muted-foreground">{area.percent}%</span>
                  </span>
                  <Progress value={area.percent} aria-label={`${area.name}: ${area.percent}% of sessions`} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-labelledby="quick-actions-heading"
          className="rounded-xl border border-border bg-card p-5 shadow-sm"
        >
          <h3 id="quick-actions-heading" className="font-semibold">
            Quick Actions
          </h3>
          <div className="mt-3 grid gap-2">
            <Button
              variant="outline"
              className="justify-start"
              aria-expanded={exportOpen}
              aria-controls={ids.exportMenu}
              onClick={() => setExportOpen((open) => !open)}
            >
              <DownloadIcon aria-hidden="true" /> Export Journal
            </Button>
            <div id={ids.exportMenu} hidden={!exportOpen} className="grid gap-1.5 rounded-lg bg-muted/60 p-2">
              <p className="px-1 text-xs text-muted-foreground">
                {shown.length === 0
                  ? "No sessions to export."
                  : `Downloads the ${shown.length} ${shown.length === 1 ? "session" : "sessions"} shown.`}
              </p>
              {EXPORT_FORMATS.map((entry) => (
                <Button
                  key={entry.format}
                  variant="ghost"
                  size="sm"
                  className="justify-start"
                  disabled={shown.length === 0}
                  onClick={() => exportAs(entry.format)}
                >
                  Download {entry.label}
                </Button>
              ))}
            </div>
            <Button variant="outline" className="justify-start" onClick={() => setFiltersOpen(true)}>
              <SlidersHorizontalIcon aria-hidden="true" /> Advanced Filters
              {advanced.length > 0 ? <Badge className="ml-auto">{advanced.length}</Badge> : null}
            </Button>
            <Button variant="outline" className="justify-start" onClick={() => setAnalyticsOpen(true)}>
              <BarChart3Icon aria-hidden="true" /> View Analytics
            </Button>
          </div>
        </section>
      </aside>

      <AdvancedFiltersDialog
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        value={filters}
        onApply={(advancedFilters) => {
          setFilters({ ...filters, ...advancedFilters });
          setFiltersOpen(false);
        }}
      />
      {analyticsOpen ? (
        <Suspense fallback={null}>
          <JournalAnalyticsDialog open={analyticsOpen} onOpenChange={setAnalyticsOpen} entries={entries} now={today} />
        </Suspense>
      ) : null}
    </div>
  );
}

function WatchFilterButton({ pressed, className, ...props }: ComponentProps<typeof Button> & { pressed: boolean }) {
  return (
    <Button
      variant={pressed ? "default" : "outline"}
      size="sm"
      aria-pressed={pressed}
      className={cn("rounded-full", className)}
      {...props}
    />
  );
}

/** "Too long." → "Too long": the reason is set inside a sentence. */
function withoutFinalPeriod(text: string): string {
  return text.trim().replace(/\.+$/, "");
}

function JournalEntryCard({ entry }: { entry: JournalEntry }) {
  const when = new Date(entry.completedAt);
  const label = `${watchName(entry.watchNumber)}, ${dateTime.format(when)}`;
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="journal-entry">
      <article aria-label={label}>
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2">
            <div>
              {/* Under the tab's h2 "Prayer Journal", before the summary's h3s: no level skipped (issue 19 §7). */}
              <h3 className="font-semibold">{watchName(entry.watchNumber)}</h3>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.completedAt}>{dateTime.format(when)}</time>
              </p>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant="outline">
                {entry.duration} {entry.duration === 1 ? "minute" : "minutes"}
              </Badge>
              {entry.voiceGuided ? (
                <Badge variant="secondary">
                  <MicIcon aria-hidden="true" /> Voice guided
                </Badge>
              ) : null}
              {entry.status === "pending" ? <Badge variant="outline">Not yet synced</Badge> : null}
              {entry.status === "refused" ? (
                <Badge variant="outline" className="border-destructive/50 text-destructive">
                  Not saved
                </Badge>
              ) : null}
              {entry.status === "local" ? <Badge variant="outline">On this device</Badge> : null}
            </div>
          </div>
          <DeleteJournalEntryButton entry={entry} label={label} className="-mt-1 -mr-1" />
        </div>
        {entry.notes ? <p className="mt-3 text-sm whitespace-pre-wrap">{entry.notes}</p> : null}
        {entry.status === "refused" ? (
          <p className="mt-2 text-xs text-destructive">
            The server refused this session: {withoutFinalPeriod(entry.refusedReason ?? "no reason given")}. You can
            delete it.
          </p>
        ) : null}
      </article>
    </li>
  );
}
