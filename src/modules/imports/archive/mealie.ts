/**
 * Mealie. Its exporters, by version:
 * - backups (admin "Backups", v1 onwards; services/backups_v2): `database.json` is every table dumped as rows
 *   (recipes, recipes_ingredients, recipe_instructions, notes, recipe_settings, recipe_nutrition, tags, categories,
 *   tools and their link tables, ingredient_units, ingredient_foods); pictures sit at
 *   `data/recipes/<dashed recipe id>/images/original.webp`, further photos among the recipe's `assets/`;
 * - recipes in the API's shape: snake_case from the recipe zip (`<slug>.json` beside `original.webp`), the bulk
 *   export and the 0.5 backup (`recipes/<slug>/<slug>.json` with `images/` and `assets/` beside it); camelCase from
 *   the API, the JSON download and 0.2–0.4 backups (`recipes/<slug>.json`, the picture in `images/<slug>/` or
 *   `images/<slug>.jpg`).
 * An ingredient is either parsed (unit and food set) or a note that holds the whole line; until 2025 a recipe
 * setting (`disable_amount`) hid the quantity 1 Mealie gives every unparsed line.
 */
import { normalizeIngredient } from "../../../lib/ingredients";
import type { ArchiveContents, ArchiveItem, ArchiveRecipe } from "./types";
import { draftOf, extracted, fallbackOrigin, minutes, servingsOf, str, stringList, webUrl, type IngredientLine, isRow, type Row } from "./convert";
import { baseOf, dirOf, type ArchiveTree } from "./tree";
import { isListLabel, joinSections, withoutStepNumbers, type StepSection } from "./sections";

const rows = (db: Row, table: string): Row[] => (Array.isArray(db[table]) ? (db[table] as unknown[]).filter(isRow) : []);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** Mealie ids appear with and without dashes (SQLite GUID columns store 32 hex digits). */
const idKey = (v: unknown): string => str(v).replace(/-/g, "").toLowerCase();
const UUID = /^[0-9a-f]{32}$/;

/** A field by its snake_case name (database, zip exports) or its camelCase alias (the API, pre-0.5 exports). */
function pick(r: Row | undefined, ...keys: string[]): unknown {
  for (const k of keys) if (r?.[k] !== undefined && r[k] !== null) return r[k];
  return undefined;
}
const num = (v: unknown): number | undefined => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const positive = (v: unknown): number | undefined => {
  const n = num(v);
  return n !== undefined && n > 0 ? n : undefined;
};
/** Booleans as the dump writes them: true/false, or 1/0 from SQLite. */
const flag = (v: unknown): boolean | undefined =>
  typeof v === "boolean" ? v : v === 1 || v === 0 ? v === 1 : v === "true" || v === "false" ? v === "true" : undefined;

/** A quantity as a cook writes it: 1.5 → "1 1/2", 0.333 (Mealie keeps three decimals) → "1/3". */
function amount(q: number): string {
  const r = Math.round(q * 1000) / 1000;
  const whole = Math.floor(r);
  const frac = r - whole;
  if (frac < 0.01) return String(whole);
  for (const d of [2, 3, 4, 8]) {
    const n = Math.round(frac * d);
    if (n > 0 && n < d && Math.abs(frac - n / d) < 0.01) return whole > 0 ? `${whole} ${n}/${d}` : `${n}/${d}`;
  }
  return String(r);
}

/** The unit as Mealie shows it: its abbreviation when it says so, plural above one. */
function unitText(u: unknown, q: number): string {
  if (typeof u === "string") return u.trim();
  if (!isRow(u)) return "";
  const plural = q > 1;
  const abbreviation = flag(pick(u, "use_abbreviation", "useAbbreviation"))
    ? str((plural && pick(u, "plural_abbreviation", "pluralAbbreviation")) || u.abbreviation)
    : "";
  return (abbreviation || str((plural && pick(u, "plural_name", "pluralName")) || u.name)).trim();
}

/** The food's names: the one Mealie shows (plural unless one), then the other, for matching the original text. */
function foodNames(f: unknown, q: number): string[] {
  if (typeof f === "string") return f.trim() ? [f.trim()] : [];
  if (!isRow(f)) return [];
  const name = str(f.name).trim();
  const plural = str(pick(f, "plural_name", "pluralName")).trim();
  return (q === 0 || q > 1 ? [plural, name] : [name, plural]).filter((s) => s !== "");
}

