import type Database from "better-sqlite3";
import { cachedStatement } from "../db/statements";
import type { Clock } from "../lib/clock";

/** One event as delivered on the stream. */
export interface StreamEvent {
  seq: number;
  type: string;
  data: unknown;
}

type Listener = (e: StreamEvent) => void;

export interface EventBus {
  /**
   * Record an event for each recipient and deliver it to their open streams. Call it inside the transaction of the
   * write it describes: the rows commit with the write; live delivery happens after the current synchronous work,
   * and only when the write committed.
   */
  emit(recipients: string | string[], type: string, data: unknown): void;
  /** Listen to one user's events. Returns the unsubscribe function. */
  subscribe(userId: string, listener: Listener): () => void;
  /** Events of a user after `afterSeq` (replay for Last-Event-ID), oldest first. */
  replay(userId: string, afterSeq: number, limit?: number): StreamEvent[];
  /** Drop events older than the retention window (24 hours). */
  prune(olderThanIso: string): number;
  /** Number of open subscriptions (for stats). */
  listenerCount(): number;
}

/** The in-process event bus, persisted in the `events` table for replay. */
export function createEventBus(db: Database.Database, clock: Clock): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  let count = 0;
  return {
    emit(recipients, type, data) {
      const users = [...new Set(Array.isArray(recipients) ? recipients : [recipients])];
      const json = JSON.stringify(data);
      const at = clock.nowIso();
      const insert = cachedStatement(db, "INSERT INTO events (user_id, type, data, created_at) VALUES (?, ?, ?, ?)");
      // Transactions are synchronous, so by the next turn the caller's has committed or rolled back: an event of a
      // write that rolled back (its row gone with it) is never delivered.
      const inTransaction = db.inTransaction;
      for (const userId of users) {
        const seq = Number(insert.run(userId, type, json, at).lastInsertRowid);
        const set = listeners.get(userId);
        if (!set || set.size === 0) continue;
        const event: StreamEvent = { seq, type, data };
        setImmediate(() => {
          if (inTransaction && !cachedStatement(db, "SELECT 1 FROM events WHERE seq = ?").get(seq)) return;
          for (const l of set) l(event);
        });
      }
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      count++;
      return () => {
        const s = listeners.get(userId);
        if (s?.delete(listener)) count--;
        if (s && s.size === 0) listeners.delete(userId);
      };
    },
    replay(userId, afterSeq, limit = 10_000) {
      const rows = cachedStatement(db, "SELECT seq, type, data FROM events WHERE user_id = ? AND seq > ? ORDER BY seq LIMIT ?").all(
        userId,
        afterSeq,
        limit,
      ) as {
        seq: number;
        type: string;
        data: string;
      }[];
      return rows.map((r) => ({ seq: r.seq, type: r.type, data: JSON.parse(r.data) as unknown }));
    },
    prune(olderThanIso) {
      return cachedStatement(db, "DELETE FROM events WHERE created_at < ?").run(olderThanIso).changes;
    },
    listenerCount: () => count,
  };
}

/** Forget a deleted account's stored events (nobody will replay them). */
export function deleteEventsOf(db: Database.Database, userId: string): void {
  cachedStatement(db, "DELETE FROM events WHERE user_id = ?").run(userId);
}
