import { BookOpenIcon, ClockIcon, type LucideIcon, MicIcon, ScrollTextIcon, TargetIcon, UsersIcon } from "lucide-react";

export interface TutorialStep {
  id: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  paragraphs: string[];
  tips: string[];
}

/**
 * What issue 18 adds to a group (schedule, studies, alerts, watch roster), in one place so it is easy to
 * correct if one of them is not there (decision 049).
 */
export const GROUP_PLANS_SENTENCE =
  "A group can also keep a schedule of prayer events, shared studies, alerts and a watch roster, so its members plan their prayer times and keep the watches together.";

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    id: "watches",
    title: "Understanding Prayer Watches",
    icon: ClockIcon,
    summary: "Eight three-hour watches cover the whole day and night.",
    paragraphs: [
      "Like the watchmen on the walls of Jerusalem (Isaiah 62:6), intercessors keep prayer going at every hour. Prayer Journey divides the day into eight watches of three hours each: four night watches from 6 PM to 6 AM and four day watches from 6 AM to 6 PM.",
      "Each watch has its own theme, scripture, purposes and thanksgiving prayer points. The First Watch (6 PM-9 PM) is for healing and reflection; the Third Watch (12-3 AM) for deliverance and breakthrough; the Fifth Watch (6-9 AM) for empowerment for the day's mission, and so on around the clock.",
      "The home dashboard follows your local clock: it shows the current watch, how much of it has passed and the time remaining. Enter its prayer room to pray with that watch's focus, or preview any other watch.",
    ],
    tips: [
      "You do not need to pray all eight watches. Choose one or two that fit your life and keep them faithfully.",
      "Completed watches stay open, so you can still pray a missed watch later in the day.",
    ],
  },
  {
    id: "strategies",
    title: "Creating Prayer Strategies",
    icon: TargetIcon,
    summary: "Plan what you will pray for, how long, and how often.",
    paragraphs: [
      "A prayer strategy is a plan for a burden you carry: a title, a focus, the scriptures you will stand on, the prayer points you will declare, and a duration. Create one in the Prayer Strategy tab of any prayer room.",
      "Set a duration that you can keep. Between 15 and 60 minutes works well for most strategies: long enough to settle your heart, short enough to return to day after day.",
      "Choose a frequency (daily, weekly, monthly or as needed), a priority, and reminder times. When you are ready to pray, select the strategy in the Prayer Space and its scriptures and prayer points are laid out in front of you.",
    ],
    tips: [
      "Keep the focus specific: “Healing for my mother's heart” leads to clearer prayer than “family”.",
      "Review your strategies each week. When a prayer on the wall is answered, mark it answered and it moves to the Wall of Testimonies.",
    ],
  },
  {
    id: "ai-guidance",
    title: "AI-Powered Prayer Guidance",
    icon: MicIcon,
    summary: "Suggestions and a guiding voice when words are hard to find.",
    paragraphs: [
      "When you write a prayer focus, Prayer Journey can suggest scriptures and prayer points that fit it. Add the ones that speak to you one by one; nothing is added without your choice.",
      "In a prayer session you can turn on the voice guide. It leads you step by step through the five stages of prayer, speaking each prompt aloud, and listens for simple commands such as “next”, “back” and “stop” so your hands and eyes stay free.",
      "The guidance is a help, not a replacement for the Holy Spirit's leading. Use it to start, then follow where your heart is led.",
    ],
    tips: [
      "The guide speaks in every browser with the app's own voice. Voice commands need a browser that can listen, such as Chrome or Edge with the microphone allowed; without them, the guide's buttons do the same.",
      "You can pause, go back or end the guide at any moment.",
    ],
  },
  {
    id: "five-stages",
    title: "5-Stage Prayer Generation",
    icon: ScrollTextIcon,
    summary: "A complete prayer shaped by five stages.",
    paragraphs: [
      "Every guided prayer follows the same five stages: 1 Thanksgiving, 2 Declare God's Word, 3 Promises He's Made, 4 Meditation, and 5 Speaking in Tongues.",
      "From a strategy you can generate a complete prayer written through these five stages, using your focus, scriptures and prayer points. Read it, have it read aloud, copy it, or post it to the prayer wall.",
      "Posted prayers appear as notes on the prayer wall. When God answers, mark the prayer as answered and it moves to the Wall of Testimonies.",
    ],
    tips: [
      "Pray the generated prayer in your own words; let it be a starting point, not a script.",
      "Meditation is a time to be still and listen. Do not rush it.",
    ],
  },
  {
    id: "bible",
    title: "Bible Study Tools",
    icon: BookOpenIcon,
    summary: "Scripture at the centre of every watch.",
    paragraphs: [
      "The Bible page gives you a daily verse, search across scripture with quick-reference chips, and reading plans in canonical, chronological and devotional order.",
      "Scripture text comes from the King James Version, which is in the public domain and is included with the app, so passages open quickly and need no outside service.",
      "The Daily Word offers a scripture, a short reflection and prayer points for each day, with a weekly theme to keep you reading.",
    ],
    tips: [
      "Read a watch's scripture aloud before you pray it; declaring the Word is the second stage of prayer.",
      "Mark each day complete to keep your reading rhythm.",
    ],
  },
  {
    id: "groups",
    title: "Prayer Groups & Partners",
    icon: UsersIcon,
    summary: "Watch together, agree together.",
    paragraphs: [
      "“If two of you shall agree on earth as touching any thing that they shall ask, it shall be done for them” (Matthew 18:19). Prayer groups let you pray with others who keep the same watch.",
      "Each group has its own prayer wall for shared requests and a chat for its members. Find a public group or start your own from the Groups tab of the home page; a private group is joined by invitation.",
      GROUP_PLANS_SENTENCE,
      "Prayer partners and mentors are not available yet; until they are, pray alongside others in a group.",
    ],
    tips: [
      "Start small: two or three who pray faithfully are better than a large group that never meets.",
      "Share your group's requests on its wall, so every member can carry them in prayer.",
    ],
  },
];
