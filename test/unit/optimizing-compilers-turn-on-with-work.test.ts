// The appliance starts without V8's optimizing compilers (src/lib/optimizing-compilers.ts) and turns them on when
// real work arrives: the flags must really take effect at run time, and the busy watch must fire on work only.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { enableCompilersWhenBusy, optimizingCompilersOff } from "../../src/lib/optimizing-compilers";

const moduleUrl = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/lib/optimizing-compilers.ts")).href;

test("a process started without the optimizing compilers optimises a hot function only once they are turned on", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-tiers-"));
  try {
    const script = path.join(dir, "probe.mjs");
    // V8's natives syntax is reached through Function so the file itself stays plain JavaScript for tsx.
    fs.writeFileSync(
      script,
      `const { enableOptimizingCompilers } = await import(${JSON.stringify(moduleUrl)});
const status = new Function("f", "return %GetOptimizationStatus(f)");
const prepare = new Function("f", "%PrepareFunctionForOptimization(f)");
const optimizeNext = new Function("f", "%OptimizeFunctionOnNextCall(f)");
const OPTIMIZED = 16;
function optimised(make) {
  const f = make();
  prepare(f); f(3); f(4); optimizeNext(f); f(5);
  return (status(f) & OPTIMIZED) !== 0;
}
const make = () => new Function("n", "let s = 0; for (let i = 0; i < n; i++) s += i * 2; return s;");
const before = optimised(make);
const turnedOn = enableOptimizingCompilers();
const after = optimised(make);
process.stdout.write(JSON.stringify({ before, turnedOn, after }));
`,
    );
    const r = spawnSync(process.execPath, ["--import", "tsx", "--allow-natives-syntax", "--no-maglev", "--no-turbofan", script], { encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { before: false, turnedOn: ["--maglev", "--turbofan"], after: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("only the start flags that turn a compiler off count", () => {
  assert.equal(optimizingCompilersOff(["--no-maglev", "--no-turbofan"]), true);
  assert.equal(optimizingCompilersOff(["--no-opt"]), true);
  assert.equal(optimizingCompilersOff(["--max-semi-space-size=1", "--no-sparkplug"]), false);
  assert.equal(optimizingCompilersOff([]), false);
});

test("the busy watch fires once, on the first interval with enough CPU time, and never on an idle process", async () => {
  let cpu = 0;
  let fired = 0;
  const stop = enableCompilersWhenBusy({ intervalMs: 10, busyCpuMs: 5, cpuMicros: () => cpu, onBusy: () => fired++ });
  const tick = () => new Promise((r) => setTimeout(r, 25));
  try {
    cpu += 1000; // 1 ms of work: a page view
    await tick();
    cpu += 2000;
    await tick();
    assert.equal(fired, 0, "a little work spread over intervals is not busy");
    cpu += 6000; // 6 ms within one interval
    await tick();
    assert.equal(fired, 1);
    cpu += 60_000;
    await tick();
    assert.equal(fired, 1, "it fires once");
  } finally {
    stop();
  }
});
