import type { Database } from "../../db/client";
import type { EventBus } from "../../platform/events";

/**
 * The write loop both note batchers share (`MoveBatcher`, `DragBatcher`, decisions 013 and 026): one
 * statement in flight per database; what arrives meanwhile waits and forms the next batch. Subclasses say
 * which waiting items go together (`takeBatch`) and how a batch is written (`write`).
 */
export abstract class SerialBatcher<Item> {
  protected queue: Item[] = [];
  private writing = false;

  protected enqueue(item: Item) {
    this.queue.push(item);
    if (!this.writing) {
      this.writing = true;
      setImmediate(() => void this.drain());
    }
  }

  /** Takes the next batch out of `queue` (what is left keeps waiting, in order). */
  protected abstract takeBatch(): Item[];
  /** Writes one batch and settles each of its items' promises; never throws. */
  protected abstract write(batch: Item[]): Promise<void>;

  /** Writes batches until nothing waits; runs one at a time. */
  private async drain() {
    try {
      while (this.queue.length > 0) {
        await this.write(this.takeBatch());
        // Let the requests already read in this turn of the event loop join the next batch.
        if (this.queue.length > 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.writing = false;
    }
  }
}

/** PostgreSQL's deadlock and serialization failures: the statement did nothing and may simply be run again. */
const RETRYABLE_SQLSTATES = new Set(["40P01", "40001"]);

function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a batch statement again when PostgreSQL chose it as a deadlock's victim: statements of two
 * instances (or a single move's and a drag's) may lock the same notes in different orders. Setting a
 * note's place is idempotent, so running the statement again is safe.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || state === undefined || !RETRYABLE_SQLSTATES.has(state)) throw error;
    }
  }
}

/** One batcher per database and event bus (an app's), made on first use: `make` is called once per pair. */
export function onePer<B>(make: (db: Database, events: EventBus) => B): (db: Database, events: EventBus) => B {
  const made = new WeakMap<Database, WeakMap<EventBus, B>>();
  return (db, events) => {
    let byBus = made.get(db);
    if (!byBus) {
      byBus = new WeakMap();
      made.set(db, byBus);
    }
    let batcher = byBus.get(events);
    if (batcher === undefined) {
      batcher = make(db, events);
      byBus.set(events, batcher);
    }
    return batcher;
  };
}
