import { test } from "node:test";
import assert from "node:assert/strict";
import { systemClock } from "../../src/lib/clock";

test("the system clock never goes backwards and never runs ahead of the wall clock, however often it is read", () => {
  const clock = systemClock();
  let prev = 0;
  for (let i = 0; i < 100_000; i++) {
    const t = clock.now();
    assert.ok(t >= prev);
    prev = t;
  }
  assert.ok(clock.now() <= Date.now(), "no drift from many reads in one millisecond");
});

test("a wall clock that jumps back makes the clock stand still, not go back", (t) => {
  let wall = 1_000_000;
  t.mock.method(Date, "now", () => wall);
  const clock = systemClock();
  assert.equal(clock.now(), 1_000_000);
  wall = 990_000;
  assert.equal(clock.now(), 1_000_000);
  wall = 1_000_005;
  assert.equal(clock.now(), 1_000_005);
});
