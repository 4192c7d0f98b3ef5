import type { PrayerPosition } from "@common/prayers";
import { and, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { prayers } from "../../db/schema";
import type { EventBus } from "../../platform/events";
import { onePer, retryingDeadlocks, SerialBatcher } from "./serial-batcher";

/** A moved note as the batch statement returns it: whose it is, and the note as the API shows it (JSON). */
type Moved = { id: number; userId: number; json: string };

/** One note's new place. */
export type Move = { id: number; userId: number; position: PrayerPosition };
/** `moved`: the note as the API shows it, as JSON text; undefined when it is not the user's. */
type WaitingMove = Move & { resolve: (moved: string | undefined) => void; reject: (error: unknown) => void };

/** More than any wall sends at once; a longer queue is written in several statements. */
const MOVES_PER_STATEMENT_MAX = 1_000;

/**
 * A condition that is always true and makes the statement's own transaction commit without waiting
 * for the disk: a moved note's place is cosmetic, so a database crash may forget the last fraction of
 * a second of moves but never corrupts anything (decision 009).
 */
export const commitAsynchronously = sql`(select set_config('synchronous_commit', 'off', true)) is not null`;

/**
 * A moved note in the API's shape (`prayerOf` in prayers.service.ts, for a note with a saved place),
 * as JSON text built by PostgreSQL: the server reads one text value per note instead of fifteen typed
 * columns and sends it as it is (decision 013). Timestamps are written as JavaScript's toISOString
 * writes them: UTC, milliseconds.
 */
const isoTime = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const prayerJson = sql<string>`json_build_object(
  'id', ${prayers.id},
  'title', ${prayers.title},
  'content', coalesce(${prayers.contentObject}, to_jsonb(${prayers.contentText}), '""'::jsonb),
  'type', ${prayers.type},
  'category', ${prayers.category},
  'color', ${prayers.color},
  'watchNumber', ${prayers.watchNumber},
  'isAnswered', ${prayers.isAnswered},
  'strategyId', ${prayers.strategyId},
  'position', ${prayers.position},
  'positionSaved', true,
  'createdAt', ${isoTime(prayers.createdAt)},
  'updatedAt', ${isoTime(prayers.updatedAt)}
)::text`;

/**
 * The batch statement. The moves travel as one JSON array (`JSON.stringify` is native; the driver's
 * array encoding is not); a move of a note that is not the given user's matches no row, so it comes
 * back missing. A plain statement, not a prepared one: preparing it once per connection showed no gain
 * beyond the machine's noise (decision 040), and a named statement outlives a migration on its
 * connection.
 *
 * Each moved note also sends its owner's `prayers.changed` event (`EventBus.notifySql`: `pg_notify` in
 * the bus's payload format), inside the statement's own transaction: the event leaves only if the move
 * commits, and costs no statement of its own (decision 015). PostgreSQL sends identical notifications of
 * one transaction once, so a batch of one user's moves sends one.
 */
function writeMoves(db: Database, events: EventBus, moves: string): Promise<Moved[]> {
  return db
    .update(prayers)
    .set({ position: sql`v.position`, updatedAt: sql`now()` })
    .from(sql`json_to_recordset(${moves}::json) as v(id int, user_id int, position jsonb)`)
    .where(and(sql`${prayers.id} = v.id`, sql`${prayers.userId} = v.user_id`, commitAsynchronously))
    .returning({
      id: prayers.id,
      userId: prayers.userId,
      json: prayerJson,
      notified: events.notifySql({ type: "prayers.changed", userId: sql`${prayers.userId}` }),
    });
}

/**
 * Moving a note is the wall's most frequent write: every drag saves each note that moved. Moves are
 * written together, in one statement and one commit, like a database's group commit:
 *
 * - While no batch is being written, the moves that arrive in one turn of the event loop form the next.
 * - While one is being written, new moves wait and form the next batch when it is done. So one batch
 *   per database is in flight at a time, a busy wall makes larger batches (fewer statements and
 *   commits per move), and two moves of one note are written in the order they arrived.
 * - Two moves of one note in the same batch keep the later one.
 * - Each moved note's owner's `prayers.changed` event is sent in the same transaction (above), and heard
 *   in this process once the batch committed, before any caller gets its note back.
 *
 * Each caller gets its note back after the commit, or `undefined` when the note is not theirs
 * (or gone); a failed statement fails every move in it.
 */
export class MoveBatcher extends SerialBatcher<WaitingMove> {
  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
  ) {
    super();
  }

  move(move: Move): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      const { id, userId, position } = move;
      this.enqueue({ id, userId, position, resolve, reject });
    });
  }

  protected takeBatch(): WaitingMove[] {
    return this.queue.splice(0, MOVES_PER_STATEMENT_MAX);
  }

  protected async write(batch: WaitingMove[]) {
    const latest = new Map<string, WaitingMove>();
    for (const waiting of batch) latest.set(`${waiting.id}:${waiting.userId}`, waiting);
    const moves = [...latest.values()].map(({ id, userId, position }) => ({ id, user_id: userId, position }));
    let rows: Moved[];
    try {
      const json = JSON.stringify(moves);
      rows = await retryingDeadlocks(() => writeMoves(this.db, this.events, json));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    const byNote = new Map<string, string>();
    const owners = new Set<number>();
    for (const row of rows) {
      byNote.set(`${row.id}:${row.userId}`, row.json);
      owners.add(row.userId);
    }
    this.events.committed(
      this.db,
      [...owners].map((userId) => ({ type: "prayers.changed", userId })),
    );
    for (const waiting of batch) waiting.resolve(byNote.get(`${waiting.id}:${waiting.userId}`));
  }
}

/** The one batcher of a database and an app's event bus. */
export const moveBatcherOf = onePer((db, events) => new MoveBatcher(db, events));
