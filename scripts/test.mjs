// Runs the whole suite with node:test. Node 20's --test neither expands globs nor finds .ts files,
// so the files are listed here; independent files run in parallel.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { spawnSync } from "node:child_process";
import os from "node:os";

const root = new URL("..", import.meta.url).pathname;
const only = process.argv.slice(2);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === "fixtures" || name === "helpers" ? [] : walk(p);
    return name.endsWith(".test.ts") ? [p] : [];
  });
}

// The whole suite first runs the typecheck, the linter and the format check: tsx strips types, so a type error would
// pass the tests; `npm run format` fixes what the format check reports (Prettier, 160 columns).
if (only.length === 0) {
  for (const [what, args] of [
    ["typecheck", ["tsc", "--noEmit"]],
    ["typecheck of the web app", ["tsc", "--noEmit", "-p", "src/web"]],
    ["typecheck of the service worker", ["tsc", "--noEmit", "-p", "src/web/tsconfig.sw.json"]],
    ["lint", ["eslint", "src", "scripts", "build", "test"]],
    ["format check", ["prettier", "--check", "--log-level", "warn", "src", "scripts", "build", "test", "eslint.config.js"]],
  ]) {
    const started = Date.now();
    const r = spawnSync(join(root, "node_modules", ".bin", args[0]), args.slice(1), { cwd: root, stdio: "inherit" });
    if (r.status !== 0) {
      console.error(`${what} failed`);
      process.exit(r.status ?? 1);
    }
    console.log(`${what} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

let files = walk(join(root, "test"))
  .map((f) => relative(root, f))
  .sort();
if (only.length > 0) files = files.filter((f) => only.some((o) => f.includes(o)));
if (files.length === 0) {
  console.error("no test files found");
  process.exit(1);
}
// Browser tests drive the built web app (dist/web), and the executables embed it: build it first when either runs.
if (files.some((f) => f.startsWith(join("test", "browser")) || f.startsWith(join("test", "executable")))) {
  const b = spawnSync(process.execPath, [join(root, "build/web.mjs")], { cwd: root, stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

// The executable tests run the packaged executables: build them first when they are missing (a clean clone, CI).
// Packaging takes minutes (better-sqlite3 compiled for two architectures); later runs reuse dist/ and the build
// cache, so after changing the server run `npm run package` again before these tests.
if (files.some((f) => f.startsWith("test/executable/"))) {
  const missing = ["x64", "arm64"].filter((a) => !existsSync(join(root, "dist", `recipe-library-linux-${a}`)));
  if (missing.length > 0) {
    console.log(`test: packaging the executables first (missing: ${missing.join(", ")})`);
    const p = spawnSync(process.execPath, [join(root, "build", "package.mjs")], { cwd: root, stdio: "inherit" });
    if (p.status !== 0) process.exit(p.status ?? 1);
  }
}
const concurrency = Math.max(2, Math.min(4, os.availableParallelism() * 2));
const runFiles = (list) =>
  spawnSync(process.execPath, ["--import", "tsx", "--test", `--test-concurrency=${concurrency}`, "--test-reporter=spec", ...list], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "test" },
  }).status ?? 1;
// The executables run after the rest, alone: the arm64 one is emulated (qemu-user) and crawls beside a parallel suite.
const executable = files.filter((f) => f.startsWith("test/executable/"));
const rest = files.filter((f) => !f.startsWith("test/executable/"));
const statuses = [rest.length > 0 ? runFiles(rest) : 0, executable.length > 0 ? runFiles(executable) : 0];
process.exit(statuses.find((s) => s !== 0) ?? 0);
