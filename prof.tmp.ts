import { parseIngredientLine } from "./src/lib/ingredients/index.ts";
const u = process.env.P ?? "1 "; const pre = process.env.PRE ?? "";
const line = pre + u.repeat(Math.ceil(32000 / u.length)).slice(0, 32000);
for (let i=0;i<5;i++) parseIngredientLine(line);
