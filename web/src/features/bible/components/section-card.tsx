import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export type HeadingLevel = 2 | 3;

/** One part of the Bible screen: a card with an icon and a heading at the level its page needs. */
export function SectionCard({
  id,
  title,
  icon,
  description,
  headingLevel,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  description?: ReactNode;
  headingLevel: HeadingLevel;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={id}
      className={cn("grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6", className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary [&_svg]:size-5">
            {icon}
          </span>
          <div className="min-w-0">
            <Heading id={id} className="text-lg leading-tight font-semibold sm:text-xl">
              {title}
            </Heading>
            {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
          </div>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
