import { z } from "zod";

/**
 * `GET /api/events` (live updates, decision 022): the stream's query. `replayMs` asks for the change events
 * of the last N ms, for a browser opening its first stream after its page has already fetched data
 * (decision 051). A duration, not a time, so the browser's clock does not matter.
 */
export const LIVE_REPLAY_MS_MAX = 30 * 86_400_000;
export const LiveEventsQuerySchema = z.object({
  replayMs: z.coerce.number().int().min(0).max(LIVE_REPLAY_MS_MAX).optional(),
});
export type LiveEventsQuery = z.infer<typeof LiveEventsQuerySchema>;
