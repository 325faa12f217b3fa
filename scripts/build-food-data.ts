/**
 * Builds the shipped food-composition file src/nutrition/data/foods.tsv.gz from the USDA SR Legacy
 * CSV exports in ../shared/data/usda (foods.csv, portions.csv).
 *
 * Run: node --import tsx scripts/build-food-data.ts [usdaDir]
 *
 * Output format (gzipped UTF-8 TSV, one food per line, no header):
 *   ndb_no, group code, description, common names, kcal, protein g, fat g, carbs g, fiber g, sugars g,
 *   sodium mg, portions, refuse % (as purchased), "b" when the refuse is bone/shell (else empty)
 * Nutrients are per 100 g edible portion; an empty cell means "no value in SR" (not zero).
 * Portions are "amount|measure|grams" joined by ";" (measure has ";", "|" and tabs removed).
 * Groups of foods that never name a recipe ingredient (baby foods, fast food, restaurant dishes, ready meals,
 * American Indian/Alaska Native foods) are left out: they only add wrong candidates to the matcher.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Refuse figures SR gets wrong, corrected: its chicken drumsticks (raw, roasted, with added solution) list their bone twice ("Bone and
 * cartilage 33%, Bone and connective tissue 33%": 66%), so "2 lb drumsticks" weighed 308 g of meat and skin. The
 * bone is a third of a drumstick as bought, as SR's fried and stewed drumsticks say (34% and 36%).
 */
const REFUSE_CORRECTIONS: Readonly<Record<string, string>> = { "05066": "33", "05069": "33", "05688": "34", "05689": "40" };

/** Food groups excluded from the shipped data (see the header comment for why). */
export const EXCLUDED_GROUPS: ReadonlySet<string> = new Set([
  "Baby Foods",
  "Fast Foods",
  "Restaurant Foods",
  "Meals, Entrees, and Side Dishes",
  "American Indian/Alaska Native Foods",
]);

/** Short codes for the SR food groups; the loader maps them back (src/nutrition/groups.ts). */
export const GROUP_CODES: Readonly<Record<string, string>> = {
  "Dairy and Egg Products": "dairy",
  "Spices and Herbs": "spice",
  "Fats and Oils": "fat",
  "Poultry Products": "poultry",
  "Soups, Sauces, and Gravies": "soup",
  "Sausages and Luncheon Meats": "sausage",
  "Breakfast Cereals": "cereal",
  "Fruits and Fruit Juices": "fruit",
  "Pork Products": "pork",
  "Vegetables and Vegetable Products": "veg",
  "Nut and Seed Products": "nut",
  "Beef Products": "beef",
  Beverages: "drink",
  "Finfish and Shellfish Products": "fish",
  "Legumes and Legume Products": "legume",
  "Lamb, Veal, and Game Products": "lamb",
  "Baked Products": "baked",
  Sweets: "sweet",
  "Cereal Grains and Pasta": "grain",
  Snacks: "snack",
};

/** Parses RFC-4180 CSV text (quoted fields, doubled quotes) into rows of strings. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function clean(s: string): string {
  return s
    .replace(/[\t\r\n;|]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Trims a number to at most 3 significant decimals so the file stays small. */
function num(s: string): string {
  if (s.trim() === "") return "";
  const n = Number(s);
  if (!Number.isFinite(n)) return "";
  return String(Math.round(n * 1000) / 1000);
}

function main(): void {
  const usdaDir = process.argv[2] ?? path.resolve(repoRoot, "../shared/data/usda");
  const foodsPath = path.join(usdaDir, "foods.csv");
  const portionsPath = path.join(usdaDir, "portions.csv");
  if (!fs.existsSync(foodsPath) || !fs.existsSync(portionsPath)) {
    console.error(`USDA data not found in ${usdaDir}; nothing built.`);
    process.exitCode = 1;
    return;
  }
  const foods = parseCsv(fs.readFileSync(foodsPath, "utf8"));
  const portions = parseCsv(fs.readFileSync(portionsPath, "utf8"));
  const fHead = foods[0];
  const pHead = portions[0];
  const fi = (name: string): number => fHead.indexOf(name);
  const pi = (name: string): number => pHead.indexOf(name);

  const portionsByFood = new Map<string, string[]>();
  for (const r of portions.slice(1)) {
    if (r.length < pHead.length) continue;
    const ndb = r[pi("ndb_no")];
    const entry = `${num(r[pi("amount")])}|${clean(r[pi("measure")])}|${num(r[pi("grams")])}`;
    const list = portionsByFood.get(ndb) ?? [];
    list.push(entry);
    portionsByFood.set(ndb, list);
  }

  const lines: string[] = [];
  let skipped = 0;
  for (const r of foods.slice(1)) {
    if (r.length < fHead.length) continue;
    const group = r[fi("food_group")];
    if (EXCLUDED_GROUPS.has(group)) {
      skipped++;
      continue;
    }
    const code = GROUP_CODES[group];
    if (code === undefined) throw new Error(`unknown food group: ${group}`);
    const ndb = r[fi("ndb_no")];
    lines.push(
      [
        ndb,
        code,
        clean(r[fi("description")]),
        clean(r[fi("common_names")]),
        num(r[fi("energy_kcal")]),
        num(r[fi("protein_g")]),
        num(r[fi("fat_g")]),
        num(r[fi("carbohydrate_g")]),
        num(r[fi("fiber_g")]),
        num(r[fi("sugars_g")]),
        num(r[fi("sodium_mg")]),
        (portionsByFood.get(ndb) ?? []).join(";"),
        REFUSE_CORRECTIONS[ndb] ?? num(r[fi("refuse_pct")]),
        /bone|shell|carcass/i.test(r[fi("refuse_desc")]) ? "b" : "",
      ].join("\t"),
    );
  }
  const outDir = path.join(repoRoot, "src/nutrition/data");
  fs.mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, "foods.tsv.gz");
  // mtime 0 in the gzip header is not settable via zlib; content is deterministic apart from that.
  const gz = zlib.gzipSync(Buffer.from(lines.join("\n") + "\n", "utf8"), { level: 9 });
  fs.writeFileSync(out, gz);
  console.log(`wrote ${out}: ${lines.length} foods (${skipped} excluded), ${gz.length} bytes`);
}

main();
