import fs from "node:fs";
import { normalizeIngredient, parseIngredientLine } from "./src/lib/ingredients/index.ts";
const rows = fs.readFileSync("../shared/corpus/ingredients/dev.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l));
const counts = new Map<string, number>(); let n = 0;
for (const r of rows) { const p = parseIngredientLine(r.input); const ing = normalizeIngredient(r.input); const pn = p.note ?? ""; const extra = (ing.note ?? "").slice(pn.length).replace(/^; /, ""); if (extra) { n++; for (const w of extra.split(" ")) counts.set(w.toLowerCase(), (counts.get(w.toLowerCase()) ?? 0) + 1); if (n < 25) console.log(r.input, "=>", extra); } }
console.log(n, rows.length); console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 40));
