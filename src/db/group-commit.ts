import type { Db } from "./client";

interface Pending {
  fn: () => unknown;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/** A writer that shares one durable commit among the writes that arrive together. */
export interface GroupCommit {
  /** Run `fn` (synchronous, no await) in a transaction shared with the other writes of this event-loop turn. */
  run<T>(fn: () => T): Promise<T>;
}

/**
 * Group commit. With synchronous=FULL every commit waits for the disk (about 1 ms on a good SSD, far more on a busy
 * one), and concurrent creates queue behind each other's fsync. Writes that arrive in the same event-loop turn are run
 * in one transaction, each inside its own savepoint (a failing write rolls back alone and rejects alone), and every
 * caller is answered only after the shared commit, so an acknowledged write is as durable as with its own commit.
 */
export function createGroupCommit(db: Db): GroupCommit {
  let queue: Pending[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      db.tx(() => {
        for (const p of batch) {
          try {
            // Nested: better-sqlite3 runs it as a savepoint inside the batch transaction.
            outcomes.push({ ok: true, value: db.tx(p.fn) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing of the batch was written.
      for (const p of batch) p.reject(error);
      return;
    }
    batch.forEach((p, i) => {
      const o = outcomes[i];
      if (o?.ok) p.resolve(o.value);
      else p.reject(o?.error);
    });
  };
  return {
    run<T>(fn: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
        if (queue.length === 1) setImmediate(flush);
      });
    },
  };
}
