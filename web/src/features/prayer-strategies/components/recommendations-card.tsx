import { getWatch } from "@common/watches";
import { HeartPulseIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { scriptureEntry } from "../strategy";

export interface StrategyRecommendation {
  title: string;
  focus: string;
  /** As a strategy keeps them: quoted reference-and-text pairs. */
  scriptures: string[];
  prayerPoints: string[];
}

/**
 * Watch 1's evening-healing recommendations (spec §2), from the watch's own data: its focus, its
 * scripture and the room's key scriptures, and the first of its prayer points. Null for other watches.
 */
export function eveningHealingRecommendation(watchNumber: number): StrategyRecommendation | null {
  const watch = watchNumber === 1 ? getWatch(1) : undefined;
  if (!watch) return null;
  return {
    title: "Evening Healing and Reflection",
    focus: watch.focus,
    scriptures: [watch.scripture, ...watch.room.keyScriptures].slice(0, 4).map(scriptureEntry),
    prayerPoints: watch.prayerPoints.slice(0, 4),
  };
}

export function RecommendationsCard({
  recommendation,
  onUse,
}: {
  recommendation: StrategyRecommendation;
  onUse: () => void;
}) {
  const headingId = useId();
  return (
    <Card className="room-panel room-side-panel" role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <HeartPulseIcon className="room-accent-text size-5" aria-hidden="true" />
          Evening Healing Recommendations
        </CardTitle>
        <CardDescription>
          For the first watch, a time of healing and reflection at the close of the day.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div>
          <h4 className="font-semibold">Recommended Focus</h4>
          <p className="text-muted-foreground">{recommendation.focus}</p>
        </div>
        <div>
          <h4 className="font-semibold">Recommended Scriptures</h4>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
            {recommendation.scriptures.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-semibold">Recommended Prayer Points</h4>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
            {recommendation.prayerPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={onUse}>
          Use These Recommendations
        </Button>
      </CardFooter>
    </Card>
  );
}
