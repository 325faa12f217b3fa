import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { loadConfig } from "../../src/config";
import { composeDeps } from "../../src/compose";
import { createLogger } from "../../src/log";
import { defineJob, PermanentJobError, RetryLaterError } from "../../src/jobs/define";
import type { AppModule } from "../../src/modules/module";
import type { Deps } from "../../src/deps";

interface Probe {
  runs: Map<string, number>;
  gaveUp: string[];
  aborted: string[];
}

function testModule(probe: Probe): AppModule {
  return {
    name: "test-jobs",
    routes: [],
    jobs: [
      defineJob({
        type: "test.flaky",
        payload: z.object({ key: z.string(), failTimes: z.number() }),
        maxAttempts: 5,
        timeoutMs: 5000,
        backoffMs: () => 10,
        async run(_deps, p) {
          const n = (probe.runs.get(p.key) ?? 0) + 1;
          probe.runs.set(p.key, n);
          if (n <= p.failTimes) throw new Error(`transient ${n}`);
        },
      }),
      defineJob({
        type: "test.later",
        payload: z.object({ key: z.string() }),
        maxAttempts: 5,
        timeoutMs: 5000,
        backoffMs: () => 10,
        async run(_deps, p) {
          probe.runs.set(p.key, (probe.runs.get(p.key) ?? 0) + 1);
          throw new RetryLaterError("busy", 60_000);
        },
      }),
      defineJob({
        type: "test.permanent",
        payload: z.object({ key: z.string() }),
        maxAttempts: 5,
        timeoutMs: 5000,
        async run(_deps, p) {
          probe.runs.set(p.key, (probe.runs.get(p.key) ?? 0) + 1);
          throw new PermanentJobError("no");
        },
        onGiveUp(_deps, p) {
          probe.gaveUp.push(p.key);
        },
      }),
      defineJob({
        type: "test.slow",
        payload: z.object({ key: z.string() }),
        maxAttempts: 1,
        timeoutMs: 60_000,
        async run(_deps, p, ctx) {
          probe.runs.set(p.key, (probe.runs.get(p.key) ?? 0) + 1);
          await new Promise<void>((resolve, reject) => {
            const t = setTimeout(resolve, 30_000);
            ctx.signal.addEventListener("abort", () => {
              clearTimeout(t);
              probe.aborted.push(p.key);
              reject(new Error("aborted"));
            });
          });
        },
      }),
    ],
  };
}

async function setup(dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-jobs-"))) {
  const probe: Probe = { runs: new Map(), gaveUp: [], aborted: [] };
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const { deps } = await composeDeps(config, { modules: [testModule(probe)], log: createLogger("silent") });
  return { deps, probe, dataDir };
}

const status = (deps: Deps, id: string) =>
  deps.db.sqlite.prepare("SELECT status, attempts FROM jobs WHERE id = ?").get(id) as { status: string; attempts: number };

