import { QUICK_REFERENCES, SEARCH_QUERY_MAX, type SearchResponse } from "@common/bible";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { SearchIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { searchQueryOptions } from "../api/queries";
import { usePassageDialog } from "../hooks/use-passage-dialog";
import { ReferenceButton } from "./reference-button";
import { type HeadingLevel, SectionCard } from "./section-card";

/** Search Scripture: words, a "quoted phrase" or a reference; blank input is ignored (spec §5). */
export function ScriptureSearch({ headingLevel }: { headingLevel: HeadingLevel }) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const { openPassage } = usePassageDialog();
  const results = useQuery({ ...searchQueryOptions(submitted ?? ""), enabled: submitted !== null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = draft.trim();
    if (!query) return;
    setSubmitted(query);
  };

  return (
    <SectionCard
      id="scripture-search-heading"
      title="Search Scripture"
      icon={<SearchIcon />}
      description="Search by words, a “quoted phrase” or a reference such as John 3:16."
      headingLevel={headingLevel}
    >
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search the Bible
        </label>
        <Input
          id={inputId}
          type="search"
          value={draft}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="e.g. the Lord is my shepherd"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">
          <SearchIcon aria-hidden="true" /> <span className="max-sm:sr-only">Search</span>
        </Button>
      </form>

      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground" id="quick-references-label">
          Quick references
        </p>
        <ul aria-labelledby="quick-references-label" className="flex flex-wrap gap-2">
          {QUICK_REFERENCES.map((reference) => (
            <li key={reference}>
              <button
                type="button"
                onClick={() => openPassage(reference)}
                className="rounded-full border border-border bg-muted px-3 py-1.5 text-sm font-medium transition-colors outline-none hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                {reference}
              </button>
            </li>
          ))}
        </ul>
      </div>

      {submitted !== null ? <SearchResults query={submitted} results={results} /> : null}
    </SectionCard>
  );
}

function SearchResults({ query, results }: { query: string; results: UseQueryResult<SearchResponse> }) {
  if (results.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Searching…
      </p>
    );
  }
  if (results.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Search failed: {errorMessage(results.error, "please try again.")}
      </p>
    );
  }
  const verses = results.data.verses;
  return (
    <div className="grid gap-3 border-t border-border pt-4">
      <p role="status" className="text-sm text-muted-foreground">
        {verses.length === 0
          ? `No verses found for “${query}”.`
          : `${verses.length} ${verses.length === 1 ? "verse" : "verses"} for “${query}”`}
      </p>
      {verses.length > 0 ? (
        <ol aria-label="Search results" className="grid gap-2">
          {verses.map((verse) => (
            <li key={verse.reference} className="grid gap-1 rounded-lg border border-border bg-background/60 p-3">
              <ReferenceButton reference={verse.reference} className="w-fit text-sm" />
              <p className="text-sm leading-relaxed">{highlight(verse.text, query)}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** Small words that would light up every verse. */
const UNMARKED = new Set([
  "the",
  "and",
  "for",
  "that",
  "with",
  "unto",
  "shall",
  "his",
  "him",
  "not",
  "are",
  "was",
  "but",
]);

/** Marks the searched words in a result. */
export function highlight(text: string, query: string): ReactNode {
  const words = [...new Set(query.toLowerCase().match(/\p{L}{3,}/gu) ?? [])].filter((word) => !UNMARKED.has(word));
  if (words.length === 0) return text;
  const pattern = new RegExp(`\\b(${words.join("|")})\\b`, "giu");
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: positional pieces of one string.
      <mark key={index} className="rounded-sm bg-gold/35 px-0.5 text-inherit">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
