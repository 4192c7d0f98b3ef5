import { PrayerMessages, type PrayerPosition } from "@common/prayers";
import { and, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import type { Database } from "../../db/client";
import { prayers } from "../../db/schema";
import { NotFound } from "../../errors";
import type { EventBus } from "../../platform/events";
import { commitAsynchronously, prayerJson } from "./move-batcher";
import { onePer, retryingDeadlocks, SerialBatcher } from "./serial-batcher";

/** A note's new place in a move of several notes. */
export type NoteMove = { id: number; position: PrayerPosition };

/**
 * The statement of a batch of drags (a plain statement, like the single moves', decision 040). Each drag
 * `g` is a group of moves of one user's notes; in one statement and commit:
 * - `locked` locks the named notes that are their drag's user's, in id order (the sort runs below the
 *   row locks), so statements over the same notes wait for each other instead of deadlocking, and a
 *   note cannot be deleted between the check and the write;
 * - `ok` keeps the drags whose every note was found; the `UPDATE` writes only those: each drag all or
 *   nothing, whatever the others in the batch;
 * - each moved row sends its owner's `prayers.changed` (`notifySql`); PostgreSQL sends identical
 *   notifications of one transaction once.
 * CTEs, not sub-selects in `FROM`: a CTE with FOR UPDATE runs once, where a sub-select was rescanned for
 * each joined row and, seeing the rows the statement had already written, counted fewer.
 */
function writeDrags(db: Database, events: EventBus, moves: string): Promise<{ g: number; id: number; json: string }[]> {
  const v = db
    .$with("v", {
      g: sql<number>`g`,
      id: sql<number>`id`,
      userId: sql<number>`user_id`,
      position: sql`position`,
    })
    .as(sql`select * from json_to_recordset(${moves}::json) as m(g int, id int, user_id int, position jsonb)`);
  const locked = db
    .$with("locked", { id: sql<number>`id` })
    .as(sql`select p.id from prayers p join v on p.id = v.id and p.user_id = v.user_id order by p.id for update of p`);
  const ok = db
    .$with("ok", { g: sql<number>`g` })
    .as(sql`select v.g from v left join locked l on l.id = v.id group by v.g having count(l.id) = count(*)`);
  return db
    .with(v, locked, ok)
    .update(prayers)
    .set({ position: sql`v.position`, updatedAt: sql`now()` })
    .from(sql`v join ok on ok.g = v.g`)
    .where(and(sql`${prayers.id} = v.id`, sql`${prayers.userId} = v.user_id`, commitAsynchronously))
    .returning({
      g: sql<number>`v.g`,
      id: prayers.id,
      json: prayerJson,
      notified: events.notifySql({ type: "prayers.changed", userId: sql`${prayers.userId}` }),
    });
}

type WaitingDrag = {
  userId: number;
  moves: readonly NoteMove[];
  resolve: (moved: string | undefined) => void;
  reject: (error: unknown) => void;
};

/** More notes than this in one statement wait for the next (a drag of 200 still goes alone). */
const NOTES_PER_STATEMENT_MAX = 1_000;

/**
 * Drags are written together like single moves (`MoveBatcher`, decision 013): one statement in flight
 * per database; the drags that arrive meanwhile form the next. A drag naming a note that an earlier
 * drag in the forming batch also names waits for a later batch, so two drags of one note are written in
 * the order they arrived and a statement never writes one row twice. A failed statement fails every drag
 * in it.
 */
export class DragBatcher extends SerialBatcher<WaitingDrag> {
  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
  ) {
    super();
  }

  move(userId: number, moves: readonly NoteMove[]): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      this.enqueue({ userId, moves, resolve, reject });
    });
  }

  /** The waiting drags that can go together, in arrival order; the rest keep waiting. */
  protected takeBatch(): WaitingDrag[] {
    const batch: WaitingDrag[] = [];
    const rest: WaitingDrag[] = [];
    const named = new Set<number>();
    let notes = 0;
    for (const drag of this.queue) {
      // A note an earlier drag names (in this batch or still waiting) keeps its order: this drag waits.
      const clash = drag.moves.some(({ id }) => named.has(id));
      for (const { id } of drag.moves) named.add(id);
      if (!clash && (batch.length === 0 || notes + drag.moves.length <= NOTES_PER_STATEMENT_MAX)) {
        batch.push(drag);
        notes += drag.moves.length;
      } else {
        rest.push(drag);
      }
    }
    this.queue = rest;
    return batch;
  }

  protected async write(batch: WaitingDrag[]) {
    const moves = batch.flatMap(({ userId, moves }, g) =>
      moves.map(({ id, position }) => ({ g, id, user_id: userId, position })),
    );
    let rows: { g: number; id: number; json: string }[];
    try {
      const json = JSON.stringify(moves);
      rows = await retryingDeadlocks(() => writeDrags(this.db, this.events, json));
    } catch (error) {
      for (const drag of batch) drag.reject(error);
      return;
    }
    const byDrag = new Map<number, Map<number, string>>();
    for (const { g, id, json } of rows) {
      const notes = byDrag.get(g) ?? new Map<number, string>();
      byDrag.set(g, notes);
      notes.set(id, json);
    }
    const owners = new Set<number>();
    for (const g of byDrag.keys()) owners.add(batch[g]!.userId);
    this.events.committed(
      this.db,
      [...owners].map((userId) => ({ type: "prayers.changed", userId })),
    );
    for (const [g, drag] of batch.entries()) {
      const notes = byDrag.get(g);
      drag.resolve(
        notes && notes.size === drag.moves.length
          ? `[${drag.moves.map(({ id }) => notes.get(id)).join(",")}]`
          : undefined,
      );
    }
  }
}

const dragBatcherOf = onePer((db, events) => new DragBatcher(db, events));

/**
 * Moves several of one user's notes together (`PATCH /api/prayers/positions`, one drag), all or
 * nothing, written with the other drags of the moment in one statement (`DragBatcher`). Answers the
 * moved notes as the API shows them, as one JSON array text in the order asked (built by PostgreSQL like
 * a single move's note, `prayerJson`), or undefined when any of them is not the user's (or gone): then
 * nothing of this drag moved and it sent no event. The moves must name different notes (the contract
 * refuses a note named twice).
 *
 * Like a single move, the commit does not wait for the disk (a place is cosmetic, decision 009).
 * Not written by `MoveBatcher`, whose statement cannot refuse a group of moves together. Moves of one
 * note by the two batchers land in the order their statements commit; when their statements (or two
 * instances') lock the same notes in different orders, PostgreSQL ends one as a deadlock's victim and
 * it is run again (`retryingDeadlocks`). The owner check is the statements' own `user_id` join, not the
 * policy's `scope()`: one statement writes many users' notes, each checked against its own user.
 * Used by the prayers service and by the bench's floor (bench/move-floor.ts), so both write alike.
 */
export function moveNotesTogether(
  db: Database,
  events: EventBus,
  userId: number,
  moves: readonly NoteMove[],
): Promise<string | undefined> {
  return dragBatcherOf(db, events).move(userId, moves);
}

/**
 * The service verb: moves several of the user's notes at once (one drag), in one transaction: all of
 * them, or none and NotFound when any is not theirs. Answers the moved notes as the API shows them, as
 * JSON array text ready to send; sends the owner's `prayers.changed` event once.
 */
export async function movePrayers({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: readonly NoteMove[];
}): Promise<string> {
  const moved = await moveNotesTogether(ctx.db, ctx.events, ctx.user.id, input);
  if (moved === undefined) throw new NotFound(PrayerMessages.notFound);
  return moved;
}
