import { z } from "zod";

/**
 * Optional keyset paging of a list answered newest first (GET /api/prayers, /api/prayer-strategies).
 * Without parameters the list comes whole, as the spec shows it (the per-user cap bounds it); with
 * ?limit= it comes a page at a time, the answer still the spec's array, and a full page names the
 * next page's `before` in the X-Next-Cursor header (and a Link rel="next").
 */
export const PAGE_LIMIT_MAX = 500;

export const PagingMessages = {
  limit: `limit is a whole number from 1 to ${PAGE_LIMIT_MAX}.`,
  cursor: "before is the X-Next-Cursor of the page before.",
} as const;

export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: PagingMessages.limit })
    .int(PagingMessages.limit)
    .min(1, PagingMessages.limit)
    .max(PAGE_LIMIT_MAX, PagingMessages.limit)
    .optional(),
  /** "<microseconds since 1970>_<id>" of the last item of the page before. */
  before: z
    .string()
    .max(40, PagingMessages.cursor)
    .regex(/^-?\d{1,17}_\d{1,10}$/, PagingMessages.cursor)
    .refine((value) => Number(value.split("_")[1]) <= 2_147_483_647, PagingMessages.cursor)
    .optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
