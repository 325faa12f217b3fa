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

test("a record's stamp is now, or a millisecond after its previous stamp; a burst over many records moves nothing", (t) => {
  let wall = 2_000_000;
  t.mock.method(Date, "now", () => wall);
  const clock = systemClock();
  const iso = (ms: number) => new Date(ms).toISOString();
  // One record written three times in one millisecond: three versions, three stamps.
  const v1 = clock.stamp();
  const v2 = clock.stamp(v1);
  const v3 = clock.stamp(v2);
  assert.deepEqual([v1, v2, v3], [iso(2_000_000), iso(2_000_001), iso(2_000_002)]);
  // A thousand other records in that millisecond all get the wall clock's time: no drift.
  for (let i = 0; i < 1000; i++) assert.equal(clock.stamp(iso(1_999_000)), iso(2_000_000));
  assert.equal(clock.stamp(), iso(2_000_000));
  assert.equal(clock.now(), 2_000_000);
  wall = 2_000_100;
  assert.equal(clock.stamp(v3), iso(2_000_100), "back on the wall clock once it has passed the record's last stamp");
});
