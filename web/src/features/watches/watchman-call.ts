import type { Scripture } from "@common/watches";

/** The intro's supporting scriptures (KJV 1769, italic brackets dropped; checked by a test). */
export const WATCHMAN_SCRIPTURES: readonly Scripture[] = [
  {
    reference: "Isaiah 62:6",
    text: "I have set watchmen upon thy walls, O Jerusalem, which shall never hold their peace day nor night: ye that make mention of the LORD, keep not silence,",
  },
  {
    reference: "Ezekiel 33:6",
    text: "But if the watchman see the sword come, and blow not the trumpet, and the people be not warned; if the sword come, and take any person from among them, he is taken away in his iniquity; but his blood will I require at the watchman's hand.",
  },
];

/** The watchman's call: what a watchman and intercessor is asked to do. */
export const WATCHMAN_CALL: readonly string[] = [
  "Stand on the wall at the appointed hours and never hold your peace, day nor night.",
  "Watch and discern what is coming, and sound the alarm in prayer before the danger arrives.",
  "Stand in the gap for your family, your church, your city and the nations.",
  "Give the Lord no rest until He establishes His purposes and makes His people a praise in the earth.",
  "Pray in every watch with thanksgiving, declaring the Word of God over each part of the day.",
  "Keep faithful watch over what God has entrusted to you, for the watchman will give account.",
];