/** Does the text the ingredient was parsed from still say its amount and food? Then it is kept (it holds ranges). */
function stillAgrees(original: string, q: number, names: string[]): boolean {
  const said = normalizeIngredient(original).quantity ?? 0;
  if (Math.abs(said - q) > 0.01 * Math.max(1, q)) return false;
  const text = original.toLowerCase();
  return names.length === 0 || names.some((n) => text.includes(n.toLowerCase()));
}

/** Mealie's own rendering of a line, unless it wrote a fraction in super/subscript digits our parser cannot read. */
const usableDisplay = (v: unknown): string => (/[⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉]/.test(str(v)) ? "" : str(v).trim());

/**
 * One ingredient as the line a cook would write. Parsed ones are built from the fields (what Mealie shows, and
 * what the family last edited), the parsed-from text kept while it agrees. An unparsed one is its note; Mealie
 * gave it a quantity of 1 that it showed only when amounts were on.
 */
function mealieLine(i: Row, unit: unknown, food: unknown, amountsOn: boolean): string {
  const q = num(i.quantity) ?? 0;
  const note = str(i.note).trim();
  const original = str(pick(i, "original_text", "originalText")).trim();
  const unitName = unitText(unit, q);
  const [foodName = "", ...others] = foodNames(food, q);
  if (foodName || unitName) {
    if (original && stillAgrees(original, q, [foodName, ...others].filter(Boolean))) return original;
    const head = [q > 0 ? amount(q) : "", unitName, foodName].filter((s) => s !== "").join(" ");
    if (!note) return head;
    return foodName ? `${head}, ${note}` : `${head} ${note}`;
  }
  if (!note) return original || usableDisplay(i.display);
  // A note that starts with its own amount is the whole line ("1 2 tbsp olive oil" is the case Mealie names).
  if (/^[\d½⅓⅔¼¾⅛]/.test(note)) return note;
  const display = usableDisplay(i.display);
  if (display.endsWith(note)) return display;
  return q > 0 && (amountsOn || q !== 1) ? `${amount(q)} ${note}` : note;
}

interface LineContext {
  unit(i: Row): unknown;
  food(i: Row): unknown;
  amountsOn(i: Row): boolean;
}

function linesOf(ings: Row[], ctx: LineContext): IngredientLine[] {
  const out: IngredientLine[] = [];
  for (const i of ings) {
    const title = str(i.title).trim();
    if (title) out.push({ header: title });
    const line = mealieLine(i, ctx.unit(i), ctx.food(i), ctx.amountsOn(i));
    if (line) out.push(line);
  }
  return out;
}

/**
 * Are amounts shown for this ingredient? Until 2025 the recipe's setting said (the per-ingredient copy is only
 * trustworthy without it), defaulting to off; `flagGone` says the export is from after the setting was dropped.
 */
function amountsShown(settings: Row | undefined, i: Row, flagGone: boolean): boolean {
  if (flagGone) return true;
  const disabled = flag(pick(settings, "disable_amount", "disableAmount")) ?? flag(pick(i, "disable_amount", "disableAmount"));
  if (disabled !== undefined) return !disabled;
  return flag(pick(i, "is_food", "isFood")) ?? false;
}

/** A step with its summary (v2's short heading of a step) leading it. */
function stepText(s: Row): string {
  const text = str(s.text).trim();
  const summary = str(s.summary).trim();
  if (!summary || text.startsWith(summary)) return text || summary;
  return text ? `${summary}${/[.:!?]$/.test(summary) ? "" : ":"} ${text}` : summary;
}

/**
 * Steps before any titled one, then the sections a step title opens (Mealie shows the title above that step and
 * the steps after it belong there); a title that only labels the list ("Instructions", "Step 2") opens none.
 */
function stepSections(steps: unknown[]): { main: string[]; sections: StepSection[] } {
  const main: string[] = [];
  const sections: StepSection[] = [];
  for (const s of steps) {
    const step = typeof s === "string" ? { text: s } : isRow(s) ? s : {};
    const title = str(step.title).trim();
    if (title && !isListLabel(title)) sections.push({ title, steps: [] });
    const text = stepText(step);
    if (text) (sections[sections.length - 1]?.steps ?? main).push(text);
  }
  const kept = sections.filter((s) => s.steps.length > 0);
  const [own = [], ...inSections] = withoutStepNumbers([main, ...kept.map((s) => s.steps)]);
  return { main: own, sections: kept.map((s, i) => ({ title: s.title, steps: inSections[i] ?? s.steps })) };
}

