import { test } from "node:test";
import assert from "node:assert/strict";
import { BoundedMap } from "../../src/lib/bounded-map";

test("a bounded map drops its least recently set or touched key when full", () => {
  const m = new BoundedMap<string, number>(2);
  m.set("a", 1);
  m.set("b", 2);
  assert.equal(m.touch("a"), 1);
  m.set("c", 3);
  assert.equal(m.get("b"), undefined, "b was the least recently used");
  assert.equal(m.get("a"), 1);
  assert.equal(m.get("c"), 3);
  m.set("c", 4);
  assert.equal(m.size, 2, "re-setting a key does not evict");
  assert.equal(m.delete("a"), true);
  assert.equal(m.size, 1);
});
