import { FavoritePassages } from "./favorite-passages";
import { ReadingPlans } from "./reading-plans";
import { ScriptureSearch } from "./scripture-search";
import type { HeadingLevel } from "./section-card";
import { TodaysWord } from "./todays-word";

/**
 * The Bible screen (spec §2, Bible page) below its heading: Today's Word, Search Scripture, Reading
 * Plans and Favorites. Used by /bible and the dashboard's Bible tab, inside a <PassageDialogProvider>.
 */
export function BibleScreen({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  return (
    <div className="grid gap-6">
      <TodaysWord headingLevel={headingLevel} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 gap-6">
          <ScriptureSearch headingLevel={headingLevel} />
          <ReadingPlans headingLevel={headingLevel} />
        </div>
        <FavoritePassages headingLevel={headingLevel} />
      </div>
    </div>
  );
}