async function until(fn: () => boolean, ms = 5000) {
  const start = Date.now();
  while (!fn()) {
    if (Date.now() - start > ms) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

test("a transient failure is retried with backoff until it succeeds", async () => {
  const { deps, probe } = await setup();
  deps.jobs.start();
  const id = deps.jobs.enqueue("test.flaky", { key: "a", failTimes: 2 });
  await until(() => status(deps, id).status === "completed");
  assert.equal(probe.runs.get("a"), 3);
  assert.equal(status(deps, id).attempts, 3);
  await deps.jobs.stop(100);
  deps.db.close();
});

test("a RetryLaterError is retried after the delay the handler chose, not the backoff", async () => {
  const { deps, probe } = await setup();
  deps.jobs.start();
  const before = Date.now();
  const id = deps.jobs.enqueue("test.later", { key: "later" });
  await until(() => probe.runs.get("later") === 1 && status(deps, id).status === "queued");
  const runAt = (deps.db.sqlite.prepare("SELECT run_at FROM jobs WHERE id = ?").get(id) as { run_at: number }).run_at;
  assert.ok(runAt >= before + 60_000, `retry at +${runAt - before} ms`);
  await deps.jobs.stop(100);
  deps.db.close();
});

test("jobs with a fair key: one key holds at most all but one slot and another key's job runs next", async () => {
  const { deps, probe } = await setup();
  // Four of key a queued before the one of key b; the group has two slots (IMPORT_CONCURRENCY default).
  for (let i = 0; i < 4; i++) deps.jobs.enqueue("test.slow", { key: `a${i}` }, { fairKey: "a" });
  deps.jobs.enqueue("test.slow", { key: "b0" }, { fairKey: "b" });
  deps.jobs.start();
  await until(() => probe.runs.size === 2);
  await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual([...probe.runs.keys()].sort(), ["a0", "b0"]);
  await deps.jobs.stop(100);
  deps.db.close();
});

test("a permanent failure gives up at once and calls onGiveUp", async () => {
  const { deps, probe } = await setup();
  deps.jobs.start();
  const id = deps.jobs.enqueue("test.permanent", { key: "p" });
  await until(() => status(deps, id).status === "failed");
  assert.equal(probe.runs.get("p"), 1);
  assert.deepEqual(probe.gaveUp, ["p"]);
  await deps.jobs.stop(100);
  deps.db.close();
});

test("a job left running by a dead process is taken up again at start-up", async () => {
  const first = await setup();
  const id = first.deps.jobs.enqueue("test.flaky", { key: "crash", failTimes: 0 });
  // Simulate a process that claimed the job and died (kill -9): status running, someone else's lease.
  first.deps.db.sqlite
    .prepare("UPDATE jobs SET status = 'running', lease_owner = 'dead-process', lease_expires_at = ?, attempts = 1 WHERE id = ?")
    .run(Date.now() + 60_000, id);
  first.deps.db.close();
  const second = await setup(first.dataDir);
  second.deps.jobs.start();
  await until(() => status(second.deps, id).status === "completed");
  assert.equal(second.probe.runs.get("crash"), 1);
  await second.deps.jobs.stop(100);
  second.deps.db.close();
});

test("a stale worker cannot complete a job whose lease moved to another owner (fencing)", async () => {
  const { deps, probe } = await setup();
  deps.jobs.start();
  const id = deps.jobs.enqueue("test.slow", { key: "fence" });
  await until(() => probe.runs.get("fence") === 1);
  deps.db.sqlite.prepare("UPDATE jobs SET lease_owner = 'another-process' WHERE id = ?").run(id);
  deps.jobs.cancel(id);
  await until(() => probe.aborted.includes("fence"));
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(status(deps, id).status, "cancelled");
  await deps.jobs.stop(100);
  deps.db.close();
});

test("cancel aborts a running handler through its AbortSignal", async () => {
  const { deps, probe } = await setup();
  deps.jobs.start();
  const id = deps.jobs.enqueue("test.slow", { key: "cancel-me" });
  await until(() => probe.runs.get("cancel-me") === 1);
  deps.jobs.cancel(id);
  await until(() => probe.aborted.includes("cancel-me"));
  await until(() => status(deps, id).status === "cancelled");
  await deps.jobs.stop(100);
  deps.db.close();
});

test("a unique key makes a second enqueue return the first job", async () => {
  const { deps } = await setup();
  const a = deps.jobs.enqueue("test.flaky", { key: "u", failTimes: 0 }, { uniqueKey: "same" });
  const b = deps.jobs.enqueue("test.flaky", { key: "u", failTimes: 0 }, { uniqueKey: "same" });
  assert.equal(a, b);
  deps.db.close();
});

test("stop releases the lease of a running job so the next start takes it up", async () => {
  const { deps, probe, dataDir } = await setup();
  deps.jobs.start();
  const id = deps.jobs.enqueue("test.slow", { key: "shutdown" });
  await until(() => probe.runs.get("shutdown") === 1);
  await deps.jobs.stop(50);
  assert.equal(status(deps, id).status, "queued");
  assert.equal(status(deps, id).attempts, 0);
  deps.db.close();
  assert.ok(dataDir);
});
