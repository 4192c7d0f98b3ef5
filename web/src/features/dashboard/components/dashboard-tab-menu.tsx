import { ChevronDownIcon } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { DASHBOARD_TABS, type DashboardTabId, tabById } from "../dashboard-tabs";

/** The tabs on a phone: a disclosure naming the current tab, opening a menu of all twelve. */
export function DashboardTabMenu({
  value,
  onSelect,
  className,
}: {
  value: DashboardTabId;
  onSelect: (tab: DashboardTabId) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = tabById(value);
  const CurrentIcon = current.icon;

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close();
    }
  }

  return (
    <nav aria-label="Dashboard sections" className={cn("grid gap-2", className)} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-border bg-card px-4 py-2 text-left font-medium shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <CurrentIcon className="size-5 text-primary" aria-hidden="true" />
        <span className="flex-1">
          <span className="sr-only">Section: </span>
          {current.label}
        </span>
        <span aria-hidden="true" className="text-xs text-muted-foreground">
          {open ? "Close" : "Menu"}
        </span>
        <ChevronDownIcon
          className={cn("size-4 text-muted-foreground transition-transform", open ? "rotate-180" : undefined)}
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="grid grid-cols-2 gap-1.5 rounded-lg border border-border bg-card p-2 shadow-md min-[420px]:grid-cols-3"
      >
        {DASHBOARD_TABS.map((tab) => {
          const Icon = tab.icon;
          const selected = tab.id === value;
          return (
            <li key={tab.id}>
              <button
                type="button"
                aria-current={selected ? "page" : undefined}
                onClick={() => {
                  onSelect(tab.id);
                  close();
                }}
                className={cn(
                  "flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                  selected ? "bg-primary text-primary-foreground hover:bg-primary/90" : undefined,
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {tab.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
