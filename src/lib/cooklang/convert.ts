/**
 * Parsed Cooklang → the recipe input of POST /api/recipes.
 *
 * Mapping (metadata keys match case-insensitively; spaces, "_" and "-" are alike):
 * - title: the caller's title when given, else `title`; description: `description` / `introduction`.
 * - servings: the first number of `servings` / `serves` / `yield` ("1|2|3" → 1, "4 people" → 4).
 * - prep_time / cook_time / total_time (minutes): `prep time` / `time.prep`, `cook time` / `time.cook`,
 *   `time` / `total time` / `duration` / `time required` ("1 hour 30 minutes", "45 min", "PT30M", "30").
 * - tags: `tags` (comma list), plus the values of `course`, `cuisine`, `category` and `diet`.
 * - difficulty: `difficulty`; source_url: `source` / `source.url` / `url` when it is an http(s) URL.
 * - notes: the `> …` note paragraphs, then every other metadata entry as a "key: value" line (nothing is lost).
 * - ingredients: every `@ingredient` of the steps, in order of first mention, one entry per name and unit: repeats
 *   are added up when the units agree or convert ("1 tbsp" + "2 tbsp" peanut oil → 3 tbsp); a repeat without an
 *   amount refers to the earlier one. The `(note)` after the braces becomes the preparation ("optional" in it sets
 *   isOptional, as does the `@?name` modifier); an amount that is not a number ("few") is kept in the preparation too.
 * - instructions: one per step, the markup rendered as words: ingredients and cookware by name, timers as their
 *   amount ("15 minutes"), a timer without one by its name.
 * - Sections (`== Sauce ==`) become components with their own ingredients and instructions.
 */
import type { Ingredient } from "../ingredients/types";
import { parseDurationMinutes } from "../duration";
import { addQuantities } from "../units";
import { formatCooklangQuantity, readAmount } from "./quantity";
import type { CooklangRecipe, IngredientItem, Item } from "./types";

/** A component (section) of the recipe input. */
export interface CooklangComponentInput {
  title: string;
  ingredients: Ingredient[];
  instructions: string[];
}

/** The recipe input built from Cooklang: the shape POST /api/recipes and createRecipe accept. */
export interface CooklangRecipeInput {
  title: string;
  description?: string;
  notes?: string;
  tags: string[];
  ingredients: Ingredient[];
  components: CooklangComponentInput[];
  instructions: string[];
  prep_time?: number;
  cook_time?: number;
  total_time?: number;
  servings?: number;
  difficulty?: string;
  source_url?: string;
}

const normKey = (key: string): string =>
  key
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

const KEYS = {
  title: ["title"],
  description: ["description", "introduction"],
  servings: ["servings", "serves", "yield"],
  prep: ["prep time", "time.prep", "preparation time", "prep"],
  cook: ["cook time", "time.cook", "cooking time"],
  total: ["time", "total time", "duration", "time required", "time.total"],
  tags: ["tags"],
  tagValues: ["course", "cuisine", "category", "diet"],
  difficulty: ["difficulty"],
  source: ["source", "source.url", "url", "source url"],
} as const;

const ALL_MAPPED: ReadonlySet<string> = new Set(Object.values(KEYS).flat());

/** Renders a step's items as plain words. */
export function stepText(items: Item[]): string {
  const words = items.map((it) => {
    if (it.type === "text") return it.value;
    if (it.type === "ingredient" || it.type === "cookware") return it.name;
    const amount = typeof it.quantity === "number" ? formatCooklangQuantity(it.quantity) : it.quantity;
    return amount === "" ? it.name : [amount, it.units].filter((s) => s !== "").join(" ");
  });
  return words.join("").replace(/\s+/g, " ").trim();
}

function toIngredient(item: IngredientItem): Ingredient {
  const amount = readAmount(item.quantity, item.units);
  const out: Ingredient = { name: item.name.trim() };
  if (amount.quantity !== undefined) out.quantity = amount.quantity;
  if (amount.quantityMax !== undefined) out.quantityMax = amount.quantityMax;
  if (amount.unit) out.unit = amount.unit;
  let prep = [item.note ?? "", amount.text ?? ""].filter((s) => s !== "").join(", ");
  if (item.optional) out.isOptional = true;
  if (/\boptional\b/i.test(prep)) {
    out.isOptional = true;
    prep = prep
      .replace(/,?\s*\boptional\b\s*,?/i, " ")
      .trim()
      .replace(/^,\s*|,\s*$/g, "");
  }
  if (prep) out.preparation = prep;
  return out;
}

