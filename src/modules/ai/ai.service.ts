import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { cosine, EMBEDDING_DIMENSIONS, EMBEDDING_MODEL, embedFields, embedText, tokens } from "../../lib/embedding";
import { normalizeIngredient } from "../../lib/ingredients";
import { ExtractQueueFullError, ExtractTimeoutError, ExtractWorkerCrashedError, parseIngredientsInWorker } from "../../workers/index";
import { UnavailableError } from "../../errors";
import type { Ingredient } from "../../lib/ingredients/types";
import { saveRecipeEmbedding, visibleRecipeIngredients, visibleRecipeTexts, type RecipeTextRow } from "../recipes/recipes.lookups.repo";

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** Ingredient names of a recipe and its components. */
function ingredientNames(r: { ingredients: string; components: string }): { name: string; optional: boolean }[] {
  const own = parse<Ingredient[]>(r.ingredients, []);
  const comps = parse<{ ingredients?: Ingredient[] }[]>(r.components, []).flatMap((c) => c.ingredients ?? []);
  return [...own, ...comps].filter((i) => i && typeof i.name === "string").map((i) => ({ name: i.name, optional: i.isOptional === true }));
}

function recipeVector(r: RecipeTextRow): Float32Array {
  const steps = parse<string[]>(r.instructions, []).join(" ").slice(0, 4000);
  return embedFields([
    [r.title, 3],
    [r.subtitle, 1.5],
    [parse<string[]>(r.tags, []).join(" "), 2],
    [
      ingredientNames(r)
        .map((i) => i.name)
        .join(" "),
      1.5,
    ],
    [r.description, 1],
    [steps, 0.4],
  ]);
}

/** POST /api/ai/embeddings: vectors for arbitrary texts, with the same model used for recipes. */
export function embeddings(texts: string[]) {
  return { model: EMBEDDING_MODEL, dimensions: EMBEDDING_DIMENSIONS, embeddings: texts.map((t) => Array.from(embedText(t), (x) => Math.round(x * 1e6) / 1e6)) };
}

/**
 * GET /api/ai/search: rank the recipes the caller can see (own and household-shared) by similarity to `q`.
 * Embeddings are stored per recipe and recomputed lazily when a recipe changed since it was embedded.
 */
export function semanticSearch(deps: Deps, actor: Actor, q: string, limit: number) {
  const db = deps.db.sqlite;
  const rows = visibleRecipeTexts(db, actor.userId, EMBEDDING_MODEL);
  const stale = rows.filter((r) => r.emb_updated_at !== r.updated_at || !r.vector);
  if (stale.length > 0) {
    deps.db.tx(() => {
      for (const r of stale) {
        const v = recipeVector(r);
        const vector = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
        r.vector = vector;
        saveRecipeEmbedding(db, r.id, r.updated_at, EMBEDDING_MODEL, vector);
      }
    });
  }
  const qv = embedText(q);
  const scored = rows.map((r) => {
    const buf = r.vector as Buffer;
    const v = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
    return { r, score: cosine(qv, v) };
  });
  scored.sort((a, b) => b.score - a.score);
  return {
    model: EMBEDDING_MODEL,
    results: scored
      .filter((s) => s.score > 0.05)
      .slice(0, limit)
      .map(({ r, score }) => ({
        recipe_id: r.id,
        title: r.title,
        subtitle: r.subtitle,
        tags: parse<string[]>(r.tags, []),
        score: Math.round(score * 1000) / 1000,
      })),
  };
}

/** Up to this many lines are parsed on the request's own thread; a few lines cost well under a millisecond. */
export const INLINE_PARSE_LINES = 8;

/**
 * POST /api/ai/parse-ingredients: the one ingredient-line parser, as a service, answering the records exactly as a
 * recipe would store them. The body was capped before this runs (lines and characters, see ai.schemas.ts); more
 * than a few lines are parsed in the extraction worker so a large request never stalls other users' requests.
 */
export async function parseIngredients(lines: string[], signal?: AbortSignal): Promise<{ ingredients: Ingredient[] }> {
  if (lines.length <= INLINE_PARSE_LINES) return { ingredients: lines.map((line) => normalizeIngredient(line)) };
  try {
    return { ingredients: await parseIngredientsInWorker(lines, signal) };
  } catch (err) {
    // The worker is busy or could not finish in time (an overloaded machine): try again later, never a 500.
    if (err instanceof ExtractQueueFullError || err instanceof ExtractTimeoutError || err instanceof ExtractWorkerCrashedError) {
      throw new UnavailableError("The parser is busy; try again shortly");
    }
    throw err;
  }
}

const STAPLES = new Set(["salt", "pepper", "water", "oil", "sugar", "blackpepper", "olive"]);

/** The words that identify an ingredient, ignoring measure and preparation words. */
const keyTokens = (name: string): string[] => tokens(name).filter((t) => t.length > 2);

/**
 * POST /api/ai/suggest: the caller's visible recipes ranked by how little is missing from what is on hand.
 * An ingredient counts as on hand when every identifying word of something on hand appears in its name
 * ("cheddar" covers "grated cheddar cheese"; "cheese" covers it too). Optional ingredients never count as missing.
 */
export function suggest(deps: Deps, actor: Actor, input: { ingredients: string[]; limit: number; ignore_staples: boolean }) {
  const onHand = input.ingredients.map(keyTokens).filter((t) => t.length > 0);
  const rows = visibleRecipeIngredients(deps.db.sqlite, actor.userId);
  const suggestions = rows
    .map((r) => {
      const matched: string[] = [];
      const missing: string[] = [];
      for (const ing of ingredientNames(r)) {
        const toks = new Set(keyTokens(ing.name));
        if (toks.size === 0) continue;
        const have = onHand.some((h) => h.every((t) => toks.has(t)));
        const staple = input.ignore_staples && [...toks].every((t) => STAPLES.has(t));
        if (have || staple) matched.push(ing.name);
        else if (!ing.optional) missing.push(ing.name);
      }
      const total = matched.length + missing.length;
      return { recipe_id: r.id, title: r.title, matched, missing, coverage: total === 0 ? 0 : Math.round((matched.length / total) * 1000) / 1000 };
    })
    .filter((s) => s.matched.length > 0)
    .sort((a, b) => a.missing.length - b.missing.length || b.coverage - a.coverage || a.title.localeCompare(b.title));
  return { suggestions: suggestions.slice(0, input.limit) };
}
