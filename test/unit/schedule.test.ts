import assert from "node:assert/strict";
import { mock, test } from "node:test";
import { nextRun, parseSchedule, schedule } from "../../src/lib/schedule";

// Expected moments are built with Date's local-time constructor, so the tests hold in any TZ.
const local = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime();

test("a schedule spec reads minute and hour, and rejects what the scheduler does not support", () => {
  assert.deepEqual(parseSchedule("17 * * * *"), { minute: 17, hour: "*" });
  assert.deepEqual(parseSchedule("41 3 * * *"), { minute: 41, hour: 3 });
  assert.deepEqual(parseSchedule("* * * * *"), { minute: "*", hour: "*" });
  for (const bad of ["*/5 * * * *", "60 * * * *", "0 24 * * *", "0 3 1 * *", "0 3 * * 1", "0 3 * *", "1,2 * * * *"]) {
    assert.throws(() => parseSchedule(bad), /unsupported schedule/, bad);
  }
});

test("the next run is the first matching whole minute after now, in local time", () => {
  const now = local(2026, 3, 10, 14, 17, 30);
  assert.equal(nextRun(parseSchedule("* * * * *"), now), local(2026, 3, 10, 14, 18));
  assert.equal(nextRun(parseSchedule("17 * * * *"), now), local(2026, 3, 10, 15, 17));
  assert.equal(nextRun(parseSchedule("29 * * * *"), now), local(2026, 3, 10, 14, 29));
  assert.equal(nextRun(parseSchedule("41 3 * * *"), now), local(2026, 3, 11, 3, 41));
  assert.equal(nextRun(parseSchedule("41 3 * * *"), local(2026, 3, 10, 3, 40, 59)), local(2026, 3, 10, 3, 41));
  // Exactly on a matching minute: the next one, not this one again.
  assert.equal(nextRun(parseSchedule("17 * * * *"), local(2026, 3, 10, 14, 17)), local(2026, 3, 10, 15, 17));
});

test("a scheduled task runs at each match, skips a match while it still runs, reports errors and stops after its run", async () => {
  mock.timers.enable({ apis: ["setTimeout", "Date"], now: local(2026, 3, 10, 14, 0, 30) });
  try {
    const errors: unknown[] = [];
    let runs = 0;
    let release: () => void = () => undefined;
    const task = schedule(
      "* * * * *",
      () => {
        runs++;
        if (runs === 1) throw new Error("first run fails");
        return new Promise<void>((r) => (release = r));
      },
      (err) => errors.push(err),
    );
    mock.timers.tick(29_000);
    assert.equal(runs, 0, "not before the minute");
    mock.timers.tick(1_000);
    assert.equal(runs, 1);
    await new Promise((r) => setImmediate(r));
    assert.match(String(errors[0]), /first run fails/);
    // Mocked timers run only what is due when tick() starts: a second after each run the next one is planned.
    const minute = () => (mock.timers.tick(1_000), mock.timers.tick(59_000));
    minute();
    assert.equal(runs, 2, "the next minute");
    minute();
    assert.equal(runs, 2, "skipped: the second run has not finished");
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    assert.equal(stopped, false, "stop waits for the run in progress");
    release();
    await stopping;
    minute();
    minute();
    assert.equal(runs, 2, "no run after stop");
    assert.equal(errors.length, 1);
  } finally {
    mock.timers.reset();
  }
});
