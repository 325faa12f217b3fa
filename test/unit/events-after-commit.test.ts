import { test } from "node:test";
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { createEventBus, type StreamEvent } from "../../src/events/bus";
import { systemClock } from "../../src/lib/clock";

function bus() {
  const db = new Database(":memory:");
  db.exec(
    "CREATE TABLE events (seq INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL)",
  );
  const events = createEventBus(db, systemClock());
  const heard: StreamEvent[] = [];
  events.subscribe("u1", (e) => heard.push(e));
  return { db, events, heard };
}
const nextTurn = () => new Promise((r) => setImmediate(r));

test("an event emitted in a transaction that rolls back is never delivered live (nor kept for replay)", async () => {
  const { db, events, heard } = bus();
  assert.throws(() =>
    db.transaction(() => {
      events.emit("u1", "recipe.changed", { id: "r1", op: "updated" });
      throw new Error("the write failed after its event");
    })(),
  );
  await nextTurn();
  await nextTurn();
  assert.deepEqual(heard, []);
  assert.deepEqual(events.replay("u1", 0), []);
});

test("an event of a committed transaction, or of no transaction, is delivered after the work that emitted it", async () => {
  const { db, events, heard } = bus();
  db.transaction(() => events.emit("u1", "recipe.changed", { id: "r1", op: "created" }))();
  events.emit("u1", "timer.fired", { id: "t1" });
  assert.equal(heard.length, 0, "not during the caller's synchronous work");
  await nextTurn();
  assert.deepEqual(
    heard.map((e) => e.type),
    ["recipe.changed", "timer.fired"],
  );
});
