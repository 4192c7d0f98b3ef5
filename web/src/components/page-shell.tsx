import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

interface PageShellProps {
  /** Left side of the top bar: back links and the like. */
  nav?: ReactNode;
  /** Right side of the top bar. */
  actions?: ReactNode;
  width?: "narrow" | "default" | "wide";
  className?: string;
  children: ReactNode;
}

const widths = { narrow: "max-w-3xl", default: "max-w-5xl", wide: "max-w-6xl" } as const;

/** The frame of an inner page: a sticky top bar and one main region. */
export function PageShell({ nav, actions, width = "default", className, children }: PageShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      {nav || actions ? (
        <header className="glass sticky top-0 z-20 border-b border-border">
          <div className={cn("mx-auto flex w-full items-center justify-between gap-2 px-4 py-2", widths[width])}>
            <nav aria-label="Page" className="flex min-w-0 items-center gap-1">
              {nav}
            </nav>
            <div className="flex items-center gap-2">{actions}</div>
          </div>
        </header>
      ) : null}
      <main
        id="main"
        tabIndex={-1}
        className={cn("mx-auto w-full flex-1 px-4 py-6 outline-none sm:py-10", widths[width], className)}
      >
        {children}
      </main>
    </div>
  );
}

export function PageHeading({
  title,
  description,
  icon,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="mb-6 flex items-start gap-3 sm:mb-8">
      {icon ? (
        <span className="mt-1 flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary [&_svg]:size-6">
          {icon}
        </span>
      ) : null}
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1.5 text-muted-foreground text-pretty">{description}</p> : null}
      </div>
    </div>
  );
}
