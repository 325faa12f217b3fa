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

test("record stamps are strictly increasing, never before now(), and catch up with the wall clock after a burst", (t) => {
  let wall = 2_000_000;
  t.mock.method(Date, "now", () => wall);
  const clock = systemClock();
  const burst = Array.from({ length: 5 }, () => Date.parse(clock.stamp()));
  assert.deepEqual(burst, [2_000_000, 2_000_001, 2_000_002, 2_000_003, 2_000_004], "five writes in one millisecond, five stamps");
  assert.equal(clock.now(), 2_000_000, "reading the time is not moved by stamps");
  wall = 2_000_002;
  assert.equal(Date.parse(clock.stamp()), 2_000_005, "still after the last stamp");
  wall = 2_000_100;
  assert.equal(Date.parse(clock.stamp()), 2_000_100, "back on the wall clock once it has passed the burst");
  assert.ok(Date.parse(clock.stamp()) > clock.now());
});
