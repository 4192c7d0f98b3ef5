import { type AiProvider, composedByComposer } from "../ai-provider";
import { composePrayer } from "./prayer";
import { choosePrayerPoints, chooseScriptures } from "./select";

export { matchTopics, scoreTopics, type TopicMatch } from "./match";
export { composePrayer, FOCUS_VERBATIM_MAX } from "./prayer";
export { choosePrayerPoints, chooseScriptures, POINTS_PER_ANSWER, SCRIPTURES_PER_ANSWER } from "./select";
export { focusPhrase } from "./text";
export { DENIED_VERSES, TOPICS, type Topic, WATCH_TOPICS } from "./topics";

/**
 * The built-in provider (decision 010): offline, free and deterministic. It maps the focus and the
 * watch to topics of a curated index, picks verses from them (and one from the Bible search), and
 * writes prayer points and the five stages from templates. Every scripture it returns is read from
 * the app's Bible.
 */
export function createComposer(): AiProvider {
  return {
    name: "composer",
    suggestScriptures: async ({ focus, watchNumber }, composedBy) => {
      composedByComposer(composedBy);
      return chooseScriptures(focus, watchNumber).scriptures;
    },
    suggestPrayerPoints: async ({ focus, watchNumber }, composedBy) => {
      composedByComposer(composedBy);
      return choosePrayerPoints(focus, watchNumber);
    },
    generatePrayer: async (input, composedBy) => {
      composedByComposer(composedBy);
      return composePrayer(input);
    },
  };
}
