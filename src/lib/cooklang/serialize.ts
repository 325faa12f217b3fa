/**
 * A recipe → Cooklang text (.cook).
 *
 * Layout: YAML front matter (title, description, tags, servings, prep time, cook time, time, difficulty, source),
 * then one paragraph per instruction, then each component as a `== Title ==` section with its own steps, then the
 * recipe's notes as `> ` note lines.
 *
 * Ingredient markup rule: each ingredient is marked up inline, as `@name{quantity%unit}(preparation)`, at its first
 * mention by name in the steps of its recipe or component (case-insensitive, whole words, a plural "s"/"es" after
 * the name stays text: "@egg{2}s"). Ingredients no step mentions are marked up at the start of the first step, as a
 * list followed by ": " ("@salt{}, @pepper{}: Mix everything"); with no steps at all they form a step of their own.
 * There is no separate "Ingredients" step, which is not Cooklang style.
 *
 * Prose that Cooklang would read as markup is escaped with a backslash (`\@`, `\#`, `\~`, `\-` in "--", `\[` before
 * "-", and a leading `\=` / `\>`), and newlines inside an instruction become spaces (a blank line would end the step).
 */
import type { Ingredient } from "../ingredients/types";
import { yamlValue } from "./metadata";
import { formatCooklangQuantity } from "./quantity";

/** The parts of a recipe (API shape) that Cooklang can carry. */
export interface CooklangExportRecipe {
  title: string;
  description?: string | null;
  notes?: string | null;
  tags?: string[];
  ingredients?: Ingredient[];
  components?: { title?: string; ingredients?: Ingredient[]; instructions?: string[] }[];
  instructions?: string[];
  prep_time?: number | null;
  cook_time?: number | null;
  total_time?: number | null;
  servings?: number | null;
  difficulty?: string | null;
  source_url?: string | null;
}

/** Escapes prose so that the parser reads it back as the same text. */
export function escapeText(text: string): string {
  return text
    .replace(/\\(?=[@#~\-[=>\\]|$)/g, "\\\\")
    .replace(/[@#~](?=\S)/g, "\\$&")
    .replace(/\[(?=-)/g, "\\[")
    .replace(/-(?=-)|(?<=-)-/g, "\\-")
    .replace(/^(\s*)([=>])/, "$1\\$2");
}

// Characters that would end or break a braced name, note or amount.
const NAME_UNSAFE = /[@#~{}%[\],;:!?()\\]|--/g;

const clean = (text: string, unsafe: RegExp): string => text.replace(unsafe, " ").replace(/\s+/g, " ").trim();

/** `@name{quantity%unit}(preparation)` for one ingredient. */
export function ingredientMarkup(ing: Ingredient): string {
  // A leading "&", "+" or "-" would read as a modifier of newer Cooklang.
  const name = clean(ing.name, NAME_UNSAFE).replace(/^[&+\-\s]+/, "") || "ingredient";
  const unit = ing.unit ? clean(ing.unit, /[{}%\\]/g) : "";
  const qty = ing.quantity !== undefined ? formatCooklangQuantity(ing.quantity) : "";
  const amount = qty && unit ? `${qty}%${unit}` : qty;
  const noteParts = [ing.preparation ?? "", ing.isOptional ? "optional" : ""].filter((s) => s.trim() !== "");
  const note = noteParts.length > 0 ? `(${clean(noteParts.join(", "), /[()\\]/g)})` : "";
  return `@${name}{${amount}}${note}`;
}

/** A step being marked up: prose pieces (still unescaped) and finished markup. */
type Piece = { text: string } | { markup: string };

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Marks up the first mention of `ing` in the steps; false when no step mentions it. */
function markFirstMention(steps: Piece[][], ing: Ingredient): boolean {
  const name = ing.name.trim();
  if (!name) return false;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?=(?:e?s)?(?![\\p{L}\\p{N}]))`, "iu");
  for (const step of steps) {
    for (let i = 0; i < step.length; i++) {
      const piece = step[i];
      if (!piece || !("text" in piece)) continue;
      const m = re.exec(piece.text);
      if (!m) continue;
      const before = piece.text.slice(0, m.index);
      const after = piece.text.slice(m.index + m[0].length);
      // "(" right after the braces would be read as the ingredient's note: an empty note "()" keeps it text.
      const markup = ingredientMarkup(ing);
      const guard = after.startsWith("(") && !markup.endsWith(")") ? "()" : "";
      step.splice(i, 1, { text: before }, { markup: markup + guard }, { text: after });
      return true;
    }
  }
  return false;
}

/** The paragraphs of one recipe part (main recipe or component). */
function partSteps(instructions: string[], ingredients: Ingredient[]): string[] {
  const steps: Piece[][] = instructions
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s !== "")
    .map((s) => [{ text: s }]);
  // Longest names first, so "olive oil" is found before "oil" can take the "oil" inside it.
  const byLength = [...ingredients].sort((a, b) => b.name.trim().length - a.name.trim().length);
  const matched = new Set(byLength.filter((ing) => markFirstMention(steps, ing)));
  const unmatched = ingredients.filter((ing) => !matched.has(ing));
  if (unmatched.length > 0) {
    const list = unmatched.map(ingredientMarkup).join(", ");
    const first = steps[0];
    if (first) first.unshift({ markup: `${list}: ` });
    else steps.push([{ markup: list }]);
  }
  return steps.map((pieces) => pieces.map((p) => ("text" in p ? escapeText(p.text) : p.markup)).join(""));
}

function minutesText(minutes: number): string {
  return `${formatCooklangQuantity(minutes)} minutes`;
}

/** Renders a recipe as Cooklang text (see the module comment for the layout and the markup rule). */
export function recipeToCooklang(recipe: CooklangExportRecipe): string {
  const meta: [string, string][] = [["title", recipe.title]];
  if (recipe.description?.trim()) meta.push(["description", recipe.description.trim()]);
  if (recipe.tags && recipe.tags.length > 0) meta.push(["tags", recipe.tags.map((t) => t.replace(/,/g, " ")).join(", ")]);
  if (typeof recipe.servings === "number") meta.push(["servings", formatCooklangQuantity(recipe.servings)]);
  if (typeof recipe.prep_time === "number") meta.push(["prep time", minutesText(recipe.prep_time)]);
  if (typeof recipe.cook_time === "number") meta.push(["cook time", minutesText(recipe.cook_time)]);
  if (typeof recipe.total_time === "number") meta.push(["time", minutesText(recipe.total_time)]);
  if (recipe.difficulty?.trim()) meta.push(["difficulty", recipe.difficulty.trim()]);
  if (recipe.source_url) meta.push(["source", recipe.source_url]);
  const blocks: string[] = [["---", ...meta.map(([k, v]) => `${k}: ${yamlValue(v)}`), "---"].join("\n")];
  blocks.push(...partSteps(recipe.instructions ?? [], recipe.ingredients ?? []));
  for (const comp of recipe.components ?? []) {
    const title = clean(comp.title ?? "", /[=\n]/g);
    blocks.push(`== ${title} ==`);
    blocks.push(...partSteps(comp.instructions ?? [], comp.ingredients ?? []));
  }
  const notes = (recipe.notes ?? "").trim();
  if (notes) {
    for (const para of notes.split(/\n\s*\n/)) {
      blocks.push(
        para
          .split("\n")
          .map((l) => `> ${escapeText(l.trim())}`)
          .join("\n"),
      );
    }
  }
  return `${blocks.join("\n\n")}\n`;
}
