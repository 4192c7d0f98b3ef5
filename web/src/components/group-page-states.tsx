import { LockIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";

/**
 * The states every page of a group shares (the wall, schedule, studies, alerts and roster): a page closed
 * to the viewer, with the way back to their groups (and to find another), and a load that failed, with
 * 'Try again'.
 */

export function GroupUnavailable({
  title,
  text,
  links,
}: {
  title: string;
  text: string;
  links: { myGroups: string; community?: string };
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <LockIcon className="size-6" aria-hidden="true" />
      </span>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <a href={links.myGroups}>My Prayer Groups</a>
        </Button>
        {links.community ? (
          <Button asChild variant="outline">
            <a href={links.community}>Find a group</a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export function GroupLoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-xl border border-destructive/40 p-6 text-center"
    >
      <p>{message}</p>
      <Button variant="outline" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
