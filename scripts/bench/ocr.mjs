// Bench scenario: photo imports that say when they are unsure (issue 19 item 4). Character accuracy of the OCR on a
// page photographed tilted 3° with a little blur, before the clean-up and with each step added, and the time each
// preparation takes; measured by scripts/bench/ocr/measure.ts in a process of its own (TypeScript, through tsx).
import path from "node:path";
import { spawnSync } from "node:child_process";

const root = path.resolve(new URL("../..", import.meta.url).pathname);

export async function run({ log }) {
  const r = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench/ocr/measure.ts")], {
    cwd: root,
    encoding: "utf8",
    timeout: 300_000,
  });
  const line = (r.stdout ?? "").trim().split("\n").pop() ?? "";
  if (r.status !== 0 || !line.startsWith("{")) throw new Error(`ocr measure failed: ${r.stderr || r.stdout}`);
  for (const [k, v] of Object.entries(JSON.parse(line))) log(k, v);
}
