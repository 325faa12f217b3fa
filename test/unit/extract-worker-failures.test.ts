import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  createExtractPool,
  ExtractPoolClosedError,
  ExtractQueueFullError,
  ExtractTimeoutError,
  ExtractWorkerCrashedError,
  type ExtractPoolOptions,
} from "../../src/workers/index";

// A protocol-speaking worker whose text tasks hang, crash, throw or exhaust memory on request.
const misbehaving = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/extract-worker/misbehaving-worker.mjs"));
const poolOf = (o: ExtractPoolOptions = {}) => createExtractPool({ workerUrl: misbehaving, idleMs: 60_000, ...o });
const text = (t: string) => ({ kind: "text" as const, text: t });

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.fail(`never happened: ${what}`);
}

test("an extractor's built-in error rejects with the same class and message", async () => {
  const pool = poolOf();
  try {
    const err = await pool.run(text("range-error")).then(
      () => assert.fail("resolved"),
      (e: unknown) => e,
    );
    assert.ok(err instanceof RangeError);
    assert.equal(err.message, "too far");
    assert.match(err.stack ?? "", /at worker/, "the worker's stack is kept");
    const other = await pool.run(text("custom-error")).then(
      () => assert.fail("resolved"),
      (e: unknown) => e,
    );
    assert.ok(other instanceof Error);
    assert.equal(other.name, "ParseProblem");
    assert.deepEqual(
      await pool.run(text("fine")),
      { title: "fine", ingredientLines: [], components: [], instructions: [], tags: [] },
      "the worker survives a thrown error",
    );
    assert.equal(pool.stats().started, 1);
  } finally {
    await pool.close();
  }
});

test("a task past its timeout rejects with ExtractTimeoutError and the next task gets a fresh worker", async () => {
  // The timeout also covers starting the replacement worker for the second task, which under a loaded test run
  // (tsx compiling the worker's sources) took longer than 300 ms: 1.5 s keeps the test about the hang, not the load.
  const pool = poolOf({ timeoutMs: 1500 });
  try {
    await assert.rejects(pool.run(text("hang")), ExtractTimeoutError);
    assert.equal((await pool.run(text("after")))?.title, "after");
    assert.equal(pool.stats().started, 2, "the stuck worker was replaced");
  } finally {
    await pool.close();
  }
});

test("aborting a running task rejects with AbortError and ends its worker", async () => {
  const pool = poolOf();
  try {
    const controller = new AbortController();
    const running = pool.run(text("hang"), controller.signal);
    await waitFor(() => pool.stats().running === 1, "the task runs");
    controller.abort();
    await assert.rejects(running, { name: "AbortError" });
    assert.equal((await pool.run(text("after")))?.title, "after");
    assert.equal(pool.stats().started, 2);
  } finally {
    await pool.close();
  }
});

test("aborting a queued task rejects with AbortError without running it", async () => {
  const pool = poolOf({ timeoutMs: 1000 });
  try {
    const first = pool.run(text("hang"));
    const controller = new AbortController();
    const queued = pool.run(text("exit"), controller.signal);
    assert.equal(pool.stats().queued, 1);
    controller.abort();
    await assert.rejects(queued, { name: "AbortError" });
    assert.equal(pool.stats().queued, 0);
    await assert.rejects(first, ExtractTimeoutError);
    // Had the queued "exit" task run, the worker would have been replaced a second time.
    assert.equal((await pool.run(text("after")))?.title, "after");
    assert.equal(pool.stats().started, 2);
  } finally {
    await pool.close();
  }
});

test("an already aborted signal rejects at once and starts no worker", async () => {
  const pool = poolOf();
  await assert.rejects(pool.run(text("fine"), AbortSignal.abort()), { name: "AbortError" });
  assert.equal(pool.stats().started, 0);
  await pool.close();
});

test("a worker that exits fails its task with ExtractWorkerCrashedError, and the pool recovers", async () => {
  const pool = poolOf();
  try {
    await assert.rejects(pool.run(text("exit")), ExtractWorkerCrashedError);
    await assert.rejects(pool.run(text("uncaught")), (err: unknown) => err instanceof ExtractWorkerCrashedError && /boom outside the task/.test(err.message));
    assert.equal((await pool.run(text("after")))?.title, "after");
    assert.equal(pool.stats().started, 3);
  } finally {
    await pool.close();
  }
});

test("a missing worker script fails the task with ExtractWorkerCrashedError", async () => {
  const pool = createExtractPool({ workerUrl: new URL("./no-such-worker.mjs", misbehaving) });
  try {
    await assert.rejects(pool.run(text("fine")), ExtractWorkerCrashedError);
    assert.equal(pool.stats().workers, 0);
  } finally {
    await pool.close();
  }
});

test("a worker out of memory fails its task, not the process", async () => {
  const pool = poolOf({ maxHeapMb: 16 });
  try {
    await assert.rejects(pool.run(text("oom")), ExtractWorkerCrashedError);
    assert.equal((await pool.run(text("after")))?.title, "after");
  } finally {
    await pool.close();
  }
});

test("tasks beyond the queue bound reject with ExtractQueueFullError", async () => {
  const pool = poolOf({ maxQueue: 1, timeoutMs: 1000 });
  try {
    const running = pool.run(text("hang"));
    const waiting = pool.run(text("second"));
    await assert.rejects(pool.run(text("third")), ExtractQueueFullError);
    await assert.rejects(running, ExtractTimeoutError);
    assert.equal((await waiting)?.title, "second", "the queued task runs on the replacement worker");
  } finally {
    await pool.close();
  }
});

test("an idle worker ends after the idle period and a new task starts another", async () => {
  const pool = poolOf({ idleMs: 50 });
  try {
    assert.equal(pool.stats().workers, 0, "nothing starts before the first task");
    await pool.run(text("one"));
    await waitFor(() => pool.stats().workers === 0, "the idle worker ends");
    assert.equal((await pool.run(text("two")))?.title, "two");
    assert.equal(pool.stats().started, 2);
  } finally {
    await pool.close();
  }
});

test("closing the pool rejects running and queued tasks, and later tasks", async () => {
  const pool = poolOf();
  const running = assert.rejects(pool.run(text("hang")), ExtractPoolClosedError);
  const queued = assert.rejects(pool.run(text("fine")), ExtractPoolClosedError);
  await pool.close();
  await running;
  await queued;
  await assert.rejects(pool.run(text("fine")), ExtractPoolClosedError);
  assert.equal(pool.stats().workers, 0);
});

test("a task's timeout counts from the worker being ready, not from a slow start of its thread", async () => {
  const slow = new URL("./slow-start-worker.mjs", misbehaving);
  const pool = createExtractPool({ workerUrl: slow, idleMs: 60_000, timeoutMs: 1000 });
  try {
    const started = Date.now();
    const result = await pool.run(text("after a cold start"));
    assert.equal(result?.title, "after a cold start");
    assert.ok(Date.now() - started >= 1500, "the start was really slower than the task timeout");
  } finally {
    await pool.close();
  }
});
