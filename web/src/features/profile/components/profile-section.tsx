import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export type HeadingLevel = 2 | 3;

/** One card of the profile, under a heading of the level the page needs. */
export function ProfileSection({
  id,
  title,
  description,
  headingLevel,
  icon,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  headingLevel: HeadingLevel;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `profile-${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6", className)}
    >
      <div className="mb-4 flex items-start gap-3">
        {icon ? <span className="mt-0.5 text-primary [&_svg]:size-5">{icon}</span> : null}
        <div>
          <Heading id={headingId} className="text-lg leading-tight font-semibold">
            {title}
          </Heading>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
