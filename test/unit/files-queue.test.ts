import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isFileError } from "../../src/files/errors";
import { createSerialQueue } from "../../src/files/queue";

/** A promise with its resolve exposed, to hold a task open. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe("createSerialQueue", () => {
  it("runs tasks one at a time in arrival order", async () => {
    const queue = createSerialQueue();
    const events: string[] = [];
    let active = 0;
    const task = (name: string) => async () => {
      active++;
      assert.equal(active, 1, "two tasks ran at once");
      events.push(`start ${name}`);
      await new Promise((r) => setImmediate(r));
      events.push(`end ${name}`);
      active--;
      return name;
    };
    const results = await Promise.all([queue.run(task("a")), queue.run(task("b")), queue.run(task("c"))]);
    assert.deepEqual(results, ["a", "b", "c"]);
    assert.deepEqual(events, ["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("keeps going after a task fails or throws synchronously", async () => {
    const queue = createSerialQueue();
    const failing = queue.run(() => Promise.reject(new Error("boom")));
    const throwing = queue.run(() => {
      throw new Error("sync");
    });
    const ok = queue.run(async () => 42);
    await assert.rejects(failing, /boom/);
    await assert.rejects(throwing, /sync/);
    assert.equal(await ok, 42);
    assert.equal(queue.busy, false);
  });

  it("refuses work beyond maxPending with a busy error", async () => {
    const queue = createSerialQueue({ maxPending: 1 });
    const hold = gate();
    const first = queue.run(() => hold.promise);
    const second = queue.run(async () => "second");
    await assert.rejects(
      queue.run(async () => "third"),
      (err) => isFileError(err, "busy"),
    );
    assert.equal(queue.pending, 1);
    hold.open();
    await first;
    assert.equal(await second, "second");
  });

  it("drops a waiting task when its signal aborts, without running it", async () => {
    const queue = createSerialQueue();
    const hold = gate();
    const first = queue.run(() => hold.promise);
    const controller = new AbortController();
    let ran = false;
    const waiting = queue.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    await assert.rejects(waiting, { name: "AbortError" });
    assert.equal(queue.pending, 0);
    hold.open();
    await first;
    assert.equal(ran, false);
    await assert.rejects(
      queue.run(async () => 1, controller.signal),
      { name: "AbortError" },
    );
  });
});