/** Ingredients of some steps, merged per name as described in the module comment. */
export function aggregateIngredients(steps: Item[][]): Ingredient[] {
  const out: Ingredient[] = [];
  // Entries per lower-cased name, so each mention looks only at its own name (linear in the number of mentions).
  const byName = new Map<string, Ingredient[]>();
  for (const item of steps.flat()) {
    if (item.type !== "ingredient" || item.name.trim() === "") continue;
    const next = toIngredient(item);
    const key = next.name.toLowerCase();
    const sameName = byName.get(key) ?? [];
    if (sameName.length > 0 && next.quantity === undefined && !next.preparation) continue;
    const bare = sameName.find((i) => i.quantity === undefined && !i.unit);
    if (bare && next.quantity !== undefined) {
      // The earlier mention had no amount; this one says how much.
      Object.assign(bare, next);
      continue;
    }
    const target = sameName.find((i) => i.quantity !== undefined && next.quantity !== undefined && (i.preparation ?? "") === (next.preparation ?? ""));
    const sum =
      target && target.quantity !== undefined && next.quantity !== undefined
        ? addQuantities({ quantity: target.quantity, unit: target.unit }, { quantity: next.quantity, unit: next.unit })
        : null;
    if (target && sum) {
      target.quantity = sum.quantity;
      if (sum.unit) target.unit = target.unit && sameUnitWord(target.unit, next.unit) ? target.unit : sum.unit;
      continue;
    }
    out.push(next);
    byName.set(key, [...sameName, next]);
  }
  return out;
}

/** Keep the unit as written when both mentions wrote it the same way ("tbsp" stays "tbsp", not a canonical form). */
const sameUnitWord = (a: string, b: string | undefined): boolean => b !== undefined && a.toLowerCase() === b.toLowerCase();

function lookup(meta: Map<string, string>, keys: readonly string[]): string | undefined {
  for (const k of keys) {
    const v = meta.get(k);
    if (v !== undefined && v.trim() !== "") return v.trim();
  }
  return undefined;
}

function firstNumber(text: string | undefined): number | undefined {
  const m = text ? /\d+(?:[.,]\d+)?/.exec(text) : null;
  return m ? Number(m[0].replace(",", ".")) : undefined;
}

const splitList = (v: string | undefined): string[] =>
  v
    ? v
        .split(/[,;]/)
        .map((s) => s.trim())
        .filter((s) => s !== "")
    : [];

/** Builds the recipe input (see the module comment for the mapping). `title` is the caller's override. */
export function cooklangToRecipeInput(parsed: CooklangRecipe, options: { title?: string } = {}): CooklangRecipeInput {
  const meta = new Map<string, string>();
  for (const [k, v] of Object.entries(parsed.metadata)) meta.set(normKey(k), v);
  const title = options.title?.trim() || lookup(meta, KEYS.title) || "";
  const tags = [...splitList(lookup(meta, KEYS.tags)), ...KEYS.tagValues.flatMap((k) => splitList(meta.get(k)))];
  const firstSection = parsed.sections[0]?.start ?? parsed.steps.length;
  const mainSteps = parsed.steps.slice(0, firstSection);
  const input: CooklangRecipeInput = {
    title,
    tags,
    ingredients: aggregateIngredients(mainSteps),
    instructions: mainSteps.map(stepText).filter((s) => s !== ""),
    components: parsed.sections
      .map((s, i) => {
        const steps = parsed.steps.slice(s.start, parsed.sections[i + 1]?.start ?? parsed.steps.length);
        return { title: s.name, ingredients: aggregateIngredients(steps), instructions: steps.map(stepText).filter((t) => t !== "") };
      })
      .filter((c) => c.instructions.length > 0 || c.ingredients.length > 0),
  };
  const description = lookup(meta, KEYS.description);
  if (description) input.description = description;
  const servings = firstNumber(lookup(meta, KEYS.servings));
  if (servings !== undefined) input.servings = servings;
  const prep = parseDurationMinutes(lookup(meta, KEYS.prep));
  if (prep !== undefined) input.prep_time = prep;
  const cook = parseDurationMinutes(lookup(meta, KEYS.cook));
  if (cook !== undefined) input.cook_time = cook;
  const total = parseDurationMinutes(lookup(meta, KEYS.total));
  if (total !== undefined) input.total_time = total;
  const difficulty = lookup(meta, KEYS.difficulty);
  if (difficulty) input.difficulty = difficulty;
  const source = lookup(meta, KEYS.source);
  const isUrl = source !== undefined && /^https?:\/\/\S+$/i.test(source);
  if (isUrl) input.source_url = source;
  const extra = Object.entries(parsed.metadata).filter(
    ([k, v]) => v.trim() !== "" && (!ALL_MAPPED.has(normKey(k)) || (!isUrl && KEYS.source.some((s) => s === normKey(k)))),
  );
  const notes = [...parsed.notes, ...(extra.length > 0 ? [extra.map(([k, v]) => `${k}: ${v}`).join("\n")] : [])];
  if (notes.length > 0) input.notes = notes.join("\n\n");
  return input;
}
