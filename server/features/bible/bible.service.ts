import {
  BibleMessages,
  type DailyVerseResponse,
  type Favorite,
  PASSAGE_VERSES_MAX,
  type PassageErrorDetails,
  type PassageResponse,
  type PlanProgressResponse,
  type ReadingPlanResponse,
  type ReadingPlanType,
  type SearchResponse,
} from "@common/bible";
import { and, asc, desc, eq } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import { bibleFavorites, readingPlanProgress } from "../../db/schema";
import { NotFound, ValidationError } from "../../errors";
import { scope } from "../../platform/policy";
import { assertWithinCap, lockAndCountUserRows } from "../../user-quota";
import { dailyVerseReference } from "./daily-verses";
import type { EsvClient } from "./esv";
import { kjv } from "./kjv-text";
import { esvPassage, kjvPassage } from "./passages";
import { readingPlan } from "./reading-plans";
import { canonicalReference, type PassageRange, parseReference, verseCountOf, verseReference } from "./references";
import { referenceRanges, scriptureOfRanges } from "./scripture-text";
import { searchIndex } from "./search-index";

/** The ESV client when ESV_API_KEY is set, else null (everything is read from the embedded KJV). */
export type Scripture = { esv: EsvClient | null };

export const FAVORITES_MAX = 1_000;
const HINT_WITH_ESV = "Check the reference, for example John 3:16 or Psalm 23.";

/** Loads the KJV, its search index and the reference parser now, so the first request does not wait. */
export function warmUpBible(): void {
  kjv();
  searchIndex();
  parseReference("John 3:16");
}

/** A reference that does not name verses of the Bible: 404 with the passage dialog's message and hint. */
export class PassageNotFound extends NotFound {
  constructor(reason: string, hint: string = BibleMessages.passageHint) {
    super(BibleMessages.passageNotFound, { reason, hint } satisfies PassageErrorDetails);
  }
}

/** The ranges a reference names; PassageNotFound when it names none, 400 when it is too long to show. */
function passageRanges(reference: string, hint?: string): readonly PassageRange[] {
  const read = referenceRanges(reference);
  if (read.ok) return read.ranges;
  if (read.tooManyVerses !== undefined) {
    throw new ValidationError(
      `That passage has ${read.tooManyVerses.toLocaleString("en-US")} verses; ask for at most ${PASSAGE_VERSES_MAX} at a time, e.g. a few chapters.`,
    );
  }
  throw new PassageNotFound(read.reason, hint);
}

/** GET /api/bible/passage/{reference}: from the ESV API when configured and answering, else the KJV. */
export async function readPassage({
  scripture,
  input,
}: {
  scripture: Scripture;
  input: { reference: string };
}): Promise<PassageResponse> {
  const ranges = passageRanges(input.reference, scripture.esv ? HINT_WITH_ESV : BibleMessages.passageHint);
  if (scripture.esv) {
    const answer = await scripture.esv.passage(canonicalReference(ranges));
    if (answer) return esvPassage(ranges, answer);
  }
  return kjvPassage(ranges);
}

/**
 * GET /api/bible/search: a reference typed into search ("John 3:16", "Ps 23") gives that passage's
 * verses; anything else is a ranked full-text search (every word, "quoted phrases" in order).
 */
export async function searchScripture({
  scripture,
  input,
}: {
  scripture: Scripture;
  input: { q: string; limit: number };
}): Promise<SearchResponse> {
  const { q, limit } = input;
  const reference = q.includes('"') ? null : parseReference(q, { requireChapter: true });
  if (reference?.ok) {
    if (scripture.esv && verseCountOf(reference.ranges) <= PASSAGE_VERSES_MAX) {
      const answer = await scripture.esv.passage(canonicalReference(reference.ranges));
      if (answer) {
        const passage = esvPassage(reference.ranges, answer);
        return {
          verses: passage.verses.slice(0, limit).map(({ text, reference }) => ({ text, reference })),
          translation: "ESV",
        };
      }
    }
    return { verses: rangeVerses(reference.ranges, limit), translation: "KJV" };
  }

  if (scripture.esv) {
    const results = await scripture.esv.search(q, limit);
    if (results) return { verses: results.slice(0, limit), translation: "ESV" };
  }
  const bible = kjv();
  const verses = searchIndex()
    .search(q, limit)
    .map((index) => ({ text: bible.plain[index]!, reference: verseReference(bible, index) }));
  return { verses, translation: "KJV" };
}

function rangeVerses(ranges: readonly PassageRange[], limit: number) {
  const bible = kjv();
  const verses: SearchResponse["verses"] = [];
  for (const range of ranges) {
    for (let index = range.start; index <= range.end && verses.length < limit; index++) {
      verses.push({ text: bible.plain[index]!, reference: verseReference(bible, index) });
    }
  }
  return verses;
}

/**
 * For other features (the daily word): a reference's canonical form and the plain KJV text of all
 * its verses (scripture-text.ts, the one resolver). Throws PassageNotFound (404) for a reference
 * that names no verses.
 */
