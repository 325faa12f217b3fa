/**
 * Mealie. Two shapes exist:
 * - v1 and v2 backups (admin "Backups"): `database.json` holds every table (recipes, recipes_ingredients,
 *   recipe_instructions, notes, tags, categories and their link tables, units, foods) and pictures sit at
 *   `data/recipes/<recipe id>/images/original.webp` (further photos among the recipe's `assets/`);
 * - recipe exports in the API's own shape (pre-1.0 backups `recipes/<slug>/<slug>.json` with
 *   `recipes/<slug>/images/original.webp`, and a recipe's zip export `<slug>.json` + `images/…`): `recipe_ingredient`
 *   with title (section header), note, quantity, unit, food, original_text.
 */
import type { ArchiveContents, ArchiveItem, ArchiveRecipe } from "./types";
import { draftOf, extracted, fallbackOrigin, minutes, servingsOf, str, stringList, webUrl, type IngredientLine } from "./convert";
import { dirOf, type ArchiveTree } from "./tree";

type Row = Record<string, unknown>;

const rows = (db: Row, table: string): Row[] =>
  Array.isArray(db[table]) ? (db[table] as unknown[]).filter((r): r is Row => !!r && typeof r === "object") : [];
/** Mealie ids appear with and without dashes (SQLite GUID columns store 32 hex digits). */
const idKey = (v: unknown): string => str(v).replace(/-/g, "").toLowerCase();

function nameOf(v: unknown): string {
  if (typeof v === "string") return v;
  if (v && typeof v === "object") return str((v as Row).name);
  return "";
}

/** One ingredient of Mealie as the line a cook would write: the original text, else quantity unit food note. */
function mealieLine(i: Row, unitName: string, foodName: string): string {
  const original = str(i.original_text).trim();
  if (original) return original;
  const qty = typeof i.quantity === "number" && i.quantity > 0 && i.disable_amount !== true ? String(i.quantity) : "";
  const parts = [qty, unitName, foodName].filter((s) => s.trim() !== "");
  const note = str(i.note).trim();
  if (parts.length === 0 || (!foodName && note)) return [qty, unitName, note].filter((s) => s.trim() !== "").join(" ");
  return note ? `${parts.join(" ")}, ${note}` : parts.join(" ");
}

function linesOf(ings: Row[], unitName: (i: Row) => string, foodName: (i: Row) => string): IngredientLine[] {
  const out: IngredientLine[] = [];
  for (const i of ings) {
    const title = str(i.title).trim();
    if (title) out.push({ header: title });
    const line = mealieLine(i, unitName(i), foodName(i));
    if (line) out.push(line);
  }
  return out;
}

function notesText(notes: Row[]): string {
  return notes
    .map((n) => [str(n.title).trim(), str(n.text).trim()].filter(Boolean).join(": "))
    .filter(Boolean)
    .join("\n\n");
}

/** A recipe in the API's shape (legacy backups, single-recipe zip exports). */
export function mealieApiRecipe(r: Row, pictures: string[]): ArchiveRecipe {
  const title = str(r.name).trim();
  if (!title) throw new Error("it has no name");
  const ings = Array.isArray(r.recipe_ingredient) ? (r.recipe_ingredient as unknown[]).map((i) => (typeof i === "string" ? { note: i } : (i as Row))) : [];
  const steps = Array.isArray(r.recipe_instructions)
    ? (r.recipe_instructions as unknown[]).map((s) => (typeof s === "string" ? s : str((s as Row).text))).filter((s) => s.trim() !== "")
    : [];
  const sourceUrl = webUrl(r.org_url);
  const x = extracted({
    title,
    description: str(r.description),
    notes: notesText(Array.isArray(r.notes) ? (r.notes as Row[]) : []),
    lines: linesOf(
      ings,
      (i) => nameOf(i.unit),
      (i) => nameOf(i.food),
    ),
    steps,
    tags: [...stringList(r.tags), ...stringList(r.recipe_category)],
    prep: minutes(r.prep_time),
    cook: minutes(r.perform_time ?? r.cook_time),
    total: minutes(r.total_time),
    servings: servingsOf(r.recipe_servings) ?? servingsOf(r.recipe_yield),
  });
  const id = str(r.id) || str(r.slug);
  const out: ArchiveRecipe = {
    origin: id ? `mealie:${idKey(id) || id}` : fallbackOrigin("mealie", title, sourceUrl),
    draft: draftOf(x, title),
    photos: pictures.map((p) => ({ path: p })),
  };
  if (sourceUrl) out.sourceUrl = sourceUrl;
  return out;
}