const NUTRIENTS: Array<[string, string, string]> = [
  ["calories", "Calories", "kcal"],
  ["fatcontent", "Fat", "g"],
  ["saturatedfatcontent", "Saturated fat", "g"],
  ["transfatcontent", "Trans fat", "g"],
  ["unsaturatedfatcontent", "Unsaturated fat", "g"],
  ["cholesterolcontent", "Cholesterol", "mg"],
  ["sodiumcontent", "Sodium", "mg"],
  ["carbohydratecontent", "Carbohydrates", "g"],
  ["fibercontent", "Fiber", "g"],
  ["sugarcontent", "Sugar", "g"],
  ["proteincontent", "Protein", "g"],
];

/** Mealie's nutrition (numbers in its fixed units, or text the family typed) as a line of the notes. */
function nutritionText(n: unknown): string {
  if (!isRow(n)) return "";
  const values = new Map(Object.entries(n).map(([k, v]) => [k.replace(/_/g, "").toLowerCase(), str(v).trim()]));
  const parts = NUTRIENTS.flatMap(([key, label, unit]) => {
    const v = values.get(key);
    return v ? [`${label} ${/^\d+(?:[.,]\d+)?$/.test(v) ? `${v} ${unit}` : v}`] : [];
  });
  return parts.length > 0 ? `Nutrition: ${parts.join(", ")}` : "";
}

function notesText(notes: unknown[]): string {
  return notes
    .filter(isRow)
    .map((n) => [str(n.title).trim(), str(n.text).trim()].filter(Boolean).join(": "))
    .filter(Boolean)
    .join("\n\n");
}

/** A time as text ("1 hour 30 minutes", "PT1H30M", "90"), else the seconds the latest versions store beside it. */
function timeOf(r: Row, snake: string, camel: string): number | undefined {
  const fromText = minutes(pick(r, snake, camel));
  if (fromText !== undefined) return fromText;
  const seconds = positive(pick(r, `${snake}_seconds`, `${camel}Seconds`));
  return seconds === undefined ? undefined : Math.round(seconds / 60);
}

/** Resolvers the backup fills from its tables; a recipe in the API's shape carries the objects inline. */
interface ApiContext {
  unit?: (i: Row) => unknown;
  food?: (i: Row) => unknown;
  settings?: Row;
  /** The export is from after Mealie dropped the setting that hid quantities (2025). */
  flagGone?: boolean;
}

