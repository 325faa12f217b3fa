import { test } from "node:test";
import assert from "node:assert/strict";
import { setImmediate as tick } from "node:timers/promises";
import { EgressError } from "../../src/egress/errors";
import { createLimiter } from "../../src/egress/limiter";

test("the limiter grants at most max slots and hands them over in FIFO order", async () => {
  const limiter = createLimiter(2);
  const signal = new AbortController().signal;
  const a = await limiter.acquire(signal);
  const b = await limiter.acquire(signal);
  const order: string[] = [];
  const c = limiter.acquire(signal).then((r) => (order.push("c"), r));
  const d = limiter.acquire(signal).then((r) => (order.push("d"), r));
  await tick();
  assert.deepEqual(order, []);
  assert.equal(limiter.active, 2);
  a();
  a(); // releasing twice must not free a second slot
  await tick();
  assert.deepEqual(order, ["c"]);
  b();
  await tick();
  assert.deepEqual(order, ["c", "d"]);
  (await c)();
  (await d)();
  assert.equal(limiter.active, 0);
});

test("a queued acquire is withdrawn when its signal aborts", async () => {
  const limiter = createLimiter(1);
  const hold = await limiter.acquire(new AbortController().signal);
  const ac = new AbortController();
  const waiting = limiter.acquire(ac.signal);
  ac.abort(new EgressError("timeout"));
  await assert.rejects(waiting, (e: unknown) => e instanceof EgressError && e.reason === "timeout");
  hold();
  assert.equal(limiter.active, 0);
  assert.throws(() => createLimiter(0), RangeError);
});