/** v1/v2 backup: rebuild each recipe from database.json's tables. */
export function readMealieBackup(tree: ArchiveTree): ArchiveContents {
  const db = tree.json("database.json") as Row;
  const units = new Map(rows(db, "ingredient_units").map((u) => [idKey(u.id), str(u.name)]));
  const foods = new Map(rows(db, "ingredient_foods").map((f) => [idKey(f.id), str(f.name)]));
  const tagNames = new Map(rows(db, "tags").map((t) => [idKey(t.id), str(t.name)]));
  const catNames = new Map(rows(db, "categories").map((c) => [idKey(c.id), str(c.name)]));
  const byRecipe = <T extends Row>(list: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of list) m.set(idKey(r.recipe_id), [...(m.get(idKey(r.recipe_id)) ?? []), r]);
    return m;
  };
  const pos = (a: Row, b: Row) => (Number(a.position) || 0) - (Number(b.position) || 0);
  const ingredients = byRecipe(rows(db, "recipes_ingredients"));
  const instructions = byRecipe(rows(db, "recipe_instructions"));
  const notes = byRecipe(rows(db, "notes"));
  const tags = byRecipe(rows(db, "recipes_to_tags"));
  const cats = byRecipe(rows(db, "recipes_to_categories"));
  // The recipe's picture, then the pictures among its assets (Mealie keeps extra photos there).
  const pictures = new Map<string, { main?: string; assets: string[] }>();
  for (const n of [...tree.names].sort()) {
    const m = /^data\/recipes\/([^/]+)\/(images\/original|assets\/[^/]+)\.(?:webp|jpe?g|png)$/i.exec(n);
    if (!m?.[1] || !m[2]) continue;
    const entry = pictures.get(idKey(m[1])) ?? { assets: [] };
    if (m[2].startsWith("images/")) entry.main = tree.path(n);
    else entry.assets.push(tree.path(n));
    pictures.set(idKey(m[1]), entry);
  }
  const picturesOf = (id: string): string[] => {
    const e = pictures.get(id);
    return e ? [...(e.main ? [e.main] : []), ...e.assets] : [];
  };
  const items: ArchiveItem[] = rows(db, "recipes").map((r) => ({
    label: str(r.name) || str(r.slug) || "a recipe",
    load: () => {
      const id = idKey(r.id);
      const recipe = mealieApiRecipe(
        {
          ...r,
          recipe_ingredient: (ingredients.get(id) ?? [])
            .sort(pos)
            .map((i) => ({ ...i, unit: units.get(idKey(i.unit_id)) ?? "", food: foods.get(idKey(i.food_id)) ?? "" })),
          recipe_instructions: (instructions.get(id) ?? []).sort(pos),
          notes: notes.get(id) ?? [],
          tags: (tags.get(id) ?? []).map((t) => tagNames.get(idKey(t.tag_id)) ?? "").filter(Boolean),
          recipe_category: (cats.get(id) ?? []).map((c) => catNames.get(idKey(c.category_id)) ?? "").filter(Boolean),
        },
        picturesOf(id),
      );
      return recipe;
    },
  }));
  return { format: "mealie", items };
}

/** Is this parsed JSON a Mealie recipe in the API's shape? */
export const isMealieApiRecipe = (v: unknown): v is Row =>
  !!v && typeof v === "object" && !Array.isArray(v) && Array.isArray((v as Row).recipe_ingredient) && typeof (v as Row).name === "string";

/**
 * Legacy backups and recipe zip exports: every JSON in the API's shape, its picture from `images/` beside it and
 * the pictures among its `assets/`.
 */
export function readMealieApiExport(tree: ArchiveTree, files: string[]): ArchiveContents {
  const items: ArchiveItem[] = files.map((name) => ({
    label: name,
    load: () => {
      const r = tree.json(name);
      if (!isMealieApiRecipe(r)) throw new Error("it is not a Mealie recipe");
      const dir = dirOf(name);
      const picture = tree.pictureIn(dir ? `${dir}/images` : "images", ["original", "min-original"]);
      const assets = tree.picturesIn(dir ? `${dir}/assets` : "assets");
      return mealieApiRecipe(
        r,
        [...(picture ? [picture] : []), ...assets].map((p) => tree.path(p)),
      );
    },
  }));
  return { format: "mealie-legacy", items };
}
