import { parseIngredientLine } from "./src/lib/ingredients/index.ts";
const u = process.env.P ?? "1 "; const pre = process.env.PRE ?? "";
for (const n of [1000, 2000, 4000, 8000, 16000, 32000]) {
  const line = pre + u.repeat(Math.ceil(n / u.length)).slice(0, Math.floor(n / u.length) * u.length);
  let best = 1e9; for (let i = 0; i < 5; i++) { const t = process.cpuUsage(); parseIngredientLine(line); const d = process.cpuUsage(t); best = Math.min(best, (d.user + d.system) / 1000); }
  console.log(n, best.toFixed(2));
}
