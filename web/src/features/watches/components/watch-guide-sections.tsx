import type { PrayerWatch, Scripture } from "@common/watches";
import { BookOpenIcon } from "lucide-react";
import { type ReactNode, useContext } from "react";
import { NumberedList } from "@/components/ui/numbered-list";
import { cn } from "@/lib/utils";
import { OpenReferenceContext } from "../open-reference-context";

type HeadingLevel = "h3" | "h4";

export function GuideSection({
  title,
  as: Heading = "h4",
  children,
  className,
}: {
  title: string;
  as?: HeadingLevel;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("grid gap-2", className)}>
      <Heading className="text-sm font-semibold tracking-wide text-gold-text uppercase">{title}</Heading>
      {children}
    </section>
  );
}

/** A scripture reference: a button that opens the passage when the guide has a way to, else text. */
export function ScriptureReference({ reference, className }: { reference: string; className?: string }) {
  const openReference = useContext(OpenReferenceContext);
  if (!openReference) return <span className={className}>{reference}</span>;
  return (
    <button
      type="button"
      onClick={() => openReference(reference)}
      className={cn(
        "rounded-sm text-left underline decoration-current/40 underline-offset-4 outline-none hover:decoration-current focus-visible:ring-2 focus-visible:ring-current",
        className,
      )}
    >
      {reference}
    </button>
  );
}

export function ScriptureQuote({ scripture, className }: { scripture: Scripture; className?: string }) {
  return (
    <figure className={cn("grid gap-1.5", className)}>
      <blockquote className="font-display text-base leading-relaxed italic">“{scripture.text}”</blockquote>
      <figcaption className="text-sm font-semibold">
        — <ScriptureReference reference={scripture.reference} />
      </figcaption>
    </figure>
  );
}

export function AdditionalScriptures({ watch, as }: { watch: PrayerWatch; as?: HeadingLevel }) {
  const openReference = useContext(OpenReferenceContext);
  const chip = "inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-3 py-1 text-sm";
  return (
    <GuideSection title="Additional Scriptures" as={as}>
      <ul className="flex flex-wrap gap-2">
        {watch.additionalScriptures.map((reference) => (
          <li key={reference} className={openReference ? undefined : chip}>
            {openReference ? (
              <button
                type="button"
                onClick={() => openReference(reference)}
                className={cn(
                  chip,
                  "transition-colors outline-none hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                )}
              >
                <BookOpenIcon className="size-3.5 text-primary" aria-hidden="true" />
                {reference}
              </button>
            ) : (
              <>
                <BookOpenIcon className="size-3.5 text-primary" aria-hidden="true" />
                {reference}
              </>
            )}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

export function StrategicPurposes({ watch, as }: { watch: PrayerWatch; as?: HeadingLevel }) {
  return (
    <GuideSection title="Strategic Purposes" as={as}>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm leading-relaxed marker:text-primary">
        {watch.purposes.map((purpose) => (
          <li key={purpose}>{purpose}</li>
        ))}
      </ul>
    </GuideSection>
  );
}

export function ThanksgivingPrayerPoints({ watch, as }: { watch: PrayerWatch; as?: HeadingLevel }) {
  return (
    <GuideSection title="Thanksgiving Prayer Points" as={as}>
      <NumberedList items={watch.prayerPoints} className="text-sm" />
    </GuideSection>
  );
}

export function PrayerFocusBox({ watch, className }: { watch: PrayerWatch; className?: string }) {
  return (
    <div className={cn("rounded-lg border border-primary/25 bg-primary/8 p-4", className)}>
      <p className="text-sm font-semibold text-primary">Prayer Focus</p>
      <p className="mt-1 text-sm leading-relaxed">{watch.focus}</p>
    </div>
  );
}