export async function resolveScripture(reference: string): Promise<{ reference: string; text: string }> {
  const { reference: canonical, text } = scriptureOfRanges(passageRanges(reference));
  return { reference: canonical, text };
}

/** GET /api/bible/daily-verse: one verse per calendar day, the same for everyone on that date. */
export async function getDailyVerse({ input }: { input: { date: string } }): Promise<DailyVerseResponse> {
  let reference: string;
  try {
    reference = dailyVerseReference(input.date);
  } catch {
    throw new ValidationError(`There is no date ${input.date}.`);
  }
  const verse = await resolveScripture(reference);
  return { ...verse, date: input.date };
}

/** GET /api/bible/reading-plan: the whole year's plan, one reading per day. */
export function getReadingPlan({ input }: { input: { type: ReadingPlanType } }): ReadingPlanResponse {
  const plan = readingPlan(input.type);
  if (plan.length === 0) throw new NotFound(BibleMessages.readingPlanMissing);
  return { type: input.type, plan };
}

// --- the signed-in user's favourites and reading-plan progress ------------------------------------

const favoriteOf = (row: typeof bibleFavorites.$inferSelect): Favorite => ({
  id: row.id,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
});

export async function listFavorites({ ctx }: { ctx: AuthenticatedContext }): Promise<{ favorites: Favorite[] }> {
  const rows = await ctx.db
    .select()
    .from(bibleFavorites)
    .where(scope(ctx.user, "read", "bibleFavorite"))
    .orderBy(desc(bibleFavorites.createdAt), desc(bibleFavorites.id));
  return { favorites: rows.map(favoriteOf) };
}

/** Saves a passage under its canonical reference; saving one already kept returns it (`created: false`). */
export async function addFavorite({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { reference: string };
}): Promise<{ favorite: Favorite; created: boolean }> {
  const parsed = parseReference(input.reference);
  if (!parsed.ok) throw new ValidationError(parsed.reason);
  if (verseCountOf(parsed.ranges) > PASSAGE_VERSES_MAX) {
    throw new ValidationError(`A favourite has at most ${PASSAGE_VERSES_MAX} verses.`);
  }
  const reference = canonicalReference(parsed.ranges);
  const mine = and(scope(ctx.user, "write", "bibleFavorite"), eq(bibleFavorites.reference, reference));

  const [existing] = await ctx.db.select().from(bibleFavorites).where(mine).limit(1);
  if (existing) return { favorite: favoriteOf(existing), created: false };
  return ctx.db.transaction(async (tx) => {
    // One capped write at a time per user, so two at once cannot both take the last place.
    const kept = await lockAndCountUserRows(tx, bibleFavorites, ctx.user.id);
    const [inserted] = await tx
      .insert(bibleFavorites)
      .values({ userId: ctx.user.id, reference })
      .onConflictDoNothing()
      .returning();
    // Saved by a request that ran at the same moment.
    if (!inserted)
      return {
        favorite: favoriteOf((await tx.select().from(bibleFavorites).where(mine).limit(1))[0]!),
        created: false,
      };
    assertWithinCap({
      kept,
      adding: 1,
      max: FAVORITES_MAX,
      message: `You can keep up to ${FAVORITES_MAX.toLocaleString("en-US")} favourites. Remove one to add another.`,
    });
    return { favorite: favoriteOf(inserted), created: true };
  });
}

export async function removeFavorite({ ctx, input }: { ctx: AuthenticatedContext; input: { id: number } }) {
  const deleted = await ctx.db
    .delete(bibleFavorites)
    .where(and(eq(bibleFavorites.id, input.id), scope(ctx.user, "write", "bibleFavorite")))
    .returning({ id: bibleFavorites.id });
  if (deleted.length === 0) throw new NotFound("No such favourite");
}

export async function getPlanProgress({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { type: ReadingPlanType };
}): Promise<PlanProgressResponse> {
  const rows = await ctx.db
    .select({ day: readingPlanProgress.day })
    .from(readingPlanProgress)
    .where(
      and(
        scope(ctx.user, "read", "readingPlanProgress"),
        eq(readingPlanProgress.planType, input.type),
        eq(readingPlanProgress.completed, true),
      ),
    )
    .orderBy(asc(readingPlanProgress.day));
  return { type: input.type, completedDays: rows.map((row) => row.day) };
}

/** Marks one day of a plan read or unread, and answers the plan's progress. */
export async function savePlanProgress({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { type: ReadingPlanType; day: number; completed: boolean };
}): Promise<PlanProgressResponse> {
  const days = readingPlan(input.type).length;
  if (input.day > days) throw new ValidationError(`The ${input.type} plan has ${days} days.`);
  const updatedAt = new Date();
  await ctx.db
    .insert(readingPlanProgress)
    .values({ userId: ctx.user.id, planType: input.type, day: input.day, completed: input.completed, updatedAt })
    .onConflictDoUpdate({
      target: [readingPlanProgress.userId, readingPlanProgress.planType, readingPlanProgress.day],
      set: { completed: input.completed, updatedAt },
    });
  return getPlanProgress({ ctx, input: { type: input.type } });
}
