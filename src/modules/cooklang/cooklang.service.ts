import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { ValidationError, type FieldError } from "../../errors";
import { cooklangToRecipeInput, parseCooklang, recipeToCooklang } from "../../lib/cooklang";
import { contentDisposition } from "../files/files.names";
import { createRecipe, getRecipeJson } from "../recipes/recipes.service";
import { exportableRecipeSchema, type ImportCooklangInput } from "./cooklang.schemas";

// Characters that are unsafe in a file name on some system, and bidi controls (the "evil\u202Egpj.exe" trick).
const UNSAFE_NAME = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** "Easy Pancakes" → "Easy Pancakes.cook": unsafe characters dropped, at most 100 characters, "recipe" when empty. */
export function cooklangFilename(title: string): string {
  const base = [
    ...title
      .normalize("NFC")
      .replace(UNSAFE_NAME, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^[.\s]+|[.\s]+$/g, ""),
  ]
    .slice(0, 100)
    .join("")
    .trim();
  return `${base || "recipe"}.cook`;
}

/** A Cooklang download: the text and its Content-Disposition header. */
export interface CooklangDownload {
  text: string;
  disposition: string;
}

/** GET /api/recipes/{id}/cooklang: a recipe the actor can read (own or shared into their household) as .cook text. */
export function exportCooklang(deps: Deps, actor: Actor, id: string): CooklangDownload {
  const recipe = exportableRecipeSchema.parse(JSON.parse(getRecipeJson(deps, actor, id).json));
  return { text: recipeToCooklang(recipe), disposition: contentDisposition("attachment", cooklangFilename(recipe.title)) };
}

/** Recipe-field errors of input built from the source point at the request field the data came from. */
function sourceErrors(errors: FieldError[], titleGiven: boolean): FieldError[] {
  return errors.map((e) => {
    if (e.path === "title" && titleGiven) return { ...e, path: "title" };
    return { type: "field", path: "source", msg: `recipe ${e.path || "input"} from the Cooklang source: ${e.msg}`, location: "body" };
  });
}

/**
 * POST /api/recipes/cooklang: parse the source, build the recipe input (lib/cooklang/convert.ts documents the
 * mapping) and create the recipe for the actor. 400 `title` when neither the body nor the source names a title,
 * 400 `source` when the source has no step, ingredient or note, or yields a recipe the recipe rules reject.
 */
export function importCooklang(deps: Deps, actor: Actor, body: ImportCooklangInput): Record<string, unknown> {
  const parsed = parseCooklang(body.source);
  const input = cooklangToRecipeInput(parsed, { title: body.title });
  if (!input.title) {
    throw new ValidationError([
      { type: "field", path: "title", msg: "title is required: send title or give the source a title metadata entry", location: "body" },
    ]);
  }
  if (parsed.steps.length === 0 && parsed.notes.length === 0) {
    throw new ValidationError([{ type: "field", path: "source", msg: "the Cooklang source has no steps", location: "body" }]);
  }
  try {
    return createRecipe(deps, actor, input);
  } catch (err) {
    if (err instanceof ValidationError) throw new ValidationError(sourceErrors(err.errors, body.title !== undefined));
    throw err;
  }
}