/** A recipe in the API's shape (either key style), or a backup's rows put in that shape. */
export function mealieApiRecipe(r: Row, pictures: string[], ctx: ApiContext = {}): ArchiveRecipe {
  const title = str(r.name).trim();
  if (!title) throw new Error("it has no name");
  const ings = list(pick(r, "recipe_ingredient", "recipeIngredient")).map((i) => (typeof i === "string" ? { note: i } : isRow(i) ? i : {}));
  const settings = ctx.settings ?? (isRow(r.settings) ? r.settings : undefined);
  // A recipe written since the setting was dropped names a sub-recipe on every ingredient (2025).
  const flagGone = ctx.flagGone ?? ings.some((i) => "referenced_recipe" in i || "referencedRecipe" in i);
  const lines = linesOf(ings, {
    unit: ctx.unit ?? ((i) => i.unit),
    food: ctx.food ?? ((i) => i.food ?? pick(i, "referenced_recipe", "referencedRecipe")),
    amountsOn: (i) => amountsShown(settings, i, flagGone),
  });
  const { main, sections } = stepSections(list(pick(r, "recipe_instructions", "recipeInstructions")));
  const orgUrl = str(pick(r, "org_url", "orgURL", "orgUrl")).trim();
  const sourceUrl = webUrl(orgUrl);
  const yieldQuantity = positive(pick(r, "recipe_yield_quantity", "recipeYieldQuantity"));
  const yieldText = str(pick(r, "recipe_yield", "recipeYield")).trim();
  const tools = stringList(r.tools);
  const notes = [
    notesText(list(r.notes)),
    // Since v2 a yield that is not servings ("2 loaves") has fields of its own.
    yieldQuantity ? `Yield: ${amount(yieldQuantity)} ${yieldText}`.trim() : "",
    nutritionText(r.nutrition),
    tools.length > 0 ? `Tools: ${tools.join(", ")}` : "",
    orgUrl && !sourceUrl ? `Source: ${orgUrl}` : "",
  ];
  const x = extracted({
    title,
    description: str(r.description),
    notes: notes.filter(Boolean).join("\n\n"),
    lines,
    steps: main,
    tags: [...stringList(r.tags), ...stringList(pick(r, "recipe_category", "recipeCategory"))],
    prep: timeOf(r, "prep_time", "prepTime"),
    cook: timeOf(r, "perform_time", "performTime") ?? timeOf(r, "cook_time", "cookTime"),
    total: timeOf(r, "total_time", "totalTime"),
    servings: positive(pick(r, "recipe_servings", "recipeServings")) ?? yieldQuantity ?? servingsOf(yieldText),
  });
  x.components = joinSections(x.components, sections);
  // UUIDs are unique everywhere; the small numbers of pre-1.0 versions are not, their slugs name the recipe there.
  const id = idKey(r.id);
  const slug = str(r.slug).trim();
  const out: ArchiveRecipe = {
    origin: UUID.test(id) ? `mealie:${id}` : slug ? `mealie:slug:${slug}` : fallbackOrigin("mealie", title, sourceUrl),
    draft: draftOf(x, title),
    photos: pictures.map((p) => ({ path: p })),
  };
  if (sourceUrl) out.sourceUrl = sourceUrl;
  return out;
}

/**
 * Backups from after the amounts setting was dropped (d7b3ce6fa31a zeroed the filler quantities) but before
 * recipes_ingredients gained referenced_recipe_id, the column that tells every later backup apart.
 */
const FLAG_GONE_REVISIONS = new Set(["d7b3ce6fa31a", "e6bb583aac2d"]);
const PICTURE = /^data\/recipes\/([^/]+)\/(images\/(?:min-|tiny-)?original|assets\/[^/]+)\.(?:webp|jpe?g|png|gif)$/i;

/** A backup: rebuild each recipe from database.json's tables (at the archive's root, or in the folder given). */
export function readMealieBackup(tree: ArchiveTree, dbName = "database.json"): ArchiveContents {
  const base = dirOf(dbName) ? `${dirOf(dbName)}/` : "";
  const db = tree.json(dbName) as Row;
  const byId = (table: string) => new Map(rows(db, table).map((r) => [idKey(r.id), r]));
  const units = byId("ingredient_units");
  const foods = byId("ingredient_foods");
  const recipesById = byId("recipes");
  const names = (table: string) => new Map(rows(db, table).map((t) => [idKey(t.id), str(t.name)]));
  const tagNames = names("tags");
  const catNames = names("categories");
  const toolNames = names("tools");
  const byRecipe = (table: string) => {
    const m = new Map<string, Row[]>();
    for (const r of rows(db, table)) {
      const key = idKey(r.recipe_id);
      const found = m.get(key);
      if (found) found.push(r);
      else m.set(key, [r]);
    }
    return m;
  };
  const pos = (a: Row, b: Row) => (num(a.position) ?? 0) - (num(b.position) ?? 0);
  const ingredients = byRecipe("recipes_ingredients");
  const instructions = byRecipe("recipe_instructions");
  const notes = byRecipe("notes");
  const settings = byRecipe("recipe_settings");
  const nutrition = byRecipe("recipe_nutrition");
  const joined = (table: string, key: string, named: Map<string, string>) => {
    const m = byRecipe(table);
    return (id: string) => (m.get(id) ?? []).map((t) => named.get(idKey(t[key])) ?? "").filter(Boolean);
  };
  const tagsOf = joined("recipes_to_tags", "tag_id", tagNames);
  const catsOf = joined("recipes_to_categories", "category_id", catNames);
  const toolsOf = joined("recipes_to_tools", "tool_id", toolNames);
  const revision = str(rows(db, "alembic_version")[0]?.version_num);
  const flagGone = FLAG_GONE_REVISIONS.has(revision) || rows(db, "recipes_ingredients").some((i) => "referenced_recipe_id" in i);
  // The recipe's picture (the full size, else a smaller copy), then the pictures among its assets.
  const pictures = new Map<string, { main: string[]; assets: string[] }>();
  for (const n of [...tree.names].sort()) {
    if (!n.startsWith(base)) continue;
    const m = PICTURE.exec(n.slice(base.length));
    if (!m?.[1] || !m[2]) continue;
    const entry = pictures.get(idKey(m[1])) ?? { main: [], assets: [] };
    if (m[2].startsWith("images/")) entry.main.push(tree.path(n));
    else entry.assets.push(tree.path(n));
    pictures.set(idKey(m[1]), entry);
  }
  const rank = (p: string) => (/[/\\]original\.\w+$/.test(p) ? 0 : /min-original\.\w+$/.test(p) ? 1 : 2);
  const picturesOf = (id: string): string[] => {
    const e = pictures.get(id);
    const main = [...(e?.main ?? [])].sort((a, b) => rank(a) - rank(b))[0];
    return [...(main ? [main] : []), ...(e?.assets ?? [])];
  };
  const items: ArchiveItem[] = rows(db, "recipes").map((r) => ({
    label: str(r.name) || str(r.slug) || "a recipe",
    load: () => {
      const id = idKey(r.id);
      const recipe: Row = {
        ...r,
        recipe_ingredient: [...(ingredients.get(id) ?? [])].sort(pos),
        recipe_instructions: [...(instructions.get(id) ?? [])].sort(pos),
        notes: notes.get(id) ?? [],
        nutrition: nutrition.get(id)?.[0],
        tags: tagsOf(id),
        recipe_category: catsOf(id),
        tools: toolsOf(id),
      };
      return mealieApiRecipe(recipe, picturesOf(id), {
        unit: (i) => units.get(idKey(i.unit_id)),
        // An ingredient that is another recipe (2025) shows that recipe's name.
        food: (i) => foods.get(idKey(i.food_id)) ?? recipesById.get(idKey(i.referenced_recipe_id)),
        settings: settings.get(id)?.[0],
        flagGone,
      });
    },
  }));
  return { format: "mealie", items };
}

