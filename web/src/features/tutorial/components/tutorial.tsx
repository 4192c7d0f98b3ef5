import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, HomeIcon, LightbulbIcon, PlayIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { TUTORIAL_STEPS } from "../tutorial-steps";

interface TutorialProps {
  homeHref: string;
  /** Where 'Start Praying' leads: the first watch's prayer room. */
  startPrayingHref: string;
}

export function Tutorial({ homeHref, startPrayingHref }: TutorialProps) {
  const [current, setCurrent] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));

  const total = TUTORIAL_STEPS.length;
  const step = TUTORIAL_STEPS[current]!;
  const isLast = current === total - 1;
  const percent = Math.round(((current + 1) / total) * 100);

  function goTo(index: number) {
    const next = Math.min(total - 1, Math.max(0, index));
    setCurrent(next);
    setVisited((previous) => new Set(previous).add(next));
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="lg:col-span-2">
        <div className="mb-2 flex items-center justify-between text-sm">
          <span className="font-medium" aria-live="polite">
            Step {current + 1} of {total}
          </span>
          <span className="text-muted-foreground">{percent}% complete</span>
        </div>
        <Progress
          value={percent}
          aria-label="Tutorial progress"
          getValueLabel={() => `Step ${current + 1} of ${total}`}
        />
      </div>

      <nav aria-label="Tutorial steps">
        <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
          {TUTORIAL_STEPS.map((item, index) => {
            const isCurrent = index === current;
            const isComplete = visited.has(index);
            const Icon = item.icon;
            return (
              <li key={item.id} className="shrink-0 lg:shrink">
                <button
                  type="button"
                  onClick={() => goTo(index)}
                  aria-current={isCurrent ? "step" : undefined}
                  data-complete={isComplete || undefined}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-lg border px-3 py-2.5 text-left text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                    isCurrent
                      ? "border-primary bg-accent font-semibold text-accent-foreground"
                      : "border-border bg-card hover:bg-accent",
                  )}
                >
                  <span
                    className={cn(
                      "flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                      isCurrent
                        ? "bg-primary text-primary-foreground"
                        : isComplete
                          ? "bg-success text-success-foreground"
                          : "bg-muted text-muted-foreground",
                    )}
                  >
                    {isComplete && !isCurrent ? (
                      <CheckIcon className="size-4" aria-hidden="true" />
                    ) : (
                      <Icon className="size-4" aria-hidden="true" />
                    )}
                  </span>
                  <span className="max-lg:sr-only">{item.title}</span>
                  <span className="sr-only">{isComplete ? " (complete)" : ""}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <Card className="gap-0 py-0">
        <CardContent className="px-5 py-6 sm:px-8 sm:py-8">
          <p className="text-sm font-medium text-gold-text">{step.summary}</p>
          <h2 className="mt-1 font-display text-2xl font-semibold tracking-tight sm:text-3xl">{step.title}</h2>
          <div className="mt-5 grid gap-4 leading-relaxed">
            {step.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside aria-label="Tips" className="mt-6 rounded-lg border border-gold/40 bg-gold/10 p-4">
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <LightbulbIcon className="size-4 text-gold-text" aria-hidden="true" /> Tips
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {step.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </aside>

          <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
            <Button variant="outline" onClick={() => goTo(current - 1)} disabled={current === 0}>
              <ChevronLeftIcon aria-hidden="true" /> Previous
            </Button>
            {isLast ? (
              <Button asChild variant="gold" size="lg">
                <Link to={startPrayingHref}>
                  <PlayIcon aria-hidden="true" /> Start Praying
                </Link>
              </Button>
            ) : (
              <Button onClick={() => goTo(current + 1)}>
                Next <ChevronRightIcon aria-hidden="true" />
              </Button>
            )}
          </div>
        </CardContent>
      </Card>

      <div className="lg:col-start-2">
        <Button asChild variant="ghost">
          <Link to={homeHref}>
            <HomeIcon aria-hidden="true" /> Back to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
