/**
 * The one-off re-parse of ingredients stored before records were lossless (migration 0020 marks it pending).
 *
 * What can be recovered: a recipe made by a text import still has the text it was read from (imports.text). The
 * text is extracted again (in the extraction worker) and each stored ingredient without `original` is replaced by
 * the full record of the line it came from: the line whose record has the same name, quantity and unit. A stored
 * ingredient that matches no line (edited since, or from a web page whose HTML is not kept) is left as it is:
 * nothing is guessed. Recipes are updated with a compare-and-set on updated_at, so an edit made meanwhile wins.
 * Idempotent: a recovered ingredient has `original` and is never touched again.
 */
import type { Deps } from "../../deps";
import { finishTask, taskStatus } from "../../db/maintenance-tasks";
import { replaceIngredientsIfUnchanged, textImportedRecipes } from "./recipes.reparse.repo";
import { normalizeIngredient } from "../../lib/ingredients";
import { extractTextInWorker } from "../../workers/index";
import type { Ingredient } from "../../lib/ingredients/types";

export const REPARSE_TASK = "reparse_ingredients";
export const REPARSE_JOB = "recipes.reparse_ingredients";

const key = (i: Ingredient): string => `${i.name.trim().toLowerCase()}|${i.quantity ?? ""}|${(i.unit ?? "").trim().toLowerCase()}`;

/** Stored ingredients with each one replaced by the full record of its line, when exactly that line is found. */
export function recoverIngredients(stored: Ingredient[], lines: string[]): { ingredients: Ingredient[]; recovered: number } {
  const pool = new Map<string, Ingredient[]>();
  for (const line of lines) {
    const rec = normalizeIngredient(line);
    const list = pool.get(key(rec)) ?? [];
    list.push(rec);
    pool.set(key(rec), list);
  }
  let recovered = 0;
  const ingredients = stored.map((ing) => {
    if (ing.original !== undefined || typeof ing.name !== "string") return ing;
    const found = pool.get(key(ing))?.shift();
    if (!found) return ing;
    recovered++;
    // The stored choices stay (an edited preparation, optional flag); the line adds what was lost.
    return {
      ...found,
      ...ing,
      size: found.size,
      note: found.note,
      quantityMax: found.quantityMax,
      original: found.original,
      preparation: ing.preparation ?? found.preparation,
    };
  });
  return { ingredients: ingredients.map((i) => Object.fromEntries(Object.entries(i).filter(([, v]) => v !== undefined)) as Ingredient), recovered };
}

/** True while the task is pending (the module enqueues the job at start then). */
export function reparsePending(deps: Deps): boolean {
  return taskStatus(deps.db.orm, REPARSE_TASK) === "pending";
}

/** The job: every text-imported recipe, one at a time, then the task is marked done. */
export async function runReparse(deps: Deps, signal: AbortSignal): Promise<void> {
  const db = deps.db.sqlite;
  const rows = textImportedRecipes(deps.db.orm);
  let total = 0;
  for (const row of rows) {
    signal.throwIfAborted();
    const extracted = await extractTextInWorker(row.text, signal).catch(() => null);
    if (!extracted) continue;
    const lines = [...extracted.ingredientLines, ...extracted.components.flatMap((c) => c.ingredientLines)];
    const own = recoverIngredients(JSON.parse(row.ingredients) as Ingredient[], lines);
    const comps = (JSON.parse(row.components) as Array<{ ingredients?: Ingredient[] }>).map((c) => {
      const r = recoverIngredients(c.ingredients ?? [], lines);
      return { comp: { ...c, ingredients: r.ingredients }, recovered: r.recovered };
    });
    const recovered = own.recovered + comps.reduce((n, c) => n + c.recovered, 0);
    if (recovered === 0) continue;
    deps.db.tx(() => {
      const now = deps.clock.stamp(row.updated_at);
      const changed = replaceIngredientsIfUnchanged(db, row.id, JSON.stringify(own.ingredients), JSON.stringify(comps.map((c) => c.comp)), row.updated_at, now);
      if (changed) {
        total += recovered;
        deps.events.emit(deps.access.audienceOf("recipe", { id: row.id, user_id: row.user_id }), "recipe.changed", { id: row.id, op: "updated" });
      }
    });
  }
  finishTask(deps.db.orm, REPARSE_TASK, `${total} ingredients recovered`, deps.clock.nowIso());
  deps.log.info(`ingredient re-parse: ${total} ingredients recovered from ${rows.length} text imports`);
}
