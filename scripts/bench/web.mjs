// Bench scenario: the family web app. Figures (issue 15): bytes of the first load (HTML + JS + CSS, gzipped; goal
// under 100 KB); time from navigation to the library shown in Chromium on loopback, for a signed-in family with
// 2,000 recipes on the device; per-keystroke filter time over those 2,000 recipes (goal under 50 ms). The browser
// figures are measured by scripts/bench/web/measure.ts in a process of its own (TypeScript, through tsx).
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

const root = path.resolve(new URL("../..", import.meta.url).pathname);

export async function run({ log }) {
  const web = path.join(root, "dist/web");
  const html = fs.readFileSync(path.join(web, "index.html"), "utf8");
  const files = ["index.html", ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])];
  const gz = files.reduce((n, f) => n + fs.statSync(path.join(web, `${f}.gz`)).size, 0);
  const br = files.reduce((n, f) => n + fs.statSync(path.join(web, `${f}.br`)).size, 0);
  log("first load KB gzip (HTML+JS+CSS)", gz / 1024);
  log("first load KB brotli (HTML+JS+CSS)", br / 1024);
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    log("browser figures", `skipped: no Chromium at ${chromium}`);
    return;
  }
  const r = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench/web/measure.ts")], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, LOG_LEVEL: "silent" },
    timeout: 600_000,
  });
  const line = (r.stdout ?? "").trim().split("\n").pop() ?? "";
  if (r.status !== 0 || !line.startsWith("{")) throw new Error(`web measure failed: ${r.stderr || r.stdout}`);
  for (const [k, v] of Object.entries(JSON.parse(line))) log(k, v);
}