/**
 * Is this parsed JSON a Mealie recipe in the API's shape? camelCase shares `recipeIngredient` with schema.org, so
 * there a field only Mealie writes must be present too.
 */
export const isMealieApiRecipe = (v: unknown): v is Row => {
  if (!isRow(v) || typeof v.name !== "string" || "@context" in v || "@type" in v) return false;
  if (Array.isArray(v.recipe_ingredient)) return true;
  return Array.isArray(v.recipeIngredient) && typeof v.slug === "string" && ["orgURL", "performTime", "recipeServings", "dateAdded"].some((k) => k in v);
};

const SIZES = ["original", "min-original", "tiny-original"];

/**
 * Recipes in the API's shape, each with its picture: `images/` beside the JSON (0.5 backups, bulk exports), the
 * file beside a recipe's zip JSON, or by slug in the archive's `images/` (0.2–0.4); then the pictures of `assets/`.
 */
export function readMealieApiExport(tree: ArchiveTree, files: string[]): ArchiveContents {
  const perDir = new Map<string, number>();
  for (const f of files) perDir.set(dirOf(f), (perDir.get(dirOf(f)) ?? 0) + 1);
  const under = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);
  const items: ArchiveItem[] = files.map((name) => ({
    label: name,
    load: () => {
      const r = tree.json(name);
      if (!isMealieApiRecipe(r)) throw new Error("it is not a Mealie recipe");
      const dir = dirOf(name);
      const slug = str(r.slug).trim() || baseOf(name);
      const root = /(^|\/)recipes$/.test(dir) ? dirOf(dir) : undefined;
      const picture =
        tree.pictureIn(under(dir, "images"), SIZES) ??
        (perDir.get(dir) === 1 ? tree.pictureIn(dir, SIZES) : undefined) ??
        (root !== undefined ? (tree.pictureIn(under(root, `images/${slug}`), SIZES) ?? tree.pictureIn(under(root, "images"), [slug])) : undefined);
      const assets = root === undefined ? tree.picturesIn(under(dir, "assets")) : [];
      return mealieApiRecipe(
        r,
        [...(picture ? [picture] : []), ...assets].map((p) => tree.path(p)),
      );
    },
  }));
  return { format: "mealie-legacy", items };
}
