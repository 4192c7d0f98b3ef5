import { createContext } from "react";

/**
 * Opens a scripture reference; supplied to <WatchGuide> by the route (the Bible feature's passage
 * dialog). Without it, references are plain text.
 */
export const OpenReferenceContext = createContext<((reference: string) => void) | null>(null);
