import { BibleMessages } from "@common/bible";
import { useQuery } from "@tanstack/react-query";
import { SunriseIcon } from "lucide-react";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { localIsoDate } from "@/lib/dates";
import { dailyVerseQueryOptions } from "../api/queries";
import { ReferenceButton } from "./reference-button";
import type { HeadingLevel } from "./section-card";

/** Today's Word: the verse of the device's calendar day, the same for everyone on that date. */
export function TodaysWord({ headingLevel }: { headingLevel: HeadingLevel }) {
  const [today] = useState(() => localIsoDate());
  const verse = useQuery(dailyVerseQueryOptions(today));
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="todays-word-heading"
      className="relative overflow-hidden rounded-xl border border-primary/25 bg-linear-to-br from-primary/12 via-card to-gold/12 p-5 shadow-sm sm:p-7"
    >
      <Heading
        id="todays-word-heading"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-gold-text uppercase"
      >
        <SunriseIcon className="size-4" aria-hidden="true" /> Today's Word
      </Heading>
      {verse.isPending ? (
        <div className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading today's verse…
        </div>
      ) : verse.isError ? (
        <p role="alert" className="py-4 text-sm text-destructive">
          {BibleMessages.dailyVerseFailed}
        </p>
      ) : (
        <figure className="mt-3 grid gap-3">
          <blockquote
            className="font-display text-lg leading-relaxed text-balance sm:text-xl"
            data-testid="daily-verse"
          >
            “{verse.data.text}”
          </blockquote>
          <figcaption>
            <ReferenceButton reference={verse.data.reference} />
          </figcaption>
        </figure>
      )}
    </section>
  );
}
